import { act, renderHook } from "@testing-library/react";
import { beforeEach, describe, expect, it } from "vitest";
import { orderLineSchema } from "@shared/validators/orders";
import {
  addToCart,
  CART_STORAGE_KEY,
  cartItemCount,
  cartLineTotalCents,
  cartLineUnitCents,
  cartTotals,
  clearCart,
  getCartLines,
  MAX_LINE_QUANTITY,
  parseCart,
  removeFromCart,
  setCartQuantity,
  toOrderItems,
  useCart,
  type CartItem,
  type CartLine,
} from "./cart-store";

const caesar: CartItem = { id: 1, name: "Classic Caesar Salad", price: "Half Pan $60 / Full Pan $90", category: "salads", option: "Half Pan" };
const cobbler: CartItem = { id: 7, name: "Peach Cobbler Cups", price: "$8", category: "desserts" };
const cornbread: CartItem = { id: 18, name: "Honey Cornbread", price: "$15.99", category: "sides" };
const fruitTray: CartItem = { id: 34, name: "Fresh Fruit Tray", price: "Small $50 / Large $75", category: "desserts", option: "Large" };
const waffles: CartItem = { id: 30, name: "Chicken & Waffles", price: "$30 per person", category: "brunch", minOrder: 50 };
const puddingCups: CartItem = { id: 36, name: "Banana Pudding Cups", price: "$8", category: "desserts", minOrder: 25 };
const salmon: CartItem = { id: 25, name: "Grilled Salmon", price: "Market Value", category: "entrees" };

/** The line addToCart writes for an item: its option (or null), its minimum order, and a quantity. */
const line = ({ option = null, minOrder = 1, ...item }: CartItem, quantity = minOrder): CartLine => ({ ...item, option, minOrder, quantity });

const stored = () => JSON.parse(window.localStorage.getItem(CART_STORAGE_KEY) ?? "null") as unknown;

beforeEach(() => {
  window.localStorage.clear();
});

