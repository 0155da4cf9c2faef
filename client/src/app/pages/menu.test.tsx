import { beforeEach, describe, expect, it } from "vitest";
import { focusManager } from "@tanstack/react-query";
import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { userEvent } from "@testing-library/user-event";
import { DEFAULT_MENU_ITEMS } from "@shared/menu/default-menu";
import { CART_STORAGE_KEY, getCartLines } from "@/features/cart/cart-store";
import type { MenuItem } from "@/features/menu/api/get-menu-items";
import { json, renderWithApp, stubApi } from "@/test/test-utils";
import MenuPage from "./menu";

const toastText = (text: string) => screen.findByText(text, { selector: "[data-variant] *" });

const visitor = () => json({ message: "Authentication required" }, 401);
const client = () => json({ id: 1, username: "ann", email: "ann@example.com", role: "client" });

/** A row as GET /api/menu-items sends it, made from a built-in item. */
function row(name: string, overrides: Partial<MenuItem> = {}): MenuItem {
  const item = DEFAULT_MENU_ITEMS.find((i) => i.name === name);
  if (!item) throw new Error(`No built-in item ${name}`);
  return {
    ...item,
    dietary: [...item.dietary],
    id: item.id + 100,
    sortOrder: item.id,
    createdAt: "2025-01-01T00:00:00.000Z",
    updatedAt: "2025-01-01T00:00:00.000Z",
    ...overrides,
  };
}

const serverMenu = [
  row("Classic Caesar Salad", { imageUrl: "/uploads/caesar.jpg" }),
  row("Honey Cornbread", { imageUrl: null }),
  row("Grilled Salmon"),
  row("Banana Pudding Cups"),
  row("Fresh Fruit Tray"),
  row("Beef Lasagna", { isActive: false }),
];

const card = (name: string) => screen.getByRole("article", { name });
const cards = () => screen.getAllByRole("article");

beforeEach(() => {
  window.localStorage.clear();
});

