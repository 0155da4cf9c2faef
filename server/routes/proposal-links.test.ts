import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { and, eq } from "drizzle-orm";
import { messages, payments, quotes, users } from "@shared/schema";
import { balancePaymentQuery } from "@shared/rules/proposal-payments";
import { PROPOSAL_LINK_MESSAGES } from "@shared/validators/proposal-links";
import { createTestApp, type OutboxMessage, type TestApp } from "../test/harness";
import { SANDBOX_API_KEY } from "../payments/sandbox";
import { PROPOSAL_LINK_TTL_MS, proposalLinks } from "../services/quote-access";
import { withoutLinkTokens } from "../http/link-token-paths";
import { signBody } from "../test/signatures";
import { sendBalanceReminders } from "../jobs/scheduled-jobs";
import { MAIL_QUEUE, type Mailer } from "../mail/mailer";

const SECRET = "proposal-links-test-secret-of-at-least-32-characters";
const APP_URL = "http://localhost:5000";
const links = proposalLinks({ secret: SECRET, appUrl: APP_URL });

let t: TestApp;
let admin: request.Agent;
beforeAll(async () => {
  t = await createTestApp({ env: { SESSION_SECRET: SECRET } });
  admin = await t.signIn(await t.createUser({ role: "admin" }));
});
afterAll(() => t.close());

let visitorCount = 0;
const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString();

/** A visitor's custom quote request (no account), and the email address it was asked from. */
async function visitorQuote(email = `visitor${++visitorCount}_${Math.random().toString(36).slice(2, 6)}@example.com`, daysAhead = 40) {
  const res = await request(t.server)
    .post("/api/quotes")
    .send({ eventType: "wedding", eventDate: inDays(daysAhead), guestCount: 80, menuPackage: "custom", budget: "4000", contactName: "Vera Visitor", contactEmail: email, contactPhone: "555-0101" });
  expect(res.status).toBe(201);
  return { id: res.body.id as number, number: res.body.number as string, email };
}

/** The proposal links in the mail sent to `email` whose subject contains `subject`, newest last. */
async function linksMailed(email: string, subject: string): Promise<string[]> {
  const mail = (await t.outbox()).filter((m: OutboxMessage) => m.to.some((to) => to.address === email) && m.subject.includes(subject));
  return mail.flatMap((m) => [...m.text.matchAll(/\/proposals\/view\/([A-Za-z0-9_-]+)/g)].map((match) => match[1]));
}

async function cardToken(number = "4242424242424242") {
  const res = await request(t.server)
    .post("/api/payments/sandbox/tokens")
    .set("apikey", SANDBOX_API_KEY)
    .send({ card: { number, exp_month: "12", exp_year: "2031", cvv: "123" } });
  return res.body.id as string;
}

/** A visitor's quote that the admin priced at $3,000.00, and the link its "updated" email carries. */
async function pricedVisitorQuote(daysAhead?: number) {
  const quote = await visitorQuote(undefined, daysAhead);
  expect((await admin.patch(`/api/quotes/${quote.id}`).send({ totalAmount: "3000.00" })).status).toBe(200);
  const [token] = (await linksMailed(quote.email, "was updated")).slice(-1);
  expect(token).toEqual(expect.any(String));
  return { ...quote, token };
}

function expectNothingRevealed(res: request.Response) {
  expect(res.status).toBe(404);
  expect(res.body).toEqual({ message: PROPOSAL_LINK_MESSAGES.invalid });
}

