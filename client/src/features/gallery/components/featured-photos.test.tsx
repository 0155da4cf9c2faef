import { describe, expect, it } from "vitest";
import { screen, within } from "@testing-library/react";
import { json, renderWithApp, stubApi } from "@/test/test-utils";
import { useGalleryPhotos, type GalleryPhoto } from "../api/get-gallery-photos";
import { FeaturedPhotos } from "./featured-photos";

function photo(id: number, overrides: Partial<GalleryPhoto> = {}): GalleryPhoto {
  return {
    id,
    filename: `/uploads/${id}.webp`,
    thumbnail: `/uploads/${id}-thumb.webp`,
    originalName: "",
    displayName: `Photo ${id}`,
    description: null,
    category: "events",
    tags: [],
    featuredOnHomepage: true,
    isActive: true,
    menuItemId: null,
    uploadedBy: null,
    sortOrder: id,
    createdAt: "2024-05-01T12:00:00.000Z",
    ...overrides,
  };
}

/** Shows once the shared gallery query has settled, so "nothing rendered" is checked after the data arrived. */
function LoadedMarker() {
  const { isSuccess } = useGalleryPhotos();
  return isSuccess ? <span>photos loaded</span> : null;
}

describe("<FeaturedPhotos>", () => {
  it("shows at most three photos flagged for the home page that are active", async () => {
    stubApi({
      "GET /api/gallery": () =>
        json([photo(1), photo(2, { featuredOnHomepage: false }), photo(3, { isActive: false }), photo(4), photo(5), photo(6)]),
    });
    renderWithApp(<FeaturedPhotos />);

    const section = (await screen.findByRole("heading", { name: "From Our Gallery" })).closest("section")!;
    expect(within(section).getAllByRole("heading", { level: 3 }).map((h) => h.textContent)).toEqual(["Photo 1", "Photo 4", "Photo 5"]);
    expect(within(section).getByRole("img", { name: "Photo 1" })).toHaveAttribute("src", "/uploads/1-thumb.webp");
    expect(within(section).getByRole("link", { name: "View Full Gallery" })).toHaveAttribute("href", "/gallery");
  });

  it("renders nothing when no photo is featured", async () => {
    stubApi({ "GET /api/gallery": () => json([photo(1, { featuredOnHomepage: false }), photo(2, { isActive: false })]) });
    renderWithApp(
      <div data-testid="featured">
        <FeaturedPhotos />
        <LoadedMarker />
      </div>,
    );
    await screen.findByText("photos loaded");
    expect(screen.getByTestId("featured")).toHaveTextContent(/^photos loaded$/);
    expect(screen.queryByRole("heading", { name: "From Our Gallery" })).not.toBeInTheDocument();
  });
});
