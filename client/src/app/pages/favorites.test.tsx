import { beforeEach, describe, expect, it } from "vitest";
import { screen, waitFor, within } from "@testing-library/react";
import { userEvent } from "@testing-library/user-event";
import { CART_STORAGE_KEY, getCartLines } from "@/features/cart";
import { json, renderWithApp, stubApi } from "@/test/test-utils";
import FavoritesPage from "@/app/pages/favorites";
import type { Favorite } from "@/features/favorites/api/get-favorites";

const toastText = (text: string) => screen.findByText(text, { selector: "[data-variant] *" });

function menuItem(overrides: Partial<NonNullable<Favorite["menuItem"]>> & { id: number; name: string; price: string }): NonNullable<Favorite["menuItem"]> {
  return {
    category: "entrees",
    description: "",
    servingSize: "",
    prepTime: "30 minutes",
    minOrder: 1,
    popular: false,
    dietary: [],
    allergens: [],
    imageUrl: null,
    isActive: true,
    sortOrder: 0,
    createdAt: "2024-01-01T00:00:00.000Z",
    updatedAt: "2024-01-01T00:00:00.000Z",
    ...overrides,
  };
}

const caesar = menuItem({
  id: 1,
  name: "Classic Caesar Salad",
  category: "salads",
  description: "Crisp romaine, shaved parmesan and house Caesar dressing.",
  price: "Half Pan $60 / Full Pan $90",
  servingSize: "Half pan serves 10-15",
  popular: true,
  dietary: ["vegetarian"],
});
const cobbler = menuItem({ id: 7, name: "Peach Cobbler Cups", category: "desserts", price: "$8", minOrder: 25, dietary: ["vegetarian", "gluten-free-option"] });
const salmon = menuItem({ id: 12, name: "Grilled Salmon", price: "Market Value" });

const favorites: Favorite[] = [
  { id: 101, menuItemId: 1, customQuantity: 2, menuItem: caesar },
  { id: 102, menuItemId: 7, customQuantity: 1, menuItem: cobbler },
  { id: 103, menuItemId: 12, customQuantity: 1, menuItem: salmon },
];

const card = (name: string) => screen.getByRole("heading", { level: 3, name }).closest("article") as HTMLElement;
const quickCart = () => within(screen.getByRole("complementary", { name: "Quick Cart" }));

beforeEach(() => {
  window.localStorage.clear();
});

