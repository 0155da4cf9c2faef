import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq, inArray, sql } from "drizzle-orm";
import { menuItems, quotes } from "@shared/schema";
import { createTestApp, type TestApp, type TestUser } from "../test/harness";
import { seedDemo } from "../db/seed";
import { createLogger } from "../logger";
import { signBody } from "../test/signatures";

let t: TestApp;
let fiveItems: number[];
let marketItem: number;
beforeAll(async () => {
  t = await createTestApp();
  await seedDemo(t.database.db, createLogger("silent"));
  const rows = await t.database.db.select({ id: menuItems.id, price: menuItems.price }).from(menuItems);
  fiveItems = rows.filter((r) => r.price.startsWith("Half Pan")).slice(0, 5).map((r) => r.id);
  marketItem = rows.find((r) => r.price === "Market Value")!.id;
});
afterAll(() => t.close());

const hoursFromNow = (h: number) => new Date(Date.now() + h * 60 * 60 * 1000).toISOString();
// 100 guests need 14 days' notice (docs/product/ordering.md, "Kitchen capacity and lead time").
const packageQuote = () => ({
  eventType: "wedding",
  eventDate: hoursFromNow(15 * 24),
  guestCount: 100,
  venue: "123 Main Street, Brooklyn, NY 11201",
  menuPackage: "full-service",
  menuItemIds: fiveItems,
  notes: "Outdoor ceremony",
});
const visitorContact = { contactName: "Vera Visitor", contactEmail: "vera@example.com", contactPhone: "555-0101" };

async function clientQuote(owner: TestUser) {
  const agent = await t.signIn(owner);
  const res = await agent.post("/api/quotes").send(packageQuote());
  expect(res.status).toBe(201);
  return { agent, quote: res.body as { id: number; number: string; status: string } };
}

