import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { guestResponses, menuItems, quoteLines, quotes, users } from "@shared/schema";
import { businessDates, DEFAULT_BUSINESS_TIME_ZONE } from "@shared/rules/dates";
import { documentNumber } from "@shared/rules/quotes";
import { DEFAULT_COMPANY_INFO } from "@shared/settings/company-info";
import { createTestApp, type TestApp } from "../test/harness";
import { pdfText } from "../test/pdf-text";

/**
 * The banquet event order (docs/product/admin.md, "Production sheet and BEO"): one PDF per event for the team, with
 * the client, the venue, the timeline in the business's time zone (setup access 2 hours before, service, breakdown 3
 * hours after), the menu with quantities, the guest count, each guest's needs and their tally, staffing, equipment
 * and notes. Admins only.
 */
let t: TestApp;
let admin: request.Agent;
let client: request.Agent;
let eventId: number;
let eventNumber: string;
let datelessId: number;

const pdfOf = (agent: request.Agent | request.SuperTest<request.Test>, id: number | string) =>
  agent
    .get(`/api/quotes/${id}/beo.pdf`)
    .buffer(true)
    .parse((response, done) => {
      const chunks: Buffer[] = [];
      response.on("data", (chunk: Buffer) => chunks.push(chunk));
      response.on("end", () => done(null, Buffer.concat(chunks)));
    });

async function beoText(id: number): Promise<string> {
  const res = await pdfOf(admin, id);
  expect(res.status).toBe(200);
  expect(res.headers["content-type"]).toMatch(/^application\/pdf/);
  return (await pdfText(res.body as Buffer)).replace(/\s+/g, " ");
}

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.signIn(await t.createUser({ role: "admin" }));
  const owner = await t.createUser();
  client = await t.signIn(owner);
  await t.database.db.update(users).set({ fullName: "Ada Lovelace", phone: "555-0142" }).where(eq(users.id, owner.id));
  const { businessInstant } = businessDates(DEFAULT_BUSINESS_TIME_ZONE);

  const [event] = await t.database.db
    .insert(quotes)
    .values({
      clientId: owner.id,
      status: "accepted",
      eventType: "wedding",
      // 6 PM in New York (23:00 UTC in March, before daylight saving time starts on the 14th).
      eventDate: businessInstant("2027-03-10", "18:00")!,
      guestCount: 120,
      venue: "The Grand Hall, Brooklyn",
      menuPackage: "custom",
      totalCents: 100_000,
      notes: "Loading dock on Pacific Street",
    })
    .returning({ id: quotes.id, documentNumber: quotes.documentNumber });
  eventId = event.id;
  eventNumber = documentNumber(event.documentNumber);
  const lines = [
    { kind: "menu", description: "Jollof Rice (Full Pan)", quantity: 4 },
    { kind: "staffing", description: "Servers, 6 hours", quantity: 4 },
    { kind: "staffing", description: "Bartender, 5 hours", quantity: 1 },
    { kind: "rental", description: "Chafing dishes", quantity: 10 },
    { kind: "delivery", description: "Delivery and setup", quantity: 1 },
  ];
  await t.database.db.insert(quoteLines).values(
    lines.map((line, position) => ({
      ...line,
      quoteId: eventId,
      unitPriceCents: 1000,
      lineTotalCents: 1000 * line.quantity,
      position,
    })),
  );
  // The guests' answers, as the guest link stores them.
  await t.database.db.insert(guestResponses).values([
    {
      quoteId: eventId,
      name: "Grace Hopper",
      dietary: ["vegan"],
      allergens: ["peanuts", "sesame"],
      notes: "",
    },
    {
      quoteId: eventId,
      name: "Alan Turing",
      dietary: ["gluten-free"],
      allergens: [],
      notes: "Celiac: separate utensils",
    },
    {
      quoteId: eventId,
      name: "Mary Somerville",
      dietary: [],
      allergens: [],
      notes: "",
    },
  ]);

  // A visitor's event given by date alone, with dishes and no priced lines.
  const [dish] = await t.database.db
    .insert(menuItems)
    .values({
      category: "entrees",
      name: "Suya Skewers",
      price: "$12 per person",
    })
    .returning({ id: menuItems.id });
  const [dateless] = await t.database.db
    .insert(quotes)
    .values({
      status: "accepted",
      eventType: "corporate",
      eventDate: businessInstant("2027-04-02")!,
      guestCount: 45,
      venue: "Office Loft",
      menuPackage: "custom",
      menuItemIds: [dish.id],
      totalCents: 100,
      contactName: "Charles Babbage",
      contactEmail: "charles@example.com",
    })
    .returning({ id: quotes.id });
  datelessId = dateless.id;
});
afterAll(() => t.close());

