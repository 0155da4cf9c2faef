import type { BookingSettings } from "@shared/settings/features";
/**
 * The public pages' business copy in one place, so About, Services, Packages and Contact never disagree.
 * Figures are the business's approved copy (docs/decisions/007-screen-copy.md). The package rates repeat
 * PACKAGE_RATE_CENTS of shared/rules/quotes.ts (docs/product/quotes-and-proposals.md, Packages).
 */

/** The team follows up within 24 hours. */
export const FOLLOW_UP_HOURS = 24;

/** Custom quotes and catering packages start at 50 guests. */

/** Both readings of where the business works are kept as copy (docs/decisions/006-product-rules.md). */
export const LOCATIONS = [
  {
    id: "new-york",
    title: "New York catering",
    summary: "A New York based caterer delivering to all 5 boroughs.",
    details: [
      "Delivery and setup within the 5 boroughs",
      "$25-50 extra for delivery outside Manhattan",
    ],
  },
  {
    id: "philadelphia",
    title: "Philadelphia dinner service",
    summary: "Our dinner catering service covers the Philadelphia area.",
    details: ["Service area: Philadelphia PA", "Dinner service hours: 5pm-10pm"],
  },
] as const;

export type ServiceOffering = {
  id: string;
  title: string;
  description: string;
  /** Starting price in whole dollars per person. */
  startingPrice: number;
  highlights: readonly string[];
};

/** Service starting prices. */
export const SERVICE_OFFERINGS: readonly ServiceOffering[] = [
  {
    id: "corporate",
    title: "Corporate Catering",
    description: "Breakfast meetings, working lunches and company celebrations, delivered on time and set up for you.",
    startingPrice: 18,
    highlights: ["Breakfast, lunch and dinner menus", "Individually labelled dietary options", "Recurring office orders"],
  },
  {
    id: "special-events",
    title: "Special Events",
    description: "Weddings, milestone birthdays, graduations and galas with menus designed around your celebration.",
    startingPrice: 32,
    highlights: ["Custom menu design and tasting", "Buffet, family-style or plated service", "Professional service staff"],
  },
  {
    id: "food-truck",
    title: "Food Truck",
    description: "Our GPS-tracked food truck brings hot, made-to-order food to festivals, campuses and block parties.",
    startingPrice: 12,
    highlights: ["Cooked to order on site", "Live location tracking", "Great for casual crowds"],
  },
];

export type CateringPackage = {
  id: string;
  title: string;
  /** Whole dollars per person. */
  pricePerPerson: number;
  includes: readonly string[];
};

/** The two quote packages. */
export const CATERING_PACKAGES: readonly CateringPackage[] = [
  {
    id: "full-service",
    title: "Full-Service Package",
    pricePerPerson: 40,
    includes: ["5 menu items of your choice", "Setup and service", "Equipment"],
  },
  {
    id: "brunch",
    title: "Brunch Package",
    pricePerPerson: 30,
    includes: ["5 brunch items", "Fruit tray", "Juice", "Coffee"],
  },
];

export const ADD_ONS = [
  { id: "coordination", title: "Event coordination", price: "$500" },
  { id: "equipment", title: "Equipment rental", price: "$200" },
  { id: "staffing", title: "Staffing", price: "$25/hour per person" },
  { id: "setup-cleanup", title: "Setup and cleanup", price: "$300" },
] as const;

/** Booking advice from the business's booking settings (24 hours' notice and 50 guests unless the business changed them). */
export function bookingAdvice({ minLeadHours, minGuests }: BookingSettings) {
  return [
    { id: "minimum", title: `At least ${minLeadHours} hours ahead`, text: `Orders need at least ${minLeadHours} hours' notice; we advise booking 72 hours ahead.` },
    { id: "large", title: "2-3 weeks for 100+ guests", text: "For events of 100 guests or more, book 2-3 weeks ahead so we can plan staffing and equipment." },
    { id: "guests", title: `Minimum ${minGuests} guests`, text: `Catering packages and custom event quotes start at ${minGuests} guests.` },
  ];
}

export type EventPackage = {
  id: string;
  title: string;
  /** Whole dollars per event. */
  price: number;
  maxGuests: number;
  description: string;
  includes: readonly string[];
  isMostPopular: boolean;
};

/** The packages page's three cards. */
export const EVENT_PACKAGES: readonly EventPackage[] = [
  {
    id: "basic",
    title: "Basic",
    price: 199,
    maxGuests: 25,
    description: "A simple, delicious spread for small gatherings.",
    includes: ["Choice of 3 menu items", "Disposable plates, cutlery and napkins", "Delivery and setup", "Serving utensils"],
    isMostPopular: false,
  },
  {
    id: "premium",
    title: "Premium",
    price: 349,
    maxGuests: 50,
    description: "Our favourite for parties, showers and office celebrations.",
    includes: [
      "Choice of 5 menu items",
      "Appetizer platter",
      "Premium disposable serving ware",
      "Delivery, setup and cleanup",
      "Chafing dishes to keep food hot",
    ],
    isMostPopular: true,
  },
  {
    id: "luxury",
    title: "Luxury",
    price: 599,
    maxGuests: 100,
    description: "A full experience for weddings, galas and milestone events.",
    includes: [
      "Choice of 7 menu items",
      "Appetizer and dessert stations",
      "China, linens and glassware",
      "Service staff for 4 hours",
      "Event coordination",
      "Delivery, setup and cleanup",
    ],
    isMostPopular: false,
  },
];

export const BUSINESS_HOURS = [
  { id: "office", label: "Office", hours: "Monday-Saturday, 9am-6pm" },
  { id: "dinner", label: "Dinner service (Philadelphia PA)", hours: "5pm-10pm" },
  { id: "online", label: "Online enquiries", hours: `24/7 — we reply within ${FOLLOW_UP_HOURS} hours` },
] as const;

export function formatDollars(amount: number): string {
  return `$${amount.toLocaleString("en-US")}`;
}
