import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { and, asc, eq } from "drizzle-orm";
import {
  auditLog,
  menuItems,
  messages,
  quoteChangeRequests,
  quoteLines,
  quotes,
  quoteVersions,
} from "@shared/schema";
import { centsToDecimal } from "@shared/rules/money";
import { priceProposal, type ProposalLine } from "@shared/rules/proposals";
import {
  CHANGE_REQUEST_MESSAGES,
  TO_BE_PRICED_SUFFIX,
} from "@shared/rules/change-requests";
import { PAID_PROPOSAL_LOCKED } from "@shared/rules/proposal-payments";
import { createTestApp, type TestApp, type TestUser } from "../test/harness";
import { SANDBOX_API_KEY } from "../payments/sandbox";
import { proposalLinks } from "../services/quote-access";
import { recordFirstVersion } from "../services/quote-versions";

const SECRET = "change-requests-test-secret-of-at-least-32-characters";
const links = proposalLinks({
  secret: SECRET,
  appUrl: "http://localhost:5000",
});
const DAY = 86_400_000;

let t: TestApp;
let admin: request.Agent;
let dish: { buffet: number; rice: number; lobster: number; cornbread: number };
let entrees: number[];
beforeAll(async () => {
  t = await createTestApp({ env: { SESSION_SECRET: SECRET } });
  const rows = await t.database.db
    .insert(menuItems)
    .values([
      { category: "entrees", name: "Buffet", price: "$30 per person" },
      {
        category: "sides",
        name: "Jollof Rice",
        price: "Half Pan $60 / Full Pan $90",
      },
      { category: "entrees", name: "Lobster Tails", price: "Market Value" },
      { category: "sides", name: "Cornbread", price: "$15.99" },
    ])
    .returning({ id: menuItems.id });
  dish = {
    buffet: rows[0].id,
    rice: rows[1].id,
    lobster: rows[2].id,
    cornbread: rows[3].id,
  };
  entrees = [];
  for (let i = 0; i < 5; i++) {
    const [row] = await t.database.db
      .insert(menuItems)
      .values({
        category: "entrees",
        name: `Entree ${i}`,
        price: "Half Pan $60 / Full Pan $90",
      })
      .returning({ id: menuItems.id });
    entrees.push(row.id);
  }
  admin = await t.signIn(await t.createUser({ role: "admin" }));
});
afterAll(() => t.close());

const line = (over: Partial<ProposalLine>): ProposalLine => ({
  kind: "menu",
  menuItemId: null,
  description: "x",
  quantity: 1,
  unitPriceCents: 0,
  rateBasisPoints: null,
  perPerson: false,
  ...over,
});
const proposalLines = () => [
  line({
    menuItemId: dish.buffet,
    description: "Buffet",
    unitPriceCents: 3000,
    perPerson: true,
    quantity: 100,
  }),
  line({
    menuItemId: dish.rice,
    description: "Jollof Rice (Full Pan)",
    unitPriceCents: 9000,
    quantity: 4,
  }),
  line({
    kind: "staffing",
    description: "Servers, 6 hours",
    unitPriceCents: 25000,
    quantity: 2,
  }),
  line({
    kind: "service-charge",
    description: "Service charge",
    rateBasisPoints: 1800,
  }),
  line({ kind: "tax", description: "Sales tax", rateBasisPoints: 887 }),
];

/** A proposal the business priced by lines for `client` (100 guests, three weeks ahead), with its version 1. */
async function linedProposal(
  client: TestUser,
  { status = "sent" as "sent" | "accepted", daysAhead = 21 } = {},
) {
  const lines = proposalLines();
  const price = priceProposal(lines, 100);
  return t.database.db.transaction(async (tx) => {
    const [quote] = await tx
      .insert(quotes)
      .values({
        clientId: client.id,
        status,
        eventType: "wedding",
        eventDate: new Date(Date.now() + daysAhead * DAY),
        guestCount: 100,
        venue: "The Grand Hall, 1 Main Street, Brooklyn",
        menuPackage: "custom",
        menuItemIds: [dish.buffet, dish.rice],
        totalCents: price.totalCents,
      })
      .returning();
    await tx
      .insert(quoteLines)
      .values(
        price.lines.map((l, position) => ({
          ...l,
          quoteId: quote.id,
          position,
        })),
      );
    await recordFirstVersion(tx, quote, "business", null);
    return quote;
  });
}

