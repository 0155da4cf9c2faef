import type { ComponentType } from "react";
import { describe, expect, it } from "vitest";
import { screen, within } from "@testing-library/react";
import { DEFAULT_COMPANY_INFO } from "@shared/settings/company-info";
import { json, renderWithApp, stubApi } from "@/test/test-utils";
import AboutPage from "./about";
import ContactPage from "./contact";
import GalleryPage from "./gallery";
import HomePage from "./home";
import PackagesPage from "./packages";
import ServicesPage from "./services";
import SplashPage from "./splash";

function stubPublicApi() {
  return stubApi({
    "GET /api/me": () => json({ message: "Authentication required" }, 401),
    "GET /api/gallery": () => json([]),
    "GET /api/settings/company-info": () => json(DEFAULT_COMPANY_INFO),
  });
}

const pages: [string, ComponentType, string][] = [
  ["/splash", SplashPage, "Creative Cuisines"],
  ["/home", HomePage, "Exceptional Catering for Every Occasion"],
  ["/about", AboutPage, "About Creative Cuisines"],
  ["/services", ServicesPage, "Our Services"],
  ["/packages", PackagesPage, "Event Packages"],
  ["/contact", ContactPage, "Contact Us"],
  ["/gallery", GalleryPage, "Creative Cuisines Gallery"],
];

