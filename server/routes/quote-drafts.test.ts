import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { menuItems, quoteVersions } from "@shared/schema";
import { QUOTE_DRAFT_MESSAGES } from "@shared/rules/quotes";
import { createTestApp, type TestApp, type TestUser } from "../test/harness";
import { seedDemo } from "../db/seed";
import { createLogger } from "../logger";
import { SANDBOX_API_KEY } from "../payments/sandbox";
import { signBody } from "../test/signatures";
import { DRAFT_THREAD_MESSAGE } from "../services/messages";

let t: TestApp;
let admin: request.Agent;
/** "$30 per person" (Chicken & Waffles) and "Half Pan $60 / Full Pan $90" (Classic Caesar Salad), from the seeded menu. */
let perPersonDish: number;
let panDish: number;
let marketDish: number;
beforeAll(async () => {
  t = await createTestApp();
  await seedDemo(t.database.db, createLogger("silent"));
  const rows = await t.database.db.select({ id: menuItems.id, name: menuItems.name, price: menuItems.price }).from(menuItems);
  perPersonDish = rows.find((r) => r.name === "Chicken & Waffles")!.id;
  panDish = rows.find((r) => r.name === "Classic Caesar Salad")!.id;
  marketDish = rows.find((r) => r.price === "Market Value")!.id;
  admin = await t.signIn(await t.createUser({ role: "admin" }));
});
afterAll(() => t.close());

const daysFromNow = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString();

/** Two per-person portions and two full pans, as the cart holds them (with a price the browser made up). */
const cartItems = () => [
  { menuItemId: perPersonDish, option: null, quantity: 2, price: "$0.01", unitPrice: "0.01" },
  { menuItemId: panDish, option: "Full Pan", quantity: 2, price: "$0.01" },
];

async function draftOf(owner?: TestUser, guestCount = 60) {
  const client = owner ?? (await t.createUser());
  const agent = await t.signIn(client);
  const res = await agent.post("/api/quotes/drafts").send({ items: cartItems(), guestCount, totalAmount: "1.00", status: "sent" });
  expect(res.status).toBe(201);
  return { client, agent, draft: res.body as { id: number; number: string; status: string; totalAmount: string; lines: { description: string; quantity: number; unitPrice: string; lineTotal: string }[] } };
}

const completed = { eventType: "wedding", eventDate: daysFromNow(30), venue: "12 Orchard Lane, Brooklyn, NY 11201", notes: "Outdoor tent" };

describe("POST /api/quotes/drafts", () => {
  it("prices the cart's lines from the menu's rows, whatever price was sent: per-person dishes for every guest, pans as many as the cart held", async () => {
    const { draft, client } = await draftOf(undefined, 60);
    expect(draft).toMatchObject({ status: "draft", clientId: client.id, menuPackage: "custom", guestCount: 60, venue: "TBD" });
    // 60 × $30 + 2 × $90.
    expect(draft.totalAmount).toBe("1980.00");
    expect(draft.lines).toEqual([
      expect.objectContaining({ description: "Chicken & Waffles", quantity: 60, unitPrice: "30.00", lineTotal: "1800.00" }),
      expect.objectContaining({ description: "Classic Caesar Salad (Full Pan)", quantity: 2, unitPrice: "90.00", lineTotal: "180.00" }),
    ]);
    // Version 1 keeps the draft's lines.
    const [v1] = await t.database.db.select().from(quoteVersions).where(eq(quoteVersions.quoteId, draft.id));
    expect(v1).toMatchObject({ version: 1, source: "request", totalCents: 198_000 });
    expect(v1.lines.map((l) => l.lineTotalCents)).toEqual([180_000, 18_000]);
    // Nobody is told yet: a draft is not a request.
    expect((await t.outbox()).some((m) => m.subject.includes(draft.number))).toBe(false);
  });

  it("refuses a dish that has no online price, one off the menu, an empty cart and visitors", async () => {
    const agent = await t.signIn(await t.createUser());
    const market = await agent.post("/api/quotes/drafts").send({ items: [{ menuItemId: marketDish, option: null, quantity: 1 }], guestCount: 60 });
    expect(market.status).toBe(400);
    expect(market.body.message).toMatch(/has no online price/);
    const gone = await agent.post("/api/quotes/drafts").send({ items: [{ menuItemId: 999_999, option: null, quantity: 1 }], guestCount: 60 });
    expect(gone.status).toBe(400);
    expect(gone.body.message).toBe(QUOTE_DRAFT_MESSAGES.dishGone);
    const empty = await agent.post("/api/quotes/drafts").send({ items: [], guestCount: 60 });
    expect(empty.status).toBe(400);
    expect(empty.body.message).toBe(QUOTE_DRAFT_MESSAGES.items);
    expect((await request(t.server).post("/api/quotes/drafts").send({ items: cartItems(), guestCount: 60 })).status).toBe(401);
    expect((await admin.post("/api/quotes/drafts").send({ items: cartItems(), guestCount: 60 })).status).toBe(403);
  });
});

