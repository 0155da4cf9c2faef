import { dishImageUrl } from "./dish-images";

/** The dinner page's fixed menu (Philadelphia pickup, 8 dishes from $18 to $36). Prices in cents. */
export interface DinnerDish {
  id: number;
  name: string;
  description: string;
  priceCents: number;
  category: "entrees" | "pasta" | "vegetarian" | "seafood";
  popular: boolean;
}

const dishes: readonly DinnerDish[] = [
  { id: 1, name: "Herb Roasted Chicken", description: "Half chicken with rosemary jus, garlic mash and green beans.", priceCents: 2400, category: "entrees", popular: true },
  { id: 2, name: "Braised Short Ribs", description: "Red-wine braised short ribs over creamy polenta.", priceCents: 3600, category: "entrees", popular: true },
  { id: 3, name: "Blackened Salmon", description: "Cajun salmon with dirty rice and sauteed spinach.", priceCents: 3200, category: "seafood", popular: false },
  { id: 4, name: "Shrimp Scampi Linguine", description: "Garlic butter shrimp, white wine and lemon over linguine.", priceCents: 2800, category: "seafood", popular: false },
  { id: 5, name: "Vegetable Lasagna", description: "Layers of roasted vegetables, ricotta and marinara.", priceCents: 2200, category: "vegetarian", popular: false },
  { id: 6, name: "Jerk Chicken Plate", description: "Jerk chicken with rice and peas and fried plantains.", priceCents: 2200, category: "entrees", popular: true },
  { id: 7, name: "Stuffed Bell Peppers", description: "Peppers stuffed with rice, black beans, corn and cheddar.", priceCents: 1800, category: "vegetarian", popular: false },
  { id: 8, name: "Oxtail Stew", description: "Slow-braised oxtail with butter beans, served with rice.", priceCents: 3400, category: "entrees", popular: false },
];

/** Each dish with its house artwork (shared/menu/dish-images.ts). */
export const DINNER_MENU: readonly (DinnerDish & { imageUrl: string })[] = dishes.map((dish) => ({ ...dish, imageUrl: dishImageUrl(dish.name) }));

/** Where dinner pickup is served; its hours, pickup window and cut-off are settings (shared/rules/dinner.ts). */
export const DINNER_SERVICE = { area: "Philadelphia, PA" } as const;
