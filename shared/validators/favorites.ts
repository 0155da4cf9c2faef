import { z } from "zod";

export const addFavoriteRequestSchema = z.object({
  menuItemId: z.number({ error: "menuItemId is required" }).int().positive(),
  customQuantity: z.number().int().min(1).max(1000).default(1),
});
export type AddFavoriteRequest = z.input<typeof addFavoriteRequestSchema>;
