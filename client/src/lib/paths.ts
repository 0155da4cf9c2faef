/** Every client path in one place; links and redirects use these, never string literals. */
export const paths = {
  root: "/",
  splash: "/splash",
  login: "/login",
  signup: "/signup",
  forgotPassword: "/forgot-password",
  resetPassword: "/reset-password",
  changePassword: "/account/password",
  confirmEmail: "/confirm-email",

  home: "/home",
  about: "/about",
  gallery: "/gallery",
  services: "/services",
  contact: "/contact",
  menu: "/menu",
  /** The cart lives on the menu page, as its Cart tab (docs/product/public-site.md, Who may open which page). */
  cart: "/menu?tab=cart",
  qrCodes: "/qr-codes",
  paymentTest: "/payment-test",
  quote: "/quote",
  checkout: "/checkout",
  checkoutSuccess: "/checkout/success",
  packages: "/packages",

  dashboard: "/dashboard",
  profile: "/profile",
  orders: "/orders",
  proposals: "/proposals",
  events: "/events",
  favorites: "/favorites",
  rewards: "/rewards",
  messages: "/messages",
  tracker: "/tracker",
  subscribe: "/subscribe",
  dinnerCatering: "/dinner-catering",
  training: "/training",
  photoGallery: "/photo-gallery",
  menuManager: "/menu-manager",
  enhancedMenuEditor: "/enhanced-menu-editor",
  simpleMenuEditor: "/simple-menu-editor",
  admin: "/admin",
  adminAudit: "/admin/audit",
  /** A phone order entered by staff (docs/product/admin.md, "Phone orders"). */
  adminNewOrder: "/admin/orders/new",
  adminProduction: "/admin/production",
  adminEditItem: {
    /** Matches `/admin/edit-item/{id}` where id is a number or the word new. */
    pattern: /^\/admin\/edit-item\/(?<id>\d+|new)\/?$/,
    href: (id: number | "new") => `/admin/edit-item/${id}`,
  },
} as const;

/**
 * A visitor's proposal, opened by the signed link its emails carry (the token is the link's; no account needed). Not
 * among `paths`: its address is only ever made by the server, in an email.
 */
export const proposalLinkPath = {
  pattern: /^\/proposals\/view\/(?<token>[A-Za-z0-9_-]+)\/?$/,
  href: (token: string) => `/proposals/view/${token}`,
} as const;

/**
 * A confirmed event's guest list, opened by the link its client shares (no account needed). Not among `paths`: its
 * address is only ever made by the server.
 */
export const guestLinkPath = {
  pattern: /^\/guests\/(?<token>[A-Za-z0-9_-]+)\/?$/,
  href: (token: string) => `/guests/${token}`,
} as const;

/** The custom quote form with a dish already chosen (a market-value dish is quoted, not sold online). */
export const customQuoteHref = (menuItemId: number) => `${paths.quote}?dish=${menuItemId}`;

/** The public site's pages: open to visitors, and the "public" side of the sidebar's Switch View. */
export const publicSitePaths: readonly string[] = [
  paths.home,
  paths.about,
  paths.gallery,
  paths.services,
  paths.contact,
  paths.packages,
  paths.dinnerCatering,
  paths.menu,
  paths.qrCodes,
  paths.tracker,
  paths.paymentTest,
  paths.quote,
  paths.checkout,
  paths.checkoutSuccess,
];