describe("/favorites", () => {
  it("lists the favorites with their details, a size choice and a quote link for market-value items", async () => {
    stubApi({ "GET /api/favorites": () => json(favorites) });
    renderWithApp(<FavoritesPage />);

    expect(screen.getByRole("heading", { level: 1, name: "My Favorite Meals" })).toBeInTheDocument();
    expect(await screen.findByRole("heading", { level: 3, name: "Classic Caesar Salad" })).toBeInTheDocument();

    const salad = within(card("Classic Caesar Salad"));
    expect(salad.getByText("Popular")).toBeInTheDocument();
    expect(salad.getByText("Crisp romaine, shaved parmesan and house Caesar dressing.")).toBeInTheDocument();
    expect(salad.getByText("Half Pan $60 / Full Pan $90")).toBeInTheDocument();
    expect(salad.getByText("Half pan serves 10-15")).toBeInTheDocument();
    expect(salad.getByText("Default quantity:").nextSibling).toHaveTextContent("2");
    expect(salad.getByText("Vegetarian")).toBeInTheDocument();
    const size = salad.getByRole("combobox", { name: "Size for Classic Caesar Salad" });
    expect(size).toHaveValue("Half Pan");
    expect(within(size).getAllByRole("option").map((o) => o.textContent)).toEqual(["Half Pan, $60.00", "Full Pan, $90.00"]);
    expect(salad.getByRole("button", { name: "Quick Add Classic Caesar Salad" })).toBeInTheDocument();

    const cups = within(card("Peach Cobbler Cups"));
    expect(cups.queryByText("Popular")).not.toBeInTheDocument();
    expect(cups.queryByRole("combobox")).not.toBeInTheDocument();
    expect(cups.getByText("Gluten-Free Option")).toBeInTheDocument();

    const fish = within(card("Grilled Salmon"));
    expect(fish.queryByRole("button", { name: /Quick Add/ })).not.toBeInTheDocument();
    expect(fish.getByRole("link", { name: "Request a Quote for Grilled Salmon" })).toHaveAttribute("href", "/quote");
  });

  it("Quick Add puts the favorite's quantity (at least the minimum order) in the cart, in the chosen size", async () => {
    const user = userEvent.setup();
    stubApi({ "GET /api/favorites": () => json(favorites) });
    renderWithApp(<FavoritesPage />);
    await screen.findByRole("heading", { level: 3, name: "Classic Caesar Salad" });

    await user.selectOptions(screen.getByRole("combobox", { name: "Size for Classic Caesar Salad" }), "Full Pan");
    await user.click(screen.getByRole("button", { name: "Quick Add Classic Caesar Salad" }));
    expect(await toastText("Added to Cart")).toBeInTheDocument();
    expect(getCartLines()).toEqual([
      { id: 1, name: "Classic Caesar Salad", price: "Half Pan $60 / Full Pan $90", category: "salads", quantity: 2, option: "Full Pan", minOrder: 1 },
    ]);

    // customQuantity 1 but a minimum order of 25: 25 go in.
    await user.click(screen.getByRole("button", { name: "Quick Add Peach Cobbler Cups" }));
    expect(getCartLines()[1]).toMatchObject({ id: 7, quantity: 25, option: null, minOrder: 25 });
    // 2 × $90 + 25 × $8
    expect(quickCart().getByTestId("quick-cart-total")).toHaveTextContent("$380.00");
  });

  it("the Quick Cart changes quantities, links to checkout and clears the cart", async () => {
    const user = userEvent.setup();
    window.localStorage.setItem(
      CART_STORAGE_KEY,
      JSON.stringify([{ id: 7, name: "Peach Cobbler Cups", price: "$8", category: "desserts", quantity: 3, option: null, minOrder: 1 }]),
    );
    stubApi({ "GET /api/favorites": () => json([]) });
    renderWithApp(<FavoritesPage />);
    const cart = quickCart();

    expect(cart.getByTestId("quick-cart-total")).toHaveTextContent("$24.00");
    await user.click(cart.getByRole("button", { name: "Increase quantity of Peach Cobbler Cups" }));
    expect(cart.getByTestId("quick-cart-total")).toHaveTextContent("$32.00");
    await user.click(cart.getByRole("button", { name: "Decrease quantity of Peach Cobbler Cups" }));
    await user.click(cart.getByRole("button", { name: "Decrease quantity of Peach Cobbler Cups" }));
    expect(cart.getByTestId("quick-cart-total")).toHaveTextContent("$16.00");
    expect(cart.getByRole("link", { name: "Proceed to Checkout" })).toHaveAttribute("href", "/checkout");

    await user.click(cart.getByRole("button", { name: "Clear Cart" }));
    expect(getCartLines()).toEqual([]);
    expect(cart.getByText(/Your cart is empty/)).toBeInTheDocument();
  });

  it("Remove deletes the favorite and says so", async () => {
    const user = userEvent.setup();
    let list = favorites;
    const fetchMock = stubApi({
      "GET /api/favorites": () => json(list),
      "DELETE /api/favorites/7": () => {
        list = favorites.filter((f) => f.menuItemId !== 7);
        return new Response(null, { status: 204 });
      },
    });
    renderWithApp(<FavoritesPage />);
    await screen.findByRole("heading", { level: 3, name: "Peach Cobbler Cups" });

    await user.click(screen.getByRole("button", { name: "Remove Peach Cobbler Cups from favorites" }));

    expect(await toastText("Removed from Favorites")).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledWith("/api/favorites/7", expect.objectContaining({ method: "DELETE" }));
    await waitFor(() => expect(screen.queryByRole("heading", { level: 3, name: "Peach Cobbler Cups" })).not.toBeInTheDocument());
    expect(screen.getByRole("heading", { level: 3, name: "Classic Caesar Salad" })).toBeInTheDocument();
  });

  it("shows Item Not Found for a favorite without its menu item, which can still be removed", async () => {
    const user = userEvent.setup();
    const fetchMock = stubApi({
      "GET /api/favorites": () => json([{ id: 104, menuItemId: 55, customQuantity: 1, menuItem: null }]),
      "DELETE /api/favorites/55": () => new Response(null, { status: 204 }),
    });
    renderWithApp(<FavoritesPage />);

    const missing = (await screen.findByRole("heading", { level: 3, name: "Item Not Found" })).closest("article") as HTMLElement;
    expect(within(missing).queryByRole("button", { name: /Quick Add/ })).not.toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Reorder All Favorites" })).toBeDisabled();
    await user.click(within(missing).getByRole("button", { name: "Remove missing item from favorites" }));

    expect(await toastText("Removed from Favorites")).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledWith("/api/favorites/55", expect.objectContaining({ method: "DELETE" }));
  });

  it("Reorder All Favorites adds every favorite except market-value items", async () => {
    const user = userEvent.setup();
    stubApi({ "GET /api/favorites": () => json([...favorites, { id: 104, menuItemId: 55, customQuantity: 1, menuItem: null }]) });
    renderWithApp(<FavoritesPage />);

    await user.click(await screen.findByRole("button", { name: "Reorder All Favorites" }));

    expect(await toastText("All Favorites Added")).toBeInTheDocument();
    expect(
      screen.getByText("2 favorites added to your cart. 1 market-value item needs a quote and was skipped.", { selector: "[data-variant] *" }),
    ).toBeInTheDocument();
    expect(getCartLines().map(({ id, quantity, option }) => ({ id, quantity, option }))).toEqual([
      { id: 1, quantity: 2, option: "Half Pan" },
      { id: 7, quantity: 25, option: null },
    ]);
    expect(quickCart().getByTestId("quick-cart-total")).toHaveTextContent("$320.00");
  });

  it("shows No Favorites Yet with a link to the menu when there are none", async () => {
    stubApi({ "GET /api/favorites": () => json([]) });
    renderWithApp(<FavoritesPage />);

    expect(await screen.findByRole("heading", { name: "No Favorites Yet" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Browse Menu" })).toHaveAttribute("href", "/menu");
    expect(screen.queryByRole("button", { name: "Reorder All Favorites" })).not.toBeInTheDocument();
  });

  it("shows a spinner while loading and an error toast when the favorites cannot be fetched", async () => {
    let fail: (response: Response) => void = () => {};
    stubApi({ "GET /api/favorites": () => new Promise<Response>((resolve) => (fail = resolve)) });
    renderWithApp(<FavoritesPage />);

    expect(screen.getByRole("status", { name: "Loading favorites" })).toBeInTheDocument();
    fail(json({ message: "Internal server error" }, 500));

    expect(await toastText("Failed to fetch favorites")).toBeInTheDocument();
    expect(screen.getByText("Error", { selector: "[data-variant='destructive'] *" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Try Again" })).toBeInTheDocument();
  });
});
