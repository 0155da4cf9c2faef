import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { and, eq } from "drizzle-orm";
import { auditLog, menuItems, payments, quoteOfflinePayments, quotes } from "@shared/schema";
import { balancePaymentUrl } from "@shared/rules/proposal-payments";
import { createTestApp, type TestApp } from "../test/harness";
import { SANDBOX_API_KEY } from "../payments/sandbox";
import { toQuoteView } from "../services/quotes";
import { sendBalanceReminders } from "../jobs/scheduled-jobs";
import { MAIL_QUEUE, type Mailer } from "../mail/mailer";

let t: TestApp;
let entrees: number[];
beforeAll(async () => {
  t = await createTestApp();
  entrees = [];
  for (let i = 0; i < 5; i++) {
    const [row] = await t.database.db.insert(menuItems).values({ category: "entrees", name: `Entree ${i}`, price: "Half Pan $60 / Full Pan $90" }).returning({ id: menuItems.id });
    entrees.push(row.id);
  }
});
afterAll(() => t.close());

async function token(number = "4242424242424242") {
  const res = await request(t.server).post("/api/payments/sandbox/tokens").set("apikey", SANDBOX_API_KEY).send({ card: { number, exp_month: "12", exp_year: "2031", cvv: "123" } });
  return res.body.id as string;
}

/** A client's accepted 100-guest full-service proposal ($4,000.00), its $2,000.00 deposit paid unless asked not to. */
async function acceptedProposal({ payDeposit = true, daysAhead = 30 } = {}) {
  const agent = await t.signIn(await t.createUser());
  const created = await agent.post("/api/quotes").send({
    eventType: "wedding",
    eventDate: new Date(Date.now() + daysAhead * 86_400_000).toISOString(),
    guestCount: 100,
    venue: "123 Main Street, Brooklyn, NY 11201",
    menuPackage: "full-service",
    menuItemIds: entrees,
  });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  const id = created.body.id as number;
  // Accepted directly: what is tested here starts after the client's acceptance.
  await t.database.db.update(quotes).set({ status: "accepted" }).where(eq(quotes.id, id));
  if (payDeposit) {
    const paid = await agent.post(`/api/quotes/${id}/deposit`).set("Idempotency-Key", `dep-${id}`).send({ token: await token(), amount: "2000.00" });
    expect(paid.status, JSON.stringify(paid.body)).toBe(200);
  }
  return { agent, id };
}

const balanceRows = (quoteId: number) =>
  t.database.db.select().from(payments).where(and(eq(payments.quoteId, quoteId), eq(payments.kind, "balance"), eq(payments.status, "succeeded")));

let admin: request.Agent;
beforeAll(async () => {
  admin = await t.signIn(await t.createUser({ role: "admin" }));
});

