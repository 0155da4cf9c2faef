import { HOME_HERO_IMAGE } from "@shared/site/pages";
import { ChefHat, CookingPot, EggFried, Megaphone, MessagesSquare, QrCode, Star, Truck, Wine } from "lucide-react";
/** The home page's fixed copy. */

export interface HeroSlide {
  id: string;
  src: string;
  alt: string;
  caption: string;
}

export const HERO_SLIDES: readonly HeroSlide[] = [
  {
    id: "buffet",
    src: HOME_HERO_IMAGE,
    alt: "A buffet table with three chafing dishes, a basket of bread rolls, plates and a vase of flowers",
    caption: "Buffets and catering by the pan",
  },
  {
    id: "plated-dinner",
    src: "/images/hero-plated-dinner.svg",
    alt: "A candlelit place setting with a plated steak dinner, red and white wine",
    caption: "Plated dinners for full-service events",
  },
  {
    id: "brunch",
    src: "/images/hero-brunch.svg",
    alt: "A brunch table with waffles and berries, lattes, orange juice and a fruit platter",
    caption: "Brunch packages with fruit, juice and coffee",
  },
  {
    id: "food-truck",
    src: "/images/hero-food-truck.svg",
    alt: "Our food truck parked on a city street with a chef serving from the window",
    caption: "Our GPS-tracked food truck",
  },
];

/** The hero rotates every 4 seconds (docs/decisions/007-screen-copy.md). */
export const HERO_ROTATION_MS = 4000;

export const STATS = [
  { id: "events", value: "500+", label: "Events" },
  { id: "rating", value: "4.9", label: "Rating" },
  { id: "menu-items", value: "50+", label: "Menu Items" },
  { id: "support", value: "24/7", label: "Support" },
] as const;

export const SERVICES = [
  {
    id: "by-the-pan",
    icon: CookingPot,
    title: "Catering by the Pan",
    description: "Half and full pans of our most-loved dishes, ready to serve at your office, party or family gathering.",
  },
  {
    id: "brunch",
    icon: EggFried,
    title: "Brunch",
    description: "Brunch packages with five brunch items, a fruit tray, juice and coffee for groups of 50 or more.",
  },
  {
    id: "full-service",
    icon: Wine,
    title: "Full-Service Events",
    description: "Menu, staff, setup and equipment for weddings, galas and corporate events, start to finish.",
  },
  {
    id: "food-truck",
    icon: Truck,
    title: "Food Truck",
    description: "Hot food cooked to order at festivals, campuses and block parties — follow the truck live.",
  },
  {
    id: "chef-training",
    icon: ChefHat,
    title: "Chef Training",
    description: "Culinary skills classes, chef training and private lessons taught by our kitchen team.",
  },
] as const;

export const SPECIALTIES = [
  { id: "menu-design", title: "Custom Menu Design", description: "Menus built around your guests, your theme and every dietary need." },
  { id: "full-service", title: "Full-Service Events", description: "Coordination, staffing, setup and cleanup so you can enjoy your own event." },
  { id: "food-truck", title: "GPS-Tracked Food Truck", description: "See where the truck is right now and order ahead." },
  { id: "loyalty", title: "Loyalty Program", description: "Earn points on every order and redeem them for discounts and upgrades." },
] as const;

export const PLATFORM_FEATURES = [
  { id: "messaging", icon: MessagesSquare, title: "Client Messaging", description: "Talk with our team about your quote in one thread." },
  { id: "loyalty", icon: Star, title: "Loyalty Rewards", description: "Bronze to Platinum tiers with points on every order." },
  { id: "qr-codes", icon: QrCode, title: "QR Codes", description: "Scan for portal access and exclusive discount codes." },
  { id: "social", icon: Megaphone, title: "Social Sharing", description: "Share your favourite dishes and events with friends." },
] as const;

/** The business's social profile. (An admin setting in the product; this is its default.) */
export const SOCIAL_PROFILE = {
  network: "Instagram",
  handle: "@creativecuisines",
  url: "https://www.instagram.com/creativecuisines",
} as const;

export interface Testimonial {
  id: string;
  name: string;
  event: string;
  quote: string;
  rating: number;
}

export const TESTIMONIALS: readonly Testimonial[] = [
  {
    id: "sarah",
    name: "Sarah Johnson",
    event: "Wedding Reception",
    quote: "Every guest asked who catered our wedding. The short ribs were unforgettable and the team handled everything.",
    rating: 5,
  },
  {
    id: "michael",
    name: "Michael Chen",
    event: "Corporate Luncheon",
    quote: "On time, beautifully presented and every dietary request labelled. Our go-to caterer for company events.",
    rating: 5,
  },
  {
    id: "denise",
    name: "Denise Williams",
    event: "Birthday Brunch",
    quote: "The chicken and waffles were a hit and the booking was so easy. We have already planned our next party.",
    rating: 5,
  },
];
