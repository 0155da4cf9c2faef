import type { PhotoView } from "@shared/validators/photos";

/** A gallery photo for tests; override what the test is about. */
export function testPhoto(id: number, overrides: Partial<PhotoView> = {}): PhotoView {
  return {
    id,
    filename: `/uploads/photo${id}.webp`,
    thumbnail: `/uploads/photo${id}-thumb.webp`,
    originalName: `photo-${id}.jpg`,
    displayName: `Photo ${id}`,
    description: null,
    category: "breakfast",
    tags: [],
    featuredOnHomepage: false,
    isActive: true,
    menuItemId: null,
    uploadedBy: 1,
    sortOrder: id,
    createdAt: "2026-03-14T15:00:00.000Z",
    ...overrides,
  };
}

export const adminUser = { id: 1, username: "admin", email: "admin@example.com", role: "admin" };
export const clientUser = { id: 2, username: "client", email: "client@example.com", role: "client" };
