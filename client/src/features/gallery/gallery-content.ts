/** The gallery's fixed content: the filter bar, the special event cards and the twelve signature dishes. */

export const GALLERY_FILTERS = [
  { value: "all", label: "All Photos" },
  { value: "breakfast", label: "Breakfast" },
  { value: "lunch", label: "Lunch" },
  { value: "entrees", label: "Entrees" },
  { value: "appetizers", label: "Appetizers" },
  { value: "desserts", label: "Desserts" },
] as const;

/** The filter value is the lowercased label; All Photos is "all". */
export type GalleryFilter = (typeof GALLERY_FILTERS)[number]["value"];
export type DishCategory = Exclude<GalleryFilter, "all">;

export const DEFAULT_GALLERY_FILTER: GalleryFilter = "all";

/** How a category slug reads on a badge: "entrees" → "Entrees". */
export function categoryLabel(category: string): string {
  const known = GALLERY_FILTERS.find((f) => f.value === category);
  if (known) return known.label;
  return category.charAt(0).toUpperCase() + category.slice(1);
}

export interface SpecialEvent {
  id: string;
  title: string;
  description: string;
  event: string;
  location: string;
  image: string;
  alt: string;
}

export const SPECIAL_EVENTS: readonly SpecialEvent[] = [
  {
    id: "wedding",
    title: "Elegant Wedding Reception",
    description: "A three-tier cake, passed hors d'oeuvres and a plated dinner for 150 guests, served by our full-service team.",
    event: "Wedding reception, 150 guests",
    location: "Riverside ballroom, Brooklyn, NY",
    image: "/images/event-wedding.svg",
    alt: "A three-tier wedding cake with roses between glasses of champagne",
  },
  {
    id: "corporate",
    title: "Corporate Leadership Summit",
    description: "Breakfast, a working lunch and afternoon breaks for a two-day summit, with every dietary need labelled.",
    event: "Two-day corporate summit, 220 guests",
    location: "Conference center, Midtown Manhattan, NY",
    image: "/images/event-corporate.svg",
    alt: "A meeting room buffet of sandwiches, salad, coffee and boxed lunches beside a presentation chart",
  },
  {
    id: "gala",
    title: "Charity Gala Dinner",
    description: "A four-course dinner under string lights, with wine pairings and a late-night dessert station.",
    event: "Annual charity gala, 300 guests",
    location: "Historic hall, Philadelphia, PA",
    image: "/images/event-gala.svg",
    alt: "Round banquet tables with floral centrepieces under strings of lights",
  },
];

export interface SignatureDish {
  id: string;
  title: string;
  description: string;
  category: DishCategory;
  image: string;
  alt: string;
}

export const SIGNATURE_DISHES: readonly SignatureDish[] = [
  {
    id: "chicken-waffles",
    title: "Chicken & Waffles",
    description: "Buttermilk fried chicken on golden Belgian waffles with warm maple syrup.",
    category: "breakfast",
    image: "/images/dish-chicken-waffles.svg",
    alt: "Fried chicken on a waffle drizzled with maple syrup",
  },
  {
    id: "shrimp-grits",
    title: "Shrimp & Grits",
    description: "Sautéed shrimp over creamy stone-ground cheddar grits with a Cajun cream sauce.",
    category: "breakfast",
    image: "/images/dish-shrimp-grits.svg",
    alt: "A bowl of creamy grits topped with shrimp",
  },
  {
    id: "french-toast",
    title: "Brioche French Toast",
    description: "Thick-cut brioche dipped in vanilla custard, topped with berries and powdered sugar.",
    category: "breakfast",
    image: "/images/dish-french-toast.svg",
    alt: "A stack of French toast topped with berries",
  },
  {
    id: "caesar-salad",
    title: "Classic Caesar Salad",
    description: "Crisp romaine, shaved parmesan and garlic croutons in our house Caesar dressing.",
    category: "lunch",
    image: "/images/dish-caesar-salad.svg",
    alt: "A Caesar salad with croutons and parmesan",
  },
  {
    id: "jerk-chicken",
    title: "Jerk Chicken",
    description: "Chicken marinated overnight in scotch bonnet and allspice, grilled over open flame.",
    category: "lunch",
    image: "/images/dish-jerk-chicken.svg",
    alt: "Grilled jerk chicken pieces on a plate",
  },
  {
    id: "mac-cheese",
    title: "Baked Mac & Cheese",
    description: "Three-cheese macaroni baked until bubbling with a golden breadcrumb crust.",
    category: "lunch",
    image: "/images/dish-mac-cheese.svg",
    alt: "A dish of baked macaroni and cheese",
  },
  {
    id: "grilled-salmon",
    title: "Grilled Salmon",
    description: "Atlantic salmon with lemon-herb butter, seasonal vegetables and rice pilaf.",
    category: "entrees",
    image: "/images/dish-grilled-salmon.svg",
    alt: "A grilled salmon fillet with lemon and vegetables",
  },
  {
    id: "short-ribs",
    title: "Braised Short Ribs",
    description: "Short ribs slow-braised in red wine until fork-tender, over garlic mashed potatoes.",
    category: "entrees",
    image: "/images/dish-short-ribs.svg",
    alt: "Braised short ribs on mashed potatoes",
  },
  {
    id: "lamb-chops",
    title: "Lollipop Lamb Chops",
    description: "Herb-crusted lamb chops grilled to order with a mint chimichurri.",
    category: "entrees",
    image: "/images/dish-lamb-chops.svg",
    alt: "Grilled lamb chops with green herb sauce",
  },
  {
    id: "stuffed-mushrooms",
    title: "Stuffed Mushrooms",
    description: "Cremini caps filled with herbed cream cheese, spinach and parmesan.",
    category: "appetizers",
    image: "/images/dish-stuffed-mushrooms.svg",
    alt: "Baked stuffed mushrooms on a platter",
  },
  {
    id: "caprese-skewers",
    title: "Caprese Skewers",
    description: "Cherry tomatoes, fresh mozzarella and basil with a balsamic glaze.",
    category: "appetizers",
    image: "/images/dish-caprese-skewers.svg",
    alt: "Skewers of tomato, mozzarella and basil",
  },
  {
    id: "peach-cobbler",
    title: "Peach Cobbler",
    description: "Southern-style peaches baked under a buttery, cinnamon-sugar crust.",
    category: "desserts",
    image: "/images/dish-peach-cobbler.svg",
    alt: "A serving of peach cobbler",
  },
];