describe("public pages", () => {
  it.each(pages)("%s has one h1, headings that never skip a level, and sized, described images", async (path, Page, title) => {
    stubPublicApi();
    const { container } = renderWithApp(<Page />, { path });

    expect(await screen.findByRole("heading", { level: 1, name: title })).toBeInTheDocument();
    expect(screen.getAllByRole("heading", { level: 1 })).toHaveLength(1);
    const levels = [...container.querySelectorAll("h1, h2, h3, h4, h5, h6")].map((h) => Number(h.tagName[1]));
    levels.forEach((level, i) => {
      if (i > 0) expect(level).toBeLessThanOrEqual(levels[i - 1] + 1);
    });
    for (const img of container.querySelectorAll("img")) {
      expect(img).toHaveAttribute("alt");
      expect(img).toHaveAttribute("width");
      expect(img).toHaveAttribute("height");
    }
  });

  it("keeps the splash page's way in", () => {
    stubPublicApi();
    renderWithApp(<SplashPage />, { path: "/splash" });
    expect(screen.getByRole("link", { name: "Sign In" })).toHaveAttribute("href", "/login");
    expect(screen.getByRole("link", { name: "Create Account" })).toHaveAttribute("href", "/signup");
    expect(screen.getByRole("link", { name: "Explore" })).toHaveAttribute("href", "/home");
  });

  it("shows the home page's stats, testimonials and social profile", () => {
    stubPublicApi();
    renderWithApp(<HomePage />, { path: "/home" });
    for (const [value, label] of [["500+", "Events"], ["4.9", "Rating"], ["50+", "Menu Items"], ["24/7", "Support"]]) {
      expect(screen.getByText(value).closest("div")).toHaveTextContent(`${label}${value}`);
    }
    const testimonials = screen.getByRole("region", { name: "What Our Clients Say" });
    expect(within(testimonials).getAllByRole("img", { name: "Rated 5 out of 5 stars" })).toHaveLength(3);
    const social = screen.getByRole("link", { name: /@creativecuisines on Instagram/ });
    expect(social).toHaveAttribute("href", "https://www.instagram.com/creativecuisines");
    expect(social).toHaveAttribute("target", "_blank");
    expect(social).toHaveAttribute("rel", "noopener noreferrer");
  });

  it("lists the three packages with their prices, guest limits and a way to order each", () => {
    stubPublicApi();
    renderWithApp(<PackagesPage />, { path: "/packages" });
    const cards = screen.getAllByRole("heading", { level: 3 }).map((h) => h.closest("li")!);
    expect(cards.map((card) => within(card).getByRole("heading").textContent)).toEqual(["Basic", "Premium", "Luxury"]);
    expect(cards[0]).toHaveTextContent("$199 per event");
    expect(cards[0]).toHaveTextContent("Up to 25 guests");
    expect(cards[1]).toHaveTextContent("$349 per event");
    expect(cards[1]).toHaveTextContent("Up to 50 guests");
    expect(cards[1]).toHaveTextContent("Most Popular");
    expect(cards[2]).toHaveTextContent("$599 per event");
    expect(cards[2]).toHaveTextContent("Up to 100 guests");
    for (const card of cards) {
      const order = within(card).getByRole("link", { name: /^Place Order Now/ });
      expect(order.getAttribute("href")).toMatch(/^\/contact\?package=(basic|premium|luxury)$/);
    }
    expect(screen.getByRole("link", { name: "Place Order Now for the Basic package" })).toBeInTheDocument();
  });

  it("prices the services, packages and add-ons and keeps both location readings", () => {
    stubPublicApi();
    renderWithApp(<ServicesPage />, { path: "/services" });
    const offers = screen.getByRole("region", { name: "What We Offer" });
    expect(offers).toHaveTextContent("Corporate CateringBreakfast");
    expect(offers).toHaveTextContent("Starting at $18 per person");
    expect(offers).toHaveTextContent("Starting at $32 per person");
    expect(offers).toHaveTextContent("Starting at $12 per person");
    const packages = screen.getByRole("region", { name: "Catering Packages" });
    expect(packages).toHaveTextContent("$40 per person");
    expect(packages).toHaveTextContent("$30 per person");
    expect(packages).toHaveTextContent("minimum of 50 guests");
    const addOns = screen.getByRole("region", { name: "Add-On Services" });
    for (const text of ["Event coordination$500", "Equipment rental$200", "Staffing$25/hour per person", "Setup and cleanup$300"]) {
      expect(addOns).toHaveTextContent(text);
    }
    const advice = screen.getByRole("region", { name: "Planning Your Booking" });
    expect(advice).toHaveTextContent("At least 24 hours ahead");
    expect(advice).toHaveTextContent("72 hours");
    expect(advice).toHaveTextContent("2-3 weeks for 100+ guests");
    const where = screen.getByRole("region", { name: "Where We Cook" });
    expect(where).toHaveTextContent("5 boroughs");
    expect(where).toHaveTextContent("$25-50 extra for delivery outside Manhattan");
    expect(where).toHaveTextContent("Service area: Philadelphia PA");
    expect(where).toHaveTextContent("Dinner service hours: 5pm-10pm");
    expect(screen.getByRole("link", { name: "Request a Quote" })).toHaveAttribute("href", "/quote");
    expect(screen.getByRole("link", { name: "Contact Us" })).toHaveAttribute("href", "/contact");
  });

  it("shows the company's current contact details on the contact page", async () => {
    stubApi({
      "GET /api/settings/company-info": () =>
        json({ ...DEFAULT_COMPANY_INFO, phone: "(215) 555-0199", email: "events@example.com", website: "javascript:alert(1)" }),
    });
    renderWithApp(<ContactPage />, { path: "/contact" });
    expect(await screen.findByRole("link", { name: "(215) 555-0199" })).toHaveAttribute("href", "tel:2155550199");
    expect(screen.getByRole("link", { name: "events@example.com" })).toHaveAttribute("href", "mailto:events@example.com");
    // An address that is not http(s) is shown as text, never as a link.
    expect(screen.getByText("javascript:alert(1)").closest("a")).toBeNull();
    expect(screen.getByRole("heading", { level: 3, name: "Hours" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Send Message" })).toBeInTheDocument();
  });

  it("writes a package's order into the contact form when Place Order Now led there", async () => {
    stubApi({ "GET /api/settings/company-info": () => json(DEFAULT_COMPANY_INFO) });
    renderWithApp(<ContactPage />, { path: "/contact?package=premium" });
    expect(screen.getByText(/You are ordering the Premium event package \(\$349 per event, up to 50 guests\)/)).toBeInTheDocument();
    expect(screen.getByRole("spinbutton", { name: "Guest Count" })).toHaveValue(50);
    expect(screen.getByRole("textbox", { name: "Message" })).toHaveValue("I would like to order the Premium event package ($349 per event, up to 50 guests).");
  });

  it("tells a visitor on the gallery page that uploads need an admin", async () => {
    stubPublicApi();
    renderWithApp(<GalleryPage />, { path: "/gallery" });
    expect(await screen.findByText("Admin access required to upload photos. Current user: Not logged in | Role: none")).toBeInTheDocument();
    expect(screen.getByText("showcasing culinary excellence through crafted dishes and events")).toBeInTheDocument();
    const events = screen.getByRole("region", { name: "Special Events & Catering" });
    expect(within(events).getAllByText("Special Event")).toHaveLength(3);
  });
});
