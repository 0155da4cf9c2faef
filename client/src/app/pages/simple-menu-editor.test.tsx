import { describe, expect, it } from "vitest";
import { screen, waitFor, within } from "@testing-library/react";
import { userEvent } from "@testing-library/user-event";
import { adminMenu, bodyOf, cornbread, menuRow } from "@/features/menu-admin/test-fixtures";
import { json, renderWithApp, stubApi } from "@/test/test-utils";
import SimpleMenuEditorPage from "./simple-menu-editor";

const LIST = "GET /api/menu-items?include=inactive";
const toastText = (text: string) => screen.findByText(text, { selector: "[data-variant] *" });
const row = (name: string) => screen.getByText(name).closest("li")!;

describe("Simple Menu Editor", () => {
  it("lists every item and adds one with only a name and price ('Name and price are required' otherwise)", async () => {
    let created: unknown;
    let menu = adminMenu;
    const fetchMock = stubApi({
      [LIST]: () => json(menu),
      "POST /api/menu-items": (init) => {
        created = bodyOf(init);
        const added = menuRow({ id: 7, name: "Sweet Tea", category: "entrees", price: "$3.50" });
        menu = [...adminMenu, added];
        return json(added, 201);
      },
    });
    const user = userEvent.setup();
    renderWithApp(<SimpleMenuEditorPage />, { path: "/simple-menu-editor" });

    const list = await screen.findByRole("list", { name: "Menu items" });
    expect(within(list).getAllByRole("listitem")).toHaveLength(3);
    expect(row("Honey Cornbread")).toHaveTextContent("Unavailable");

    await user.click(screen.getByRole("button", { name: "Add Item" }));
    const dialog = screen.getByRole("dialog", { name: "Add Menu Item" });
    await user.click(within(dialog).getByRole("button", { name: "Add Item" }));
    expect(await toastText("Missing Information")).toBeInTheDocument();
    expect(within(dialog).getByRole("textbox", { name: "Name" })).toHaveAccessibleDescription("Name and price are required");
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === "POST")).toBe(false);
    // No photos in the simple editor, and no tabs.
    expect(within(dialog).queryByRole("tab")).not.toBeInTheDocument();

    await user.type(within(dialog).getByRole("textbox", { name: "Name" }), "Sweet Tea");
    await user.type(within(dialog).getByRole("textbox", { name: "Price" }), "$3.50");
    await user.click(within(dialog).getByRole("button", { name: "Add Item" }));
    expect(await toastText("Menu Item Created")).toBeInTheDocument();
    expect(created).toMatchObject({ name: "Sweet Tea", price: "$3.50", category: "entrees", description: "", servingSize: "", prepTime: "" });
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(await screen.findByText("Sweet Tea")).toBeInTheDocument();
  });

  it("edits with PATCH, and says 'Failed to update menu item' (no period) when it fails", async () => {
    let fail = true;
    let patched: unknown;
    stubApi({
      [LIST]: () => json(adminMenu),
      "PATCH /api/menu-items/2": (init) => {
        patched = bodyOf(init);
        return fail ? json({ message: "down" }, 500) : json({ ...cornbread, isActive: true });
      },
    });
    const user = userEvent.setup();
    renderWithApp(<SimpleMenuEditorPage />, { path: "/simple-menu-editor" });

    await user.click(await screen.findByRole("button", { name: "Edit Honey Cornbread" }));
    const dialog = screen.getByRole("dialog", { name: "Edit Menu Item" });
    expect(within(dialog).queryByRole("heading", { name: "Photos" })).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole("checkbox", { name: "Available (customers can order it)" }));
    await user.click(within(dialog).getByRole("button", { name: "Save Changes" }));
    expect(await toastText("Failed to update menu item")).toBeInTheDocument();
    expect(screen.getByRole("dialog", { name: "Edit Menu Item" })).toBeInTheDocument();

    fail = false;
    await user.click(within(dialog).getByRole("button", { name: "Save Changes" }));
    expect(await toastText("Menu Item Updated")).toBeInTheDocument();
    expect(patched).toMatchObject({ name: "Honey Cornbread", isActive: true });
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
  });

  it("asks before deleting, and says 'Failed to delete menu item' when it cannot", async () => {
    let calls = 0;
    stubApi({
      [LIST]: () => json(adminMenu),
      "DELETE /api/menu-items/2": () => {
        calls += 1;
        return json({ message: "down" }, 500);
      },
    });
    const user = userEvent.setup();
    renderWithApp(<SimpleMenuEditorPage />, { path: "/simple-menu-editor" });

    await user.click(await screen.findByRole("button", { name: "Delete Honey Cornbread" }));
    expect(calls).toBe(0);
    await user.click(within(screen.getByRole("dialog", { name: "Delete Menu Item" })).getByRole("button", { name: "Delete" }));
    expect(await toastText("Failed to delete menu item")).toBeInTheDocument();
    expect(calls).toBe(1);
    expect(screen.getByText("Honey Cornbread")).toBeInTheDocument();
  });
});