describe("menu page", () => {
  it("shows a spinner while the menu loads, then the server's active items in menu order", async () => {
    let answer: (response: Response) => void = () => {};
    stubApi({ "GET /api/me": visitor, "GET /api/menu-items": () => new Promise<Response>((resolve) => (answer = resolve)) });
    renderWithApp(<MenuPage />, { path: "/menu" });
    expect(screen.getByRole("heading", { level: 1, name: "Our Menu" })).toBeInTheDocument();
    expect(await screen.findByRole("status", { name: "Loading" })).toBeInTheDocument();

    answer(json(serverMenu));

    await screen.findByRole("article", { name: "Classic Caesar Salad" });
    expect(cards().map((c) => within(c).getByRole("heading", { level: 3 }).textContent)).toEqual([
      "Classic Caesar Salad",
      "Honey Cornbread",
      "Grilled Salmon",
      "Banana Pudding Cups",
      "Fresh Fruit Tray",
    ]);
    expect(screen.queryByRole("status", { name: "Loading" })).not.toBeInTheDocument();
  });

  it("reads the menu again when the window regains focus", async () => {
    let menu = serverMenu.slice(0, 1);
    const fetchMock = stubApi({ "GET /api/me": visitor, "GET /api/menu-items": () => json(menu) });
    renderWithApp(<MenuPage />, { path: "/menu" });
    await screen.findByRole("article", { name: "Classic Caesar Salad" });
    menu = serverMenu.slice(0, 2);
    act(() => {
      focusManager.setFocused(false);
      focusManager.setFocused(true);
    });
    expect(await screen.findByRole("article", { name: "Honey Cornbread" })).toBeInTheDocument();
    expect(fetchMock.mock.calls.filter(([url]) => url === "/api/menu-items")).toHaveLength(2);
    focusManager.setFocused(undefined);
  });

  it.each(["/menu", "/menu?tab=packages", "/menu?tab=cart"])("%s has one h1, headings that never skip a level, and sized, described images", async (path) => {
    window.localStorage.setItem(
      CART_STORAGE_KEY,
      JSON.stringify([{ id: 1, name: "Classic Caesar Salad", price: "Half Pan $60 / Full Pan $90", category: "salads", option: "Half Pan", quantity: 1 }]),
    );
    stubApi({ "GET /api/me": visitor, "GET /api/menu-items": () => json([]) });
    const { container } = renderWithApp(<MenuPage />, { path });
    if (path === "/menu") await screen.findByRole("article", { name: "Jerk Chicken" });
    expect(screen.getAllByRole("heading", { level: 1 })).toHaveLength(1);
    const levels = [...container.querySelectorAll("h1, h2, h3, h4, h5, h6")].map((h) => Number(h.tagName[1]));
    expect(levels.length).toBeGreaterThan(2);
    levels.forEach((level, i) => {
      if (i > 0) expect(level).toBeLessThanOrEqual(levels[i - 1] + 1);
    });
    for (const img of container.querySelectorAll("img")) {
      expect(img).toHaveAttribute("alt");
      expect(img).toHaveAttribute("width");
      expect(img).toHaveAttribute("height");
    }
  });

  it("shows every detail of an item on its card", async () => {
    stubApi({ "GET /api/me": visitor, "GET /api/menu-items": () => json(serverMenu) });
    renderWithApp(<MenuPage />, { path: "/menu" });
    const caesar = await screen.findByRole("article", { name: "Classic Caesar Salad" });
    expect(caesar).toHaveTextContent("Popular");
    expect(caesar).toHaveTextContent("Crisp romaine, shaved parmesan");
    expect(caesar).toHaveTextContent("Half Pan $60 / Full Pan $90");
    expect(caesar).toHaveTextContent("Serving size: Half Pan serves 10-12 / Full Pan serves 20-25");
    expect(caesar).toHaveTextContent("Prep time: 20 minutes");
    expect(caesar).toHaveTextContent("Minimum order: 1");
    // Its allergens in words (never by colour alone); a dish with none says nothing about them.
    expect(caesar).toHaveTextContent("Contains: Milk, Eggs, Fish, Wheat");
    expect(card("Fresh Fruit Tray")).not.toHaveTextContent("Contains");
    expect(within(within(card("Fresh Fruit Tray")).getByRole("list", { name: "Dietary" })).getAllByRole("listitem").map((li) => li.textContent)).toEqual([
      "Vegan",
      "Gluten-Free",
    ]);
    expect(within(caesar).getByRole("button", { name: "View photo of Classic Caesar Salad" }).querySelector("img")).toHaveAttribute("src", "/uploads/caesar.jpg");
    // An item without a photo shows its category's placeholder drawing.
    expect(within(card("Honey Cornbread")).getByRole("button", { name: "View photo of Honey Cornbread" }).querySelector("img")).toHaveAttribute(
      "src",
      "/images/placeholders/sides.svg",
    );
    expect(card("Honey Cornbread")).not.toHaveTextContent("Popular");
    // The standard dishes come with the house artwork; cards load its 400 px size.
    expect(within(card("Grilled Salmon")).getByRole("button", { name: "View photo of Grilled Salmon" }).querySelector("img")).toHaveAttribute(
      "src",
      "/images/dishes/grilled-salmon-thumb.webp",
    );
  });

  it("shows the built-in list of 39 items when the server has none", async () => {
    stubApi({ "GET /api/me": visitor, "GET /api/menu-items": () => json([]) });
    renderWithApp(<MenuPage />, { path: "/menu" });
    expect(await screen.findByRole("article", { name: "Jerk Chicken" })).toBeInTheDocument();
    expect(cards()).toHaveLength(39);
    expect(screen.getByText("Showing 39 items")).toBeInTheDocument();
  });

  it("says the menu could not be fetched, and shows the built-in list instead", async () => {
    stubApi({ "GET /api/me": visitor, "GET /api/menu-items": () => json({ message: "Database unavailable" }, 500) });
    renderWithApp(<MenuPage />, { path: "/menu" });
    const title = await toastText("Failed to fetch menu items");
    expect(title.closest("[data-variant]")).toHaveAttribute("data-variant", "destructive");
    expect(cards()).toHaveLength(39);
  });

  it("filters the cards by category with pressed filter buttons", async () => {
    const user = userEvent.setup();
    stubApi({ "GET /api/me": visitor, "GET /api/menu-items": () => json([]) });
    renderWithApp(<MenuPage />, { path: "/menu" });
    await screen.findByRole("article", { name: "Jerk Chicken" });
    const filters = screen.getByRole("group", { name: "Filter by category" });
    expect(within(filters).getAllByRole("button").map((b) => b.textContent)).toEqual(["All", "Salads", "Vegetables", "Sides", "Entrees", "Brunch", "Desserts"]);
    expect(within(filters).getByRole("button", { name: "All" })).toHaveAttribute("aria-pressed", "true");

    await user.click(within(filters).getByRole("button", { name: "Desserts" }));

    expect(within(filters).getByRole("button", { name: "Desserts" })).toHaveAttribute("aria-pressed", "true");
    expect(within(filters).getByRole("button", { name: "All" })).toHaveAttribute("aria-pressed", "false");
    expect(cards().map((c) => within(c).getByRole("heading").textContent)).toEqual([
      "Fresh Fruit Tray",
      "Assorted Dessert Tray",
      "Banana Pudding Cups",
      "Red Velvet Cake Cups",
      "Peach Cobbler",
    ]);
    expect(screen.getByText("Showing 5 items in Desserts")).toBeInTheDocument();

    await user.click(within(filters).getByRole("button", { name: "Salads" }));
    expect(cards()).toHaveLength(6);
    await user.click(within(filters).getByRole("button", { name: "All" }));
    expect(cards()).toHaveLength(39);
  });

  it("filters by Free from: ticked allergens hide the dishes that contain them, kept in the address and announced", async () => {
    const user = userEvent.setup();
    stubApi({ "GET /api/me": visitor, "GET /api/menu-items": () => json(serverMenu) });
    const { memory } = renderWithApp(<MenuPage />, { path: "/menu" });
    await screen.findByRole("article", { name: "Classic Caesar Salad" });
    const freeFrom = screen.getByRole("group", { name: "Free from" });
    expect(within(freeFrom).getAllByRole("checkbox").map((box) => box.closest("label")?.textContent)).toEqual([
      "Milk",
      "Eggs",
      "Fish",
      "Shellfish",
      "Tree nuts",
      "Peanuts",
      "Wheat",
      "Soybeans",
      "Sesame",
    ]);
    // Once the app runs each tick applies at once: the button the form needs without it is gone.
    expect(screen.queryByRole("button", { name: "Show dishes" })).not.toBeInTheDocument();
    const count = screen.getByText("Showing 5 items");
    expect(count).toHaveAttribute("aria-live", "polite");

    await user.click(within(freeFrom).getByRole("checkbox", { name: "Fish" }));
    expect(cards().map((c) => within(c).getByRole("heading").textContent)).toEqual(["Honey Cornbread", "Banana Pudding Cups", "Fresh Fruit Tray"]);
    expect(count).toHaveTextContent("Showing 3 items free from Fish");
    expect(memory.history?.at(-1)).toBe("/menu?free=fish");

    // Ticked with the keyboard too.
    within(freeFrom).getByRole("checkbox", { name: "Milk" }).focus();
    await user.keyboard(" ");
    expect(cards().map((c) => within(c).getByRole("heading").textContent)).toEqual(["Fresh Fruit Tray"]);
    expect(count).toHaveTextContent("Showing 1 item free from Milk and Fish");
    expect(memory.history?.at(-1)).toBe("/menu?free=milk,fish");

    // With a category as well.
    await user.click(within(screen.getByRole("group", { name: "Filter by category" })).getByRole("button", { name: "Desserts" }));
    expect(count).toHaveTextContent("Showing 1 item in Desserts free from Milk and Fish");
  });

  it("starts from the address's Free from (as the app or the form without it writes it), and says when no dish is free from them", async () => {
    const user = userEvent.setup();
    // Without the fruit tray, which contains none of them.
    stubApi({ "GET /api/me": visitor, "GET /api/menu-items": () => json(serverMenu.slice(0, 4)) });
    renderWithApp(<MenuPage />, { path: "/menu?free=wheat&free=eggs" });
    await screen.findByRole("article", { name: "Grilled Salmon" });
    const freeFrom = screen.getByRole("group", { name: "Free from" });
    expect(within(freeFrom).getByRole("checkbox", { name: "Eggs" })).toBeChecked();
    expect(within(freeFrom).getByRole("checkbox", { name: "Wheat" })).toBeChecked();
    expect(within(freeFrom).getByRole("checkbox", { name: "Milk" })).not.toBeChecked();
    expect(cards().map((c) => within(c).getByRole("heading").textContent)).toEqual(["Grilled Salmon"]);

    await user.click(within(screen.getByRole("group", { name: "Filter by category" })).getByRole("button", { name: "Salads" }));
    expect(screen.queryAllByRole("article")).toEqual([]);
    expect(screen.getByText("No dishes in Salads are free from Eggs and Wheat.")).toBeInTheDocument();
    await user.click(within(screen.getByRole("group", { name: "Filter by category" })).getByRole("button", { name: "All" }));
    await user.click(within(freeFrom).getByRole("checkbox", { name: "Fish" }));
    expect(screen.getByText("Showing 0 items free from Eggs, Fish and Wheat")).toBeInTheDocument();
    expect(screen.getByText("No dishes are free from Eggs, Fish and Wheat.")).toBeInTheDocument();

    // The way out: a link (a plain one to /menu before the app runs) that clears the filter and leaves the focus on it.
    const clear = screen.getAllByRole("link", { name: "Clear allergen filter" });
    expect(clear.map((link) => link.getAttribute("href"))).toEqual(["/menu", "/menu"]);
    await user.click(clear[1]);
    expect(cards()).toHaveLength(4);
    expect(within(freeFrom).getByRole("checkbox", { name: "Milk" })).toHaveFocus();
    expect(screen.queryByRole("link", { name: "Clear allergen filter" })).not.toBeInTheDocument();
  });

  it("adds an item in the chosen pan size to the cart", async () => {
    const user = userEvent.setup();
    stubApi({ "GET /api/me": visitor, "GET /api/menu-items": () => json(serverMenu) });
    renderWithApp(<MenuPage />, { path: "/menu" });
    const caesar = await screen.findByRole("article", { name: "Classic Caesar Salad" });
    const size = within(caesar).getByRole("combobox", { name: "Pan size for Classic Caesar Salad" });
    expect(within(size).getAllByRole("option").map((o) => o.textContent)).toEqual(["Half Pan, $60.00", "Full Pan, $90.00"]);
    expect(screen.getByRole("tab", { name: "Cart, 0 items" })).toBeInTheDocument();

    await user.selectOptions(size, "Full Pan");
    await user.click(within(caesar).getByRole("button", { name: "Add to Cart: Classic Caesar Salad" }));

    expect(await toastText("Added to Cart")).toBeInTheDocument();
    expect(screen.getByText("Classic Caesar Salad added to your cart")).toBeInTheDocument();
    expect(getCartLines()).toEqual([
      { id: 101, name: "Classic Caesar Salad", price: "Half Pan $60 / Full Pan $90", category: "salads", option: "Full Pan", minOrder: 1, quantity: 1 },
    ]);
    expect(screen.getByRole("tab", { name: "Cart, 1 item" })).toBeInTheDocument();

    await user.click(within(caesar).getByRole("button", { name: "Add to Cart: Classic Caesar Salad" }));
    expect(getCartLines()[0].quantity).toBe(2);
  });

  it("labels a tray choice Size, and adds a single-price item without a choice", async () => {
    const user = userEvent.setup();
    stubApi({ "GET /api/me": visitor, "GET /api/menu-items": () => json(serverMenu) });
    renderWithApp(<MenuPage />, { path: "/menu" });
    const tray = await screen.findByRole("article", { name: "Fresh Fruit Tray" });
    await user.selectOptions(within(tray).getByRole("combobox", { name: "Size for Fresh Fruit Tray" }), "Large");
    await user.click(within(tray).getByRole("button", { name: "Add to Cart: Fresh Fruit Tray" }));
    const cornbread = card("Honey Cornbread");
    expect(within(cornbread).queryByRole("combobox")).not.toBeInTheDocument();
    await user.click(within(cornbread).getByRole("button", { name: "Add to Cart: Honey Cornbread" }));
    expect(getCartLines().map(({ name, option, quantity }) => ({ name, option, quantity }))).toEqual([
      { name: "Fresh Fruit Tray", option: "Large", quantity: 1 },
      { name: "Honey Cornbread", option: null, quantity: 1 },
    ]);
  });

  it("adds an item with a minimum order at that minimum", async () => {
    const user = userEvent.setup();
    stubApi({ "GET /api/me": visitor, "GET /api/menu-items": () => json(serverMenu) });
    renderWithApp(<MenuPage />, { path: "/menu" });
    const cups = await screen.findByRole("article", { name: "Banana Pudding Cups" });
    expect(cups).toHaveTextContent("Minimum order: 25");
    await user.click(within(cups).getByRole("button", { name: "Add to Cart: Banana Pudding Cups" }));
    expect(getCartLines()).toEqual([expect.objectContaining({ name: "Banana Pudding Cups", quantity: 25, minOrder: 25 })]);
    expect(screen.getByRole("tab", { name: "Cart, 25 items" })).toBeInTheDocument();
  });

  it("offers a market-value item as a quote request, never Add to Cart", async () => {
    stubApi({ "GET /api/me": visitor, "GET /api/menu-items": () => json(serverMenu) });
    renderWithApp(<MenuPage />, { path: "/menu" });
    const salmon = await screen.findByRole("article", { name: "Grilled Salmon" });
    expect(salmon).toHaveTextContent("Market Value");
    expect(within(salmon).getByRole("link", { name: "Request a Quote: Grilled Salmon" })).toHaveAttribute("href", expect.stringMatching(/^\/quote\?dish=\d+$/));
    expect(within(salmon).queryByRole("button", { name: /Add to Cart/ })).not.toBeInTheDocument();
    expect(within(salmon).queryByRole("combobox")).not.toBeInTheDocument();
  });

  it("opens a card's photo full screen, and closes it with a click or Escape", async () => {
    const user = userEvent.setup();
    stubApi({ "GET /api/me": visitor, "GET /api/menu-items": () => json(serverMenu) });
    renderWithApp(<MenuPage />, { path: "/menu" });
    const photo = await screen.findByRole("button", { name: "View photo of Classic Caesar Salad" });

    await user.click(photo);
    let viewer = await screen.findByRole("dialog", { name: "Classic Caesar Salad" });
    expect(within(viewer).getByRole("img", { name: "Classic Caesar Salad" })).toHaveAttribute("src", "/uploads/caesar.jpg");
    await user.click(within(viewer).getByRole("img"));
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(photo).toHaveFocus();

    await user.click(photo);
    viewer = await screen.findByRole("dialog", { name: "Classic Caesar Salad" });
    await user.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
  });

  it("gives a visitor no favorite hearts", async () => {
    stubApi({ "GET /api/me": visitor, "GET /api/menu-items": () => json(serverMenu) });
    renderWithApp(<MenuPage />, { path: "/menu" });
    await screen.findByRole("article", { name: "Classic Caesar Salad" });
    expect(screen.queryByRole("button", { name: /favorites/ })).not.toBeInTheDocument();
  });

  it("gives a signed-in user a heart that adds and removes a favorite", async () => {
    const user = userEvent.setup();
    let favorites = [{ id: 9, menuItemId: 118, customQuantity: 1, menuItem: null }];
    const fetchMock = stubApi({
      "GET /api/me": client,
      "GET /api/menu-items": () => json(serverMenu),
      "GET /api/favorites": () => json(favorites),
      "POST /api/favorites": (init) => {
        const { menuItemId } = JSON.parse(String(init?.body)) as { menuItemId: number };
        favorites = [...favorites, { id: 10, menuItemId, customQuantity: 1, menuItem: null }];
        return json({ id: 10, menuItemId, customQuantity: 1 }, 201);
      },
      "DELETE /api/favorites/118": () => {
        favorites = favorites.filter((f) => f.menuItemId !== 118);
        return new Response(null, { status: 204 });
      },
    });
    renderWithApp(<MenuPage />, { path: "/menu" });

    const cornbreadHeart = await screen.findByRole("button", { name: "Remove Honey Cornbread from favorites" });
    await waitFor(() => expect(cornbreadHeart).toBeEnabled());
    expect(cornbreadHeart).toHaveAttribute("aria-pressed", "true");
    const caesarHeart = screen.getByRole("button", { name: "Add Classic Caesar Salad to favorites" });
    expect(caesarHeart).toHaveAttribute("aria-pressed", "false");

    await user.click(caesarHeart);
    expect(await toastText("Added to Favorites")).toBeInTheDocument();
    expect(await screen.findByRole("button", { name: "Remove Classic Caesar Salad from favorites" })).toHaveAttribute("aria-pressed", "true");
    const post = fetchMock.mock.calls.find(([, init]) => init?.method === "POST");
    expect(JSON.parse(String(post?.[1]?.body))).toEqual({ menuItemId: 101, customQuantity: 1 });

    await user.click(cornbreadHeart);
    expect(await toastText("Removed from Favorites")).toBeInTheDocument();
    expect(await screen.findByRole("button", { name: "Add Honey Cornbread to favorites" })).toHaveAttribute("aria-pressed", "false");
  });

  it("says why a favorite could not be saved", async () => {
    const user = userEvent.setup();
    stubApi({
      "GET /api/me": client,
      "GET /api/menu-items": () => json(serverMenu),
      "GET /api/favorites": () => json([]),
      "POST /api/favorites": () => json({ message: "Menu item not found" }, 404),
    });
    renderWithApp(<MenuPage />, { path: "/menu" });
    const heart = await screen.findByRole("button", { name: "Add Classic Caesar Salad to favorites" });
    await waitFor(() => expect(heart).toBeEnabled());
    await user.click(heart);
    const title = await toastText("Error");
    expect(title.closest("[data-variant]")).toHaveAttribute("data-variant", "destructive");
    expect(screen.getByText("Menu item not found")).toBeInTheDocument();
    expect(heart).toHaveAttribute("aria-pressed", "false");
  });
});