describe("POST /api/quotes", () => {
  it("a signed-in client's package quote is sent, owned by them, and priced by the server (guests × rate)", async () => {
    const client = await t.createUser();
    const agent = await t.signIn(client);
    const res = await agent.post("/api/quotes").send({ ...packageQuote(), totalAmount: "1.00", status: "accepted", clientId: 999 });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ status: "sent", clientId: client.id, totalAmount: "4000.00", guestCount: 100, menuPackage: "full-service" });
    expect(res.body.number).toMatch(/^CC-2024-\d{3,}$/);
    const mails = (await t.outbox()).map((m) => m.subject);
    expect(mails).toContain(`We received your quote request ${res.body.number}`);
    expect(mails).toContain(`New quote request ${res.body.number} from ${client.username}`);
  });

  it("a visitor must leave name, email and phone, and gets a quote without an owner", async () => {
    const without = await request(t.server).post("/api/quotes").send(packageQuote());
    expect(without.status).toBe(400);
    expect(without.body.message).toBe("Please give your name, email and phone so we can send your quote.");
    const res = await request(t.server).post("/api/quotes").send({ ...packageQuote(), menuPackage: "brunch", ...visitorContact });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ clientId: null, contactEmail: "vera@example.com", totalAmount: "3000.00" });
  });

  it.each([
    ["49 guests", { guestCount: 49 }, "Custom event quotes require a minimum of 50 guests. For smaller orders, please use our regular menu checkout."],
    ["4 items", { menuItemIds: [1, 2, 3, 4] }, "Please select exactly 5 menu items for your catering package"],
    ["6 items", { menuItemIds: [1, 2, 3, 4, 5, 6] }, "Please select exactly 5 menu items for your catering package"],
    ["a 19-character venue", { venue: "x".repeat(19) }, "Please provide a complete address including street, city, state, and ZIP code."],
    ["an event 23 hours ahead", { eventDate: hoursFromNow(23) }, "Please choose a date and time at least 24 hours from now."],
  ])("refuses %s", async (_case, change, message) => {
    const res = await request(t.server).post("/api/quotes").send({ ...packageQuote(), ...visitorContact, ...change });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(message);
  });

  it.each([
    ["50 guests", { guestCount: 50 }],
    ["a 20-character venue", { venue: "x".repeat(20) }],
    ["an event of 80 guests 25 hours ahead", { eventDate: hoursFromNow(25), guestCount: 80 }],
  ])("accepts %s", async (_case, change) => {
    expect((await request(t.server).post("/api/quotes").send({ ...packageQuote(), ...visitorContact, ...change })).status).toBe(201);
  });

  it("refuses market-value and unknown items in a package", async () => {
    const withMarket = [...fiveItems.slice(0, 4), marketItem];
    const res = await request(t.server).post("/api/quotes").send({ ...packageQuote(), ...visitorContact, menuItemIds: withMarket });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe("Please select exactly 5 menu items for your catering package");
  });

  it("tells the business who asked, when, for how many, which dishes, the budget and the notes, with Reply-To the requester", async () => {
    const res = await request(t.server)
      .post("/api/quotes")
      .send({ eventType: "corporate", eventDate: hoursFromNow(15 * 24), guestCount: 120, menuPackage: "custom", menuItemIds: [fiveItems[0]], budget: "4800", notes: "Nut-free please", ...visitorContact });
    expect(res.status).toBe(201);
    const notice = (await t.outbox()).find((m) => m.subject === `New quote request ${res.body.number} from Vera Visitor`) as unknown as { text: string; replyTo: { address: string }[] };
    expect(notice.replyTo[0].address).toBe("vera@example.com");
    expect(notice.text).toContain("From: Vera Visitor · vera@example.com · 555-0101");
    expect(notice.text).toMatch(/Event: Corporate Event, [A-Z][a-z]+ \d{1,2}, \d{4} at \d{1,2}:\d{2} [AP]M/);
    expect(notice.text).toContain("Guests: 120");
    expect(notice.text).toContain("Budget: $4,800.00");
    expect(notice.text).toContain("Notes: Nut-free please");
    expect(notice.text).toMatch(/Dishes: \S/);
  });

  it("a custom quote may include a market-value dish: the business prices it", async () => {
    const res = await request(t.server)
      .post("/api/quotes")
      .send({ eventType: "wedding", eventDate: hoursFromNow(72), guestCount: 80, menuPackage: "custom", menuItemIds: [marketItem], ...visitorContact });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ menuItemIds: [marketItem], totalAmount: "0.00" });
  });

  it("a custom quote needs 50 guests, type and date; venue TBD, total 0", async () => {
    const res = await request(t.server)
      .post("/api/quotes")
      .send({ eventType: "corporate", eventDate: hoursFromNow(48), guestCount: "75", menuPackage: "custom", budget: "5000", ...visitorContact });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ venue: "TBD", totalAmount: "0.00", budget: "5000.00", menuItemIds: [] });
    const few = await request(t.server).post("/api/quotes").send({ eventType: "corporate", eventDate: hoursFromNow(48), guestCount: 49, menuPackage: "custom", ...visitorContact });
    expect(few.body.message).toBe("Custom quotes require at least 50 guests.");
  });
});

describe("owner isolation", () => {
  it("client B cannot read, view, accept or list client A's quote (404)", async () => {
    const { quote } = await clientQuote(await t.createUser());
    const bob = await t.signIn(await t.createUser());
    for (const res of [
      await bob.get(`/api/quotes/${quote.id}`),
      await bob.patch(`/api/quotes/${quote.id}/viewed`),
      await bob.patch(`/api/quotes/${quote.id}/status`).send({ status: "accepted" }),
    ]) {
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ message: "Quote not found" });
    }
    expect((await bob.get("/api/quotes")).body.items).toEqual([]);
    expect((await request(t.server).get(`/api/quotes/${quote.id}`)).status).toBe(401);
  });

  it("answers 404, never a 500, for ids that are not numbers or beyond the id range", async () => {
    const agent = await t.signIn(await t.createUser());
    for (const id of ["abc", "0", "-1", "1.5", "99999999999"]) {
      const res = await agent.get(`/api/quotes/${id}`);
      expect(res.status, id).toBe(404);
      expect(res.body).toEqual({ message: "Quote not found" });
    }
  });
});

