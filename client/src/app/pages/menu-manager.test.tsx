import { describe, expect, it } from "vitest";
import { screen, waitFor, within } from "@testing-library/react";
import { userEvent } from "@testing-library/user-event";
import { adminMenu, bodyOf, caesar, cornbread, menuRow, salmon } from "@/features/menu-admin/test-fixtures";
import { expectNoSkippedHeadingLevels, json, renderWithApp, stubApi } from "@/test/test-utils";
import MenuManagerPage from "./menu-manager";

const LIST = "GET /api/menu-items?include=inactive";
const toastText = (text: string) => screen.findByText(text, { selector: "[data-variant] *" });
const figure = (label: string) => screen.getByText(label, { selector: "dt" }).nextElementSibling;
const cardNames = () => screen.getAllByRole("article").map((card) => within(card).getByRole("heading", { level: 3 }).textContent);

describe("Menu Manager", () => {
  it("lists every item (available or not) with stats, search and category filter", async () => {
    const fetchMock = stubApi({ [LIST]: () => json(adminMenu) });
    const user = userEvent.setup();
    const { container } = renderWithApp(<MenuManagerPage />, { path: "/menu-manager" });

    expect(screen.getByRole("heading", { level: 1, name: "Menu Manager" })).toBeInTheDocument();
    await screen.findByRole("article", { name: "Classic Caesar Salad" });
    expectNoSkippedHeadingLevels(container);
    expect(fetchMock.mock.calls.map(([url]) => String(url))).toEqual(["/api/menu-items?include=inactive"]);
    expect(cardNames()).toEqual(["Classic Caesar Salad", "Honey Cornbread", "Grilled Salmon"]);
    expect(figure("Total Items")).toHaveTextContent("3");
    expect(figure("Available")).toHaveTextContent("2");
    expect(figure("Featured")).toHaveTextContent("1");
    expect(screen.queryByText("With Photos")).not.toBeInTheDocument();
    expect(within(screen.getByRole("article", { name: "Honey Cornbread" })).getByText("Unavailable")).toBeInTheDocument();
    expect(within(screen.getByRole("article", { name: "Classic Caesar Salad" })).getByText("Featured")).toBeInTheDocument();

    await user.type(screen.getByRole("searchbox", { name: "Search menu items" }), "butter");
    expect(cardNames()).toEqual(["Honey Cornbread", "Grilled Salmon"]);
    expect(screen.getByText("Showing 2 of 3 items")).toBeInTheDocument();

    await user.click(screen.getByRole("button", { name: "Entrees" }));
    expect(cardNames()).toEqual(["Grilled Salmon"]);

    await user.click(screen.getByRole("button", { name: "Desserts" }));
    expect(screen.queryAllByRole("article")).toHaveLength(0);
    expect(screen.getByText("No menu items match your search.")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Clear search and filter" }));
    expect(cardNames()).toHaveLength(3);
    expect(screen.getByRole("button", { name: "All Categories" })).toHaveAttribute("aria-pressed", "true");
  });

  it("creates an item: POST with the form's values, Menu Item Created, the dialog closes and the list is read again", async () => {
    let created: unknown;
    let menu = adminMenu;
    const fetchMock = stubApi({
      [LIST]: () => json(menu),
      "POST /api/menu-items": (init) => {
        created = bodyOf(init);
        const row = menuRow({ id: 40, name: "Peach Cobbler", category: "salads", description: "Warm peaches.", price: "$15.99", popular: false, dietary: [] });
        menu = [...adminMenu, row];
        return json(row, 201);
      },
    });
    const user = userEvent.setup();
    renderWithApp(<MenuManagerPage />, { path: "/menu-manager" });

    await user.click(await screen.findByRole("button", { name: "Add Menu Item" }));
    const dialog = screen.getByRole("dialog", { name: "Add Menu Item" });
    // The editors' category defaults to the first category.
    expect(within(dialog).getByRole("combobox", { name: "Category" })).toHaveValue("salads");
    await user.type(within(dialog).getByRole("textbox", { name: "Name" }), "Peach Cobbler");
    await user.type(within(dialog).getByRole("textbox", { name: "Price" }), "$15.99");
    await user.type(within(dialog).getByRole("textbox", { name: "Description" }), "Warm peaches.");
    await user.type(within(dialog).getByRole("textbox", { name: "Serving Size" }), "Serves 12");
    await user.type(within(dialog).getByRole("textbox", { name: "Prep Time" }), "45 minutes");
    const allergens = within(dialog).getByRole("group", { name: "Allergens (contains)" });
    await user.click(within(allergens).getByRole("checkbox", { name: "Wheat" }));
    await user.click(within(allergens).getByRole("checkbox", { name: "Milk" }));
    await user.click(within(dialog).getByRole("button", { name: "Add Item" }));

    expect(await toastText("Menu Item Created")).toBeInTheDocument();
    expect(created).toEqual({
      name: "Peach Cobbler",
      price: "$15.99",
      category: "salads",
      description: "Warm peaches.",
      servingSize: "Serves 12",
      prepTime: "45 minutes",
      minOrder: 1,
      popular: false,
      dietary: [],
      allergens: ["milk", "wheat"],
      isActive: true,
    });
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(await screen.findByRole("article", { name: "Peach Cobbler" })).toBeInTheDocument();
    expect(fetchMock.mock.calls.filter(([url]) => url === "/api/menu-items?include=inactive")).toHaveLength(2);
  });

  it("keeps the dialog open with what was typed when the create fails", async () => {
    stubApi({ [LIST]: () => json(adminMenu), "POST /api/menu-items": () => json({ message: "Something went wrong. Please try again." }, 500) });
    const user = userEvent.setup();
    renderWithApp(<MenuManagerPage />, { path: "/menu-manager" });

    await user.click(await screen.findByRole("button", { name: "Add Menu Item" }));
    const dialog = screen.getByRole("dialog", { name: "Add Menu Item" });
    await user.type(within(dialog).getByRole("textbox", { name: "Name" }), "Peach Cobbler");
    await user.type(within(dialog).getByRole("textbox", { name: "Price" }), "$15.99");
    await user.type(within(dialog).getByRole("textbox", { name: "Description" }), "Warm peaches.");
    await user.type(within(dialog).getByRole("textbox", { name: "Serving Size" }), "Serves 12");
    await user.type(within(dialog).getByRole("textbox", { name: "Prep Time" }), "45 minutes");
    await user.click(within(dialog).getByRole("button", { name: "Add Item" }));

    expect(await toastText("Failed to create menu item.")).toBeInTheDocument();
    expect(screen.getByRole("dialog", { name: "Add Menu Item" })).toBeInTheDocument();
    expect(within(dialog).getByRole("textbox", { name: "Name" })).toHaveValue("Peach Cobbler");
    expect(within(dialog).getByRole("button", { name: "Add Item" })).toBeEnabled();
  });

  it("edits an item with PATCH and says Menu Item Updated; a refused update keeps the dialog open", async () => {
    const patches: unknown[] = [];
    let refuse = true;
    stubApi({
      [LIST]: () => json(adminMenu),
      "GET /api/menu-items/2/photos": () => json([]),
      "PATCH /api/menu-items/2": (init) => {
        patches.push(bodyOf(init));
        if (refuse) return json({ message: "Menu item not found" }, 404);
        return json({ ...cornbread, price: "$17.99" });
      },
    });
    const user = userEvent.setup();
    renderWithApp(<MenuManagerPage />, { path: "/menu-manager" });

    const card = await screen.findByRole("article", { name: "Honey Cornbread" });
    await user.click(within(card).getByRole("button", { name: "Edit Honey Cornbread" }));
    const dialog = screen.getByRole("dialog", { name: "Edit Menu Item" });
    const price = within(dialog).getByRole("textbox", { name: "Price" });
    expect(price).toHaveValue("$15.99");
    await user.clear(price);
    await user.type(price, "$17.99");
    await user.click(within(dialog).getByRole("button", { name: "Save Changes" }));

    expect(await toastText("Failed to update menu item. Menu item not found")).toBeInTheDocument();
    expect(price).toHaveValue("$17.99");

    refuse = false;
    await user.click(within(dialog).getByRole("button", { name: "Save Changes" }));
    expect(await toastText("Menu Item Updated")).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(patches).toHaveLength(2);
    expect(patches[1]).toMatchObject({ name: "Honey Cornbread", price: "$17.99", category: "sides", isActive: false });
  });

  it("deletes an item only after confirming", async () => {
    let deleted = 0;
    let menu = adminMenu;
    stubApi({
      [LIST]: () => json(menu),
      "DELETE /api/menu-items/3": () => {
        deleted += 1;
        menu = [caesar, cornbread];
        return new Response(null, { status: 204 });
      },
    });
    const user = userEvent.setup();
    renderWithApp(<MenuManagerPage />, { path: "/menu-manager" });

    const card = await screen.findByRole("article", { name: "Grilled Salmon" });
    await user.click(within(card).getByRole("button", { name: "Delete Grilled Salmon" }));
    let confirm = screen.getByRole("dialog", { name: "Delete Menu Item" });
    expect(confirm).toHaveTextContent('Are you sure you want to delete "Grilled Salmon"?');
    await user.click(within(confirm).getByRole("button", { name: "Cancel" }));
    expect(deleted).toBe(0);

    await user.click(within(card).getByRole("button", { name: "Delete Grilled Salmon" }));
    confirm = screen.getByRole("dialog", { name: "Delete Menu Item" });
    await user.click(within(confirm).getByRole("button", { name: "Delete" }));
    expect(await toastText("Menu Item Deleted")).toBeInTheDocument();
    expect(deleted).toBe(1);
    await waitFor(() => expect(screen.queryByRole("article", { name: "Grilled Salmon" })).not.toBeInTheDocument());
    expect(figure("Total Items")).toHaveTextContent("2");
  });

  it("says when the list cannot be loaded, and tries again", async () => {
    let fail = true;
    stubApi({ [LIST]: () => (fail ? json({ message: "down" }, 500) : json([salmon])) });
    const user = userEvent.setup();
    renderWithApp(<MenuManagerPage />, { path: "/menu-manager" });

    expect(await screen.findByRole("alert")).toHaveTextContent("Failed to fetch menu items");
    fail = false;
    await user.click(screen.getByRole("button", { name: "Try Again" }));
    expect(await screen.findByRole("article", { name: "Grilled Salmon" })).toBeInTheDocument();
  });
});
