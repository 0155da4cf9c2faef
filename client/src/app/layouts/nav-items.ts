import type { ServiceSettings } from "@shared/settings/features";
import { paths } from "@/lib/paths";

export interface NavItem {
  label: string;
  href: string;
  /** A service the business may switch off: hidden from customers then. */
  service?: keyof ServiceSettings;
}

/** The header's links. */
export const mainNavItems: readonly NavItem[] = [
  { label: "Home", href: paths.home },
  { label: "About", href: paths.about },
  { label: "Gallery", href: paths.gallery },
  { label: "Menu", href: paths.menu },
  { label: "Services", href: paths.services },
  { label: "Dinner Pickup", href: paths.dinnerCatering, service: "dinnerPickup" },
  { label: "Food Truck", href: paths.tracker },
  { label: "QR Codes", href: paths.qrCodes },
  { label: "Contact", href: paths.contact },
];

/** The sidebar's entries for every signed-in user. */
export const portalNavItems: readonly NavItem[] = [
  { label: "Dashboard", href: paths.dashboard },
  { label: "Proposals", href: paths.proposals },
  { label: "Events", href: paths.events },
  { label: "My Orders", href: paths.orders },
  { label: "Favorites", href: paths.favorites },
  { label: "Messages", href: paths.messages },
  { label: "Rewards", href: paths.rewards },
  { label: "Profile", href: paths.profile },
  { label: "Change Password", href: paths.changePassword },
  { label: "Menu", href: paths.menu },
  { label: "Dinner Catering", href: paths.dinnerCatering, service: "dinnerPickup" },
  { label: "Food Truck", href: paths.tracker },
  { label: "Subscriptions", href: paths.subscribe, service: "subscriptions" },
  { label: "Chef Training", href: paths.training, service: "trainingPublic" },
  { label: "QR Codes", href: paths.qrCodes },
];

/** The sidebar's admin-only entries. */
export const adminNavItems: readonly NavItem[] = [
  { label: "Photo Gallery", href: paths.photoGallery },
  { label: "Menu Manager", href: paths.menuManager },
  { label: "Simple Menu Editor", href: paths.simpleMenuEditor },
  { label: "Admin", href: paths.admin },
  { label: "Production Sheet", href: paths.adminProduction },
  { label: "Audit Log", href: paths.adminAudit },
];

/** A link is the current page when the path matches exactly. */
export function isCurrent(location: string, href: string): boolean {
  return location === href || location === `${href}/`;
}
