import type { MenuItem, MenuItemPhotoView } from "./api/menu-admin-queries";

/** A row as the menu API sends it. */
export function menuRow(overrides: Partial<MenuItem> = {}): MenuItem {
  return {
    id: 1,
    category: "salads",
    name: "Classic Caesar Salad",
    description: "Crisp romaine, shaved parmesan and house dressing.",
    price: "Half Pan $60 / Full Pan $90",
    servingSize: "Half Pan serves 10-12",
    prepTime: "20 minutes",
    minOrder: 1,
    popular: true,
    dietary: ["vegetarian"],
    allergens: [],
    imageUrl: null,
    isActive: true,
    sortOrder: 1,
    createdAt: "2025-01-01T00:00:00.000Z",
    updatedAt: "2025-01-01T00:00:00.000Z",
    ...overrides,
  };
}

export const caesar = menuRow({ id: 1, imageUrl: "/uploads/abc123.webp", allergens: ["milk", "eggs", "fish", "wheat"] });
export const cornbread = menuRow({
  id: 2,
  category: "sides",
  name: "Honey Cornbread",
  description: "Sweet and buttery.",
  price: "$15.99",
  popular: false,
  dietary: [],
  isActive: false,
  sortOrder: 2,
});
export const salmon = menuRow({
  id: 3,
  category: "entrees",
  name: "Grilled Salmon",
  description: "With lemon butter.",
  price: "Market Value",
  popular: false,
  dietary: ["gluten-free"],
  sortOrder: 3,
});
export const adminMenu = [caesar, cornbread, salmon];

export const admin = { id: 9, username: "boss", email: "boss@example.com", role: "admin" };
export const client = { id: 1, username: "ann", email: "ann@example.com", role: "client" };

export function photoView(overrides: Partial<MenuItemPhotoView> = {}): MenuItemPhotoView {
  return { id: 11, url: "/uploads/abc123.webp", thumbnailUrl: "/uploads/abc123-thumb.webp", isPrimary: true, createdAt: "2025-01-02T00:00:00.000Z", ...overrides };
}

/** The body a stubbed request was sent with, as JSON. */
export const bodyOf = (init: RequestInit | undefined): unknown => JSON.parse(String(init?.body));