describe("a visitor's proposal link", () => {
  it("comes in the request's email and opens that proposal only, without an account", async () => {
    const first = await visitorQuote();
    const second = await visitorQuote();
    const [token] = await linksMailed(first.email, "We received your quote request");
    expect(token).toMatch(/^[A-Za-z0-9_-]{54}$/);

    const opened = await request(t.server).get(`/api/proposal-links/${token}`);
    expect(opened.status).toBe(200);
    expect(opened.body).toMatchObject({ id: first.id, number: first.number, clientId: null, contactEmail: first.email, lines: [] });
    expect(opened.headers["cache-control"]).toContain("no-store");

    // The link names its quote; it never reaches the other one, not through any route.
    const [other] = await linksMailed(second.email, "We received your quote request");
    expect((await request(t.server).get(`/api/proposal-links/${other}`)).body.id).toBe(second.id);
    expect((await request(t.server).get(`/api/quotes/${second.id}`)).status).toBe(401);
  });

  it("answers the same 404 with no details for an expired, tampered, other-secret or malformed link", async () => {
    const quote = await visitorQuote();
    const [row] = await t.database.db.select().from(quotes).where(eq(quotes.id, quote.id));
    expect(row.accessNonce).toEqual(expect.any(String));
    const nonce = row.accessNonce!;

    const fresh = links.token({ id: quote.id, accessNonce: nonce });
    expect((await request(t.server).get(`/api/proposal-links/${fresh}`)).status).toBe(200);

    // Issued 31 days ago: its 30 days are over.
    const expired = links.token({ id: quote.id, accessNonce: nonce }, new Date(Date.now() - PROPOSAL_LINK_TTL_MS - 86_400_000));
    expectNothingRevealed(await request(t.server).get(`/api/proposal-links/${expired}`));

    // The same MAC with another quote's id in front (the id is the first four bytes).
    const bytes = Buffer.from(fresh, "base64url");
    bytes.writeUInt32BE(quote.id - 1, 0);
    expectNothingRevealed(await request(t.server).get(`/api/proposal-links/${bytes.toString("base64url")}`));

    // A later expiry written over the token's own: the MAC no longer matches.
    const extended = Buffer.from(fresh, "base64url");
    extended.writeUInt32BE(extended.readUInt32BE(4) + 86_400, 4);
    expectNothingRevealed(await request(t.server).get(`/api/proposal-links/${extended.toString("base64url")}`));

    // One character of the MAC changed, in the middle or at the end (where only its first bits count).
    const swap = (c: string) => (c === "A" ? "B" : "A");
    const flipped = fresh.slice(0, 30) + swap(fresh[30]) + fresh.slice(31);
    expectNothingRevealed(await request(t.server).get(`/api/proposal-links/${flipped}`));
    expectNothingRevealed(await request(t.server).get(`/api/proposal-links/${fresh.slice(0, -1)}${swap(fresh.at(-1)!)}`));

    // Minted with another server's secret, or with no nonce at all.
    const foreign = proposalLinks({ secret: "another-server-secret-of-at-least-32-chars", appUrl: APP_URL }).token({ id: quote.id, accessNonce: nonce });
    expectNothingRevealed(await request(t.server).get(`/api/proposal-links/${foreign}`));
    expectNothingRevealed(await request(t.server).get(`/api/proposal-links/${links.token({ id: quote.id, accessNonce: "guessed" })}`));

    for (const junk of ["abc", "x".repeat(54), `${fresh}A`, "%00"]) expectNothingRevealed(await request(t.server).get(`/api/proposal-links/${junk}`));
    // Every route behind the link says the same.
    expectNothingRevealed(await request(t.server).patch(`/api/proposal-links/${expired}/status`).send({ status: "accepted" }));
    expectNothingRevealed(await request(t.server).get(`/api/proposal-links/${expired}/messages`));
    expectNothingRevealed(await request(t.server).post(`/api/proposal-links/${expired}/messages`).send({ content: "Hello" }));
    expectNothingRevealed(
      await request(t.server).post(`/api/proposal-links/${expired}/deposit`).set("Idempotency-Key", "expired-1").send({ token: await cardToken(), amount: "1500.00" }),
    );
  });

  it("lets the visitor read and write the proposal's conversation; the business reads it under their name", async () => {
    const quote = await pricedVisitorQuote();
    const sent = await request(t.server).post(`/api/proposal-links/${quote.token}/messages`).send({ content: "Can we add a vegan main?" });
    expect(sent.status).toBe(201);
    expect(sent.body).toMatchObject({ quoteId: quote.id, senderId: null, senderName: "Vera Visitor", fromBusiness: false, content: "Can we add a vegan main?" });
    expect((await request(t.server).post(`/api/proposal-links/${quote.token}/messages`).send({ content: "   " })).status).toBe(400);

    const thread = await request(t.server).get(`/api/proposal-links/${quote.token}/messages`);
    expect(thread.status).toBe(200);
    // The business's note of the new price, then the visitor's message.
    expect(thread.body.map((m: { fromBusiness: boolean }) => m.fromBusiness)).toEqual([true, false]);
    const seenByAdmin = await admin.get(`/api/quotes/${quote.id}/messages`);
    expect(seenByAdmin.body.at(-1)).toMatchObject({ senderName: "Vera Visitor", fromBusiness: false });

    // The business answers; the visitor's email links back to the proposal's page.
    expect((await admin.post("/api/messages").send({ quoteId: quote.id, content: "Of course." })).status).toBe(201);
    expect(await linksMailed(quote.email, "New message")).toHaveLength(1);
  });

  it("lets the visitor mark it seen, accept it and pay the deposit through the one card path, once", async () => {
    const quote = await pricedVisitorQuote();
    const viewed = await request(t.server).patch(`/api/proposal-links/${quote.token}/viewed`);
    expect(viewed.status).toBe(200);
    expect(viewed.body.status).toBe("viewed");

    // Not accepted yet: no deposit. An admin's move is refused.
    const early = await request(t.server).post(`/api/proposal-links/${quote.token}/deposit`).set("Idempotency-Key", "early-1").send({ token: await cardToken(), amount: "1500.00" });
    expect(early.status).toBe(409);
    expect((await request(t.server).patch(`/api/proposal-links/${quote.token}/status`).send({ status: "sent" })).status).toBe(409);

    const accepted = await request(t.server).post(`/api/proposal-links/${quote.token}/sign`).send(await signBody("Vera Visitor"));
    expect(accepted.status).toBe(200);
    expect(accepted.body).toMatchObject({ status: "accepted", depositAmount: "1500.00" });
    // Accepted is final for the client.
    expect((await request(t.server).patch(`/api/proposal-links/${quote.token}/status`).send({ status: "rejected" })).status).toBe(409);

    const wrong = await request(t.server).post(`/api/proposal-links/${quote.token}/deposit`).set("Idempotency-Key", "wrong-1").send({ token: await cardToken(), amount: "1.00" });
    expect(wrong.status).toBe(400);
    expect(wrong.body.message).toBe("The deposit is $1,500.00.");

    const visitor = request.agent(t.server);
    const card = await cardToken();
    const paid = await visitor.post(`/api/proposal-links/${quote.token}/deposit`).set("Idempotency-Key", "dep-link-1").send({ token: card, amount: "1500.00" });
    expect(paid.status).toBe(200);
    expect(paid.body).toMatchObject({ success: true, demo: true });
    // A retry with the same key from the same browser gets the first answer and charges nothing more.
    const replay = await visitor.post(`/api/proposal-links/${quote.token}/deposit`).set("Idempotency-Key", "dep-link-1").send({ token: card, amount: "1500.00" });
    expect(replay.body.chargeId).toBe(paid.body.chargeId);
    const again = await visitor.post(`/api/proposal-links/${quote.token}/deposit`).set("Idempotency-Key", "dep-link-2").send({ token: await cardToken(), amount: "1500.00" });
    expect(again.status).toBe(409);

    const after = await request(t.server).get(`/api/proposal-links/${quote.token}`);
    expect(after.body).toMatchObject({ status: "accepted", depositPaidAt: expect.any(String), balanceAmount: "1500.00" });
    const [row] = await t.database.db.select().from(quotes).where(eq(quotes.id, quote.id));
    expect(row.depositPaidCents).toBe(150_000);
    // The receipt goes to the address the visitor left.
    expect((await t.outbox()).some((m) => m.to.some((to) => to.address === quote.email) && m.subject.includes("Deposit received"))).toBe(true);
  });

  it("emails new links on request, with the same answer whether or not the address has a quote", async () => {
    const quote = await visitorQuote();
    const known = await request(t.server).post("/api/proposal-links").send({ email: quote.email.toUpperCase() });
    const unknown = await request(t.server).post("/api/proposal-links").send({ email: "nobody-here@example.com" });
    expect(known.status).toBe(202);
    expect(unknown.status).toBe(202);
    expect(known.body).toEqual({ message: PROPOSAL_LINK_MESSAGES.requested });
    expect(unknown.body).toEqual(known.body);

    const [token] = await linksMailed(quote.email, "Your proposal links");
    expect((await request(t.server).get(`/api/proposal-links/${token}`)).body.id).toBe(quote.id);
    expect((await t.outbox()).some((m) => m.to.some((to) => to.address === "nobody-here@example.com"))).toBe(false);
    expect((await request(t.server).post("/api/proposal-links").send({ email: "not an email" })).status).toBe(400);
  });

  it("keeps its token out of the request log", () => {
    const token = links.token({ id: 7, accessNonce: "n" });
    expect(withoutLinkTokens(`/api/proposal-links/${token}/deposit`)).toBe("/api/proposal-links/[token]/deposit");
    expect(withoutLinkTokens(`/proposals/view/${token}`)).toBe("/proposals/view/[token]");
    expect(withoutLinkTokens("/api/quotes/7")).toBe("/api/quotes/7");
  });
});