describe("cart store", () => {
  it("starts empty", () => {
    expect(getCartLines()).toEqual([]);
    expect(cartItemCount(getCartLines())).toBe(0);
    expect(cartTotals(getCartLines())).toEqual({ subtotalCents: 0, itemCount: 0, unpricedLineCount: 0 });
  });

  it("adds one of an item, and one more of the same item and option", () => {
    expect(addToCart(caesar)).toBe(true);
    addToCart(cobbler);
    addToCart(caesar);
    expect(getCartLines()).toEqual([line(caesar, 2), line(cobbler, 1)]);
    expect(stored()).toEqual([line(caesar, 2), line(cobbler, 1)]);
  });

  it("keeps the same item with another option as its own line", () => {
    addToCart(caesar);
    addToCart({ ...caesar, option: "Full Pan" });
    expect(getCartLines()).toEqual([line(caesar, 1), line({ ...caesar, option: "Full Pan" }, 1)]);
    expect(cartItemCount(getCartLines())).toBe(2);
  });

  it("adds an item with a minimum order at that minimum, then one more at a time", () => {
    addToCart(puddingCups);
    expect(getCartLines()).toEqual([line(puddingCups, 25)]);
    addToCart(puddingCups);
    expect(getCartLines()).toEqual([line(puddingCups, 26)]);
  });

  it("refuses items it cannot price, and changes nothing", () => {
    addToCart(cobbler);
    const before = getCartLines();
    expect(addToCart(salmon)).toBe(false);
    expect(addToCart({ ...caesar, option: null })).toBe(false);
    expect(addToCart({ ...caesar, option: "Quarter Pan" })).toBe(false);
    expect(addToCart({ ...cobbler, id: 99, price: "ask us" })).toBe(false);
    expect(getCartLines()).toBe(before);
  });

  it("removes a line by id and option", () => {
    addToCart(caesar);
    addToCart({ ...caesar, option: "Full Pan" });
    addToCart(cobbler);
    removeFromCart({ id: 1, option: "Half Pan" });
    removeFromCart({ id: 7 });
    expect(getCartLines()).toEqual([line({ ...caesar, option: "Full Pan" }, 1)]);
  });

  it("sets a quantity, and removes the line at zero or less", () => {
    addToCart(caesar);
    addToCart(cobbler);
    setCartQuantity(caesar, 5);
    expect(cartItemCount(getCartLines())).toBe(6);
    setCartQuantity(cobbler, 0);
    expect(getCartLines()).toEqual([line(caesar, 5)]);
    setCartQuantity(caesar, -3);
    expect(getCartLines()).toEqual([]);
  });

  it("keeps a set quantity between the minimum order and the most one line may hold", () => {
    addToCart(waffles);
    setCartQuantity(waffles, 10);
    expect(getCartLines()[0].quantity).toBe(50);
    setCartQuantity(waffles, 75.8);
    expect(getCartLines()[0].quantity).toBe(75);
    setCartQuantity(waffles, 5000);
    expect(getCartLines()[0].quantity).toBe(MAX_LINE_QUANTITY);
    addToCart(waffles);
    expect(getCartLines()[0].quantity).toBe(MAX_LINE_QUANTITY);
    setCartQuantity(waffles, Number.NaN);
    expect(getCartLines()).toEqual([]);
  });

  it("ignores a quantity for a line that is not in the cart", () => {
    addToCart(cobbler);
    setCartQuantity(caesar, 4);
    expect(getCartLines()).toEqual([line(cobbler, 1)]);
  });

  it("clears the cart and its stored copy", () => {
    addToCart(caesar);
    clearCart();
    expect(getCartLines()).toEqual([]);
    expect(window.localStorage.getItem(CART_STORAGE_KEY)).toBeNull();
  });

  it("returns the same lines until the cart changes", () => {
    addToCart(caesar);
    const first = getCartLines();
    expect(getCartLines()).toBe(first);
    addToCart(caesar);
    expect(getCartLines()).not.toBe(first);
  });

  it.each([
    ["not JSON", "{oops"],
    ["not a list", JSON.stringify({ id: 1 })],
    ["a string", JSON.stringify("cart")],
    ["null", "null"],
  ])("treats stored content that is %s as an empty cart", (_what, raw) => {
    window.localStorage.setItem(CART_STORAGE_KEY, raw);
    expect(getCartLines()).toEqual([]);
    addToCart(cobbler);
    expect(getCartLines()).toEqual([line(cobbler, 1)]);
  });

  it("drops stored lines that are not well formed", () => {
    const good = line(cobbler, 2);
    expect(
      parseCart(
        JSON.stringify([
          good,
          { ...good, quantity: 0 },
          { ...good, quantity: 1.5 },
          { ...good, quantity: MAX_LINE_QUANTITY + 1 },
          { ...good, option: 3 },
          { ...good, option: "" },
          { ...good, minOrder: 0 },
          { ...good, id: "7" },
          { ...good, name: null },
          { id: 1, name: "Classic Caesar Salad", price: "Half Pan $60 / Full Pan $90", category: "salads", quantity: 1, panSize: "Quarter Pan" },
          null,
          42,
          [good],
        ]),
      ),
    ).toEqual([good]);
  });

  it("still reads lines stored with panSize and without minOrder, the first cart's format", () => {
    window.localStorage.setItem(
      CART_STORAGE_KEY,
      JSON.stringify([
        { id: 1, name: "Classic Caesar Salad", price: "Half Pan $60 / Full Pan $90", category: "salads", quantity: 2, panSize: "Full Pan" },
        { id: 7, name: "Peach Cobbler Cups", price: "$8", category: "desserts", quantity: 1 },
      ]),
    );
    expect(getCartLines()).toEqual([line({ ...caesar, option: "Full Pan" }, 2), line(cobbler, 1)]);
    expect(cartTotals(getCartLines())).toEqual({ subtotalCents: 2 * 9000 + 800, itemCount: 3, unpricedLineCount: 0 });
    // The next write stores the current format.
    addToCart({ ...caesar, option: "Full Pan" });
    expect(stored()).toEqual([line({ ...caesar, option: "Full Pan" }, 3), line(cobbler, 1)]);
  });

  it("raises a stored quantity below the line's minimum order to the minimum", () => {
    window.localStorage.setItem(CART_STORAGE_KEY, JSON.stringify([{ ...line(puddingCups), quantity: 3 }]));
    expect(getCartLines()).toEqual([line(puddingCups, 25)]);
  });
});

