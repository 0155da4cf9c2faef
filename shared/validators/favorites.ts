import { z } from "zod";
import { recordId } from "./ids";

export const addFavoriteRequestSchema = z.object({
  menuItemId: recordId("menuItemId is required"),
  customQuantity: z.number().int().min(1).max(1000).default(1),
});
export type AddFavoriteRequest = z.input<typeof addFavoriteRequestSchema>;