async function clientWithProposal(
  options?: Parameters<typeof linedProposal>[1],
) {
  const user = await t.createUser();
  const agent = await t.signIn(user);
  const quote = await linedProposal(user, options);
  return { user, agent, quote };
}

async function cardToken() {
  const res = await request(t.server)
    .post("/api/payments/sandbox/tokens")
    .set("apikey", SANDBOX_API_KEY)
    .send({
      card: {
        number: "4242424242424242",
        exp_month: "12",
        exp_year: "2031",
        cvv: "123",
      },
    });
  return res.body.id as string;
}

describe("a client's change request", () => {
  it("is repriced by the shared rules at once: per-person lines follow the guests, a removed dish goes, an added one is priced from the menu", async () => {
    const { agent, quote } = await clientWithProposal();
    const res = await agent
      .post(`/api/quotes/${quote.id}/change-requests`)
      .send({
        guestCount: 120,
        menuItemIds: [dish.buffet, dish.cornbread, dish.lobster],
        notes: "Two vegan guests",
      });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const lines = proposalLines();
    const expected = [
      lines[0],
      line({
        menuItemId: dish.cornbread,
        description: "Cornbread",
        unitPriceCents: 1599,
      }),
      line({
        menuItemId: dish.lobster,
        description: `Lobster Tails${TO_BE_PRICED_SUFFIX}`,
      }),
      ...lines.slice(2),
    ];
    const price = priceProposal(expected, 120);
    expect(res.body).toMatchObject({
      status: "pending",
      baseVersion: 1,
      guestCount: 120,
      eventDate: null,
      dishes: ["Buffet", "Cornbread", "Lobster Tails"],
      notes: "Two vegan guests",
      estimateAmount: centsToDecimal(price.totalCents),
    });
    expect(
      res.body.estimateLines.map(
        (l: { description: string; lineTotal: string }) => [
          l.description,
          l.lineTotal,
        ],
      ),
    ).toEqual(
      price.lines.map((l) => [l.description, centsToDecimal(l.lineTotalCents)]),
    );
    expect(res.body.estimateLines[2]).toMatchObject({
      toBePriced: true,
      unitPrice: "0.00",
    });

    // Listed with what it was priced against; the proposal itself is unchanged until the business approves.
    const listed = await agent.get(`/api/quotes/${quote.id}/change-requests`);
    expect(listed.status).toBe(200);
    expect(listed.body.requests.map((r: { id: number }) => r.id)).toEqual([
      res.body.id,
    ]);
    expect(listed.body.basis).toMatchObject({
      version: 1,
      guestCount: 100,
      totalAmount: centsToDecimal(quote.totalCents),
    });
    expect(listed.body.basis.lines[0]).toMatchObject({
      perPerson: true,
      quantity: 100,
    });
    expect((await agent.get(`/api/quotes/${quote.id}`)).body).toMatchObject({
      guestCount: 100,
      totalAmount: centsToDecimal(quote.totalCents),
    });
    // On the thread, and told to the business.
    const thread = await t.database.db
      .select()
      .from(messages)
      .where(eq(messages.quoteId, quote.id));
    expect(thread.at(-1)!.content).toContain(`120 guests (was 100)`);
    expect(thread.at(-1)!.content).toContain(`new estimate $`);
  });

  it("allows one pending request at a time; a withdrawn one makes room", async () => {
    const { agent, quote } = await clientWithProposal();
    const first = await agent
      .post(`/api/quotes/${quote.id}/change-requests`)
      .send({ guestCount: 110 });
    expect(first.status).toBe(201);
    const second = await agent
      .post(`/api/quotes/${quote.id}/change-requests`)
      .send({ guestCount: 130 });
    expect(second.status).toBe(409);
    expect(second.body.message).toBe(CHANGE_REQUEST_MESSAGES.pending);
    const withdrawn = await agent.post(
      `/api/quotes/${quote.id}/change-requests/${first.body.id}/withdraw`,
    );
    expect(withdrawn.status).toBe(200);
    expect(withdrawn.body.status).toBe("withdrawn");
    expect(
      (
        await agent.post(
          `/api/quotes/${quote.id}/change-requests/${first.body.id}/withdraw`,
        )
      ).status,
    ).toBe(409);
    expect(
      (
        await agent
          .post(`/api/quotes/${quote.id}/change-requests`)
          .send({ guestCount: 130 })
      ).status,
    ).toBe(201);
  });

  it("refuses bad input and a change that changes nothing with a 400", async () => {
    const { agent, quote } = await clientWithProposal();
    for (const body of [
      {},
      { guestCount: 10 },
      { eventDate: new Date(Date.now() - DAY).toISOString() },
      { menuItemIds: [dish.rice, dish.rice] },
      { totalAmount: "1.00", guestCount: 120 },
      { guestCount: 100 },
      { menuItemIds: [999_999] },
    ]) {
      const res = await agent
        .post(`/api/quotes/${quote.id}/change-requests`)
        .send(body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.message).toEqual(expect.any(String));
    }
    expect(
      await t.database.db
        .select()
        .from(quoteChangeRequests)
        .where(eq(quoteChangeRequests.quoteId, quote.id)),
    ).toEqual([]);
  });

  it("is the proposal's client's alone: anyone else gets 404, an anonymous caller 401", async () => {
    const { agent, quote } = await clientWithProposal();
    const asked = await agent
      .post(`/api/quotes/${quote.id}/change-requests`)
      .send({ guestCount: 120 });
    const stranger = await t.signIn(await t.createUser());
    expect(
      (await stranger.get(`/api/quotes/${quote.id}/change-requests`)).status,
    ).toBe(404);
    expect(
      (
        await stranger
          .post(`/api/quotes/${quote.id}/change-requests`)
          .send({ guestCount: 120 })
      ).status,
    ).toBe(404);
    expect(
      (
        await stranger.post(
          `/api/quotes/${quote.id}/change-requests/${asked.body.id}/withdraw`,
        )
      ).status,
    ).toBe(404);
    // The business changes a proposal directly; it answers requests, it does not make them.
    expect(
      (
        await admin
          .post(`/api/quotes/${quote.id}/change-requests`)
          .send({ guestCount: 120 })
      ).status,
    ).toBe(404);
    expect(
      (await admin.get(`/api/quotes/${quote.id}/change-requests`)).status,
    ).toBe(200);
    expect(
      (await request(t.server).get(`/api/quotes/${quote.id}/change-requests`))
        .status,
    ).toBe(401);
    // Only an admin decides; a request is found under its own proposal only.
    expect(
      (
        await agent
          .post(
            `/api/admin/quotes/${quote.id}/change-requests/${asked.body.id}/approve`,
          )
          .send({})
      ).status,
    ).toBe(403);
    const other = await clientWithProposal();
    expect(
      (
        await admin
          .post(
            `/api/admin/quotes/${other.quote.id}/change-requests/${asked.body.id}/approve`,
          )
          .send({})
      ).status,
    ).toBe(404);
  });
});

