import { categoryLabel } from "../menu/categories";

/**
 * A dish's name is unique within its category, whatever its case or surrounding spaces: two "Jerk Chicken" in
 * Entrees would confuse customers and the kitchen. The database holds the same rule as a unique index on
 * (category, lower(btrim(name))) (migrations/0034_dish_names_unique.sql); this is how both sides compare names.
 */
export function dishNameKey(name: string): string {
  return name.trim().toLowerCase();
}

/** The 409's message, and the editor's. */
export function duplicateDishMessage(name: string, category: string): string {
  return `${categoryLabel(category)} already has a dish named "${name.trim()}". Please choose another name, or edit that dish instead.`;
}

/** Another dish (not `id` itself) of the same category with the same name, if any. */
export function findDuplicateDish<T extends { id: number; name: string; category: string }>(
  dishes: readonly T[],
  candidate: { id?: number; name: string; category: string },
): T | undefined {
  const key = dishNameKey(candidate.name);
  return dishes.find((d) => d.id !== candidate.id && d.category === candidate.category && dishNameKey(d.name) === key);
}
