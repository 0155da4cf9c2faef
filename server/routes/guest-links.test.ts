import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { guestLinks, guestResponses, quotes, users, type QuoteRow } from "@shared/schema";
import { GUEST_LINK_MESSAGES } from "@shared/validators/guests";
import { createTestApp, type TestApp, type TestUser } from "../test/harness";
import { withoutLinkTokens } from "../http/link-token-paths";

const DAY_MS = 24 * 60 * 60 * 1000;
const inDays = (days: number) => new Date(Date.now() + days * DAY_MS);

let t: TestApp;
let admin: request.Agent;
let owner: TestUser;
let ownerAgent: request.Agent;
let stranger: request.Agent;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.signIn(await t.createUser({ role: "admin" }));
  owner = await t.createUser();
  await t.database.db.update(users).set({ fullName: "Dora Diaz" }).where(eq(users.id, owner.id));
  ownerAgent = await t.signIn(owner);
  stranger = await t.signIn(await t.createUser());
});
afterAll(() => t.close());

/** A quote of the owner's, as the business left it: accepted (a confirmed event) unless said otherwise. */
async function quoteOf(clientId: number | null, { status = "accepted", eventDate = inDays(30), guestCount = 60 }: { status?: QuoteRow["status"]; eventDate?: Date; guestCount?: number } = {}) {
  const [row] = await t.database.db
    .insert(quotes)
    .values({ clientId, status, eventType: "wedding", eventDate, guestCount, venue: "Hall A, 1 Market Street, Philadelphia", menuPackage: "custom", totalCents: 300_000, contactName: "Dora Diaz" })
    .returning();
  return row;
}

const tokenOf = (url: string) => url.split("/guests/")[1];

async function linkFor(quoteId: number, agent = ownerAgent) {
  const res = await agent.post(`/api/quotes/${quoteId}/guest-link`);
  expect(res.status).toBe(200);
  expect(res.body.url).toMatch(/^http:\/\/localhost:5000\/guests\/[A-Za-z0-9_-]{48}$/);
  return res.body as { url: string; closesAt: string };
}

function expectNothingRevealed(res: request.Response) {
  expect(res.status).toBe(404);
  expect(res.body).toEqual({ message: GUEST_LINK_MESSAGES.invalid });
}

const answer = (name: string, extra: Record<string, unknown> = {}) => ({ name, dietary: [], allergens: [], notes: "", ...extra });