describe("PATCH /api/quotes/:id/draft", () => {
  it("a new guest count reprices the per-person lines by the same rule; date, venue and notes are kept", async () => {
    const { agent, draft } = await draftOf(undefined, 60);
    const res = await agent.patch(`/api/quotes/${draft.id}/draft`).send({ guestCount: 80, ...completed });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ status: "draft", guestCount: 80, venue: completed.venue, notes: "Outdoor tent", eventType: "wedding", totalAmount: "2580.00" });
    expect(res.body.lines.map((l: { quantity: number }) => l.quantity)).toEqual([80, 2]);
  });

  it("is its client's alone: 404 for another client and for an admin", async () => {
    const { draft } = await draftOf();
    const other = await t.signIn(await t.createUser());
    expect((await other.patch(`/api/quotes/${draft.id}/draft`).send({ guestCount: 90 })).status).toBe(404);
    expect((await admin.patch(`/api/quotes/${draft.id}/draft`).send({ guestCount: 90 })).status).toBe(404);
    expect((await other.delete(`/api/quotes/${draft.id}/draft`)).status).toBe(404);
    expect((await other.post(`/api/quotes/${draft.id}/submit`).send({})).status).toBe(404);
  });
});

describe("POST /api/quotes/:id/submit", () => {
  it("checks the booking rules (minimum guests, lead time) before sending", async () => {
    const { agent, draft } = await draftOf(undefined, 60);
    const few = await agent.post(`/api/quotes/${draft.id}/submit`).send({ ...completed, guestCount: 49 });
    expect(few.status).toBe(400);
    expect(few.body.message).toBe("Custom quotes require at least 50 guests.");
    const soon = await agent.post(`/api/quotes/${draft.id}/submit`).send({ ...completed, eventDate: new Date(Date.now() + 3_600_000).toISOString() });
    expect(soon.status).toBe(400);
    expect(soon.body.message).toBe("Please choose a date and time at least 24 hours from now.");
    // Nothing was changed or sent by a refused submission.
    expect((await agent.get(`/api/quotes/${draft.id}`)).body).toMatchObject({ status: "draft", guestCount: 60 });
  });

  it("sends the draft as a request with the request's emails; the admin then sees it, priced by its lines", async () => {
    const { agent, draft, client } = await draftOf(undefined, 60);
    const res = await agent.post(`/api/quotes/${draft.id}/submit`).send({ ...completed, guestCount: 70 });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ status: "sent", guestCount: 70, venue: completed.venue, totalAmount: "2280.00" });
    const mails = await t.outbox();
    expect(mails.find((m) => m.subject === `We received your quote request ${draft.number}`)?.to[0].address).toBe(client.email);
    const notice = mails.find((m) => m.subject === `New quote request ${draft.number} from ${client.username}`);
    expect(notice?.text).toContain("Estimate: $2,280.00");
    expect(notice?.text).toContain("Guests: 70");
    // Version 1 is the request as submitted.
    const versions = await t.database.db.select().from(quoteVersions).where(eq(quoteVersions.quoteId, draft.id));
    expect(versions).toEqual([expect.objectContaining({ version: 1, guestCount: 70, totalCents: 228_000, venue: completed.venue })]);
    const seen = await admin.get(`/api/quotes/${draft.id}`);
    expect(seen.status).toBe(200);
    expect(seen.body.lines).toHaveLength(2);
    // Sent once: a second submission is refused.
    const again = await agent.post(`/api/quotes/${draft.id}/submit`).send({});
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(QUOTE_DRAFT_MESSAGES.notDraft);
  });
});

