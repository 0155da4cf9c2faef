import type { Allergen } from "./allergens";
import type { DietaryTag, MenuCategory } from "./categories";
import { dishImageUrl } from "./dish-images";

/**
 * The business's standard menu: 39 items across the six categories. The demo seed writes these rows, and the
 * menu page shows this same list when the server has no items, so the two can never drift apart.
 */
export interface DefaultMenuItem {
  id: number;
  category: MenuCategory;
  name: string;
  description: string;
  price: string;
  servingSize: string;
  prepTime: string;
  minOrder: number;
  popular: boolean;
  dietary: DietaryTag[];
  /** The major allergens the dish contains (shared/menu/allergens.ts), as its recipe has them; [] when none. */
  allergens: Allergen[];
  imageUrl: string | null;
  isActive: boolean;
}

type Entry = Omit<DefaultMenuItem, "id" | "imageUrl" | "isActive">;

const PAN_SERVES = "Half Pan serves 10-12 / Full Pan serves 20-25";
const TRAY_SERVES = "Small serves 15-20 / Large serves 30-40";

const entries: Entry[] = [
  // Salads
  { category: "salads", name: "Classic Caesar Salad", description: "Crisp romaine, shaved parmesan, garlic croutons and house anchovy Caesar dressing.", price: "Half Pan $60 / Full Pan $90", servingSize: PAN_SERVES, prepTime: "20 minutes", minOrder: 1, popular: true, dietary: [], allergens: ["milk", "eggs", "fish", "wheat"] },
  { category: "salads", name: "Mixed Garden Salad", description: "Spring mix, cucumber, cherry tomatoes, carrots and red onion with balsamic vinaigrette.", price: "Half Pan $60 / Full Pan $90", servingSize: PAN_SERVES, prepTime: "15 minutes", minOrder: 1, popular: false, dietary: ["vegan", "gluten-free"], allergens: [] },
  { category: "salads", name: "Mediterranean Greek Salad", description: "Tomatoes, cucumbers, kalamata olives, feta and oregano vinaigrette.", price: "Half Pan $65 / Full Pan $95", servingSize: PAN_SERVES, prepTime: "20 minutes", minOrder: 1, popular: false, dietary: ["vegetarian", "gluten-free"], allergens: ["milk"] },
  { category: "salads", name: "Southern Potato Salad", description: "Creamy red-skin potato salad with egg, celery and a touch of mustard.", price: "Half Pan $60 / Full Pan $90", servingSize: PAN_SERVES, prepTime: "45 minutes", minOrder: 1, popular: true, dietary: ["vegetarian", "gluten-free"], allergens: ["eggs"] },
  { category: "salads", name: "Tri-Color Pasta Salad", description: "Rotini with peppers, olives, red onion and Italian herb dressing.", price: "Half Pan $60 / Full Pan $90", servingSize: PAN_SERVES, prepTime: "35 minutes", minOrder: 1, popular: false, dietary: ["vegetarian"], allergens: ["wheat"] },
  { category: "salads", name: "Creamy Coleslaw", description: "Shredded cabbage and carrots in a sweet, tangy dressing.", price: "Half Pan $60 / Full Pan $90", servingSize: PAN_SERVES, prepTime: "15 minutes", minOrder: 1, popular: false, dietary: ["vegetarian", "gluten-free"], allergens: ["eggs"] },
  // Vegetables
  { category: "vegetables", name: "Roasted Seasonal Vegetables", description: "Zucchini, squash, peppers and carrots roasted with herbs and olive oil.", price: "Half Pan $60 / Full Pan $90", servingSize: PAN_SERVES, prepTime: "40 minutes", minOrder: 1, popular: false, dietary: ["vegan", "gluten-free"], allergens: [] },
  { category: "vegetables", name: "Sauteed String Beans", description: "Garlic string beans finished with lemon; smoked turkey on request.", price: "Half Pan $60 / Full Pan $90", servingSize: PAN_SERVES, prepTime: "25 minutes", minOrder: 1, popular: false, dietary: ["vegan", "gluten-free"], allergens: [] },
  { category: "vegetables", name: "Southern Collard Greens", description: "Slow-simmered collards with onions and smoked turkey.", price: "Half Pan $65 / Full Pan $100", servingSize: PAN_SERVES, prepTime: "90 minutes", minOrder: 1, popular: true, dietary: ["gluten-free"], allergens: [] },
  { category: "vegetables", name: "Garlic Steamed Broccoli", description: "Tender broccoli florets tossed in garlic butter.", price: "Half Pan $60 / Full Pan $90", servingSize: PAN_SERVES, prepTime: "20 minutes", minOrder: 1, popular: false, dietary: ["vegetarian", "gluten-free"], allergens: ["milk"] },
  { category: "vegetables", name: "Candied Yams", description: "Sweet potatoes baked with brown sugar, cinnamon and butter.", price: "Half Pan $65 / Full Pan $95", servingSize: PAN_SERVES, prepTime: "60 minutes", minOrder: 1, popular: true, dietary: ["vegetarian", "gluten-free"], allergens: ["milk"] },
  { category: "vegetables", name: "Grilled Asparagus", description: "Charred asparagus spears with lemon zest and sea salt.", price: "Half Pan $70 / Full Pan $110", servingSize: PAN_SERVES, prepTime: "20 minutes", minOrder: 1, popular: false, dietary: ["vegan", "gluten-free"], allergens: [] },
  // Sides
  { category: "sides", name: "Baked Macaroni & Cheese", description: "Four-cheese baked mac with a golden crust.", price: "Half Pan $70 / Full Pan $110", servingSize: PAN_SERVES, prepTime: "50 minutes", minOrder: 1, popular: true, dietary: ["vegetarian"], allergens: ["milk", "eggs", "wheat"] },
  { category: "sides", name: "Rice and Peas", description: "Caribbean-style rice with kidney beans, coconut milk and thyme.", price: "Half Pan $60 / Full Pan $90", servingSize: PAN_SERVES, prepTime: "45 minutes", minOrder: 1, popular: true, dietary: ["vegan", "gluten-free"], allergens: [] },
  { category: "sides", name: "Yellow Rice", description: "Saffron-style seasoned yellow rice.", price: "Half Pan $60 / Full Pan $90", servingSize: PAN_SERVES, prepTime: "35 minutes", minOrder: 1, popular: false, dietary: ["vegan", "gluten-free"], allergens: [] },
  { category: "sides", name: "Garlic Mashed Potatoes", description: "Yukon gold potatoes whipped with roasted garlic and butter.", price: "Half Pan $60 / Full Pan $95", servingSize: PAN_SERVES, prepTime: "40 minutes", minOrder: 1, popular: false, dietary: ["vegetarian", "gluten-free"], allergens: ["milk"] },
  { category: "sides", name: "Jollof Rice", description: "West African tomato rice with peppers and warm spices.", price: "Half Pan $65 / Full Pan $100", servingSize: PAN_SERVES, prepTime: "55 minutes", minOrder: 1, popular: false, dietary: ["vegan", "gluten-free"], allergens: [] },
  { category: "sides", name: "Honey Cornbread", description: "A dozen squares of buttery cornbread with a honey glaze.", price: "$15.99", servingSize: "12 pieces", prepTime: "30 minutes", minOrder: 1, popular: false, dietary: ["vegetarian"], allergens: ["milk", "eggs", "wheat"] },
  // Entrees
  { category: "entrees", name: "Southern Fried Chicken", description: "Buttermilk-brined, crispy fried chicken, mixed pieces.", price: "Half Pan $70 / Full Pan $110", servingSize: PAN_SERVES, prepTime: "60 minutes", minOrder: 1, popular: true, dietary: [], allergens: ["milk", "eggs", "wheat"] },
  { category: "entrees", name: "Jerk Chicken", description: "Chicken marinated overnight in scotch bonnet jerk and grilled over high heat.", price: "Half Pan $70 / Full Pan $115", servingSize: PAN_SERVES, prepTime: "75 minutes", minOrder: 1, popular: true, dietary: ["gluten-free"], allergens: [] },
  { category: "entrees", name: "Honey BBQ Chicken", description: "Oven-baked chicken glazed with our honey barbecue sauce.", price: "Half Pan $65 / Full Pan $105", servingSize: PAN_SERVES, prepTime: "60 minutes", minOrder: 1, popular: false, dietary: ["gluten-free"], allergens: [] },
  { category: "entrees", name: "Smothered Turkey Wings", description: "Slow-baked turkey wings smothered in onion gravy.", price: "Half Pan $75 / Full Pan $175", servingSize: PAN_SERVES, prepTime: "90 minutes", minOrder: 1, popular: true, dietary: [], allergens: ["milk", "wheat"] },
  { category: "entrees", name: "Beef Lasagna", description: "Layers of pasta, seasoned beef, ricotta and mozzarella.", price: "Half Pan $75 / Full Pan $125", servingSize: PAN_SERVES, prepTime: "80 minutes", minOrder: 1, popular: false, dietary: [], allergens: ["milk", "eggs", "wheat"] },
  { category: "entrees", name: "Baked Ziti", description: "Ziti baked with marinara, ricotta and mozzarella.", price: "Half Pan $65 / Full Pan $100", servingSize: PAN_SERVES, prepTime: "50 minutes", minOrder: 1, popular: false, dietary: ["vegetarian"], allergens: ["milk", "wheat"] },
  { category: "entrees", name: "Grilled Salmon", description: "Atlantic salmon fillets with lemon-dill butter.", price: "Market Value", servingSize: "Priced per event", prepTime: "30 minutes", minOrder: 1, popular: true, dietary: ["gluten-free"], allergens: ["milk", "fish"] },
  { category: "entrees", name: "Garlic Butter Shrimp", description: "Jumbo shrimp sauteed in garlic butter and white wine.", price: "Market Value", servingSize: "Priced per event", prepTime: "25 minutes", minOrder: 1, popular: false, dietary: ["gluten-free"], allergens: ["milk", "shellfish"] },
  { category: "entrees", name: "Lobster Tails", description: "Broiled lobster tails with drawn butter.", price: "Market Value", servingSize: "Priced per event", prepTime: "30 minutes", minOrder: 1, popular: false, dietary: ["gluten-free"], allergens: ["milk", "shellfish"] },
  { category: "entrees", name: "Snow Crab Legs", description: "Steamed snow crab clusters with Old Bay butter.", price: "Market Value", servingSize: "Priced per event", prepTime: "25 minutes", minOrder: 1, popular: false, dietary: ["gluten-free"], allergens: ["milk", "shellfish"] },
  { category: "entrees", name: "Lollipop Lamb Chops", description: "Frenched lamb chops with rosemary and garlic.", price: "Market Value", servingSize: "Priced per event", prepTime: "35 minutes", minOrder: 1, popular: true, dietary: ["gluten-free"], allergens: [] },
  // Brunch
  { category: "brunch", name: "Chicken & Waffles", description: "Fried chicken on Belgian waffles with maple butter.", price: "$30 per person", servingSize: "Per person", prepTime: "45 minutes", minOrder: 50, popular: true, dietary: [], allergens: ["milk", "eggs", "wheat"] },
  { category: "brunch", name: "Shrimp & Grits", description: "Creamy stone-ground grits topped with Cajun shrimp.", price: "$30 per person", servingSize: "Per person", prepTime: "40 minutes", minOrder: 50, popular: true, dietary: ["gluten-free"], allergens: ["milk", "shellfish"] },
  { category: "brunch", name: "French Toast Bake", description: "Brioche French toast bake with berries and cinnamon.", price: "$30 per person", servingSize: "Per person", prepTime: "50 minutes", minOrder: 50, popular: false, dietary: ["vegetarian"], allergens: ["milk", "eggs", "wheat"] },
  { category: "brunch", name: "Garden Frittata", description: "Baked eggs with spinach, peppers, onions and cheddar.", price: "$30 per person", servingSize: "Per person", prepTime: "35 minutes", minOrder: 50, popular: false, dietary: ["vegetarian", "gluten-free"], allergens: ["milk", "eggs"] },
  { category: "brunch", name: "Biscuits & Sausage Gravy", description: "Buttermilk biscuits with peppered sausage gravy.", price: "$30 per person", servingSize: "Per person", prepTime: "40 minutes", minOrder: 50, popular: false, dietary: [], allergens: ["milk", "wheat"] },
  // Desserts
  { category: "desserts", name: "Fresh Fruit Tray", description: "Seasonal melons, berries, grapes and pineapple.", price: "Small $50 / Large $75", servingSize: TRAY_SERVES, prepTime: "20 minutes", minOrder: 1, popular: true, dietary: ["vegan", "gluten-free"], allergens: [] },
  { category: "desserts", name: "Assorted Dessert Tray", description: "Walnut brownies, cookies, lemon bars and mini cheesecakes.", price: "Small $50 / Large $75", servingSize: TRAY_SERVES, prepTime: "15 minutes", minOrder: 1, popular: false, dietary: ["vegetarian"], allergens: ["milk", "eggs", "tree-nuts", "wheat"] },
  { category: "desserts", name: "Banana Pudding Cups", description: "Layered vanilla pudding, bananas and wafers in individual cups.", price: "$8", servingSize: "1 cup", prepTime: "5 minutes", minOrder: 25, popular: true, dietary: ["vegetarian"], allergens: ["milk", "eggs", "wheat"] },
  { category: "desserts", name: "Red Velvet Cake Cups", description: "Red velvet cake layered with cream cheese frosting.", price: "$8", servingSize: "1 cup", prepTime: "5 minutes", minOrder: 25, popular: false, dietary: ["vegetarian"], allergens: ["milk", "eggs", "wheat"] },
  { category: "desserts", name: "Peach Cobbler", description: "Warm spiced peaches under a buttery crust.", price: "Half Pan $60 / Full Pan $90", servingSize: PAN_SERVES, prepTime: "60 minutes", minOrder: 1, popular: true, dietary: ["vegetarian"], allergens: ["milk", "wheat"] },
];

export const DEFAULT_MENU_ITEMS: readonly DefaultMenuItem[] = entries.map((entry, index) => ({
  ...entry,
  id: index + 1,
  imageUrl: dishImageUrl(entry.name),
  isActive: true,
}));
