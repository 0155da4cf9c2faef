import { categoryLabel } from "../menu/categories";
import { parsePriceText } from "../rules/pricing";
import { centsToDecimal } from "../rules/money";
import type { CompanyInfo } from "../settings/company-info";

export interface StructuredMenuItem {
  name: string;
  description: string | null;
  category: string;
  price: string;
  imageUrl: string | null;
}

/**
 * schema.org JSON-LD for the menu page: the business (name, address, phone, email, website from its settings)
 * as a Restaurant whose menu lists each active dish by section, with its prices in US dollars. Search engines
 * read it to show the business and its menu; market-value dishes carry no price.
 */
export function restaurantJsonLd(company: CompanyInfo, items: readonly StructuredMenuItem[], appUrl: string): Record<string, unknown> {
  const sections = new Map<string, StructuredMenuItem[]>();
  for (const item of items) sections.set(item.category, [...(sections.get(item.category) ?? []), item]);
  const absolute = (url: string) => (/^https?:\/\//.test(url) ? url : `${appUrl}${url}`);
  return {
    "@context": "https://schema.org",
    "@type": "Restaurant",
    name: company.name,
    url: company.website || appUrl,
    telephone: company.phone,
    email: company.email,
    address: company.address,
    servesCuisine: "Catering",
    hasMenu: {
      "@type": "Menu",
      url: `${appUrl}/menu`,
      hasMenuSection: [...sections].map(([category, dishes]) => ({
        "@type": "MenuSection",
        name: categoryLabel(category),
        hasMenuItem: dishes.map((dish) => {
          const price = parsePriceText(dish.price);
          return {
            "@type": "MenuItem",
            name: dish.name,
            ...(dish.description ? { description: dish.description } : {}),
            ...(dish.imageUrl ? { image: absolute(dish.imageUrl) } : {}),
            ...(price?.kind === "fixed"
              ? {
                  offers: price.options.map((option) => ({
                    "@type": "Offer",
                    ...(option.label ? { name: option.label } : {}),
                    price: centsToDecimal(option.cents),
                    priceCurrency: "USD",
                  })),
                }
              : {}),
          };
        }),
      })),
    },
  };
}
