import { paths } from "@/lib/paths";

/** A catering package as the menu page's Packages tab shows it. */
export interface MenuPackage {
  /** The quote form's menuPackage value. */
  id: "full-service" | "brunch";
  name: string;
  description: string;
  /** Whole dollars per person. */
  pricePerPerson: number;
  /** Smallest number of guests. */
  minGuests: number;
  includes: readonly string[];
  popular: boolean;
}

/**
 * The two catering packages as the menu's Packages tab shows them (docs/product/quotes-and-proposals.md, Packages).
 * The server charges PACKAGE_RATE_CENTS of shared/rules/quotes.ts; these rates repeat it as copy.
 */
export const MENU_PACKAGES: readonly MenuPackage[] = [
  {
    id: "full-service",
    name: "Full-Service Package",
    description: "Five menu items of your choice, served by our team with everything your event needs.",
    pricePerPerson: 40,
    minGuests: 50,
    includes: ["5 menu items of your choice", "Setup and service", "Equipment"],
    popular: true,
  },
  {
    id: "brunch",
    name: "Brunch Package",
    description: "A brunch spread of five favorites with fresh fruit, juice and coffee.",
    pricePerPerson: 30,
    minGuests: 50,
    includes: ["5 brunch items", "Fruit tray", "Juice", "Coffee"],
    popular: false,
  },
];

/** The quote form, opened with the package chosen. */
export const packageQuoteHref = (id: MenuPackage["id"]) => `${paths.quote}?package=${id}`;
