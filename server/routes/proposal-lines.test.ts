import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { and, eq } from "drizzle-orm";
import { auditLog, menuItems, messages, quotes, quoteVersions } from "@shared/schema";
import { priceProposal, PRICED_BY_LINES_MESSAGE, PROPOSAL_NOT_POSITIVE_MESSAGE } from "@shared/rules/proposals";
import { CANCELLATION_MESSAGES } from "@shared/rules/cancellation";
import { QUOTE_PAYMENT_MESSAGES } from "@shared/rules/quotes";
import { createTestApp, type TestApp } from "../test/harness";
import { SANDBOX_API_KEY } from "../payments/sandbox";

/**
 * PUT /api/admin/quotes/:id/lines: the business prices a client's request by lines. The server prices every dish the
 * menu prices from its menu row (a unit price sent for it is ignored: the menu's wins), totals the lines with the
 * shared rule (priceProposal), and sends the result as the quote's next version.
 */
let t: TestApp;
let admin: request.Agent;
let pans: number;
let buffet: number;
let lobster: number;

beforeAll(async () => {
  t = await createTestApp();
  [{ id: pans }, { id: buffet }, { id: lobster }] = await t.database.db
    .insert(menuItems)
    .values([
      { category: "sides", name: "Jollof Rice", price: "Half Pan $60 / Full Pan $90" },
      { category: "entrees", name: "Brunch Buffet", price: "$30 per person" },
      { category: "entrees", name: "Lobster Tails", price: "Market Value" },
    ])
    .returning({ id: menuItems.id });
  admin = await t.signIn(await t.createUser({ role: "admin" }));
});
afterAll(() => t.close());

/** A signed-in client's request: a custom menu for `guestCount` guests, three weeks ahead. */
async function clientRequest(guestCount = 50) {
  const user = await t.createUser();
  const agent = await t.signIn(user);
  const created = await agent.post("/api/quotes").send({
    eventType: "corporate",
    eventDate: new Date(Date.now() + 21 * 86_400_000).toISOString(),
    guestCount,
    venue: "Pier 17, New York",
    menuPackage: "custom",
    menuItemIds: [pans, buffet],
  });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  return { agent, user, id: created.body.id as number };
}

const linesOf = () => [
  // A wrong unit price for a dish the menu prices: the server takes the menu's $90.00.
  { kind: "menu", menuItemId: pans, option: "Full Pan", description: "Rice", quantity: 2, unitPrice: "1.00" },
  { kind: "menu", menuItemId: buffet, description: "Brunch Buffet", quantity: 1, unitPrice: "2.00" },
  { kind: "menu", menuItemId: lobster, description: "Lobster Tails", quantity: 10, unitPrice: "25.00" },
  { kind: "staffing", description: "Servers, 5 hours", quantity: 3, unitPrice: "150.00" },
  { kind: "service-charge", description: "Service charge", rate: "18" },
  { kind: "discount", description: "Returning client", rate: "5" },
  { kind: "tax", description: "Sales tax", rate: "8.88" },
];

async function token() {
  const res = await request(t.server).post("/api/payments/sandbox/tokens").set("apikey", SANDBOX_API_KEY).send({ card: { number: "4242424242424242", exp_month: "12", exp_year: "2031", cvv: "123" } });
  return res.body.id as string;
}

