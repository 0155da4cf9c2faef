import { describe, expect, it } from "vitest";
import { DEFAULT_COMPANY_INFO } from "../settings/company-info";
import { restaurantJsonLd } from "./structured-data";

describe("restaurantJsonLd", () => {
  const company = { ...DEFAULT_COMPANY_INFO, name: "Peach & Pan Catering", phone: "(404) 555-0188" };
  const data = restaurantJsonLd(
    company,
    [
      { name: "Honey Cornbread", description: "Skillet-baked.", category: "sides", price: "$15.99", imageUrl: "/images/dishes/honey-cornbread.webp" },
      { name: "Braised Short Ribs", description: null, category: "entrees", price: "Half Pan $60 / Full Pan $90", imageUrl: null },
      { name: "Lobster Tails", description: null, category: "entrees", price: "Market Value", imageUrl: "https://cdn.example/lobster.webp" },
    ],
    "https://cater.example",
  );

  it("describes the business from its settings", () => {
    expect(data).toMatchObject({ "@context": "https://schema.org", "@type": "Restaurant", name: "Peach & Pan Catering", telephone: "(404) 555-0188", email: company.email, address: company.address, url: company.website });
  });

  it("lists the dishes by section with their prices in dollars; a market-value dish has none", () => {
    const menu = data.hasMenu as { url: string; hasMenuSection: { name: string; hasMenuItem: Record<string, unknown>[] }[] };
    expect(menu.url).toBe("https://cater.example/menu");
    expect(menu.hasMenuSection.map((s) => s.name)).toEqual(["Sides", "Entrees"]);
    expect(menu.hasMenuSection[0].hasMenuItem[0]).toEqual({
      "@type": "MenuItem",
      name: "Honey Cornbread",
      description: "Skillet-baked.",
      image: "https://cater.example/images/dishes/honey-cornbread.webp",
      offers: [{ "@type": "Offer", price: "15.99", priceCurrency: "USD" }],
    });
    expect(menu.hasMenuSection[1].hasMenuItem[0].offers).toEqual([
      { "@type": "Offer", name: "Half Pan", price: "60.00", priceCurrency: "USD" },
      { "@type": "Offer", name: "Full Pan", price: "90.00", priceCurrency: "USD" },
    ]);
    expect(menu.hasMenuSection[1].hasMenuItem[1]).toEqual({ "@type": "MenuItem", name: "Lobster Tails", image: "https://cdn.example/lobster.webp" });
  });
});