describe("status", () => {
  it("opening a sent quote marks it viewed; the owner accepts; then it is final for them", async () => {
    const { agent, quote } = await clientQuote(await t.createUser());
    const viewed = await agent.patch(`/api/quotes/${quote.id}/viewed`);
    expect(viewed.body).toMatchObject({ status: "viewed", viewedAt: expect.any(String) });
    // The owner accepts by signing (docs/decisions/014-e-signature.md).
    expect((await agent.post(`/api/quotes/${quote.id}/sign`).send(await signBody())).body.status).toBe("accepted");
    const again = await agent.patch(`/api/quotes/${quote.id}/status`).send({ status: "rejected" });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe("This quote is accepted and cannot become rejected.");
    // Viewing an accepted quote leaves it accepted.
    expect((await agent.patch(`/api/quotes/${quote.id}/viewed`)).body.status).toBe("accepted");
  });

  it("the owner can decline; an admin can reopen a declined quote; unknown statuses are 400", async () => {
    const { agent, quote } = await clientQuote(await t.createUser());
    expect((await agent.patch(`/api/quotes/${quote.id}/status`).send({ status: "rejected" })).body.status).toBe("rejected");
    expect((await agent.patch(`/api/quotes/${quote.id}/status`).send({ status: "accepted" })).status).toBe(409);
    const admin = await t.signIn(await t.createUser({ role: "admin" }));
    expect((await admin.patch(`/api/quotes/${quote.id}/status`).send({ status: "sent" })).body.status).toBe("sent");
    expect((await admin.patch(`/api/quotes/${quote.id}/status`).send({ status: "done" })).status).toBe(400);
    const [audit] = (await admin.get(`/api/audit-log?entityType=quote&entityId=${quote.id}`)).body.items;
    expect(audit).toMatchObject({ action: "quote.status", before: { status: "rejected" }, after: { status: "sent" } });
  });

  it("an admin prices a quote and adds notes; the client sees the change; clients cannot", async () => {
    const { agent, quote } = await clientQuote(await t.createUser());
    expect((await agent.patch(`/api/quotes/${quote.id}`).send({ totalAmount: "1.00" })).status).toBe(403);
    const admin = await t.signIn(await t.createUser({ role: "admin" }));
    const priced = await admin.patch(`/api/quotes/${quote.id}`).send({ totalAmount: "4250.50", notes: "Includes rentals" });
    expect(priced.status).toBe(200);
    expect((await agent.get(`/api/quotes/${quote.id}`)).body).toMatchObject({ totalAmount: "4250.50", notes: "Includes rentals" });
    const [entry] = (await admin.get(`/api/audit-log?entityType=quote&entityId=${quote.id}`)).body.items;
    expect(entry).toMatchObject({ action: "quote.update", before: { notes: "Outdoor ceremony" }, after: { totalAmount: "4250.50", notes: "Includes rentals" } });
  });
});

