/**
 * Each page's title and description, read by the client (document.title and the meta description on every
 * route change) and by the server (the same tags written into the HTML it sends, so search engines and link
 * previews see them without running JavaScript, and into the sitemap).
 */
export const SITE_NAME = "Creative Cuisines";

/** The home hero's first picture: its largest paint, which the HTML asks for before any script runs. */
export const HOME_HERO_IMAGE = "/images/hero-buffet.svg";

export interface PageMeta {
  title: string;
  description: string;
  /** An image the page shows first and large, preloaded from the HTML. */
  preloadImage?: string;
  /** An API read the page starts with (a same-origin GET), fetched from the HTML before the scripts ask for it. */
  preloadFetch?: string;
  /** Public pages are listed in the sitemap and may be indexed; account and admin pages may not. */
  indexable: boolean;
  /** The server renders the page for visitors (every public page but one that only a browser can build). */
  serverRendered: boolean;
}

const DEFAULT_DESCRIPTION = "Creative Cuisines caters weddings, corporate events and parties: dishes by the pan, brunch packages, full-service events and dinner pickup.";

/**
 * `unlisted`: may be indexed (a search for "sign in" may land there) but is no content worth listing in the sitemap.
 * `rendered`: not indexed, but rendered on the server all the same: a visitor's form that must work without the app
 * (shared/site/form-posts.ts).
 */
type Entry = { title: string; description?: string; indexable?: true; unlisted?: true; rendered?: true; browserOnly?: true; preloadImage?: string; preloadFetch?: string };

const PAGES: Record<string, Entry> = {
  "/": { title: "Welcome" },
  "/splash": { title: "Welcome" },
  "/home": {
    title: "Catering for Weddings, Corporate Events and Parties",
    description: "Creative Cuisines caters weddings, corporate events and parties: order dishes by the pan, book a brunch package or request a quote for a full-service event.",
    indexable: true,
    preloadImage: HOME_HERO_IMAGE,
  },
  "/about": { title: "About Us", description: "Meet Creative Cuisines, the catering team behind weddings, galas, corporate lunches and our dinner pickup.", indexable: true },
  "/gallery": { title: "Gallery", description: "Photos of Creative Cuisines dishes, buffets and events we have catered.", indexable: true },
  "/services": { title: "Catering Services", description: "Full-service events, drop-off catering, brunch packages and the food truck: what Creative Cuisines can cater for you.", indexable: true },
  "/contact": { title: "Contact Us", description: "Ask Creative Cuisines about your event: send a message, call or email, and we reply within one business day.", indexable: true },
  "/menu": {
    title: "Menu",
    description: "The Creative Cuisines catering menu: appetizers, entrées, sides, desserts and brunch by the pan, with prices. Order online and pay by card.",
    indexable: true,
    preloadFetch: "/api/menu-items",
  },
  "/packages": { title: "Catering Packages", description: "Brunch and event packages from Creative Cuisines, priced per guest, with what each includes.", indexable: true },
  "/dinner-catering": { title: "Dinner Pickup", description: "Order tonight's dinner from Creative Cuisines for pickup: choose your dishes and a pickup time.", indexable: true },
  "/quote": { title: "Request a Quote", description: "Tell Creative Cuisines about your event, guests and dishes, and receive a catering proposal.", indexable: true },
  // The map library (Leaflet) needs a window as soon as it loads.
  "/tracker": { title: "Food Truck Tracker", description: "Where the Creative Cuisines food truck is this week.", indexable: true, browserOnly: true },
  "/checkout": { title: "Checkout", description: "Pay for your Creative Cuisines catering order by card.", indexable: true, unlisted: true },
  "/checkout/success": { title: "Order Confirmed" },
  "/qr-codes": { title: "QR Codes" },
  "/payment-test": { title: "Payment Test" },
  "/login": { title: "Sign In", description: "Sign in to your Creative Cuisines account to follow your orders, proposals and messages.", indexable: true, unlisted: true },
  "/signup": { title: "Create an Account", description: "Create a Creative Cuisines account to request proposals, pay deposits and reorder favorites.", indexable: true, unlisted: true },
  "/forgot-password": { title: "Forgot Password", rendered: true },
  "/reset-password": { title: "Reset Password" },
  "/confirm-email": { title: "Confirm Email" },
  "/account/password": { title: "Change Password" },
  "/dashboard": { title: "Dashboard" },
  "/profile": { title: "Profile" },
  "/orders": { title: "Orders" },
  "/proposals": { title: "Proposals" },
  "/events": { title: "Events" },
  "/favorites": { title: "Favorites" },
  "/rewards": { title: "Rewards" },
  "/messages": { title: "Messages" },
  "/subscribe": { title: "Subscribe" },
  "/training": { title: "Training" },
  "/photo-gallery": { title: "Photo Manager" },
  "/menu-manager": { title: "Menu Manager" },
  "/enhanced-menu-editor": { title: "Menu Editor" },
  "/simple-menu-editor": { title: "Simple Menu Editor" },
  "/admin": { title: "Admin" },
  "/admin/audit": { title: "Audit Log" },
  "/admin/orders/new": { title: "New Phone Order" },
  "/admin/production": { title: "Production Sheet" },
};

const EDIT_ITEM = /^\/admin\/edit-item\/(\d+|new)$/;
/** A visitor's proposal, opened by the signed link its emails carry (not indexed: the path holds the link's token). */
const PROPOSAL_LINK = /^\/proposals\/view\/[A-Za-z0-9_-]+$/;
/** A confirmed event's guest list, opened by the link its client shares (not indexed, as above). */
const GUEST_LINK = /^\/guests\/[A-Za-z0-9_-]+$/;

/** Every path with its own entry, e.g. for a test that each route has a distinct title. */
export const PAGE_PATHS = Object.keys(PAGES);

/** The public pages a search engine should find, in the order the sitemap lists them. */
export const SITEMAP_PATHS = PAGE_PATHS.filter((path) => PAGES[path].indexable && !PAGES[path].unlisted);

function normalise(pathname: string): string {
  const path = pathname.split(/[?#]/)[0];
  return path.length > 1 ? path.replace(/\/+$/, "") : path;
}

export function pageMeta(pathname: string): PageMeta {
  const path = normalise(pathname);
  const entry: Entry | undefined =
    PAGES[path] ?? (EDIT_ITEM.test(path) ? { title: path.endsWith("/new") ? "New Menu Item" : "Edit Menu Item" } : PROPOSAL_LINK.test(path) ? { title: "Your Proposal" } : GUEST_LINK.test(path) ? { title: "Your Dietary Needs" } : undefined);
  if (!entry) return { title: "Page Not Found", description: DEFAULT_DESCRIPTION, indexable: false, serverRendered: false };
  const indexable = entry.indexable ?? false;
  return {
    title: entry.title,
    description: entry.description ?? DEFAULT_DESCRIPTION,
    indexable,
    serverRendered: (indexable || entry.rendered === true) && !entry.browserOnly,
    preloadImage: entry.preloadImage,
    preloadFetch: entry.preloadFetch,
  };
}

/** The document title: the page's, then the business's name (the home page leads with the name). */
export function documentTitle(pathname: string): string {
  const { title } = pageMeta(pathname);
  return normalise(pathname) === "/home" ? `${SITE_NAME} | ${title}` : `${title} | ${SITE_NAME}`;
}
