import { z } from "zod";
import { safeText } from "./text";
import { recordIdFromText } from "./ids";
import { DIETARY_TAGS, MENU_CATEGORIES } from "../menu/categories";
import { ALLERGENS, sortedAllergens } from "../menu/allergens";
import { parsePriceText } from "../rules/pricing";
import type * as view from "../api/responses";
import type { Answer } from "../api/wire";

/**
 * Menu item fields for every editor and the server. The server requires what the
 * least demanding editor does (the simple editor: name and price); the fuller editors add their own required
 * fields with menuItemFormSchema. Price text must parse into priced options or be a market-value price.
 */
export const MENU_ITEM_MESSAGES = {
  nameAndPrice: "Name and price are required",
  name: "Name is required",
  price: "Price is required",
  priceFormat: "Enter a price such as $15.99, Half Pan $60 / Full Pan $90, $30 per person, or Market Value",
  description: "Description is required",
  servingSize: "Serving size is required",
  prepTime: "Prep time is required",
  minOrder: "Minimum order must be a whole number of at least 1",
  category: "Please choose a category",
  allergens: "Choose allergens from the list of major allergens",
} as const;

const text = (max: number) => safeText().trim().max(max);

/** Each field's rule, without defaults (a PATCH changes only what it names). */
const menuItemFields = z.object({
  name: safeText({ error: MENU_ITEM_MESSAGES.nameAndPrice }).trim().min(1, MENU_ITEM_MESSAGES.nameAndPrice).max(120),
  price: z
    .string({ error: MENU_ITEM_MESSAGES.nameAndPrice })
    .trim()
    .min(1, MENU_ITEM_MESSAGES.nameAndPrice)
    .max(120)
    .refine((v) => parsePriceText(v) !== null, MENU_ITEM_MESSAGES.priceFormat),
  category: z.enum(MENU_CATEGORIES, { error: MENU_ITEM_MESSAGES.category }),
  description: text(2000),
  servingSize: text(120),
  prepTime: text(120),
  minOrder: z.coerce.number({ error: MENU_ITEM_MESSAGES.minOrder }).int(MENU_ITEM_MESSAGES.minOrder).min(1, MENU_ITEM_MESSAGES.minOrder).max(10_000),
  popular: z.boolean(),
  dietary: z
    .array(z.enum(DIETARY_TAGS))
    .max(DIETARY_TAGS.length)
    .transform((tags) => [...new Set(tags)]),
  /** The major allergens the dish contains ([]: none of them), each once, in the list's order. */
  allergens: z
    .array(z.enum(ALLERGENS, { error: MENU_ITEM_MESSAGES.allergens }), { error: MENU_ITEM_MESSAGES.allergens })
    .max(ALLERGENS.length * 2, MENU_ITEM_MESSAGES.allergens)
    .transform(sortedAllergens),
  isActive: z.boolean(),
});

/** POST and PUT: a whole item; what is left out takes its default (category entrees, as the admin edit page). */
export const menuItemInputSchema = menuItemFields.extend({
  category: menuItemFields.shape.category.default("entrees"),
  description: menuItemFields.shape.description.default(""),
  servingSize: menuItemFields.shape.servingSize.default(""),
  prepTime: menuItemFields.shape.prepTime.default(""),
  minOrder: menuItemFields.shape.minOrder.default(1),
  popular: menuItemFields.shape.popular.default(false),
  dietary: menuItemFields.shape.dietary.default([]),
  allergens: menuItemFields.shape.allergens.default([]),
  isActive: menuItemFields.shape.isActive.default(true),
});
export type MenuItemInput = z.input<typeof menuItemInputSchema>;
export type MenuItemValues = z.output<typeof menuItemInputSchema>;

/** PATCH: any subset of the fields; imageUrl only to remove the main photo (null). */
export const menuItemPatchSchema = menuItemFields
  .partial()
  .extend({ imageUrl: z.null().optional() })
  .refine((v) => Object.keys(v).length > 0, "Nothing to change");

/** The Menu Manager, Enhanced editor and admin edit page also require these. */
export const menuItemFormSchema = menuItemInputSchema.extend({
  name: safeText().trim().min(1, MENU_ITEM_MESSAGES.name).max(120),
  price: menuItemInputSchema.shape.price.pipe(safeText().min(1, MENU_ITEM_MESSAGES.price)),
  description: safeText().trim().min(1, MENU_ITEM_MESSAGES.description).max(2000),
  servingSize: safeText().trim().min(1, MENU_ITEM_MESSAGES.servingSize).max(120),
  prepTime: safeText().trim().min(1, MENU_ITEM_MESSAGES.prepTime).max(120),
});

export const setPrimaryPhotoSchema = z.object({ photoId: recordIdFromText() });
export const deleteItemPhotoSchema = z.object({
  photoUrl: safeText().trim().min(1, "photoUrl is required").max(500),
  itemId: recordIdFromText(),
});

/** A photo attached to a menu item (the item's gallery of candidate main photos). */
export type MenuItemPhotoView = Answer<typeof view.menuItemPhotoView>;