describe("GET /api/quotes/stats", () => {
  it("matches a direct count over 1,000 quotes, for an admin and for a client", async () => {
    const owner = await t.createUser();
    // 1,000 quotes in one statement, with a spread of statuses and totals.
    await t.database.db.execute(sql`
      insert into ${quotes} (client_id, status, event_type, event_date, guest_count, venue, menu_package, total_cents)
      select case when g % 4 = 0 then ${owner.id}::int else null end,
             (array['sent','viewed','accepted','rejected'])[1 + g % 4]::quote_status,
             'corporate', now() + interval '30 days', 50 + g % 100, 'Somewhere 1234567890 Street', 'custom', g * 137
      from generate_series(1, 1000) as g`);
    const [direct] = (
      (await t.database.db.execute(sql`
        select count(*)::int as total,
               (count(*) filter (where status = 'sent'))::int as sent,
               (count(*) filter (where status = 'accepted'))::int as accepted,
               coalesce(sum(total_cents) filter (where status = 'accepted'), 0)::bigint as value
        from ${quotes}`)) as unknown as { rows: { total: number; sent: number; accepted: number; value: string }[] }
    ).rows;
    const admin = await t.signIn(await t.createUser({ role: "admin" }));
    const stats = (await admin.get("/api/quotes/stats")).body;
    expect(stats.total).toBe(direct.total);
    expect(stats.pendingReview).toBe(direct.sent);
    expect(stats.accepted).toBe(direct.accepted);
    expect(stats.totalValue).toBe((Number(direct.value) / 100).toFixed(2));
    // The owner got every quote with g % 4 = 0: 250 quotes, all "sent" (1 + 0 → 'sent').
    const own = (await (await t.signIn(owner)).get("/api/quotes/stats")).body;
    expect(own).toEqual({ total: 250, pendingReview: 250, accepted: 0, totalValue: "0.00" });
  });

  it("stays equal to a direct count through concurrent status changes, repricing, deletes and a bulk update", async () => {
    const admin = await t.signIn(await t.createUser({ role: "admin" }));
    const ids = (
      (await t.database.db.execute(sql`
        insert into ${quotes} (status, event_type, event_date, guest_count, venue, menu_package, total_cents)
        select 'sent', 'corporate', now() + interval '30 days', 60, 'Somewhere 1234567890 Street', 'custom', 10000 + g
        from generate_series(1, 30) as g returning id`)) as unknown as { rows: { id: number }[] }
    ).rows.map((r) => r.id);
    // 30 admins' moves at once, in both directions between the same statuses (crosswise locks would deadlock).
    const moves = await Promise.all(
      ids.map((id, i) => admin.patch(`/api/quotes/${id}/status`).send({ status: i % 3 === 0 ? "accepted" : i % 3 === 1 ? "rejected" : "viewed" })),
    );
    expect(moves.map((r) => r.status)).toEqual(ids.map(() => 200));
    await Promise.all(ids.filter((_, i) => i % 3 === 1).map((id) => admin.patch(`/api/quotes/${id}/status`).send({ status: "sent" })));
    await t.database.db.update(quotes).set({ totalCents: 99_999 }).where(eq(quotes.id, ids[0]));
    await t.database.db.delete(quotes).where(eq(quotes.id, ids[3]));
    await t.database.db.update(quotes).set({ notes: "bulk" }).where(inArray(quotes.id, ids));
    await t.database.db.update(quotes).set({ status: "rejected" }).where(inArray(quotes.id, ids.slice(20)));

    const [direct] = (
      (await t.database.db.execute(sql`
        select count(*)::int as total, (count(*) filter (where status = 'sent'))::int as sent,
               (count(*) filter (where status = 'accepted'))::int as accepted,
               coalesce(sum(total_cents) filter (where status = 'accepted'), 0)::bigint as value
        from ${quotes}`)) as unknown as { rows: { total: number; sent: number; accepted: number; value: string }[] }
    ).rows;
    expect((await admin.get("/api/quotes/stats")).body).toEqual({
      total: direct.total,
      pendingReview: direct.sent,
      accepted: direct.accepted,
      totalValue: (Number(direct.value) / 100).toFixed(2),
    });
  });

  it("lists newest first, paginated, filtered by status", async () => {
    const admin = await t.signIn(await t.createUser({ role: "admin" }));
    const page = (await admin.get("/api/quotes?pageSize=5&status=accepted")).body;
    expect(page.items).toHaveLength(5);
    expect(page.items.every((q: { status: string }) => q.status === "accepted")).toBe(true);
    expect(page.total).toBeGreaterThan(5);
  });
});

describe("GET /api/quotes/:id/pdf", () => {
  it("gives the owner a real PDF naming the quote, and others a 404", async () => {
    const { agent, quote } = await clientQuote(await t.createUser());
    const res = await agent.get(`/api/quotes/${quote.id}/pdf`).buffer(true).parse((response, callback) => {
      const chunks: Buffer[] = [];
      response.on("data", (chunk: Buffer) => chunks.push(chunk));
      response.on("end", () => callback(null, Buffer.concat(chunks)));
    });
    expect(res.status).toBe(200);
    expect(res.headers["content-type"]).toBe("application/pdf");
    expect(res.headers["content-disposition"]).toBe(`attachment; filename="quote-${quote.number}.pdf"`);
    const pdf = res.body as Buffer;
    expect(pdf.subarray(0, 5).toString()).toBe("%PDF-");
    // The title in the document's info dictionary is stored as plain text.
    expect(pdf.toString("latin1")).toContain(`Quote ${quote.number}`);
    expect(pdf.subarray(-6).toString()).toContain("%%EOF");
    const bob = await t.signIn(await t.createUser());
    expect((await bob.get(`/api/quotes/${quote.id}/pdf`)).status).toBe(404);
  });
});

