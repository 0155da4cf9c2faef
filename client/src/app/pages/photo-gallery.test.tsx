import { describe, expect, it } from "vitest";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { userEvent } from "@testing-library/user-event";
import type { PhotoView } from "@shared/validators/photos";
import PhotoGalleryPage from "@/app/pages/photo-gallery";
import { json, renderWithApp, stubApi } from "@/test/test-utils";
import { testPhoto } from "@/features/gallery-admin/test-photos";

const page = (items: PhotoView[], { page = 1, total = items.length } = {}) => json({ items, page, pageSize: 24, total });

const omelette = testPhoto(1, {
  displayName: "Garden Omelette",
  description: "Eggs, herbs and goat cheese.",
  tags: ["eggs", "vegetarian", "brunch", "herbs"],
  featuredOnHomepage: true,
});
const hidden = testPhoto(2, { displayName: "Staff Photo", category: "staff", isActive: false, createdAt: "not a date", tags: ["team"] });

function card(name: string) {
  return screen.getByRole("article", { name });
}

describe("photo manager (/photo-gallery)", () => {
  it("shows six skeleton cards while the photos load", () => {
    stubApi({ "GET /api/photos?page=1&pageSize=24": () => new Promise<Response>(() => {}) });
    renderWithApp(<PhotoGalleryPage />);

    expect(screen.getByRole("heading", { level: 1, name: "Photo Gallery Management" })).toBeInTheDocument();
    expect(screen.getByRole("status", { name: "Loading photos" })).toBeInTheDocument();
    expect(screen.getAllByTestId("photo-card-skeleton")).toHaveLength(6);
  });

  it("shows each photo's details: badge, description or 'No description', category, 2 tags then '+N more', date or N/A, and ID", async () => {
    stubApi({ "GET /api/photos?page=1&pageSize=24": () => page([omelette, hidden]) });
    renderWithApp(<PhotoGalleryPage />);

    const first = await screen.findByRole("article", { name: "Garden Omelette" });
    expect(within(first).getByText("Active")).toBeInTheDocument();
    expect(within(first).getByText("Featured")).toBeInTheDocument();
    expect(within(first).getByText("Eggs, herbs and goat cheese.")).toBeInTheDocument();
    expect(within(first).getByText("Breakfast")).toBeInTheDocument();
    expect(within(within(first).getByRole("list", { name: "Tags" })).getAllByRole("listitem").map((li) => li.textContent)).toEqual([
      "eggs",
      "vegetarian",
      "+2 more",
    ]);
    expect(within(first).getByText("March 14, 2026")).toBeInTheDocument();
    expect(within(first).getByRole("img", { name: "Garden Omelette" })).toHaveAttribute("src", "/uploads/photo1-thumb.webp");
    expect(within(first).getByText("ID").nextElementSibling).toHaveTextContent("1");

    const second = card("Staff Photo");
    expect(within(second).getByText("Inactive")).toBeInTheDocument();
    expect(within(second).getByText("No description")).toBeInTheDocument();
    expect(within(second).getByText("Staff")).toBeInTheDocument();
    expect(within(second).queryByText(/more$/)).not.toBeInTheDocument();
    expect(within(second).getByText("N/A")).toBeInTheDocument();
    expect(screen.getByText("2 photos")).toBeInTheDocument();
  });

  it("falls back to a placeholder when a photo cannot be loaded", async () => {
    stubApi({ "GET /api/photos?page=1&pageSize=24": () => page([omelette]) });
    renderWithApp(<PhotoGalleryPage />);

    fireEvent.error(await screen.findByRole("img", { name: "Garden Omelette" }));
    expect(within(card("Garden Omelette")).getByTestId("image-fallback")).toHaveAccessibleName("Garden Omelette");
  });

  it("filters by category through the query, with 'No photos found' when none match", async () => {
    const user = userEvent.setup();
    const fetchMock = stubApi({
      "GET /api/photos?page=1&pageSize=24": () => page([omelette, hidden]),
      "GET /api/photos?page=1&pageSize=24&category=staff": () => page([hidden]),
      "GET /api/photos?page=1&pageSize=24&category=training": () => page([]),
    });
    renderWithApp(<PhotoGalleryPage />);
    await screen.findByRole("article", { name: "Garden Omelette" });
    const filter = screen.getByRole("combobox", { name: "Filter by category" });
    expect(within(filter).getAllByRole("option").map((o) => o.textContent)).toEqual([
      "All Categories",
      "Uncategorized",
      "Breakfast",
      "Lunch",
      "Dinner",
      "Entrees",
      "Appetizers",
      "Desserts",
      "Beverages",
      "Events",
      "Staff",
      "Training",
    ]);

    await user.selectOptions(filter, "staff");
    await waitFor(() => expect(screen.queryByRole("article", { name: "Garden Omelette" })).not.toBeInTheDocument());
    expect(card("Staff Photo")).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledWith("/api/photos?page=1&pageSize=24&category=staff", expect.anything());

    await user.selectOptions(filter, "training");
    expect(await screen.findByRole("heading", { name: "No photos found" })).toBeInTheDocument();
    expect(screen.getByText("There are no photos in the Training category.")).toBeInTheDocument();
  });

  it("says 'No photos found' when there are no photos at all", async () => {
    stubApi({ "GET /api/photos?page=1&pageSize=24": () => page([]) });
    renderWithApp(<PhotoGalleryPage />);

    expect(await screen.findByRole("heading", { name: "No photos found" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Go to the Gallery" })).toHaveAttribute("href", "/gallery");
  });

  it("pages through the photos 24 at a time", async () => {
    const user = userEvent.setup();
    const many = Array.from({ length: 24 }, (_, i) => testPhoto(i + 1));
    stubApi({
      "GET /api/photos?page=1&pageSize=24": () => page(many, { total: 30 }),
      "GET /api/photos?page=2&pageSize=24": () => page([testPhoto(25, { displayName: "Last Page Photo" })], { page: 2, total: 30 }),
    });
    renderWithApp(<PhotoGalleryPage />);
    await screen.findByRole("article", { name: "Photo 24" });
    const pager = screen.getByRole("navigation", { name: "Photo pages" });
    expect(within(pager).getByText("Page 1 of 2")).toBeInTheDocument();
    expect(within(pager).getByRole("button", { name: "Previous" })).toBeDisabled();

    await user.click(within(pager).getByRole("button", { name: "Next" }));
    expect(await screen.findByRole("article", { name: "Last Page Photo" })).toBeInTheDocument();
    expect(within(pager).getByText("Page 2 of 2")).toBeInTheDocument();
    expect(within(pager).getByRole("button", { name: "Next" })).toBeDisabled();
    await user.click(within(pager).getByRole("button", { name: "Previous" }));
    expect(await screen.findByRole("article", { name: "Photo 1" })).toBeInTheDocument();
  });

  it("edits a photo: 'Saving...' while it saves, PATCH with the tags as a list and the Active flag, then 'Photo Updated'", async () => {
    const user = userEvent.setup();
    let patched: unknown;
    let release: () => void = () => {};
    let saved = false;
    stubApi({
      "GET /api/photos?page=1&pageSize=24": () => page([saved ? { ...omelette, isActive: false, tags: ["eggs", "brunch"] } : omelette, hidden]),
      "PATCH /api/photos/1": (init) => {
        patched = JSON.parse(String(init?.body));
        return new Promise<Response>((resolve) => {
          release = () => {
            saved = true;
            resolve(json({ ...omelette, isActive: false }));
          };
        });
      },
    });
    renderWithApp(<PhotoGalleryPage />);
    await user.click(within(await screen.findByRole("article", { name: "Garden Omelette" })).getByRole("button", { name: "Edit Garden Omelette" }));
    const dialog = screen.getByRole("dialog", { name: "Edit Photo" });
    expect(within(dialog).queryByRole("checkbox", { name: "Feature on homepage" })).not.toBeInTheDocument();
    const active = within(dialog).getByRole("checkbox", { name: "Active (visible to customers)" });
    expect(active).toBeChecked();
    expect(within(dialog).getByRole("combobox", { name: "Category" })).toHaveValue("breakfast");
    const tags = within(dialog).getByRole("textbox", { name: "Tags (comma-separated)" });
    expect(tags).toHaveValue("eggs, vegetarian, brunch, herbs");

    await user.clear(tags);
    await user.type(tags, "eggs,  brunch , ");
    await user.click(active);
    await user.click(within(dialog).getByRole("button", { name: "Save Changes" }));

    expect(within(dialog).getByRole("button", { name: "Saving..." })).toHaveAttribute("aria-disabled", "true");
    expect(patched).toEqual({
      displayName: "Garden Omelette",
      description: "Eggs, herbs and goat cheese.",
      category: "breakfast",
      tags: ["eggs", "brunch"],
      isActive: false,
    });
    release();
    expect(await screen.findByText("Photo Updated")).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole("dialog", { name: "Edit Photo" })).not.toBeInTheDocument());
    await waitFor(() => expect(within(card("Garden Omelette")).getByText("Inactive")).toBeInTheDocument());
  });

  it("shows 'Error' with the server's message when a save fails, or 'Failed to update photo' without one", async () => {
    const user = userEvent.setup();
    stubApi({
      "GET /api/photos?page=1&pageSize=24": () => page([omelette]),
      "PATCH /api/photos/1": () => new Response("<html>Bad gateway</html>", { status: 502 }),
    });
    renderWithApp(<PhotoGalleryPage />);
    await user.click(await screen.findByRole("button", { name: "Edit Garden Omelette" }));
    await user.click(within(screen.getByRole("dialog", { name: "Edit Photo" })).getByRole("button", { name: "Save Changes" }));

    expect(await screen.findByText("Error")).toBeInTheDocument();
    expect(screen.getByText("Failed to update photo")).toBeInTheDocument();
    expect(screen.getByRole("dialog", { name: "Edit Photo" })).toBeInTheDocument();
  });

  it("deletes a photo after the confirmation, with 'Photo Deleted'", async () => {
    const user = userEvent.setup();
    let deleted = false;
    stubApi({
      "GET /api/photos?page=1&pageSize=24": () => page(deleted ? [hidden] : [omelette, hidden]),
      "DELETE /api/photos/1": () => {
        deleted = true;
        return new Response(null, { status: 204 });
      },
    });
    renderWithApp(<PhotoGalleryPage />);
    await user.click(await screen.findByRole("button", { name: "Delete Garden Omelette" }));
    const confirm = screen.getByRole("dialog");
    expect(confirm).toHaveAccessibleDescription("Are you sure you want to delete this photo?");
    await user.click(within(confirm).getByRole("button", { name: "Delete" }));

    expect(await screen.findByText("Photo Deleted")).toBeInTheDocument();
    expect(deleted).toBe(true);
    await waitFor(() => expect(screen.queryByRole("article", { name: "Garden Omelette" })).not.toBeInTheDocument());
  });
});