describe("the guest link", () => {
  it("is made once by the event's client: asking again answers the same link, which closes 72 hours before the event", async () => {
    const eventDate = inDays(30);
    const quote = await quoteOf(owner.id, { eventDate });
    const first = await linkFor(quote.id);
    const again = await linkFor(quote.id);
    expect(again.url).toBe(first.url);
    expect(new Date(first.closesAt).getTime()).toBe(eventDate.getTime() - 72 * 60 * 60 * 1000);
    // An admin gets the same link for the client's event.
    expect((await linkFor(quote.id, admin)).url).toBe(first.url);
    // The database keeps the nonce only: the token is nowhere in it.
    const [stored] = await t.database.db.select().from(guestLinks).where(eq(guestLinks.quoteId, quote.id));
    expect(JSON.stringify(stored)).not.toContain(tokenOf(first.url));
  });

  it("is refused for another client's quote (404), a visitor (401) and an event not confirmed (409)", async () => {
    const quote = await quoteOf(owner.id);
    const other = await stranger.post(`/api/quotes/${quote.id}/guest-link`);
    expect(other.status).toBe(404);
    expect(other.body).toEqual({ message: "Quote not found" });
    expect((await stranger.get(`/api/quotes/${quote.id}/guests`)).status).toBe(404);
    expect((await stranger.post(`/api/quotes/${quote.id}/guest-invitations`).send({ emails: ["a@example.com"] })).status).toBe(404);
    expect((await request(t.server).post(`/api/quotes/${quote.id}/guest-link`)).status).toBe(401);
    expect((await request(t.server).get(`/api/quotes/${quote.id}/guests`)).status).toBe(401);
    expect((await ownerAgent.post("/api/quotes/999999/guest-link")).status).toBe(404);

    for (const status of ["sent", "viewed", "rejected", "cancelled"] as const) {
      const pending = await quoteOf(owner.id, { status });
      const res = await ownerAgent.post(`/api/quotes/${pending.id}/guest-link`);
      expect(res.status).toBe(409);
      expect(res.body).toEqual({ message: GUEST_LINK_MESSAGES.notConfirmed });
    }
  });

  it("opens its own event only, showing the event and the host's first name; forged, altered and other tokens reveal nothing", async () => {
    const quote = await quoteOf(owner.id);
    const { url } = await linkFor(quote.id);
    const token = tokenOf(url);
    const opened = await request(t.server).get(`/api/guests/${token}`);
    expect(opened.status).toBe(200);
    expect(opened.body).toEqual({ eventType: "wedding", eventDate: quote.eventDate.toISOString(), hostFirstName: "Dora", closesAt: expect.any(String), open: true });

    // Another quote's id with this MAC, a flipped MAC byte, a non-canonical spelling, garbage: the same 404.
    const bytes = Buffer.from(token, "base64url");
    const otherId = Buffer.from(bytes);
    otherId.writeUInt32BE(quote.id + 1, 0);
    const flipped = Buffer.from(bytes);
    flipped[10] ^= 1;
    for (const forged of [otherId.toString("base64url"), flipped.toString("base64url"), `${token.slice(0, -1)}${token.endsWith("A") ? "B" : "A"}`, "not-a-token", "A".repeat(48)]) {
      expectNothingRevealed(await request(t.server).get(`/api/guests/${forged}`));
      expectNothingRevealed(await request(t.server).post(`/api/guests/${forged}/responses`).send(answer("Eve")));
    }
  });

  it("stops working when renewed, and the new link works", async () => {
    const quote = await quoteOf(owner.id);
    const old = tokenOf((await linkFor(quote.id)).url);
    const renewed = await ownerAgent.post(`/api/quotes/${quote.id}/guest-link/renewal`);
    expect(renewed.status).toBe(200);
    const fresh = tokenOf(renewed.body.url);
    expect(fresh).not.toBe(old);
    expectNothingRevealed(await request(t.server).get(`/api/guests/${old}`));
    expect((await request(t.server).get(`/api/guests/${fresh}`)).status).toBe(200);
    expect((await stranger.post(`/api/quotes/${quote.id}/guest-link/renewal`)).status).toBe(404);
  });

  it("opens nothing once the event is cancelled", async () => {
    const quote = await quoteOf(owner.id);
    const token = tokenOf((await linkFor(quote.id)).url);
    await t.database.db.update(quotes).set({ status: "cancelled" }).where(eq(quotes.id, quote.id));
    expectNothingRevealed(await request(t.server).get(`/api/guests/${token}`));
  });

  it("closes at the final guest count deadline: the page says so and answers are refused", async () => {
    // The event is two days away: the list closed a day ago.
    const quote = await quoteOf(owner.id, { eventDate: inDays(2) });
    const token = tokenOf((await linkFor(quote.id)).url);
    const page = await request(t.server).get(`/api/guests/${token}`);
    expect(page.status).toBe(200);
    expect(page.body.open).toBe(false);
    const refused = await request(t.server).post(`/api/guests/${token}/responses`).send(answer("Late Larry"));
    expect(refused.status).toBe(409);
    expect(refused.body).toEqual({ message: GUEST_LINK_MESSAGES.closed });
    expect((await ownerAgent.post(`/api/quotes/${quote.id}/guest-invitations`).send({ emails: ["late@example.com"] })).status).toBe(409);
    expect((await t.database.db.select().from(guestResponses).where(eq(guestResponses.quoteId, quote.id))).length).toBe(0);
  });

  it("keeps its token out of the request log's paths", () => {
    expect(withoutLinkTokens(`/api/guests/${"A".repeat(48)}/responses`)).toBe("/api/guests/[token]/responses");
    expect(withoutLinkTokens(`/guests/${"A".repeat(48)}`)).toBe("/guests/[token]");
  });
});

