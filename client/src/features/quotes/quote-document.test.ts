import { describe, expect, it } from "vitest";
import { QUOTE_TERMS } from "@shared/rules/quotes";
import type { CompanyInfo } from "@shared/settings/company-info";
import type { QuoteView } from "@shared/validators/quotes";
import { makeQuote } from "@/test/quote-fixtures";
import { buildQuoteDocument, escapeHtml, MENU_TO_BE_AGREED, quoteDocumentHtml, quoteDocumentText } from "./quote-document";

const company: CompanyInfo = {
  name: "Creative Cuisines",
  address: "123 Culinary Avenue, New York, NY 10001",
  phone: "(555) 123-4567",
  email: "hello@creativecuisines.example",
  website: "https://creativecuisines.example",
  timeZone: "America/New_York",
};

const quote: QuoteView = makeQuote({ id: 7, status: "accepted", eventType: "wedding", menuItemIds: [1, 2] });

describe("buildQuoteDocument", () => {
  it("formats every fact of the quote once, in reading order", () => {
    const doc = buildQuoteDocument(quote, company, ["Jerk Chicken", "Mac & Cheese"]);
    expect(doc.title).toBe("Catering Quote CC-2024-007");
    expect(doc.status).toBe("Accepted");
    expect(doc.issued).toBe("November 1, 2026");
    expect(doc.event).toEqual([
      { label: "Event type", value: "Wedding" },
      { label: "Event date", value: "December 1, 2026" },
      { label: "Guests", value: "120" },
      { label: "Venue", value: "250 Greenwich Street, New York, NY 10007" },
      { label: "Package", value: "Full-Service Package" },
    ]);
    expect(doc.menuItems).toEqual(["Jerk Chicken", "Mac & Cheese"]);
    expect(doc.totals).toEqual([
      { label: "Total", value: "$4,800.00" },
      { label: "Deposit (50%) to secure the date", value: "$2,400.00" },
      { label: "Balance due November 24, 2026", value: "$2,400.00" },
    ]);
    expect(doc.notes).toBe("Vegetarian options please");
    expect(doc.terms).toEqual(QUOTE_TERMS);
  });

  it("says TBD for a missing date or venue, $0.00 for a missing amount, and shows a paid deposit and a visitor's contact", () => {
    const doc = buildQuoteDocument(
      {
        ...quote,
        eventDate: "",
        venue: "",
        menuPackage: "custom",
        totalAmount: "",
        notes: "  ",
        depositPaidAt: "2026-11-02T15:00:00.000Z",
        contactName: "Ada Lovelace",
        contactEmail: "ada@example.com",
        contactPhone: "555-0100",
      },
      company,
      [],
    );
    expect(doc.event).toContainEqual({ label: "Event date", value: "TBD" });
    expect(doc.event).toContainEqual({ label: "Venue", value: "TBD" });
    expect(doc.event).toContainEqual({ label: "Package", value: "Custom Menu" });
    expect(doc.event).toContainEqual({ label: "Contact", value: "Ada Lovelace, ada@example.com, 555-0100" });
    expect(doc.totals[0]).toEqual({ label: "Total", value: "$0.00" });
    expect(doc.totals[1].value).toBe("$2,400.00, paid on November 2, 2026");
    expect(doc.notes).toBeNull();
  });
});

describe("quoteDocumentText", () => {
  it("is the plain-text summary with company details, event, menu, totals, notes and terms", () => {
    const text = quoteDocumentText(buildQuoteDocument(quote, company, ["Jerk Chicken", "Mac & Cheese"]));
    expect(text).toBe(
      [
        "Creative Cuisines",
        "123 Culinary Avenue, New York, NY 10001",
        "Phone: (555) 123-4567",
        "Email: hello@creativecuisines.example",
        "Website: https://creativecuisines.example",
        "",
        "Catering Quote CC-2024-007",
        "Status: Accepted",
        "Issued: November 1, 2026",
        "",
        "EVENT",
        "Event type: Wedding",
        "Event date: December 1, 2026",
        "Guests: 120",
        "Venue: 250 Greenwich Street, New York, NY 10007",
        "Package: Full-Service Package",
        "",
        "MENU",
        "- Jerk Chicken",
        "- Mac & Cheese",
        "",
        "TOTALS",
        "Total: $4,800.00",
        "Deposit (50%) to secure the date: $2,400.00",
        "Balance due November 24, 2026: $2,400.00",
        "",
        "NOTES",
        "Vegetarian options please",
        "",
        "TERMS",
        ...QUOTE_TERMS.map((term) => `- ${term}`),
        "",
      ].join("\n"),
    );
  });

  it("says the menu is to be agreed and leaves notes out when there are none", () => {
    const text = quoteDocumentText(buildQuoteDocument({ ...quote, notes: null }, company, []));
    expect(text).toContain(`MENU\n${MENU_TO_BE_AGREED}\n`);
    expect(text).not.toContain("NOTES");
  });
});

describe("quoteDocumentHtml", () => {
  it("escapes every value, so text from people can never become markup", () => {
    const hostile = '<img src=x onerror="alert(1)">';
    const html = quoteDocumentHtml(
      buildQuoteDocument({ ...quote, notes: hostile, venue: "<script>alert('venue')</script> & Co" }, { ...company, name: "<b>Cuisines</b>" }, [hostile]),
    );
    expect(html).not.toContain("<img");
    expect(html).not.toContain("<script");
    expect(html).not.toContain("<b>");
    expect(html).toContain("&lt;img src=x onerror=&quot;alert(1)&quot;&gt;");
    expect(html).toContain("&lt;script&gt;alert(&#39;venue&#39;)&lt;/script&gt; &amp; Co");
    expect(html).toContain("<title>Catering Quote CC-2024-007</title>");
  });

  it("carries the same facts as the text summary", () => {
    const doc = buildQuoteDocument(quote, company, ["Jerk Chicken", "Mac & Cheese"]);
    const parsed = new DOMParser().parseFromString(quoteDocumentHtml(doc), "text/html");
    const body = parsed.body.textContent ?? "";
    for (const fact of [
      company.name,
      company.address,
      company.phone,
      company.email,
      company.website,
      "Catering Quote CC-2024-007",
      "Status: Accepted",
      "December 1, 2026",
      "Full-Service Package",
      "Mac & Cheese",
      "$4,800.00",
      "Balance due November 24, 2026",
      "Vegetarian options please",
      ...QUOTE_TERMS,
    ]) {
      expect(body).toContain(fact);
    }
    expect(parsed.querySelectorAll("script")).toHaveLength(0);
    expect(parsed.querySelector("a")?.getAttribute("href")).toBe("https://creativecuisines.example");
    expect(parsed.documentElement.lang).toBe("en");
  });

  it("does not link a website that is not http(s)", () => {
    const html = quoteDocumentHtml(buildQuoteDocument(quote, { ...company, website: "javascript:alert(1)" }, []));
    expect(new DOMParser().parseFromString(html, "text/html").querySelector("a")).toBeNull();
  });
});

describe("escapeHtml", () => {
  it("escapes the five special characters", () => {
    expect(escapeHtml(`<a href="x">Tom & Jerry's</a>`)).toBe("&lt;a href=&quot;x&quot;&gt;Tom &amp; Jerry&#39;s&lt;/a&gt;");
  });
});
