import { act, renderHook } from "@testing-library/react";
import { beforeEach, describe, expect, it } from "vitest";
import {
  addToCart,
  CART_STORAGE_KEY,
  cartItemCount,
  clearCart,
  getCartLines,
  parseCart,
  removeFromCart,
  setCartQuantity,
  useCart,
  type CartItem,
} from "./cart-store";

const caesar: CartItem = { id: 1, name: "Classic Caesar Salad", price: "Half Pan $60 / Full Pan $90", category: "salads", panSize: "Half Pan" };
const cobbler: CartItem = { id: 7, name: "Peach Cobbler Cups", price: "$8", category: "desserts" };

const stored = () => JSON.parse(window.localStorage.getItem(CART_STORAGE_KEY) ?? "null") as unknown;

beforeEach(() => {
  window.localStorage.clear();
});

describe("cart store", () => {
  it("starts empty", () => {
    expect(getCartLines()).toEqual([]);
    expect(cartItemCount(getCartLines())).toBe(0);
  });

  it("adds one of an item, and one more of the same item and pan size", () => {
    addToCart(caesar);
    addToCart(cobbler);
    addToCart(caesar);
    expect(getCartLines()).toEqual([
      { ...caesar, quantity: 2 },
      { ...cobbler, quantity: 1 },
    ]);
    expect(stored()).toEqual([
      { ...caesar, quantity: 2 },
      { ...cobbler, quantity: 1 },
    ]);
  });

  it("keeps the same item in another pan size as its own line", () => {
    addToCart(caesar);
    addToCart({ ...caesar, panSize: "Full Pan" });
    expect(getCartLines()).toHaveLength(2);
    expect(cartItemCount(getCartLines())).toBe(2);
  });

  it("removes a line by id and pan size", () => {
    addToCart(caesar);
    addToCart({ ...caesar, panSize: "Full Pan" });
    removeFromCart({ id: 1, panSize: "Half Pan" });
    expect(getCartLines()).toEqual([{ ...caesar, panSize: "Full Pan", quantity: 1 }]);
  });

  it("sets a quantity, and removes the line at zero or less", () => {
    addToCart(caesar);
    addToCart(cobbler);
    setCartQuantity(caesar, 5);
    expect(cartItemCount(getCartLines())).toBe(6);
    setCartQuantity(cobbler, 0);
    expect(getCartLines()).toEqual([{ ...caesar, quantity: 5 }]);
    setCartQuantity(caesar, -3);
    expect(getCartLines()).toEqual([]);
  });

  it("ignores a quantity for a line that is not in the cart", () => {
    addToCart(cobbler);
    setCartQuantity(caesar, 4);
    expect(getCartLines()).toEqual([{ ...cobbler, quantity: 1 }]);
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
    expect(getCartLines()).toEqual([{ ...cobbler, quantity: 1 }]);
  });

  it("drops stored lines that are not well formed", () => {
    expect(
      parseCart(
        JSON.stringify([
          { ...cobbler, quantity: 2 },
          { ...cobbler, quantity: 0 },
          { ...cobbler, quantity: 1.5 },
          { ...caesar, quantity: 1, panSize: "Quarter Pan" },
          { id: "3", name: "x", price: "$1", category: "sides", quantity: 1 },
          null,
          42,
        ]),
      ),
    ).toEqual([{ ...cobbler, quantity: 2 }]);
  });
});

describe("useCart", () => {
  it("re-renders with the new lines and item count after each operation", () => {
    const { result } = renderHook(() => useCart());
    expect(result.current.itemCount).toBe(0);
    act(() => result.current.add(caesar));
    act(() => result.current.add(caesar));
    act(() => result.current.add(cobbler));
    expect(result.current.itemCount).toBe(3);
    act(() => result.current.setQuantity(cobbler, 4));
    expect(result.current.itemCount).toBe(6);
    act(() => result.current.remove(caesar));
    expect(result.current.lines).toEqual([{ ...cobbler, quantity: 4 }]);
    act(() => result.current.clear());
    expect(result.current.lines).toEqual([]);
  });

  it("follows changes another tab makes", () => {
    const { result } = renderHook(() => useCart());
    const newValue = JSON.stringify([{ ...cobbler, quantity: 3 }]);
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