describe("a visitor's balance through their proposal link", () => {
  /** A visitor's $3,000.00 proposal, signed and its $1,500.00 deposit paid through the link by `visitor` (one browser). */
  async function depositPaidByLink(daysAhead?: number) {
    const quote = await pricedVisitorQuote(daysAhead);
    expect((await request(t.server).post(`/api/proposal-links/${quote.token}/sign`).send(await signBody("Vera Visitor"))).status).toBe(200);
    const visitor = request.agent(t.server);
    const paid = await visitor.post(`/api/proposal-links/${quote.token}/deposit`).set("Idempotency-Key", `dep-${quote.id}`).send({ token: await cardToken(), amount: "1500.00" });
    expect(paid.status, JSON.stringify(paid.body)).toBe(200);
    return { ...quote, visitor };
  }
  const balanceRows = (quoteId: number) =>
    t.database.db.select().from(payments).where(and(eq(payments.quoteId, quoteId), eq(payments.kind, "balance"), eq(payments.status, "succeeded")));
  const payBalance = (agent: request.Agent | ReturnType<typeof request>, token: string, key: string, body: { token: string; amount: string }) =>
    agent.post(`/api/proposal-links/${token}/balance`).set("Idempotency-Key", key).send(body);

  it("pays the balance through the one card path, once, and a retry with the same key gets the first answer", async () => {
    const quote = await depositPaidByLink();
    const card = await cardToken();
    const paid = await payBalance(quote.visitor, quote.token, "bal-link-1", { token: card, amount: "1500.00" });
    expect(paid.status, JSON.stringify(paid.body)).toBe(200);
    expect(paid.body).toMatchObject({ success: true, demo: true });
    const replay = await payBalance(quote.visitor, quote.token, "bal-link-1", { token: card, amount: "1500.00" });
    expect(replay.status).toBe(200);
    expect(replay.body.chargeId).toBe(paid.body.chargeId);
    const again = await payBalance(quote.visitor, quote.token, "bal-link-2", { token: await cardToken(), amount: "1500.00" });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe("The balance for this proposal has already been paid.");

    expect(await balanceRows(quote.id)).toHaveLength(1);
    const after = await request(t.server).get(`/api/proposal-links/${quote.token}`);
    expect(after.body).toMatchObject({ balanceAmount: "0.00", paidAmount: "3000.00", balancePaidAt: expect.any(String) });
    expect(after.body.payments.map((p: { kind: string; amount: string }) => [p.kind, p.amount])).toEqual([
      ["deposit", "1500.00"],
      ["balance", "1500.00"],
    ]);
    // The receipt goes to the address the visitor left.
    expect((await t.outbox()).some((m) => m.to.some((to) => to.address === quote.email) && m.subject.includes("Balance received"))).toBe(true);
  });

  it("charges at most once when requests arrive together, with the same key or different ones", async () => {
    const quote = await depositPaidByLink();
    const sameKey = { token: await cardToken(), amount: "1500.00" };
    const others = await Promise.all([cardToken(), cardToken()]);
    const answers = await Promise.all([
      payBalance(quote.visitor, quote.token, "bal-twin", sameKey),
      payBalance(quote.visitor, quote.token, "bal-twin", sameKey),
      // Another browser holding the same link, at the same moment.
      ...others.map((tok, i) => payBalance(request(t.server), quote.token, `bal-par-${i}`, { token: tok, amount: "1500.00" })),
    ]);
    const charged = new Set(answers.filter((a) => a.status === 200).map((a) => a.body.chargeId));
    expect(charged.size, JSON.stringify(answers.map((a) => [a.status, a.body]))).toBe(1);
    for (const answer of answers) expect([200, 409]).toContain(answer.status);
    expect(await balanceRows(quote.id)).toHaveLength(1);
    const [row] = await t.database.db.select().from(quotes).where(eq(quotes.id, quote.id));
    expect(row.balancePaidCents).toBe(150_000);
  });

  it("follows the business's changes: before the deposit it is refused, after an offline payment it charges what is left", async () => {
    const early = await pricedVisitorQuote();
    expect((await request(t.server).post(`/api/proposal-links/${early.token}/sign`).send(await signBody("Vera Visitor"))).status).toBe(200);
    const refused = await payBalance(request(t.server), early.token, "bal-early", { token: await cardToken(), amount: "1500.00" });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe("Please pay the deposit before the balance.");

    const quote = await depositPaidByLink();
    expect((await admin.post(`/api/quotes/${quote.id}/offline-payments`).set("Idempotency-Key", `off-${quote.id}`).send({ method: "check", reference: "Check 12", amount: "500.00" })).status).toBe(201);
    const stale = await payBalance(quote.visitor, quote.token, "bal-stale", { token: await cardToken(), amount: "1500.00" });
    expect(stale.status).toBe(400);
    expect(stale.body.message).toBe("The balance is $1,000.00.");
    expect((await payBalance(quote.visitor, quote.token, "bal-rest", { token: await cardToken(), amount: "1000.00" })).status).toBe(200);
    expect((await request(t.server).get(`/api/proposal-links/${quote.token}`)).body).toMatchObject({ paidAmount: "3000.00", balanceAmount: "0.00" });
  });

  it("answers the same 404 for an expired link, another proposal's, or one whose quote joined an account, and charges nothing", async () => {
    const quote = await depositPaidByLink();
    const [row] = await t.database.db.select().from(quotes).where(eq(quotes.id, quote.id));
    const expired = links.token({ id: quote.id, accessNonce: row.accessNonce! }, new Date(Date.now() - PROPOSAL_LINK_TTL_MS - 86_400_000));
    expectNothingRevealed(await payBalance(quote.visitor, expired, "bal-expired", { token: await cardToken(), amount: "1500.00" }));
    // This link's MAC under another proposal's id.
    const other = Buffer.from(quote.token, "base64url");
    other.writeUInt32BE(quote.id - 1, 0);
    expectNothingRevealed(await payBalance(quote.visitor, other.toString("base64url"), "bal-other", { token: await cardToken(), amount: "1500.00" }));
    // Once the quote is in an account, its links open nothing; the account pays from the portal.
    const owner = await t.createUser();
    await t.database.db.update(quotes).set({ clientId: owner.id, accessNonce: null }).where(eq(quotes.id, quote.id));
    expectNothingRevealed(await payBalance(quote.visitor, quote.token, "bal-joined", { token: await cardToken(), amount: "1500.00" }));
    expect(await balanceRows(quote.id)).toHaveLength(0);
  });

  it("is what the visitor's balance reminder links to: their own proposal's page, with its card form asked for", async () => {
    // The event in 16 days: its balance falls due in 9, so the 10-day reminder has come.
    const quote = await depositPaidByLink(16);
    const mailer: Mailer = { send: (message, tx) => t.jobs.send(MAIL_QUEUE, message, tx) };
    const sent = await sendBalanceReminders({ db: t.database.db, mailer, appUrl: APP_URL, settings: t.settings, links });
    expect(sent).toBeGreaterThanOrEqual(1);
    const [mail] = (await t.outbox()).filter((m) => m.to.some((to) => to.address === quote.email) && m.subject.startsWith(`Your balance for proposal ${quote.number}`));
    const link = /(http\S+\/proposals\/view\/)([A-Za-z0-9_-]{54})\?(\S+)/.exec(mail?.text ?? "");
    expect(link?.slice(1), mail?.text).toEqual([`${APP_URL}/proposals/view/`, expect.any(String), balancePaymentQuery(quote.id)]);
    // The reminder's link pays the balance.
    expect((await payBalance(quote.visitor, link![2], "bal-reminded", { token: await cardToken(), amount: "1500.00" })).status).toBe(200);
    expect(await balanceRows(quote.id)).toHaveLength(1);
  });
});