describe("GET /api/quotes?upcoming=true", () => {
  it("lists the viewer's accepted events from today on, soonest first", async () => {
    const owner = await t.createUser();
    const day = 86_400_000;
    const base = { clientId: owner.id, eventType: "wedding", guestCount: 80, venue: "1 Long Enough Street, NY", menuPackage: "custom" as const, totalCents: 0 };
    const rows = await t.database.db
      .insert(quotes)
      .values([
        { ...base, status: "accepted", eventDate: new Date(Date.now() + 9 * day) },
        { ...base, status: "accepted", eventDate: new Date(Date.now() - 3 * day) },
        { ...base, status: "accepted", eventDate: new Date(Date.now() + 2 * day) },
        { ...base, status: "sent", eventDate: new Date(Date.now() + 1 * day) },
      ])
      .returning({ id: quotes.id });
    const agent = await t.signIn(owner);
    const res = await agent.get("/api/quotes?status=accepted&upcoming=true");
    expect(res.status).toBe(200);
    expect(res.body.items.map((q: { id: number }) => q.id)).toEqual([rows[2].id, rows[0].id]);
    expect(res.body.total).toBe(2);
    expect((await agent.get("/api/quotes?upcoming=yes")).status).toBe(400);
  });
});

describe("whose proposal it is", () => {
  it("an admin's list and details name the client's account; the client's own views carry no such field", async () => {
    const owner = await t.createUser({ username: "named-owner" });
    const { agent, quote } = await clientQuote(owner);
    const admin = await t.signIn(await t.createUser({ role: "admin" }));
    const listed = (await admin.get("/api/quotes?pageSize=100")).body.items.find((q: { id: number }) => q.id === quote.id);
    expect(listed.client).toEqual({ username: "named-owner", email: owner.email, fullName: null });
    expect((await admin.get(`/api/quotes/${quote.id}`)).body.client).toEqual({ username: "named-owner", email: owner.email, fullName: null });
    const visitor = await request(t.server).post("/api/quotes").send({ ...packageQuote(), ...visitorContact });
    expect((await admin.get(`/api/quotes/${visitor.body.id}`)).body.client).toBeNull();
    expect((await agent.get(`/api/quotes/${quote.id}`)).body).not.toHaveProperty("client");
  });
});

describe("the client hears of the business's changes", () => {
  it("a new price, date or status is posted on the proposal's thread and emailed to the client", async () => {
    const owner = await t.createUser();
    const { agent, quote } = await clientQuote(owner);
    const admin = await t.signIn(await t.createUser({ role: "admin" }));
    const eventDate = new Date(Date.now() + 90 * 86_400_000);
    eventDate.setUTCHours(23, 0, 0, 0);
    expect((await admin.patch(`/api/quotes/${quote.id}`).send({ totalAmount: "4800.00", eventDate: eventDate.toISOString() })).status).toBe(200);
    // A note alone changes nothing the client must hear about.
    expect((await admin.patch(`/api/quotes/${quote.id}`).send({ notes: "Internal: call the venue" })).status).toBe(200);
    expect((await admin.patch(`/api/quotes/${quote.id}/status`).send({ status: "rejected" })).status).toBe(200);

    const thread = (await agent.get(`/api/quotes/${quote.id}/messages`)).body as { content: string; fromBusiness: boolean }[];
    const businessDate = new Intl.DateTimeFormat("en-US", { dateStyle: "long", timeZone: "America/New_York" }).format(eventDate);
    expect(thread.map((m) => [m.content, m.fromBusiness])).toEqual([
      [`We updated your proposal ${quote.number}: the total is now $4,800.00 and the event date is now ${businessDate}.`, true],
      [`We updated your proposal ${quote.number}: its status is now rejected.`, true],
    ]);
    const subjects = (await t.outbox()).filter((m) => m.to[0].address === owner.email).map((m) => m.subject);
    expect(subjects).toEqual(expect.arrayContaining([`Your proposal ${quote.number} was updated`, `Your quote ${quote.number} is now rejected`]));
  });
});