describe("the business's answer", () => {
  it("approval makes the next version: the proposal takes the estimate's lines and total, the client is told", async () => {
    const { user, agent, quote } = await clientWithProposal();
    const asked = await agent
      .post(`/api/quotes/${quote.id}/change-requests`)
      .send({ guestCount: 120, menuItemIds: [dish.buffet, dish.cornbread] });
    const res = await admin
      .post(
        `/api/admin/quotes/${quote.id}/change-requests/${asked.body.id}/approve`,
      )
      .send({ response: "See you there!" });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.request).toMatchObject({
      status: "approved",
      resultingVersion: 2,
      response: "See you there!",
    });
    expect(res.body.quote).toMatchObject({
      guestCount: 120,
      totalAmount: asked.body.estimateAmount,
      menuItemIds: [dish.buffet, dish.cornbread],
      version: 2,
    });
    expect(
      res.body.quote.lines.map((l: { description: string }) => l.description),
    ).toEqual([
      "Buffet",
      "Cornbread",
      "Servers, 6 hours",
      "Service charge",
      "Sales tax",
    ]);

    const versions = await t.database.db
      .select()
      .from(quoteVersions)
      .where(eq(quoteVersions.quoteId, quote.id))
      .orderBy(asc(quoteVersions.version));
    expect(
      versions.map((v) => [
        v.version,
        v.source,
        v.guestCount,
        centsToDecimal(v.totalCents),
      ]),
    ).toEqual([
      [1, "business", 100, centsToDecimal(quote.totalCents)],
      [2, "change-request", 120, asked.body.estimateAmount],
    ]);
    expect(versions[1].lines.map((l) => l.lineTotalCents)).toEqual(
      asked.body.estimateLines.map((l: { lineTotal: string }) =>
        Math.round(Number(l.lineTotal) * 100),
      ),
    );
    const [audit] = await t.database.db
      .select()
      .from(auditLog)
      .where(
        and(
          eq(auditLog.entityId, quote.id),
          eq(auditLog.action, "quote.change-request.approve"),
        ),
      );
    expect(audit).toBeDefined();
    const mail = (await t.outbox()).filter(
      (m) =>
        m.to[0].address === user.email && m.subject.includes("was updated"),
    );
    expect(mail.at(-1)?.text).toContain("We approved your change request");
    // Answered once.
    expect(
      (
        await admin
          .post(
            `/api/admin/quotes/${quote.id}/change-requests/${asked.body.id}/approve`,
          )
          .send({})
      ).status,
    ).toBe(409);
  });

  it("declining needs a reason, which the client reads; the proposal stays as it was", async () => {
    const { agent, quote } = await clientWithProposal();
    const asked = await agent
      .post(`/api/quotes/${quote.id}/change-requests`)
      .send({ guestCount: 150 });
    expect(
      (
        await admin
          .post(
            `/api/admin/quotes/${quote.id}/change-requests/${asked.body.id}/decline`,
          )
          .send({ response: "  " })
      ).status,
    ).toBe(400);
    const res = await admin
      .post(
        `/api/admin/quotes/${quote.id}/change-requests/${asked.body.id}/decline`,
      )
      .send({ response: "Our kitchen is full for 150 that day." });
    expect(res.status).toBe(200);
    const listed = (await agent.get(`/api/quotes/${quote.id}/change-requests`))
      .body;
    expect(listed.requests[0]).toMatchObject({
      status: "declined",
      response: "Our kitchen is full for 150 that day.",
    });
    expect((await agent.get(`/api/quotes/${quote.id}`)).body).toMatchObject({
      guestCount: 100,
      version: 1,
    });
  });

  it("reprices an accepted proposal whose deposit is paid: the deposit stays what was paid, the balance follows the total", async () => {
    const { agent, quote } = await clientWithProposal({ status: "accepted" });
    const deposit = Math.ceil(quote.totalCents / 2);
    const paid = await agent
      .post(`/api/quotes/${quote.id}/deposit`)
      .set("Idempotency-Key", `dep-${quote.id}`)
      .send({ token: await cardToken(), amount: centsToDecimal(deposit) });
    expect(paid.status, JSON.stringify(paid.body)).toBe(200);
    const asked = await agent
      .post(`/api/quotes/${quote.id}/change-requests`)
      .send({ guestCount: 140 });
    expect(asked.status).toBe(201);
    const approved = await admin
      .post(
        `/api/admin/quotes/${quote.id}/change-requests/${asked.body.id}/approve`,
      )
      .send({});
    expect(approved.status, JSON.stringify(approved.body)).toBe(200);
    const total = Math.round(Number(asked.body.estimateAmount) * 100);
    expect(approved.body.quote).toMatchObject({
      status: "accepted",
      totalAmount: asked.body.estimateAmount,
      depositAmount: centsToDecimal(deposit),
      paidAmount: centsToDecimal(deposit),
      balanceAmount: centsToDecimal(total - deposit),
    });

    // Once the balance is received, the price no longer moves.
    await t.database.db
      .update(quotes)
      .set({ offlinePaidCents: 100 })
      .where(eq(quotes.id, quote.id));
    const locked = await agent
      .post(`/api/quotes/${quote.id}/change-requests`)
      .send({ guestCount: 160 });
    expect(locked.status).toBe(409);
    expect(locked.body.message).toBe(PAID_PROPOSAL_LOCKED);
  });
});