describe("PUT /api/admin/quotes/:id/lines", () => {
  it("prices a client's request by lines: the shared rule's total, dishes from the menu, the next version, posted and emailed", async () => {
    const { agent, user, id } = await clientRequest(50);
    const before = (await agent.get(`/api/quotes/${id}`)).body;

    const res = await admin.put(`/api/admin/quotes/${id}/lines`).send({ lines: linesOf(), notes: "Dessert to follow" });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    // The same rule, on the lines as the menu prices them: 2 × $90 (not $1), 50 guests × $30 per person (not 1 × $2),
    // the market-value lobster and the staff as typed.
    const expected = priceProposal(
      [
        { kind: "menu", menuItemId: pans, description: "Jollof Rice (Full Pan)", quantity: 2, unitPriceCents: 9000, rateBasisPoints: null, perPerson: false },
        { kind: "menu", menuItemId: buffet, description: "Brunch Buffet", quantity: 1, unitPriceCents: 3000, rateBasisPoints: null, perPerson: true },
        { kind: "menu", menuItemId: lobster, description: "Lobster Tails", quantity: 10, unitPriceCents: 2500, rateBasisPoints: null, perPerson: false },
        { kind: "staffing", menuItemId: null, description: "Servers, 5 hours", quantity: 3, unitPriceCents: 15000, rateBasisPoints: null, perPerson: false },
        { kind: "service-charge", menuItemId: null, description: "Service charge", quantity: 1, unitPriceCents: 0, rateBasisPoints: 1800, perPerson: false },
        { kind: "discount", menuItemId: null, description: "Returning client", quantity: 1, unitPriceCents: 0, rateBasisPoints: 500, perPerson: false },
        { kind: "tax", menuItemId: null, description: "Sales tax", quantity: 1, unitPriceCents: 0, rateBasisPoints: 888, perPerson: false },
      ],
      50,
    );
    // $180 + $1,500 + $250 + $450 = $2,380; +18% $428.40; −5% $119.00; 8.88% of $2,689.40 = $238.82.
    expect(expected.totalCents).toBe(238_000 + 42_840 - 11_900 + 23_882);
    expect(res.body.totalAmount).toBe("2928.22");
    expect(res.body.version).toBe(before.version + 1);
    expect(res.body.notes).toBe("Dessert to follow");
    expect(res.body.menuItemIds.sort()).toEqual([pans, buffet, lobster].sort());
    expect(res.body.lines).toEqual([
      { kind: "menu", menuItemId: pans, description: "Jollof Rice (Full Pan)", quantity: 2, unitPrice: "90.00", lineTotal: "180.00", rateBasisPoints: null, perPerson: false },
      { kind: "menu", menuItemId: buffet, description: "Brunch Buffet", quantity: 50, unitPrice: "30.00", lineTotal: "1500.00", rateBasisPoints: null, perPerson: true },
      { kind: "menu", menuItemId: lobster, description: "Lobster Tails", quantity: 10, unitPrice: "25.00", lineTotal: "250.00", rateBasisPoints: null, perPerson: false },
      { kind: "staffing", menuItemId: null, description: "Servers, 5 hours", quantity: 3, unitPrice: "150.00", lineTotal: "450.00", rateBasisPoints: null, perPerson: false },
      { kind: "service-charge", menuItemId: null, description: "Service charge", quantity: 1, unitPrice: "0.00", lineTotal: "428.40", rateBasisPoints: 1800, perPerson: false },
      { kind: "discount", menuItemId: null, description: "Returning client", quantity: 1, unitPrice: "0.00", lineTotal: "-119.00", rateBasisPoints: 500, perPerson: false },
      { kind: "tax", menuItemId: null, description: "Sales tax", quantity: 1, unitPrice: "0.00", lineTotal: "238.82", rateBasisPoints: 888, perPerson: false },
    ]);

    // The client sees the same; the version keeps the lines; the change is audited, posted and emailed.
    const seen = (await agent.get(`/api/quotes/${id}`)).body;
    expect(seen).toMatchObject({ totalAmount: "2928.22", version: res.body.version });
    const [version] = await t.database.db.select().from(quoteVersions).where(and(eq(quoteVersions.quoteId, id), eq(quoteVersions.version, res.body.version)));
    expect(version).toMatchObject({ source: "business", totalCents: 292_822 });
    expect(version.lines.map((l) => l.lineTotalCents)).toEqual([18_000, 150_000, 25_000, 45_000, 42_840, -11_900, 23_882]);
    const audits = await t.database.db.select().from(auditLog).where(and(eq(auditLog.entityType, "quote"), eq(auditLog.entityId, id), eq(auditLog.action, "quote.update")));
    expect(audits).toHaveLength(1);
    const posted = await t.database.db.select().from(messages).where(eq(messages.quoteId, id));
    expect(posted.at(-1)?.content).toBe(`We updated your proposal ${res.body.number}: version ${res.body.version} is priced line by line for 50 guests and the total is now $2,928.22.`);
    const mail = (await t.outbox()).filter((m) => m.to[0].address === user.email && m.subject === `Your proposal ${res.body.number} was updated`);
    expect(mail).toHaveLength(1);
    expect(mail[0].text).toContain("the total is now $2,928.22");
  });

  it("per-person lines follow the quote's guest count, whatever quantity is sent", async () => {
    const { id } = await clientRequest(120);
    const res = await admin.put(`/api/admin/quotes/${id}/lines`).send({ lines: [{ kind: "menu", menuItemId: buffet, description: "Buffet", quantity: 7 }, { kind: "other", description: "Cake", quantity: 1, unitPrice: "80.00", perPerson: false }] });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.lines[0]).toMatchObject({ quantity: 120, perPerson: true, lineTotal: "3600.00" });
    expect(res.body.totalAmount).toBe("3680.00");
    // A service priced per person takes the guest count too.
    const staff = await admin.put(`/api/admin/quotes/${id}/lines`).send({ lines: [{ kind: "staffing", description: "Bartender", quantity: 1, unitPrice: "2.50", perPerson: true }] });
    expect(staff.status).toBe(200);
    expect(staff.body.lines[0]).toMatchObject({ quantity: 120, lineTotal: "300.00", perPerson: true });
  });

  it("once priced by lines, a typed total is refused: the total stays the lines' sum", async () => {
    const { id } = await clientRequest(60);
    const priced = await admin.put(`/api/admin/quotes/${id}/lines`).send({ lines: [{ kind: "other", description: "Cake", quantity: 1, unitPrice: "80.00" }] });
    expect(priced.status, JSON.stringify(priced.body)).toBe(200);
    const typed = await admin.patch(`/api/quotes/${id}`).send({ totalAmount: "5000.00" });
    expect(typed.status).toBe(409);
    expect(typed.body.message).toBe(PRICED_BY_LINES_MESSAGE);
    expect((await admin.get(`/api/quotes/${id}`)).body.totalAmount).toBe("80.00");
  });

  it("refuses what cannot be priced with a clear 400: no option for a pan, a market dish without a price, bad rates, $0.00 or less", async () => {
    const { id } = await clientRequest();
    const refused: [object, RegExp | string][] = [
      [{ lines: [{ kind: "menu", menuItemId: pans, description: "Rice", quantity: 1 }] }, "Please choose Half Pan or Full Pan for Jollof Rice."],
      [{ lines: [{ kind: "menu", menuItemId: pans, option: "Quarter Pan", description: "Rice", quantity: 1 }] }, "Please choose Half Pan or Full Pan for Jollof Rice."],
      [{ lines: [{ kind: "menu", menuItemId: lobster, description: "Lobster", quantity: 1 }] }, "Please enter a unit price for Lobster Tails: the menu does not price it."],
      [{ lines: [{ kind: "staffing", description: "Servers", quantity: 1 }] }, "Please enter a unit price"],
      [{ lines: [{ kind: "staffing", description: "Servers", quantity: 1, unitPrice: "100" }, { kind: "tax", description: "Tax" }] }, "Please enter the percentage"],
      [{ lines: [{ kind: "staffing", description: "Servers", quantity: 1, unitPrice: "100" }, { kind: "tax", description: "Tax", rate: "0" }] }, /^Rate: a percentage/],
      [{ lines: [{ kind: "staffing", description: "Servers", quantity: 1, unitPrice: "100" }, { kind: "tax", description: "Tax", rate: "100.01" }] }, /^Rate: a percentage/],
      [{ lines: [{ kind: "staffing", description: "Servers", quantity: 1, unitPrice: "100" }, { kind: "tax", description: "Tax", rate: "8.875" }] }, /^Rate: a percentage/],
      [{ lines: [{ kind: "staffing", description: "Servers", quantity: 1, unitPrice: "100" }, { kind: "discount", description: "Off", unitPrice: "20", rate: "10" }] }, "A discount is an amount or a percentage, not both"],
      [{ lines: [{ kind: "staffing", description: "Servers", quantity: 1, unitPrice: "100" }, { kind: "discount", description: "Off", quantity: 1, unitPrice: "100.00" }] }, PROPOSAL_NOT_POSITIVE_MESSAGE],
      [{ lines: [{ kind: "staffing", description: "Servers", quantity: 1, unitPrice: "100" }, { kind: "discount", description: "Off", rate: "100" }] }, PROPOSAL_NOT_POSITIVE_MESSAGE],
      [{ lines: [] }, "Please add at least one line"],
      [{ lines: [{ kind: "menu", menuItemId: 999_999, description: "Ghost", quantity: 1, unitPrice: "5" }] }, "A dish on the proposal is no longer on the menu. Please remove it."],
    ];
    const before = (await admin.get(`/api/quotes/${id}`)).body;
    for (const [body, message] of refused) {
      const res = await admin.put(`/api/admin/quotes/${id}/lines`).send(body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      if (typeof message === "string") expect(res.body.message, JSON.stringify(body)).toBe(message);
      else expect(res.body.message, JSON.stringify(body)).toMatch(message);
    }
    const after = (await admin.get(`/api/quotes/${id}`)).body;
    expect(after).toMatchObject({ totalAmount: before.totalAmount, version: before.version });
  });

  it("is the business's alone: a client gets 403 (as for the other admin routes), a missing quote 404", async () => {
    const { agent, id } = await clientRequest();
    const lines = [{ kind: "other", description: "Extra", quantity: 1, unitPrice: "10.00" }];
    expect((await agent.put(`/api/admin/quotes/${id}/lines`).send({ lines })).status).toBe(403);
    expect((await request(t.server).put(`/api/admin/quotes/${id}/lines`).send({ lines })).status).toBe(401);
    expect((await admin.put(`/api/admin/quotes/999999/lines`).send({ lines })).status).toBe(404);
    const [row] = await t.database.db.select().from(quotes).where(eq(quotes.id, id));
    expect(row.version).toBe(1);
  });

  it("refuses a new price once the deposit is paid, and any change once cancelled; the same price may be sent again", async () => {
    const { agent, id } = await clientRequest(50);
    const lines = [{ kind: "staffing", description: "Servers", quantity: 4, unitPrice: "500.00" }];
    const priced = await admin.put(`/api/admin/quotes/${id}/lines`).send({ lines });
    expect(priced.status).toBe(200);
    await t.database.db.update(quotes).set({ status: "accepted" }).where(eq(quotes.id, id));
    const paid = await agent.post(`/api/quotes/${id}/deposit`).set("Idempotency-Key", `lines-dep-${id}`).send({ token: await token(), amount: "1000.00" });
    expect(paid.status, JSON.stringify(paid.body)).toBe(200);

    const changed = await admin.put(`/api/admin/quotes/${id}/lines`).send({ lines: [{ ...lines[0], unitPrice: "600.00" }] });
    expect(changed.status).toBe(409);
    expect(changed.body.message).toBe(QUOTE_PAYMENT_MESSAGES.depositLocked);
    // The same total, described differently, is no new price.
    const reworded = await admin.put(`/api/admin/quotes/${id}/lines`).send({ lines: [{ ...lines[0], description: "Servers, 6 hours" }] });
    expect(reworded.status).toBe(200);
    expect(reworded.body.totalAmount).toBe("2000.00");

    await t.database.db.update(quotes).set({ status: "cancelled" }).where(eq(quotes.id, id));
    const cancelled = await admin.put(`/api/admin/quotes/${id}/lines`).send({ lines });
    expect(cancelled.status).toBe(409);
    expect(cancelled.body.message).toBe(CANCELLATION_MESSAGES.locked);
  });

  it("a new proposal's dishes are priced from the menu too: a wrong unit price for a priced dish is not taken", async () => {
    const client = await t.createUser();
    const res = await admin.post("/api/admin/proposals").send({
      client: { kind: "existing", id: client.id },
      eventType: "wedding",
      eventDate: new Date(Date.now() + 21 * 86_400_000).toISOString(),
      guestCount: 60,
      lines: [
        { kind: "menu", menuItemId: pans, option: "half pan", description: "Rice", quantity: 3, unitPrice: "0.01" },
        { kind: "discount", description: "Opening offer", unitPrice: "30.00" },
      ],
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body.lines.map((l: { description: string; lineTotal: string }) => [l.description, l.lineTotal])).toEqual([
      ["Jollof Rice (Half Pan)", "180.00"],
      ["Opening offer", "-30.00"],
    ]);
    expect(res.body.totalAmount).toBe("150.00");
  });
});