describe("POST /api/quotes/:id/balance", () => {
  it("charges what is left once the deposit is paid; the proposal shows it paid in full, with both payments", async () => {
    const { agent, id } = await acceptedProposal();
    const res = await agent.post(`/api/quotes/${id}/balance`).set("Idempotency-Key", "bal-1").send({ token: await token(), amount: "2000.00" });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toMatchObject({ success: true, demo: true });
    const view = (await agent.get(`/api/quotes/${id}`)).body;
    expect(view).toMatchObject({ balanceAmount: "0.00", paidAmount: "4000.00", balanceOverdue: false, balancePaidAt: expect.any(String) });
    expect(view.payments.map((p: { kind: string; amount: string }) => [p.kind, p.amount])).toEqual([
      ["deposit", "2000.00"],
      ["balance", "2000.00"],
    ]);
    const mail = (await t.outbox()).filter((m) => m.subject === `Balance received for your proposal ${view.number}`);
    expect(mail).toHaveLength(1);
  });

  it("answers a repeated Idempotency-Key with the first answer and charges nothing more; a new key is refused", async () => {
    const { agent, id } = await acceptedProposal();
    const body = { token: await token(), amount: "2000.00" };
    const first = await agent.post(`/api/quotes/${id}/balance`).set("Idempotency-Key", "bal-same").send(body);
    const again = await agent.post(`/api/quotes/${id}/balance`).set("Idempotency-Key", "bal-same").send(body);
    expect(first.status).toBe(200);
    expect(again.status).toBe(200);
    expect(again.body).toEqual(first.body);
    const other = await agent.post(`/api/quotes/${id}/balance`).set("Idempotency-Key", "bal-other").send({ token: await token(), amount: "2000.00" });
    expect(other.status).toBe(409);
    expect(other.body.message).toBe("The balance for this proposal has already been paid.");
    expect(await balanceRows(id)).toHaveLength(1);
  });

  it("charges at most once when many requests arrive together, with the same key or different ones", async () => {
    const { agent, id } = await acceptedProposal();
    const sameKey = { token: await token(), amount: "2000.00" };
    const answers = await Promise.all([
      ...Array.from({ length: 3 }, () => agent.post(`/api/quotes/${id}/balance`).set("Idempotency-Key", "bal-twin").send(sameKey)),
      ...(await Promise.all(Array.from({ length: 3 }, () => token()))).map((tok, i) => agent.post(`/api/quotes/${id}/balance`).set("Idempotency-Key", `bal-par-${i}`).send({ token: tok, amount: "2000.00" })),
    ]);
    const charged = new Set(answers.filter((a) => a.status === 200).map((a) => a.body.chargeId));
    expect(charged.size, JSON.stringify(answers.map((a) => [a.status, a.body]))).toBe(1);
    for (const answer of answers) expect([200, 409]).toContain(answer.status);
    expect(await balanceRows(id)).toHaveLength(1);
    const [row] = await t.database.db.select().from(quotes).where(eq(quotes.id, id));
    expect(row.balancePaidCents).toBe(200_000);
  });

  it("is refused before the deposit, for another amount, and for anyone but the proposal's client", async () => {
    const unpaid = await acceptedProposal({ payDeposit: false });
    const early = await unpaid.agent.post(`/api/quotes/${unpaid.id}/balance`).set("Idempotency-Key", "bal-early").send({ token: await token(), amount: "2000.00" });
    expect(early.status).toBe(409);
    expect(early.body.message).toBe("Please pay the deposit before the balance.");

    const { agent, id } = await acceptedProposal();
    const wrong = await agent.post(`/api/quotes/${id}/balance`).set("Idempotency-Key", "bal-wrong").send({ token: await token(), amount: "1.00" });
    expect(wrong.status).toBe(400);
    expect(wrong.body.message).toBe("The balance is $2,000.00.");
    const stranger = await t.signIn(await t.createUser());
    expect((await stranger.post(`/api/quotes/${id}/balance`).set("Idempotency-Key", "bal-x").send({ token: await token(), amount: "2000.00" })).status).toBe(404);
    expect((await admin.post(`/api/quotes/${id}/balance`).set("Idempotency-Key", "bal-a").send({ token: await token(), amount: "2000.00" })).status).toBe(404);
    expect((await request(t.server).post(`/api/quotes/${id}/balance`).set("Idempotency-Key", "bal-v").send({ token: await token(), amount: "2000.00" })).status).toBe(401);
    expect(await balanceRows(id)).toHaveLength(0);
  });

  it("a declined card records a failed attempt and leaves the balance owed", async () => {
    const { agent, id } = await acceptedProposal();
    const declined = await agent.post(`/api/quotes/${id}/balance`).set("Idempotency-Key", "bal-dec").send({ token: await token("4000000000000002"), amount: "2000.00" });
    expect(declined.status).toBe(402);
    expect((await agent.get(`/api/quotes/${id}`)).body).toMatchObject({ balanceAmount: "2000.00", balancePaidAt: null });
  });
});