describe("the final guest count deadline", () => {
  it("locks the guest count and dishes 72 hours before the event, when asked and again when approved", async () => {
    const { agent, quote } = await clientWithProposal({ status: "accepted" });
    const asked = await agent
      .post(`/api/quotes/${quote.id}/change-requests`)
      .send({ guestCount: 120 });
    expect(asked.status).toBe(201);
    // The event is now 48 hours away: past its final guest count deadline.
    await t.database.db
      .update(quotes)
      .set({ eventDate: new Date(Date.now() + 48 * 3_600_000) })
      .where(eq(quotes.id, quote.id));
    const approve = await admin
      .post(
        `/api/admin/quotes/${quote.id}/change-requests/${asked.body.id}/approve`,
      )
      .send({});
    expect(approve.status).toBe(409);
    expect(approve.body.message).toMatch(
      /^The final guest count was due by .* \(72 hours before the event\), so the guest count and dishes are now locked\./,
    );
    expect(
      (
        await agent.post(
          `/api/quotes/${quote.id}/change-requests/${asked.body.id}/withdraw`,
        )
      ).status,
    ).toBe(200);

    for (const body of [{ guestCount: 90 }, { menuItemIds: [dish.buffet] }]) {
      const res = await agent
        .post(`/api/quotes/${quote.id}/change-requests`)
        .send(body);
      expect(res.status).toBe(409);
      expect(res.body.message).toBe(approve.body.message);
    }
    // The notes stay open.
    expect(
      (
        await agent
          .post(`/api/quotes/${quote.id}/change-requests`)
          .send({ notes: "Please label the nut dishes." })
      ).status,
    ).toBe(201);
    const [row] = await t.database.db
      .select()
      .from(quotes)
      .where(eq(quotes.id, quote.id));
    expect(row).toMatchObject({ guestCount: 100, version: 1 });
  });
});