describe("cart prices", () => {
  it.each([
    ["a half pan", caesar, 2, 6000, 12000],
    ["a full pan", { ...caesar, option: "Full Pan" }, 1, 9000, 9000],
    ["a small tray", { ...fruitTray, option: "Small" }, 3, 5000, 15000],
    ["a large tray", fruitTray, 1, 7500, 7500],
    ["a single price with cents", cornbread, 3, 1599, 4797],
    ["a price per person", waffles, 50, 3000, 150000],
    ["dessert cups", puddingCups, 25, 800, 20000],
  ])("prices %s in cents", (_what, item, quantity, unitCents, lineCents) => {
    const cartLine = line(item, quantity);
    expect(cartLineUnitCents(cartLine)).toBe(unitCents);
    expect(cartLineTotalCents(cartLine)).toBe(lineCents);
  });

  it("cannot price market value, a missing option or an option the item does not offer", () => {
    expect(cartLineUnitCents(line(salmon))).toBeNull();
    expect(cartLineUnitCents(line({ ...caesar, option: null }))).toBeNull();
    expect(cartLineUnitCents(line({ ...caesar, option: "Quarter Pan" }))).toBeNull();
    expect(cartLineTotalCents(line(salmon, 3))).toBeNull();
  });

  it("totals every price form in whole cents, leaving out lines it cannot price", () => {
    addToCart(caesar); // 60.00
    addToCart(caesar); // 60.00
    addToCart({ ...caesar, option: "Full Pan" }); // 90.00
    addToCart(fruitTray); // 75.00
    addToCart({ ...fruitTray, option: "Small" }); // 50.00
    addToCart(cornbread); // 15.99
    addToCart(cornbread); // 15.99
    addToCart(cornbread); // 15.99
    addToCart(waffles); // 50 × 30.00
    addToCart(puddingCups); // 25 × 8.00
    const lines = [...getCartLines(), line({ ...caesar, id: 2, option: "Quarter Pan" }, 4)];
    expect(cartTotals(lines)).toEqual({
      subtotalCents: 12000 + 9000 + 7500 + 5000 + 4797 + 150000 + 20000,
      itemCount: 2 + 1 + 1 + 1 + 3 + 50 + 25 + 4,
      unpricedLineCount: 1,
    });
  });

  it("turns lines into the order API's items", () => {
    addToCart(caesar);
    addToCart(cornbread);
    addToCart(waffles);
    const items = toOrderItems(getCartLines());
    expect(items).toEqual([
      { menuItemId: 1, option: "Half Pan", quantity: 1 },
      { menuItemId: 18, option: null, quantity: 1 },
      { menuItemId: 30, option: null, quantity: 50 },
    ]);
    for (const item of items) expect(orderLineSchema.parse(item)).toEqual(item);
  });
});

describe("useCart", () => {
  it("re-renders with the new lines, item count and total after each operation", () => {
    const { result } = renderHook(() => useCart());
    expect(result.current.itemCount).toBe(0);
    act(() => {
      result.current.add(caesar);
    });
    act(() => {
      result.current.add(caesar);
    });
    act(() => {
      result.current.add(cobbler);
    });
    expect(result.current.itemCount).toBe(3);
    expect(result.current.subtotalCents).toBe(12800);
    act(() => result.current.setQuantity(cobbler, 4));
    expect(result.current.itemCount).toBe(6);
    expect(result.current.subtotalCents).toBe(15200);
    act(() => result.current.remove(caesar));
    expect(result.current.lines).toEqual([line(cobbler, 4)]);
    act(() => result.current.clear());
    expect(result.current.lines).toEqual([]);
    expect(result.current.subtotalCents).toBe(0);
  });

  it("follows changes another tab makes", () => {
    const { result } = renderHook(() => useCart());
    const newValue = JSON.stringify([line(cobbler, 3)]);
    act(() => {
      window.localStorage.setItem(CART_STORAGE_KEY, newValue);
      window.dispatchEvent(new StorageEvent("storage", { key: CART_STORAGE_KEY, newValue }));
    });
    expect(result.current.itemCount).toBe(3);
    act(() => {
      window.localStorage.setItem(CART_STORAGE_KEY, "garbage");
      window.dispatchEvent(new StorageEvent("storage", { key: CART_STORAGE_KEY, newValue: "garbage" }));
    });
    expect(result.current.lines).toEqual([]);
  });
});
