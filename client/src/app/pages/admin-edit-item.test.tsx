import { describe, expect, it } from "vitest";
import { screen, waitFor, within } from "@testing-library/react";
import { userEvent } from "@testing-library/user-event";
import { Route } from "wouter";
import { paths } from "@/lib/paths";
import { bodyOf, caesar, menuRow } from "@/features/menu-admin/test-fixtures";
import { json, renderWithApp, stubApi } from "@/test/test-utils";
import AdminEditItemPage from "./admin-edit-item";

const toastText = (text: string) => screen.findByText(text, { selector: "[data-variant] *" });
const renderAt = (path: string) => renderWithApp(<Route path={paths.adminEditItem.pattern} component={AdminEditItemPage} />, { path });
const field = (name: string) => screen.getByRole("textbox", { name });

const HISTORY_URL = "GET /api/audit-log?entityType=menu_item&entityId=1&pageSize=10";

describe("admin edit item page", () => {
  it("shows the item's change history from the audit log: who, when and what changed", async () => {
    stubApi({
      "GET /api/menu-items/1": () => json(caesar),
      "GET /api/menu-items/1/photos": () => json([]),
      [HISTORY_URL]: () =>
        json({
          items: [
            { id: 9, actorId: 1, actorName: "admin", action: "menu_item.update", entityType: "menu_item", entityId: 1, before: { price: "$10", updatedAt: "a" }, after: { price: "$12", updatedAt: "b" }, createdAt: "2026-11-20T15:00:00.000Z" },
            { id: 8, actorId: 1, actorName: "chef", action: "menu_item.create", entityType: "menu_item", entityId: 1, before: null, after: { price: "$10" }, createdAt: "2026-11-19T15:00:00.000Z" },
          ],
          page: 1,
          pageSize: 10,
          total: 2,
        }),
    });
    renderAt("/admin/edit-item/1");
    const history = await screen.findByRole("region", { name: "Change History" });
    const entries = await within(history).findAllByRole("listitem");
    expect(entries[0]).toHaveTextContent("Updated by admin");
    expect(entries[0]).toHaveTextContent("price: $10 → $12");
    expect(entries[0]).not.toHaveTextContent("updatedAt");
    expect(history).toHaveTextContent("Created by chef");
  });

  it("loads the item, saves it whole with PUT and says Item Updated", async () => {
    let put: unknown;
    stubApi({
      "GET /api/menu-items/1": () => json(caesar),
      "GET /api/menu-items/1/photos": () => json([]),
      "PUT /api/menu-items/1": (init) => {
        put = bodyOf(init);
        return json({ ...caesar, name: "Caesar Salad" });
      },
    });
    const user = userEvent.setup();
    renderAt("/admin/edit-item/1");

    expect(screen.getByRole("heading", { level: 1, name: "Edit Menu Item" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "← Back to Admin" })).toHaveAttribute("href", "/admin");
    expect(await screen.findByDisplayValue("Classic Caesar Salad")).toBeInTheDocument();
    expect(screen.getByRole("heading", { name: "Photos" })).toBeInTheDocument();

    await user.clear(field("Name"));
    await user.type(field("Name"), "Caesar Salad");
    await user.click(screen.getByRole("button", { name: "Save Changes" }));
    expect(await toastText("Item Updated")).toBeInTheDocument();
    expect(put).toEqual({
      name: "Caesar Salad",
      price: caesar.price,
      category: "salads",
      description: caesar.description,
      servingSize: caesar.servingSize,
      prepTime: caesar.prepTime,
      minOrder: 1,
      popular: true,
      dietary: ["vegetarian"],
      allergens: ["milk", "eggs", "fish", "wheat"],
      isActive: true,
    });
  });

  it("says 'Failed to save menu item' and keeps the form when the save fails", async () => {
    stubApi({
      "GET /api/menu-items/1": () => json(caesar),
      "GET /api/menu-items/1/photos": () => json([]),
      "PUT /api/menu-items/1": () => json({ message: "down" }, 500),
    });
    const user = userEvent.setup();
    renderAt("/admin/edit-item/1");

    await screen.findByDisplayValue("Classic Caesar Salad");
    await user.clear(field("Name"));
    await user.type(field("Name"), "Caesar Salad");
    await user.click(screen.getByRole("button", { name: "Save Changes" }));
    expect(await toastText("Failed to save menu item")).toBeInTheDocument();
    expect(field("Name")).toHaveValue("Caesar Salad");
  });

  it("deletes the item after confirming and goes back to the admin page", async () => {
    let deleted = 0;
    const fetchMock = stubApi({
      "GET /api/menu-items/1": () => json(caesar),
      "GET /api/menu-items/1/photos": () => json([]),
      "DELETE /api/menu-items/1": () => {
        deleted += 1;
        return new Response(null, { status: 204 });
      },
    });
    const user = userEvent.setup();
    const { memory } = renderAt("/admin/edit-item/1");

    await user.click(await screen.findByRole("button", { name: "Delete Item Classic Caesar Salad" }));
    await user.click(within(screen.getByRole("dialog", { name: "Delete Menu Item" })).getByRole("button", { name: "Delete" }));
    expect(await toastText("Menu Item Deleted")).toBeInTheDocument();
    expect(deleted).toBe(1);
    await waitFor(() => expect(memory.history?.at(-1)).toBe("/admin"));
    // The deleted item is not asked for again.
    expect(fetchMock.mock.calls.filter(([url, init]) => url === "/api/menu-items/1" && (init?.method ?? "GET") === "GET")).toHaveLength(1);
  });

  it("adds a new item (category entrees, no Delete Item) and moves to its page", async () => {
    let created: unknown;
    const saved = menuRow({ id: 42, name: "Jerk Chicken", category: "entrees", description: "Smoky and spicy.", price: "Half Pan $70 / Full Pan $120" });
    stubApi({
      "POST /api/menu-items": (init) => {
        created = bodyOf(init);
        return json(saved, 201);
      },
      "GET /api/menu-items/42": () => json(saved),
      "GET /api/menu-items/42/photos": () => json([]),
    });
    const user = userEvent.setup();
    const { memory } = renderAt("/admin/edit-item/new");

    expect(screen.getByRole("heading", { level: 1, name: "Add Menu Item" })).toBeInTheDocument();
    expect(screen.getByRole("combobox", { name: "Category" })).toHaveValue("entrees");
    expect(screen.queryByRole("button", { name: /Delete Item/ })).not.toBeInTheDocument();

    await user.type(field("Name"), "Jerk Chicken");
    await user.type(field("Price"), "Half Pan $70 / Full Pan $120");
    await user.type(field("Description"), "Smoky and spicy.");
    await user.type(field("Serving Size"), "Half Pan serves 10-12");
    await user.type(field("Prep Time"), "2 hours");
    await user.click(screen.getByRole("button", { name: "Add Item" }));

    expect(await toastText("Item Added")).toBeInTheDocument();
    expect(created).toMatchObject({ name: "Jerk Chicken", category: "entrees" });
    await waitFor(() => expect(memory.history?.at(-1)).toBe("/admin/edit-item/42"));
    expect(await screen.findByRole("heading", { level: 1, name: "Edit Menu Item" })).toBeInTheDocument();
    expect(field("Name")).toHaveValue("Jerk Chicken");
    expect(screen.getByRole("button", { name: "Delete Item Jerk Chicken" })).toBeInTheDocument();
  });

  it("says when the item does not exist", async () => {
    stubApi({ "GET /api/menu-items/99": () => json({ message: "Menu item not found" }, 404) });
    renderAt("/admin/edit-item/99");
    expect(await screen.findByRole("alert")).toHaveTextContent("Menu item not found");
    expect(screen.getByRole("link", { name: "← Back to Admin" })).toHaveAttribute("href", "/admin");
  });
});
