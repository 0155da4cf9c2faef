import { boolean, index, integer, pgTable, serial, text, timestamp } from "drizzle-orm/pg-core";
import { users } from "./users";
import { menuItems } from "./menu-items";

// Re-exported: the category list lives with the other photo rules, which the browser loads without drizzle.
export { PHOTO_CATEGORIES, type PhotoCategory } from "../rules/photos";

/** One table behind both the gallery and the photo manager APIs. */
export const photos = pgTable(
  "photos",
  {
    id: serial("id").primaryKey(),
    /** Public path of the full-size image, e.g. /uploads/ab12….webp */
    filename: text("filename").notNull(),
    /** Public path of the ~400 px version the grids use. */
    thumbnail: text("thumbnail"),
    originalName: text("original_name").notNull().default(""),
    displayName: text("display_name").notNull(),
    description: text("description"),
    category: text("category").notNull().default("uncategorized"),
    tags: text("tags").array().notNull().default([]),
    featuredOnHomepage: boolean("featured_on_homepage").notNull().default(false),
    isActive: boolean("is_active").notNull().default(true),
    /** Set for a menu item's own photos, which stay out of the gallery. */
    menuItemId: integer("menu_item_id").references(() => menuItems.id, { onDelete: "set null" }),
    uploadedBy: integer("uploaded_by").references(() => users.id, { onDelete: "set null" }),
    /** Display order, changed by drag and drop. */
    sortOrder: integer("sort_order").notNull().default(0),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("photos_active_sort_idx").on(t.isActive, t.sortOrder, t.id), index("photos_menu_item_idx").on(t.menuItemId)],
);
export type PhotoRow = typeof photos.$inferSelect;