describe("menu page tabs", () => {
  it("switches tabs with the arrow keys and keeps the tab in the URL", async () => {
    const user = userEvent.setup();
    stubApi({ "GET /api/me": visitor, "GET /api/menu-items": () => json([]) });
    const { memory } = renderWithApp(<MenuPage />, { path: "/menu" });
    const menuTab = screen.getByRole("tab", { name: "Menu Items" });
    expect(menuTab).toHaveAttribute("aria-selected", "true");
    expect(screen.getByRole("tabpanel")).toHaveAccessibleName("Menu Items");

    menuTab.focus();
    await user.keyboard("{ArrowRight}");
    expect(screen.getByRole("tab", { name: "Packages" })).toHaveFocus();
    expect(screen.getByRole("tab", { name: "Packages" })).toHaveAttribute("aria-selected", "true");
    expect(memory.history?.at(-1)).toBe("/menu?tab=packages");

    await user.keyboard("{ArrowRight}");
    expect(screen.getByRole("tab", { name: /^Cart/ })).toHaveAttribute("aria-selected", "true");
    expect(memory.history?.at(-1)).toBe("/menu?tab=cart");
    await user.keyboard("{Home}");
    expect(memory.history?.at(-1)).toBe("/menu");
  });

  it("lists the two catering packages, each leading to the quote form", () => {
    stubApi({ "GET /api/me": visitor, "GET /api/menu-items": () => json([]) });
    renderWithApp(<MenuPage />, { path: "/menu?tab=packages" });
    const packages = screen.getAllByRole("heading", { level: 3 }).map((h) => h.closest("li")!);
    expect(packages.map((p) => within(p).getByRole("heading").textContent)).toEqual(["Full-Service Package", "Brunch Package"]);
    expect(packages[0]).toHaveTextContent("$40 per person");
    expect(packages[0]).toHaveTextContent("Serves 50+ guests");
    expect(packages[0]).toHaveTextContent("5 menu items of your choice");
    expect(packages[0]).toHaveTextContent("Setup and service");
    expect(packages[0]).toHaveTextContent("Equipment");
    expect(packages[1]).toHaveTextContent("$30 per person");
    for (const text of ["5 brunch items", "Fruit tray", "Juice", "Coffee"]) expect(packages[1]).toHaveTextContent(text);
    expect(screen.getByRole("link", { name: "Select Package: Full-Service Package" })).toHaveAttribute("href", "/quote?package=full-service");
    expect(screen.getByRole("link", { name: "Select Package: Brunch Package" })).toHaveAttribute("href", "/quote?package=brunch");
  });
});

