import { PHOTO_CATEGORIES, type PhotoCategory } from "@shared/rules/photos";
import { categoryLabel } from "@/features/gallery";

export { categoryLabel };

/** The photo categories (the photo manager's list plus training) with the labels the selects show. */
export const PHOTO_CATEGORY_OPTIONS: readonly { value: PhotoCategory; label: string }[] = PHOTO_CATEGORIES.map((value) => ({
  value,
  label: categoryLabel(value),
}));

/** A photo card lists 2 tags, then '+N more' (docs/decisions/007-screen-copy.md). */
export const VISIBLE_TAGS = 2;

export function tagSummary(tags: readonly string[], visible = VISIBLE_TAGS): { shown: string[]; more: string | null } {
  const hidden = tags.length - visible;
  return { shown: tags.slice(0, visible), more: hidden > 0 ? `+${hidden} more` : null };
}