describe("through a visitor's proposal link", () => {
  it("asks, lists and withdraws without an account; the package's price follows the guests", async () => {
    const created = await request(t.server)
      .post("/api/quotes")
      .send({
        eventType: "wedding",
        eventDate: new Date(Date.now() + 30 * DAY).toISOString(),
        guestCount: 80,
        venue: "123 Main Street, Brooklyn, NY 11201",
        menuPackage: "full-service",
        menuItemIds: entrees,
        contactName: "Vera Visitor",
        contactEmail: `vera_${Math.random().toString(36).slice(2, 8)}@example.com`,
        contactPhone: "555-0101",
      });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const [row] = await t.database.db
      .select()
      .from(quotes)
      .where(eq(quotes.id, created.body.id));
    const token = links.token({ id: row.id, accessNonce: row.accessNonce! });

    const asked = await request(t.server)
      .post(`/api/proposal-links/${token}/change-requests`)
      .send({ guestCount: 100 });
    expect(asked.status, JSON.stringify(asked.body)).toBe(201);
    expect(asked.body).toMatchObject({
      guestCount: 100,
      estimateAmount: "4000.00",
      estimateLines: [],
    });
    const [stored] = await t.database.db
      .select()
      .from(quoteChangeRequests)
      .where(eq(quoteChangeRequests.id, asked.body.id));
    expect(stored.requestedBy).toBeNull();
    // A package's dishes are exactly five.
    expect(
      (
        await request(t.server)
          .post(`/api/proposal-links/${token}/change-requests`)
          .send({ menuItemIds: entrees.slice(1) })
      ).status,
    ).toBe(400);

    const listed = await request(t.server).get(
      `/api/proposal-links/${token}/change-requests`,
    );
    expect(listed.status).toBe(200);
    expect(listed.body.requests[0].id).toBe(asked.body.id);
    expect(
      (
        await request(t.server).post(
          `/api/proposal-links/${token}/change-requests/${asked.body.id}/withdraw`,
        )
      ).body.status,
    ).toBe("withdrawn");
    // A link that opens nothing reaches nothing.
    expect(
      (
        await request(t.server).get(
          `/api/proposal-links/${token.slice(0, -2)}AA/change-requests`,
        )
      ).status,
    ).toBe(404);
  });
});
