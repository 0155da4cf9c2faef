/**
 * The nine major food allergens of US law (FALCPA and the FASTER Act, sesame since 2023): what a menu item may
 * contain, what a guest may be allergic to, and what the menu filters as "free from".
 */
export const ALLERGENS = ["milk", "eggs", "fish", "shellfish", "tree-nuts", "peanuts", "wheat", "soybeans", "sesame"] as const;
export type Allergen = (typeof ALLERGENS)[number];

export const ALLERGEN_LABELS: Record<Allergen, string> = {
  milk: "Milk",
  eggs: "Eggs",
  fish: "Fish",
  shellfish: "Shellfish",
  "tree-nuts": "Tree nuts",
  peanuts: "Peanuts",
  wheat: "Wheat",
  soybeans: "Soybeans",
  sesame: "Sesame",
};

export const allergenLabel = (allergen: string) => ALLERGEN_LABELS[allergen as Allergen] ?? allergen;

/** Known allergens of `values`, each once, in the list's own order (so "Milk, Wheat" always reads the same way). */
export const sortedAllergens = (values: Iterable<string>): Allergen[] => {
  const given = new Set(values);
  return ALLERGENS.filter((allergen) => given.has(allergen));
};

/** A dish is free from `avoid` when it contains none of them (docs/product/public-site.md, Allergens). */
export const isFreeFrom = (item: { allergens: readonly string[] }, avoid: readonly string[]): boolean =>
  !item.allergens.some((allergen) => avoid.includes(allergen));

/** The menu address's parameter for the "free from" filter. */
export const FREE_FROM_PARAM = "free";

/**
 * The allergens a menu address asks dishes to be free from: `?free=milk,peanuts` (the app's own addresses) or
 * `?free=milk&free=peanuts` (the filter form as the browser sends it without the app). Unknown names are ignored.
 */
export function freeFromOf(search: string): Allergen[] {
  const values = new URLSearchParams(search).getAll(FREE_FROM_PARAM);
  return sortedAllergens(values.flatMap((value) => value.split(",")));
}

/**
 * `search` with its "Free from" choice replaced by `allergens` ("?tab=menu&free=milk,peanuts", or "" when nothing is
 * left): the app's address for a choice, commas unescaped so that it reads well when shared.
 */
export function withFreeFrom(search: string, allergens: readonly string[]): string {
  const params = new URLSearchParams(search);
  params.delete(FREE_FROM_PARAM);
  const free = sortedAllergens(allergens);
  const query = [params.toString(), free.length ? `${FREE_FROM_PARAM}=${free.join(",")}` : ""].filter(Boolean).join("&");
  return query ? `?${query}` : "";
}

/**
 * The query the server renders /menu with for `search` (docs/decisions/009): "" for none, `free=milk,peanuts`
 * written the one way, so the rendered pages stay a fixed list of at most 2^9; null when the query holds anything
 * else (the browser renders that page).
 */
export function renderableMenuQuery(pathname: string, search: string): string | null {
  if (pathname !== "/menu") return null;
  const keys = new Set(new URLSearchParams(search).keys());
  if ([...keys].some((key) => key !== FREE_FROM_PARAM)) return null;
  const free = freeFromOf(search);
  return free.length ? `${FREE_FROM_PARAM}=${free.join(",")}` : "";
}

/** "Milk", "Milk and Peanuts", "Milk, Eggs and Peanuts": what a filter is free from, in words. */
export function allergenWords(allergens: readonly string[]): string {
  const labels = allergens.map(allergenLabel);
  return labels.length < 2 ? (labels[0] ?? "") : `${labels.slice(0, -1).join(", ")} and ${labels.at(-1)}`;
}
