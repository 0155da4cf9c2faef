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