describe("cart tab", () => {
  const storeCart = (lines: unknown[]) => window.localStorage.setItem(CART_STORAGE_KEY, JSON.stringify(lines));
  const caesarLine = { id: 1, name: "Classic Caesar Salad", price: "Half Pan $60 / Full Pan $90", category: "salads", option: "Half Pan", minOrder: 1, quantity: 2 };
  const cupsLine = { id: 36, name: "Banana Pudding Cups", price: "$8", category: "desserts", option: null, minOrder: 25, quantity: 25 };
  const brunchLine = { id: 30, name: "Chicken & Waffles", price: "$30 per person", category: "brunch", option: null, minOrder: 50, quantity: 50 };

  it("opens from ?tab=cart with the empty state, whose Browse Menu goes back to the menu", async () => {
    const user = userEvent.setup();
    stubApi({ "GET /api/me": visitor, "GET /api/menu-items": () => json([]) });
    const { memory } = renderWithApp(<MenuPage />, { path: "/menu?tab=cart" });
    expect(screen.getByRole("tab", { name: "Cart, 0 items" })).toHaveAttribute("aria-selected", "true");
    expect(screen.getByText("Your cart is empty")).toBeInTheDocument();

    await user.click(screen.getByRole("button", { name: "Browse Menu" }));

    expect(screen.getByRole("tab", { name: "Menu Items" })).toHaveAttribute("aria-selected", "true");
    expect(screen.getByRole("tab", { name: "Menu Items" })).toHaveFocus();
    expect(memory.history?.at(-1)).toBe("/menu");
    expect(await screen.findByRole("article", { name: "Jerk Chicken" })).toBeInTheDocument();
  });

  it("lists the lines with their prices, and totals them in dollars and cents", () => {
    storeCart([caesarLine, cupsLine, brunchLine, { id: 19, name: "Honey Cornbread", price: "$15.99", category: "sides", quantity: 3 }]);
    stubApi({ "GET /api/me": visitor, "GET /api/menu-items": () => json([]) });
    renderWithApp(<MenuPage />, { path: "/menu?tab=cart" });
    expect(screen.getByRole("tab", { name: "Cart, 80 items" })).toBeInTheDocument();
    const lines = screen.getAllByRole("listitem");
    expect(lines[0]).toHaveTextContent("Classic Caesar Salad");
    expect(lines[0]).toHaveTextContent("Half Pan · Salads");
    expect(lines[0]).toHaveTextContent("$60.00 each");
    expect(lines[0]).toHaveTextContent("Line total: $120.00");
    expect(lines[2]).toHaveTextContent("$30.00 per person");
    expect(lines[2]).toHaveTextContent("Line total: $1,500.00");
    expect(lines[3]).toHaveTextContent("Line total: $47.97");
    // 120.00 + 200.00 + 1,500.00 + 47.97
    expect(screen.getByText("Total").parentElement).toHaveTextContent("Total$1,867.97");
    expect(screen.getByRole("link", { name: "Checkout Now" })).toHaveAttribute("href", "/checkout");
    expect(screen.getByRole("button", { name: "Request Event Quote (50+ People)" })).toBeInTheDocument();
  });

  it("shows Price on request for a line it cannot price and leaves it out of the total", () => {
    storeCart([caesarLine, { ...caesarLine, id: 2, name: "Old Salad", option: null, quantity: 1 }]);
    stubApi({ "GET /api/me": visitor, "GET /api/menu-items": () => json([]) });
    renderWithApp(<MenuPage />, { path: "/menu?tab=cart" });
    expect(screen.getAllByRole("listitem")[1]).toHaveTextContent("Price on request");
    expect(screen.getByText("Total").parentElement).toHaveTextContent("Total$120.00");
    expect(screen.getByText(/not included in the total/)).toBeInTheDocument();
  });

  it("changes quantities with − and +, never below the minimum order", async () => {
    const user = userEvent.setup();
    storeCart([caesarLine, cupsLine]);
    stubApi({ "GET /api/me": visitor, "GET /api/menu-items": () => json([]) });
    renderWithApp(<MenuPage />, { path: "/menu?tab=cart" });

    const decreaseCups = screen.getByRole("button", { name: "Decrease quantity of Banana Pudding Cups" });
    expect(decreaseCups).toBeDisabled();
    expect(screen.getByRole("spinbutton", { name: "Quantity of Banana Pudding Cups" })).toHaveAccessibleDescription("Minimum order 25");
    await user.click(screen.getByRole("button", { name: "Increase quantity of Banana Pudding Cups" }));
    expect(screen.getByRole("spinbutton", { name: "Quantity of Banana Pudding Cups" })).toHaveValue(26);
    expect(decreaseCups).toBeEnabled();
    await user.click(decreaseCups);
    expect(getCartLines()[1].quantity).toBe(25);
    expect(decreaseCups).toBeDisabled();
    // The field keeps the focus the disabled button lost.
    expect(screen.getByRole("spinbutton", { name: "Quantity of Banana Pudding Cups" })).toHaveFocus();

    await user.click(screen.getByRole("button", { name: "Decrease quantity of Classic Caesar Salad (Half Pan)" }));
    expect(getCartLines()[0].quantity).toBe(1);
    expect(screen.getByRole("button", { name: "Decrease quantity of Classic Caesar Salad (Half Pan)" })).toBeDisabled();
    expect(screen.getByRole("tab", { name: "Cart, 26 items" })).toBeInTheDocument();
  });

  it("clamps a typed quantity to the minimum order and the most one line may hold", async () => {
    const user = userEvent.setup();
    storeCart([cupsLine]);
    stubApi({ "GET /api/me": visitor, "GET /api/menu-items": () => json([]) });
    renderWithApp(<MenuPage />, { path: "/menu?tab=cart" });
    const quantity = screen.getByRole("spinbutton", { name: "Quantity of Banana Pudding Cups" });

    await user.clear(quantity);
    await user.type(quantity, "40{Enter}");
    expect(getCartLines()[0].quantity).toBe(40);
    expect(quantity).toHaveFocus();

    await user.clear(quantity);
    await user.type(quantity, "3");
    await user.tab();
    expect(getCartLines()[0].quantity).toBe(25);
    expect(quantity).toHaveValue(25);

    await user.clear(quantity);
    await user.type(quantity, "5000{Enter}");
    expect(getCartLines()[0].quantity).toBe(1000);

    await user.clear(quantity);
    fireEvent.blur(quantity);
    expect(quantity).toHaveValue(1000);
  });

  it("removes a line, and clears the cart", async () => {
    const user = userEvent.setup();
    storeCart([caesarLine, cupsLine, brunchLine]);
    stubApi({ "GET /api/me": visitor, "GET /api/menu-items": () => json([]) });
    renderWithApp(<MenuPage />, { path: "/menu?tab=cart" });

    await user.click(screen.getByRole("button", { name: "Remove Classic Caesar Salad (Half Pan) from cart" }));

    expect(await toastText("Removed from Cart")).toBeInTheDocument();
    expect(screen.getByText("Classic Caesar Salad (Half Pan) removed from your cart")).toBeInTheDocument();
    expect(getCartLines().map((l) => l.name)).toEqual(["Banana Pudding Cups", "Chicken & Waffles"]);
    expect(screen.getByRole("heading", { level: 2, name: "Your Cart" })).toHaveFocus();

    await user.click(screen.getByRole("button", { name: "Clear All Items" }));
    expect(getCartLines()).toEqual([]);
    expect(screen.getByText("Your cart is empty")).toBeInTheDocument();
    expect(screen.getByRole("tab", { name: "Cart, 0 items" })).toBeInTheDocument();
  });
});