describe("a visitor's quotes join an account with the same verified email", () => {
  /** Registers through the API and returns the verification link's token from the email. */
  async function register(email: string) {
    const username = `joiner${Math.random().toString(36).slice(2, 8)}`;
    const res = await request(t.server).post("/api/register").send({ username, email, password: "Sturdy-Passw0rd" });
    expect(res.status).toBe(201);
    const mail = (await t.outbox()).filter((m) => m.to.some((to) => to.address === email) && m.subject === "Confirm your email address");
    const verification = /confirm-email\?token=([A-Za-z0-9_%-]+)/.exec(mail.at(-1)?.text ?? "")?.[1];
    expect(verification).toEqual(expect.any(String));
    return { user: { id: res.body.id as number, username, email, password: "Sturdy-Passw0rd", role: "client" as const }, verification: decodeURIComponent(verification!) };
  }

  it("after registration and verification the quote is the account's; its links stop working", async () => {
    const quote = await pricedVisitorQuote();
    await request(t.server).post(`/api/proposal-links/${quote.token}/messages`).send({ content: "Before I had an account" });
    const { user, verification } = await register(quote.email);
    const client = await t.signIn(user);
    // Registered is not verified: anyone can sign up with someone else's address.
    expect((await client.get("/api/quotes")).body.total).toBe(0);
    expect((await client.get("/api/profile")).body.emailVerified).toBe(false);

    const confirmed = await request(t.server).post("/api/profile/email-confirmations").send({ token: verification });
    expect(confirmed.status).toBe(200);
    const list = await client.get("/api/quotes");
    expect(list.body.items.map((q: { id: number }) => q.id)).toEqual([quote.id]);
    expect(list.body.items[0]).toMatchObject({ clientId: user.id, totalAmount: "3000.00" });
    expect((await client.get("/api/profile")).body).toMatchObject({ emailVerified: true, pendingEmail: null });
    // The visitor's message is now the account's own.
    const thread = await client.get(`/api/quotes/${quote.id}/messages`);
    expect(thread.body.find((m: { content: string }) => m.content === "Before I had an account")).toMatchObject({ senderId: user.id });

    // The account's sign-in guards it now: the emailed link opens nothing.
    expectNothingRevealed(await request(t.server).get(`/api/proposal-links/${quote.token}`));
    // Another account never sees it.
    const stranger = await t.signIn(await t.createUser());
    expect((await stranger.get(`/api/quotes/${quote.id}`)).status).toBe(404);
    expect((await stranger.get("/api/quotes")).body.total).toBe(0);
  });

  it("a different account, or the same address unverified, never gets it; a verified sign-in does", async () => {
    const quote = await visitorQuote();
    // A registration under another address, verified, gets nothing of this quote.
    const other = await register(`someone-else-${Math.random().toString(36).slice(2, 6)}@example.com`);
    expect((await request(t.server).post("/api/profile/email-confirmations").send({ token: other.verification })).status).toBe(200);
    expect((await (await t.signIn(other.user)).get("/api/quotes")).body.total).toBe(0);

    // An account already holding the address, unverified, signs in: nothing joins.
    const holder = await t.createUser();
    await t.database.db.update(users).set({ email: quote.email }).where(eq(users.id, holder.id));
    expect((await (await t.signIn(holder)).get("/api/quotes")).body.total).toBe(0);
    const [still] = await t.database.db.select().from(quotes).where(eq(quotes.id, quote.id));
    expect(still.clientId).toBeNull();

    // Once verified, its next sign-in brings the quote in.
    await t.database.db.update(users).set({ emailVerifiedAt: new Date() }).where(eq(users.id, holder.id));
    const list = await (await t.signIn(holder)).get("/api/quotes");
    expect(list.body.items.map((q: { id: number }) => q.id)).toEqual([quote.id]);
    expect((await (await t.signIn(other.user)).get(`/api/quotes/${quote.id}`)).status).toBe(404);
  });

  it("a visitor's message joins the account as theirs, and never moves a message the business wrote", async () => {
    const quote = await pricedVisitorQuote();
    await request(t.server).post(`/api/proposal-links/${quote.token}/messages`).send({ content: "Hi from the link" });
    const { user, verification } = await register(quote.email);
    expect((await request(t.server).post("/api/profile/email-confirmations").send({ token: verification })).status).toBe(200);
    const rows = await t.database.db.select().from(messages).where(eq(messages.quoteId, quote.id));
    expect(rows.find((m) => m.content === "Hi from the link")?.senderId).toBe(user.id);
    expect(rows.filter((m) => !m.fromContact).every((m) => m.senderId !== user.id)).toBe(true);
  });
});

describe("requests for new links are limited", () => {
  let limited: TestApp;
  beforeAll(async () => {
    limited = await createTestApp({ rateLimits: { forgotPerIp: 2 } });
  });
  afterAll(() => limited.close());

  it("answers 429 once an address has asked too often", async () => {
    const ask = () => request(limited.server).post("/api/proposal-links").send({ email: "flood@example.com" });
    expect((await ask()).status).toBe(202);
    expect((await ask()).status).toBe(202);
    const refused = await ask();
    expect(refused.status).toBe(429);
  });
});
