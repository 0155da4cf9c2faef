import { boolean, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { sql } from "drizzle-orm";
import { createSelectSchema } from "drizzle-zod";
import { MENU_CATEGORIES } from "../menu/categories";
import { pgEnum } from "drizzle-orm/pg-core";

export const menuCategoryEnum = pgEnum("menu_category", MENU_CATEGORIES);

export const menuItems = pgTable(
  "menu_items",
  {
    id: serial("id").primaryKey(),
    category: menuCategoryEnum("category").notNull(),
    name: text("name").notNull(),
    description: text("description").notNull().default(""),
    /** Price text exactly as the business writes it: "Half Pan $60 / Full Pan $90", "$15.99", "Market Value". */
    price: text("price").notNull(),
    servingSize: text("serving_size").notNull().default(""),
    prepTime: text("prep_time").notNull().default(""),
    minOrder: integer("min_order").notNull().default(1),
    popular: boolean("popular").notNull().default(false),
    dietary: text("dietary").array().notNull().default([]),
    /** Which of the nine major allergens (shared/menu/allergens.ts) the dish contains; [] means none of them. */
    allergens: text("allergens").array().notNull().default([]),
    imageUrl: text("image_url"),
    isActive: boolean("is_active").notNull().default(true),
    /** Menu order within the whole list; the seed keeps the business's order. */
    sortOrder: integer("sort_order").notNull().default(0),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("menu_items_active_sort_idx").on(t.isActive, t.sortOrder, t.id),
    // One dish of a name per category, whatever its case or surrounding spaces (shared/rules/menu-names.ts): the
    // service answers a clear 409 first, and this index settles two saves racing for the same name.
    uniqueIndex("menu_items_category_name_idx").on(t.category, sql`lower(btrim(${t.name}))`),
  ],
);

export const menuItemSchema = createSelectSchema(menuItems);
export type MenuItemRow = typeof menuItems.$inferSelect;