describe("POST /api/quotes/:id/offline-payments", () => {
  const check = { method: "check", reference: "Check 1042", amount: "500.00" };

  it("is for admins only: a client gets 403, a visitor 401, and nothing is recorded", async () => {
    const { agent, id } = await acceptedProposal();
    expect((await agent.post(`/api/quotes/${id}/offline-payments`).set("Idempotency-Key", "off-c").send(check)).status).toBe(403);
    expect((await request(t.server).post(`/api/quotes/${id}/offline-payments`).set("Idempotency-Key", "off-v").send(check)).status).toBe(401);
    expect(await t.database.db.select().from(quoteOfflinePayments).where(eq(quoteOfflinePayments.quoteId, id))).toHaveLength(0);
  });

  it("records a check with its reference, audited; the balance, the card amount and the payment history follow it", async () => {
    const { agent, id } = await acceptedProposal();
    const res = await admin.post(`/api/quotes/${id}/offline-payments`).set("Idempotency-Key", "off-1").send(check);
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body).toMatchObject({ paidAmount: "2500.00", balanceAmount: "1500.00" });
    // The same key again: the first answer, recorded once.
    const again = await admin.post(`/api/quotes/${id}/offline-payments`).set("Idempotency-Key", "off-1").send(check);
    expect(again.status).toBe(201);
    expect(await t.database.db.select().from(quoteOfflinePayments).where(eq(quoteOfflinePayments.quoteId, id))).toHaveLength(1);

    const view = (await agent.get(`/api/quotes/${id}`)).body;
    expect(view).toMatchObject({ paidAmount: "2500.00", balanceAmount: "1500.00" });
    expect(view.payments).toContainEqual(expect.objectContaining({ kind: "offline", amount: "500.00", method: "check", reference: "Check 1042" }));
    const [audit] = await t.database.db.select().from(auditLog).where(and(eq(auditLog.action, "quote.offline_payment"), eq(auditLog.entityId, id)));
    expect(audit.after).toMatchObject({ offlinePaidCents: 50_000, method: "check", reference: "Check 1042", amountCents: 50_000 });

    // The card now takes what is left, not the old balance.
    const stale = await agent.post(`/api/quotes/${id}/balance`).set("Idempotency-Key", "bal-stale").send({ token: await token(), amount: "2000.00" });
    expect(stale.status).toBe(400);
    expect(stale.body.message).toBe("The balance is $1,500.00.");
    const paid = await agent.post(`/api/quotes/${id}/balance`).set("Idempotency-Key", "bal-rest").send({ token: await token(), amount: "1500.00" });
    expect(paid.status).toBe(200);
    expect((await agent.get(`/api/quotes/${id}`)).body).toMatchObject({ paidAmount: "4000.00", balanceAmount: "0.00" });
  });

  it("refuses more than is owed, a missing reference, and a proposal whose deposit is unpaid", async () => {
    const { id } = await acceptedProposal();
    const tooMuch = await admin.post(`/api/quotes/${id}/offline-payments`).set("Idempotency-Key", "off-big").send({ ...check, amount: "2000.01" });
    expect(tooMuch.status).toBe(400);
    expect(tooMuch.body.message).toBe("At most $2,000.00 is owed on this proposal.");
    const noRef = await admin.post(`/api/quotes/${id}/offline-payments`).set("Idempotency-Key", "off-noref").send({ ...check, reference: " " });
    expect(noRef.status).toBe(400);
    const unpaid = await acceptedProposal({ payDeposit: false });
    const early = await admin.post(`/api/quotes/${unpaid.id}/offline-payments`).set("Idempotency-Key", "off-early").send(check);
    expect(early.status).toBe(409);
  });

  it("locks the proposal's price and status once money beyond the deposit is received", async () => {
    const { id } = await acceptedProposal();
    expect((await admin.post(`/api/quotes/${id}/offline-payments`).set("Idempotency-Key", "off-lock").send(check)).status).toBe(201);
    const repriced = await admin.patch(`/api/quotes/${id}`).send({ totalAmount: "100.00" });
    expect(repriced.status).toBe(409);
    const declined = await admin.patch(`/api/quotes/${id}/status`).send({ status: "rejected" });
    expect(declined.status).toBe(409);
  });
});

describe("an unpaid balance after its due date", () => {
  it("marks the proposal overdue in the admin's list until it is paid (a clock passed in, as the reminder job takes one)", async () => {
    const { id } = await acceptedProposal({ daysAhead: 30 });
    const [row] = await t.database.db.select().from(quotes).where(eq(quotes.id, id));
    const due = Date.parse(toQuoteView(row).balanceDueDate);
    expect(toQuoteView(row, new Date(due - 60_000)).balanceOverdue).toBe(false);
    expect(toQuoteView(row, new Date(due + 60_000)).balanceOverdue).toBe(true);
    // Paid in full offline: nothing is owed, nothing is overdue.
    expect(toQuoteView({ ...row, offlinePaidCents: 200_000 }, new Date(due + 60_000)).balanceOverdue).toBe(false);

    // Through the API on today's clock: an event 3 days away has its balance date 4 days behind.
    await t.database.db.update(quotes).set({ eventDate: new Date(Date.now() + 3 * 86_400_000) }).where(eq(quotes.id, id));
    const listed = async () => ((await admin.get("/api/quotes").query({ status: "accepted", pageSize: 100 })).body.items as { id: number; balanceOverdue: boolean }[]).find((q) => q.id === id);
    expect((await listed())?.balanceOverdue).toBe(true);
    expect((await admin.post(`/api/quotes/${id}/offline-payments`).set("Idempotency-Key", "off-overdue").send({ method: "bank_transfer", reference: "WIRE-77", amount: "2000.00" })).status).toBe(201);
    expect((await listed())?.balanceOverdue).toBe(false);
  });

  it("the balance reminder links to the proposal's balance payment and says what is left after offline payments", async () => {
    const { id } = await acceptedProposal({ daysAhead: 16 });
    expect((await admin.post(`/api/quotes/${id}/offline-payments`).set("Idempotency-Key", "off-remind").send({ method: "cash", reference: "Receipt 9", amount: "250.00" })).status).toBe(201);
    const [row] = await t.database.db.select().from(quotes).where(eq(quotes.id, id));
    // The balance falls due in 9 days: the 10-day reminder has come.
    const mailer: Mailer = { send: (message, tx) => t.jobs.send(MAIL_QUEUE, message, tx) };
    expect(await sendBalanceReminders({ db: t.database.db, mailer, appUrl: "https://cc.example", settings: t.settings }, new Date())).toBe(1);
    const [mail] = (await t.outbox()).filter((m) => m.subject.startsWith(`Your balance for proposal ${toQuoteView(row).number}`));
    expect(mail?.text).toContain(balancePaymentUrl("https://cc.example", id));
    expect(mail?.text).toContain("$1,750.00");
  });
});