describe("guests' answers", () => {
  it("are validated: a name is required, choices must be known ones", async () => {
    const quote = await quoteOf(owner.id);
    const token = tokenOf((await linkFor(quote.id)).url);
    const post = (body: unknown) => request(t.server).post(`/api/guests/${token}/responses`).send(body as object);
    const noName = await post(answer("  "));
    expect(noName.status).toBe(400);
    expect(noName.body.message).toBe(GUEST_LINK_MESSAGES.nameRequired);
    expect((await post(answer("Ann", { allergens: ["gluten"] }))).status).toBe(400);
    expect((await post(answer("Ann", { dietary: ["carnivore"] }))).status).toBe(400);
    expect((await post(answer("Ann", { notes: "x".repeat(501) }))).status).toBe(400);
    expect((await post({ name: 12 })).status).toBe(400);
  });

  it("are seen, with their tally, by the event's client and admins only", async () => {
    const quote = await quoteOf(owner.id);
    const token = tokenOf((await linkFor(quote.id)).url);
    const post = (body: object) => request(t.server).post(`/api/guests/${token}/responses`).send(body);
    const sent = await post(answer("Ann Lee", { dietary: ["vegan", "vegetarian"], allergens: ["peanuts", "sesame"], notes: "No mushrooms" }));
    expect(sent.status).toBe(201);
    expect(sent.body).toEqual({ message: GUEST_LINK_MESSAGES.sent });
    expect((await post(answer("Bo Chen", { dietary: ["vegetarian"], allergens: ["peanuts", "peanuts"] }))).status).toBe(201);
    expect((await post(answer("Cy Diaz"))).status).toBe(201);

    const list = await ownerAgent.get(`/api/quotes/${quote.id}/guests`);
    expect(list.status).toBe(200);
    expect(list.body).toMatchObject({ guestCount: 60, open: true, url: `http://localhost:5000/guests/${token}` });
    expect(list.body.tally).toEqual({
      answered: 3,
      dietary: { vegetarian: 2, vegan: 1, "gluten-free": 0 },
      allergens: { milk: 0, eggs: 0, fish: 0, shellfish: 0, "tree-nuts": 0, peanuts: 2, wheat: 0, soybeans: 0, sesame: 1 },
      withNotes: 1,
    });
    expect(list.body.responses.map((r: { name: string }) => r.name)).toEqual(["Ann Lee", "Bo Chen", "Cy Diaz"]);
    // Ticks are kept in the lists' order, each once.
    expect(list.body.responses[0]).toMatchObject({ dietary: ["vegetarian", "vegan"], allergens: ["peanuts", "sesame"], notes: "No mushrooms" });
    expect(list.body.responses[1].allergens).toEqual(["peanuts"]);

    expect((await admin.get(`/api/quotes/${quote.id}/guests`)).body.tally.answered).toBe(3);
    expect((await stranger.get(`/api/quotes/${quote.id}/guests`)).status).toBe(404);
    // The guest page shows nothing of the other guests.
    expect(JSON.stringify((await request(t.server).get(`/api/guests/${token}`)).body)).not.toContain("Ann");
  });

  it("are capped per event, so a leaked link cannot flood the list", async () => {
    const quote = await quoteOf(owner.id, { guestCount: 10 });
    const token = tokenOf((await linkFor(quote.id)).url);
    await t.database.db.insert(guestResponses).values(Array.from({ length: 20 }, (_, i) => ({ quoteId: quote.id, name: `Guest ${i}` })));
    const refused = await request(t.server).post(`/api/guests/${token}/responses`).send(answer("One More"));
    expect(refused.status).toBe(409);
    expect(refused.body).toEqual({ message: GUEST_LINK_MESSAGES.full });
  });
});

describe("chasing missing guests", () => {
  it("emails the link to each address given, once each, and keeps no address", async () => {
    const quote = await quoteOf(owner.id);
    const res = await ownerAgent.post(`/api/quotes/${quote.id}/guest-invitations`).send({ emails: ["gus@example.com", "Gus@example.com", "hana@example.com"] });
    expect(res.status).toBe(202);
    expect(res.body).toEqual({ message: "The guest link was emailed to 2 guests." });
    const { url } = await linkFor(quote.id);
    const mail = (await t.outbox()).filter((m) => m.subject.includes("Your dietary needs for Dora's Wedding"));
    expect(mail.flatMap((m) => m.to.map((to) => to.address)).sort()).toEqual(["gus@example.com", "hana@example.com"]);
    expect(mail[0].text).toContain(url);
    const [stored] = await t.database.db.select().from(guestLinks).where(eq(guestLinks.quoteId, quote.id));
    expect(JSON.stringify(stored)).not.toContain("gus@");
  });

  it("refuses no addresses or a bad one", async () => {
    const quote = await quoteOf(owner.id);
    expect((await ownerAgent.post(`/api/quotes/${quote.id}/guest-invitations`).send({ emails: [] })).status).toBe(400);
    expect((await ownerAgent.post(`/api/quotes/${quote.id}/guest-invitations`).send({ emails: ["not an email"] })).status).toBe(400);
  });
});

describe("the rate limits", () => {
  it("limit guests' answers per address", async () => {
    const limited = await createTestApp({ rateLimits: { messagesPerUser: 2 } });
    try {
      const client = await limited.createUser();
      const [row] = await limited.database.db
        .insert(quotes)
        .values({ clientId: client.id, status: "accepted", eventType: "wedding", eventDate: inDays(30), guestCount: 60, venue: "Hall A, 1 Market Street, Philadelphia", menuPackage: "custom", totalCents: 300_000 })
        .returning();
      const agent = await limited.signIn(client);
      const token = tokenOf((await agent.post(`/api/quotes/${row.id}/guest-link`)).body.url);
      const post = () => request(limited.server).post(`/api/guests/${token}/responses`).send(answer("Ann"));
      expect((await post()).status).toBe(201);
      expect((await post()).status).toBe(201);
      expect((await post()).status).toBe(429);
    } finally {
      await limited.close();
    }
  });
});