describe("a draft until it is submitted", () => {
  it("is invisible to other clients and to the business: details, lists, figures and messages", async () => {
    const { draft, agent } = await draftOf();
    const other = await t.signIn(await t.createUser());
    expect((await other.get(`/api/quotes/${draft.id}`)).status).toBe(404);
    expect((await admin.get(`/api/quotes/${draft.id}`)).status).toBe(404);
    expect((await admin.get(`/api/quotes/${draft.id}/pdf`)).status).toBe(404);
    expect((await admin.get(`/api/quotes/${draft.id}/beo.pdf`)).status).toBe(404);
    const adminList = await admin.get("/api/quotes?pageSize=100");
    expect(adminList.body.items.some((q: { id: number; status: string }) => q.id === draft.id || q.status === "draft")).toBe(false);
    expect((await admin.get("/api/quotes?status=draft")).body.total).toBe(0);
    const overview = await admin.get("/api/admin/overview?period=week");
    expect(overview.body.quotePipeline.map((row: { status: string }) => row.status)).not.toContain("draft");
    const stats = (await admin.get("/api/quotes/stats")).body as { total: number };
    expect(stats.total).toBe((await admin.get("/api/quotes?pageSize=1")).body.total);
    const threads = await admin.get("/api/messages/threads?pageSize=100");
    expect(threads.status).toBe(200);
    expect(threads.body.items.some((th: { quoteId: number }) => th.quoteId === draft.id)).toBe(false);
    expect((await admin.post("/api/messages").send({ quoteId: draft.id, content: "Hello" })).status).toBe(404);
    // Its client sees it in their own list, but writes to us once it is sent.
    const own = await agent.get("/api/quotes");
    expect(own.body.items.map((q: { id: number }) => q.id)).toContain(draft.id);
    const message = await agent.post("/api/messages").send({ quoteId: draft.id, content: "Hello" });
    expect(message.status).toBe(409);
    expect(message.body.message).toBe(DRAFT_THREAD_MESSAGE);
  });

  it("cannot be accepted, signed, paid or changed by the business", async () => {
    const { draft, agent } = await draftOf();
    expect((await agent.patch(`/api/quotes/${draft.id}/status`).send({ status: "accepted" })).status).toBe(409);
    expect((await agent.post(`/api/quotes/${draft.id}/sign`).send(await signBody())).status).toBe(409);
    const card = await request(t.server)
      .post("/api/payments/sandbox/tokens")
      .set("apikey", SANDBOX_API_KEY)
      .send({ card: { number: "4242424242424242", exp_month: "12", exp_year: "2031", cvv: "123" } });
    const deposit = await agent.post(`/api/quotes/${draft.id}/deposit`).set("Idempotency-Key", `draft-${draft.id}`).send({ token: card.body.id, amount: "990.00" });
    expect(deposit.status).toBe(409);
    expect((await admin.patch(`/api/quotes/${draft.id}/status`).send({ status: "accepted" })).status).toBe(404);
    expect((await admin.patch(`/api/quotes/${draft.id}`).send({ totalAmount: "10.00" })).status).toBe(404);
    expect((await agent.get(`/api/quotes/${draft.id}`)).body).toMatchObject({ status: "draft", totalAmount: "1980.00", depositPaidAt: null });
  });

  it("can be deleted by its client, with its lines", async () => {
    const { draft, agent } = await draftOf();
    expect((await agent.delete(`/api/quotes/${draft.id}/draft`)).status).toBe(204);
    expect((await agent.get(`/api/quotes/${draft.id}`)).status).toBe(404);
  });
});

describe("a visitor's request from the cart's dialog", () => {
  it("carries the cart's lines and is priced by them (priceProposal), whatever price was sent", async () => {
    const res = await request(t.server)
      .post("/api/quotes")
      .send({
        eventType: "corporate",
        eventDate: daysFromNow(30),
        guestCount: 60,
        menuPackage: "custom",
        items: cartItems(),
        totalAmount: "1.00",
        contactName: "Vera Visitor",
        contactEmail: "vera.cart@example.com",
        contactPhone: "555-0101",
      });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ status: "sent", totalAmount: "1980.00", clientId: null });
    expect([...res.body.menuItemIds].sort()).toEqual([perPersonDish, panDish].sort());
    const versions = await t.database.db.select().from(quoteVersions).where(eq(quoteVersions.quoteId, res.body.id));
    expect(versions[0].lines.map((l) => [l.description, l.quantity, l.lineTotalCents])).toEqual([
      ["Chicken & Waffles", 60, 180_000],
      ["Classic Caesar Salad (Full Pan)", 2, 18_000],
    ]);
    const notice = (await t.outbox()).find((m) => m.subject === `New quote request ${res.body.number} from Vera Visitor`);
    expect(notice?.text).toContain("Estimate: $1,980.00");
  });
});
