import { describe, expect, it } from "vitest";
import { fireEvent, screen, within } from "@testing-library/react";
import { userEvent } from "@testing-library/user-event";
import { json, renderWithApp, stubApi } from "@/test/test-utils";
import type { GalleryPhoto } from "../api/get-gallery-photos";
import { GalleryBrowser } from "./gallery-browser";

function photo(overrides: Partial<GalleryPhoto> & Pick<GalleryPhoto, "id" | "displayName" | "category">): GalleryPhoto {
  return {
    filename: `/uploads/photo-${overrides.id}.webp`,
    thumbnail: `/uploads/photo-${overrides.id}-thumb.webp`,
    originalName: "",
    description: null,
    tags: [],
    featuredOnHomepage: false,
    isActive: true,
    menuItemId: null,
    uploadedBy: 1,
    sortOrder: 0,
    createdAt: "2024-05-01T12:00:00.000Z",
    ...overrides,
  };
}

const serverPhotos = [
  photo({ id: 1, displayName: "Pancake Tower", category: "breakfast", description: "Fluffy pancakes stacked high." }),
  photo({ id: 2, displayName: "Harvest Lunch Board", category: "lunch", thumbnail: null }),
];

function dishTitles() {
  const list = screen.getByRole("list", { name: "Signature dishes" });
  return within(list)
    .getAllByRole("heading", { level: 3 })
    .map((h) => h.textContent);
}

describe("<GalleryBrowser>", () => {
  it("shows a spinner while the photos load, and every signature dish under All Photos", () => {
    stubApi({ "GET /api/gallery": () => new Promise<Response>(() => {}) });
    renderWithApp(<GalleryBrowser />);

    expect(screen.getByRole("status", { name: "Loading" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "All Photos" })).toHaveAttribute("aria-pressed", "true");
    expect(dishTitles()).toHaveLength(12);
  });

  it("filters the signature dishes to the chosen category", async () => {
    const user = userEvent.setup();
    stubApi({ "GET /api/gallery": () => json([]) });
    renderWithApp(<GalleryBrowser />);
    const filters = screen.getByRole("group", { name: "Filter photos by category" });
    expect(within(filters).getAllByRole("button").map((b) => b.textContent)).toEqual([
      "All Photos",
      "Breakfast",
      "Lunch",
      "Entrees",
      "Appetizers",
      "Desserts",
    ]);

    await user.click(screen.getByRole("button", { name: "Breakfast" }));

    expect(screen.getByRole("button", { name: "Breakfast" })).toHaveAttribute("aria-pressed", "true");
    expect(screen.getByRole("button", { name: "All Photos" })).toHaveAttribute("aria-pressed", "false");
    expect(dishTitles()).toEqual(["Chicken & Waffles", "Shrimp & Grits", "Brioche French Toast"]);

    await user.click(screen.getByRole("button", { name: "Appetizers" }));
    expect(dishTitles()).toEqual(["Stuffed Mushrooms", "Caprese Skewers"]);

    await user.click(screen.getByRole("button", { name: "All Photos" }));
    expect(dishTitles()).toHaveLength(12);
  });

  it("says the gallery is empty when the server has no photos", async () => {
    stubApi({ "GET /api/gallery": () => json([]) });
    renderWithApp(<GalleryBrowser />);

    expect(await screen.findByRole("heading", { name: "No photos found" })).toBeInTheDocument();
    expect(screen.getByText("No photos have been added to the gallery yet.")).toBeInTheDocument();
    expect(screen.queryByRole("heading", { name: "Additional Gallery" })).not.toBeInTheDocument();
  });

  it("filters the server photos too, with the category's empty state when none match", async () => {
    const user = userEvent.setup();
    stubApi({ "GET /api/gallery": () => json(serverPhotos) });
    renderWithApp(<GalleryBrowser />);

    const section = (await screen.findByRole("heading", { name: "Additional Gallery" })).closest("section")!;
    expect(within(section).getAllByRole("heading", { level: 3 }).map((h) => h.textContent)).toEqual(["Pancake Tower", "Harvest Lunch Board"]);
    expect(within(section).getByRole("img", { name: "Pancake Tower" })).toHaveAttribute("src", "/uploads/photo-1-thumb.webp");
    expect(within(section).getByRole("img", { name: "Harvest Lunch Board" })).toHaveAttribute("src", "/uploads/photo-2.webp");
    expect(within(section).getByText("Fluffy pancakes stacked high.")).toHaveClass("line-clamp-2");

    await user.click(screen.getByRole("button", { name: "Lunch" }));
    const filtered = screen.getByRole("heading", { name: "Additional Gallery" }).closest("section")!;
    expect(within(filtered).getAllByRole("heading", { level: 3 }).map((h) => h.textContent)).toEqual(["Harvest Lunch Board"]);

    await user.click(screen.getByRole("button", { name: "Desserts" }));
    expect(screen.getByRole("heading", { name: "No photos found" })).toBeInTheDocument();
    expect(screen.getByText("No photos found in the desserts category.")).toBeInTheDocument();
    expect(screen.queryByRole("heading", { name: "Additional Gallery" })).not.toBeInTheDocument();
    expect(dishTitles()).toEqual(["Peach Cobbler"]);
  });

  it("replaces a photo that fails to load with a placeholder carrying its title", async () => {
    stubApi({ "GET /api/gallery": () => json(serverPhotos) });
    renderWithApp(<GalleryBrowser />);
    const image = await screen.findByRole("img", { name: "Pancake Tower" });

    fireEvent.error(image);

    const placeholder = screen.getByTestId("image-fallback");
    expect(placeholder).toHaveAccessibleName("Pancake Tower");
    expect(placeholder.querySelector("svg[aria-hidden=\"true\"]")).not.toBeNull();
    expect(placeholder).toHaveTextContent("Pancake Tower");
    expect(screen.queryByRole("img", { name: "Pancake Tower" })?.tagName).toBe("DIV");
  });

  it("offers a retry when the photos cannot be loaded", async () => {
    const user = userEvent.setup();
    let fail = true;
    stubApi({ "GET /api/gallery": () => (fail ? json({ message: "Server error" }, 500) : json(serverPhotos)) });
    renderWithApp(<GalleryBrowser />);

    expect(await screen.findByRole("alert")).toHaveTextContent("The gallery photos could not be loaded.");
    fail = false;
    await user.click(screen.getByRole("button", { name: "Try again" }));
    expect(await screen.findByRole("heading", { name: "Additional Gallery" })).toBeInTheDocument();
  });
});