describe("GET /api/quotes/:id/beo.pdf", () => {
  it("prints the business, the client, the venue and the timeline in the business's time zone", async () => {
    const res = await pdfOf(admin, eventId);
    expect(res.headers["content-disposition"]).toBe(`attachment; filename="beo-${eventNumber}.pdf"`);
    const text = await beoText(eventId);
    expect(text).toContain(DEFAULT_COMPANY_INFO.name);
    expect(text).toContain(`Banquet Event Order ${eventNumber}`);
    expect(text).toContain("Ada Lovelace");
    expect(text).toContain("555-0142");
    expect(text).toContain("Venue: The Grand Hall, Brooklyn");
    expect(text).toContain("Date: March 10, 2027");
    expect(text).toContain("Guests: 120");
    expect(text).toContain("Setup access: 4:00 PM");
    expect(text).toContain("Service: 6:00 PM");
    expect(text).toContain("Breakdown: 9:00 PM");
  });

  it("lists the menu with quantities, staffing, equipment and notes", async () => {
    const text = await beoText(eventId);
    expect(text).toContain("Jollof Rice (Full Pan) × 4");
    expect(text).toContain("Servers, 6 hours × 4");
    expect(text).toContain("Bartender, 5 hours × 1");
    expect(text).toContain("Chafing dishes × 10");
    expect(text).toContain("Delivery and setup × 1");
    expect(text).toContain("Loading dock on Pacific Street");
  });

  it("lists each guest's needs and the tally", async () => {
    const text = await beoText(eventId);
    expect(text).toContain("3 of 120 guests answered.");
    expect(text).toContain("Vegan: 1 · Gluten-Free: 1 · Allergic to peanuts: 1 · Allergic to sesame: 1");
    expect(text).toContain("Grace Hopper: Vegan, allergic to peanuts, allergic to sesame");
    expect(text).toContain("Alan Turing: Gluten-Free; Celiac: separate utensils");
    expect(text).toContain("Mary Somerville: No dietary needs");
  });

  it("writes the timeline in the time zone the business sets", async () => {
    const saved = await admin.put("/api/settings/company-info").send({ ...DEFAULT_COMPANY_INFO, timeZone: "Asia/Tokyo" });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    try {
      // 23:00 UTC is 8 AM the next day in Tokyo.
      const text = await beoText(eventId);
      expect(text).toContain("Date: March 11, 2027");
      expect(text).toContain("Setup access: 6:00 AM");
      expect(text).toContain("Service: 8:00 AM");
      expect(text).toContain("Breakdown: 11:00 AM");
    } finally {
      await admin.put("/api/settings/company-info").send(DEFAULT_COMPANY_INFO);
    }
  });

  it("gives an event by date alone no times, and its dishes once per guest", async () => {
    const text = await beoText(datelessId);
    expect(text).toContain("Charles Babbage");
    expect(text).toContain("charles@example.com");
    expect(text).toContain("Start time to be confirmed.");
    expect(text).toContain("Suya Skewers (per guest) × 45");
    expect(text).toContain("No guest has answered yet.");
  });

  it("is for admins only, and answers 404 for a quote that does not exist", async () => {
    expect((await pdfOf(request(t.server), eventId)).status).toBe(401);
    // Not even the event's own client: the BEO is the business's working document.
    expect((await pdfOf(client, eventId)).status).toBe(403);
    const missing = await pdfOf(admin, 999_999);
    expect(missing.status).toBe(404);
    expect(JSON.parse((missing.body as Buffer).toString("utf8")).message).toBe("Quote not found");
    expect((await pdfOf(admin, "abc")).status).toBe(404);
    expect(t.contractViolations).toEqual([]);
  });
});
