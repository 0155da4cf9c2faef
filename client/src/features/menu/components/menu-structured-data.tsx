import { restaurantJsonLd } from "@shared/site/structured-data";
import { useCompanyInfo } from "@/features/company-info";
import { siteOrigin } from "@/lib/site-origin";
import { useMenuItems } from "../api/get-menu-items";

/** The menu and the business's contact details as schema.org JSON-LD (shared/site/structured-data.ts), for search engines. */
export function MenuStructuredData() {
  const { data: items } = useMenuItems();
  const { data: company } = useCompanyInfo();
  if (!items || !company) return null;
  const data = restaurantJsonLd(company, items.filter((item) => item.isActive), siteOrigin());
  // A data block, never run (so the CSP does not apply); "<" escaped so no text in it can close the element.
  // The server wrote it with APP_URL's origin; a browser that reached the site by another name keeps that text.
  return <script type="application/ld+json" suppressHydrationWarning>{JSON.stringify(data).replace(/</g, "\\u003c")}</script>;
}
