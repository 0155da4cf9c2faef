import { describe, expect, it } from "vitest";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { userEvent } from "@testing-library/user-event";
import { adminMenu, bodyOf, caesar, menuRow, salmon } from "@/features/menu-admin/test-fixtures";
import { json, renderWithApp, stubApi } from "@/test/test-utils";
import EnhancedMenuEditorPage from "./enhanced-menu-editor";

const LIST = "GET /api/menu-items?include=inactive";
const toastText = (text: string) => screen.findByText(text, { selector: "[data-variant] *" });
const figure = (label: string) => screen.getByText(label, { selector: "dt" }).nextElementSibling;
const jpeg = (name = "dish.jpg") => new File(["jpeg bytes"], name, { type: "image/jpeg" });
const drop = (target: Element, file: File) => fireEvent.drop(target, { dataTransfer: { files: [file], types: ["Files"] } });

describe("Enhanced Menu Editor", () => {
  it("shows Total Items, With Photos, Available and Featured", async () => {
    stubApi({ [LIST]: () => json(adminMenu) });
    renderWithApp(<EnhancedMenuEditorPage />, { path: "/enhanced-menu-editor" });

    expect(screen.getByRole("heading", { level: 1, name: "Enhanced Menu Editor" })).toBeInTheDocument();
    await screen.findByRole("article", { name: "Grilled Salmon" });
    expect(screen.getAllByRole("term").map((t) => t.textContent)).toEqual(["Total Items", "With Photos", "Available", "Featured"]);
    expect(figure("Total Items")).toHaveTextContent("3");
    expect(figure("With Photos")).toHaveTextContent("1");
    expect(figure("Available")).toHaveTextContent("2");
    expect(figure("Featured")).toHaveTextContent("1");
  });

  it("has an empty state whose Add First Item opens the three-tab dialog and creates the item", async () => {
    let menu: unknown[] = [];
    let created: unknown;
    stubApi({
      [LIST]: () => json(menu),
      "POST /api/menu-items": (init) => {
        created = bodyOf(init);
        const row = menuRow({ id: 5, name: "Peach Cobbler", category: "salads" });
        menu = [row];
        return json(row, 201);
      },
    });
    const user = userEvent.setup();
    renderWithApp(<EnhancedMenuEditorPage />, { path: "/enhanced-menu-editor" });

    expect(await screen.findByRole("heading", { name: "No menu items yet" })).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Add First Item" }));
    const dialog = screen.getByRole("dialog", { name: "Add Menu Item" });
    expect(within(dialog).getAllByRole("tab").map((t) => t.textContent)).toEqual(["Basic Info", "Details", "Settings"]);

    await user.type(within(dialog).getByRole("textbox", { name: "Name" }), "Peach Cobbler");
    await user.type(within(dialog).getByRole("textbox", { name: "Price" }), "$15.99");
    await user.type(within(dialog).getByRole("textbox", { name: "Description" }), "Warm peaches.");
    await user.click(within(dialog).getByRole("tab", { name: "Details" }));
    await user.type(within(dialog).getByRole("textbox", { name: "Serving Size" }), "Serves 12");
    await user.type(within(dialog).getByRole("textbox", { name: "Prep Time" }), "45 minutes");
    await user.click(within(dialog).getByRole("checkbox", { name: "Vegan" }));
    await user.click(within(dialog).getByRole("tab", { name: "Settings" }));
    await user.click(within(dialog).getByRole("checkbox", { name: "Featured (shown on the homepage)" }));
    await user.click(within(dialog).getByRole("button", { name: "Add Item" }));

    expect(await toastText("Menu Item Created")).toBeInTheDocument();
    expect(created).toMatchObject({ name: "Peach Cobbler", category: "salads", servingSize: "Serves 12", dietary: ["vegan"], popular: true, isActive: true });
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(await screen.findByRole("article", { name: "Peach Cobbler" })).toBeInTheDocument();
  });

  it("says Save Failed when a save fails, keeping the dialog and its values", async () => {
    stubApi({
      [LIST]: () => json(adminMenu),
      "GET /api/menu-items/3/photos": () => json([]),
      "PATCH /api/menu-items/3": () => json({ message: "Something went wrong. Please try again." }, 500),
    });
    const user = userEvent.setup();
    renderWithApp(<EnhancedMenuEditorPage />, { path: "/enhanced-menu-editor" });

    await user.click(within(await screen.findByRole("article", { name: "Grilled Salmon" })).getByRole("button", { name: "Edit Grilled Salmon" }));
    const dialog = screen.getByRole("dialog", { name: "Edit Menu Item" });
    await user.clear(within(dialog).getByRole("textbox", { name: "Name" }));
    await user.type(within(dialog).getByRole("textbox", { name: "Name" }), "Cedar Plank Salmon");
    await user.click(within(dialog).getByRole("button", { name: "Save Changes" }));

    expect(await toastText("Save Failed")).toBeInTheDocument();
    expect(screen.getByText("Failed to save menu item. Please try again.")).toBeInTheDocument();
    expect(within(dialog).getByRole("textbox", { name: "Name" })).toHaveValue("Cedar Plank Salmon");
  });

  it("uploads a photo dropped on a card, and refuses a dropped file that is not an image", async () => {
    const uploads: FormData[] = [];
    let menu = adminMenu;
    const fetchMock = stubApi({
      [LIST]: () => json(menu),
      "POST /api/menu-items/upload-photo": (init) => {
        uploads.push(init?.body as FormData);
        menu = [caesar, adminMenu[1], { ...salmon, imageUrl: "/uploads/def456.webp" }];
        return json({ imageUrl: "/uploads/def456.webp", photo: { id: 12, url: "/uploads/def456.webp", thumbnailUrl: "/uploads/def456-thumb.webp", isPrimary: true, createdAt: "2025-01-02T00:00:00.000Z" } }, 201);
      },
    });
    renderWithApp(<EnhancedMenuEditorPage />, { path: "/enhanced-menu-editor" });
    const card = await screen.findByRole("article", { name: "Grilled Salmon" });

    drop(card, new File(["%PDF"], "menu.pdf", { type: "application/pdf" }));
    expect(await toastText("Invalid File")).toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([url]) => url === "/api/menu-items/upload-photo")).toBe(false);

    fireEvent.dragOver(card, { dataTransfer: { files: [], types: ["Files"] } });
    expect(screen.getByText("Drop to use as the photo of Grilled Salmon")).toBeInTheDocument();
    const file = jpeg();
    drop(card, file);
    expect(screen.queryByText("Drop to use as the photo of Grilled Salmon")).not.toBeInTheDocument();
    expect(await toastText("Photo Uploaded")).toBeInTheDocument();
    expect(uploads).toHaveLength(1);
    expect(uploads[0].get("photo")).toBe(file);
    expect(uploads[0].get("itemId")).toBe("3");
    // The card now offers replace and remove, and the stats count the photo.
    await waitFor(() => expect(within(screen.getByRole("article", { name: "Grilled Salmon" })).getByRole("button", { name: "Replace Photo for Grilled Salmon" })).toBeInTheDocument());
    expect(figure("With Photos")).toHaveTextContent("2");
  });

  it("replaces a photo by clicking, and removes one", async () => {
    let removed = 0;
    let menu = adminMenu;
    stubApi({
      [LIST]: () => json(menu),
      "POST /api/menu-items/upload-photo": () => json({ imageUrl: "/uploads/fff000.webp", photo: {} }, 201),
      "DELETE /api/menu-items/1/photo": () => {
        removed += 1;
        menu = [{ ...caesar, imageUrl: null }, ...adminMenu.slice(1)];
        return json({ ...caesar, imageUrl: null });
      },
    });
    const user = userEvent.setup();
    renderWithApp(<EnhancedMenuEditorPage />, { path: "/enhanced-menu-editor" });
    const card = await screen.findByRole("article", { name: "Classic Caesar Salad" });

    await user.upload(within(card).getByLabelText("Choose a photo for Classic Caesar Salad"), jpeg());
    expect(await toastText("Photo Uploaded")).toBeInTheDocument();

    await user.click(within(card).getByRole("button", { name: "Remove Photo of Classic Caesar Salad" }));
    expect(await toastText("Photo Removed")).toBeInTheDocument();
    expect(removed).toBe(1);
    await waitFor(() => expect(within(card).getByRole("button", { name: "Upload Photo for Classic Caesar Salad" })).toBeInTheDocument());
    expect(within(card).queryByRole("button", { name: /Remove Photo/ })).not.toBeInTheDocument();
    expect(within(card).getByRole("img", { name: "Classic Caesar Salad (no photo)" })).toBeInTheDocument();
  });

  it("says Remove Failed when the photo cannot be removed", async () => {
    stubApi({ [LIST]: () => json(adminMenu), "DELETE /api/menu-items/1/photo": () => json({ message: "down" }, 500) });
    const user = userEvent.setup();
    renderWithApp(<EnhancedMenuEditorPage />, { path: "/enhanced-menu-editor" });

    await user.click(within(await screen.findByRole("article", { name: "Classic Caesar Salad" })).getByRole("button", { name: "Remove Photo of Classic Caesar Salad" }));
    expect(await toastText("Remove Failed")).toBeInTheDocument();
    expect(screen.getByText("Failed to remove photo. Please try again.")).toBeInTheDocument();
  });
});
