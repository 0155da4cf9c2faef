import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import { menuItems } from "@shared/schema";
import { businessDates, DEFAULT_BUSINESS_TIME_ZONE } from "@shared/rules/dates";
import { createTestApp, sessionCookie, type TestApp } from "../test/harness";
import { sandboxCardToken } from "../test/sandbox-card";
import { DEVICE_COOKIE } from "../auth/device-cookie";

/**
 * Secrets handed to a user (reset and invitation links, a visitor order's access token, session and device cookies)
 * must not be readable from the database: a backup, a read-only role or a leaked dump would otherwise be a way in.
 * The flows that make them run here, then every row of every table in every schema (pg-boss's job queue and archive
 * too) is read as text and searched for each secret, in the forms it could be stored in.
 */
const { businessDateInDays } = businessDates(DEFAULT_BUSINESS_TIME_ZONE);
let t: TestApp;
let dish: number;
beforeAll(async () => {
  t = await createTestApp();
  [{ id: dish }] = await t.database.db.insert(menuItems).values({ category: "sides", name: "Cornbread", price: "$15.99" }).returning({ id: menuItems.id });
});
afterAll(() => t.close());

/** Every table, partition and materialized view outside PostgreSQL's own catalogs, as a quoted name. */
async function allTables(): Promise<string[]> {
  const result = await t.database.db.execute(sql`
    select quote_ident(n.nspname) || '.' || quote_ident(c.relname) as name
    from pg_class c join pg_namespace n on n.oid = c.relnamespace
    where c.relkind in ('r', 'p', 'm')
      and n.nspname not in ('pg_catalog', 'information_schema')
      and n.nspname not like 'pg\\_toast%' and n.nspname not like 'pg\\_temp%'
    order by 1`);
  return (result as unknown as { rows: { name: string }[] }).rows.map((row) => row.name);
}

/** The forms a secret could be stored in: as given, URL-encoded (links), as bytea's hex text, base64. */
const storedForms = (secret: string) => [...new Set([secret, encodeURIComponent(secret), Buffer.from(secret).toString("hex"), Buffer.from(secret).toString("base64")])];

/** For each secret, the tables holding one of its forms in some row. */
async function scan(secrets: Record<string, string>): Promise<Record<string, string[]>> {
  const found: Record<string, string[]> = Object.fromEntries(Object.keys(secrets).map((name) => [name, []]));
  for (const table of await allTables()) {
    const result = await t.database.db.execute(sql.raw(`select t::text as row from ${table} t`));
    const rows = (result as unknown as { rows: { row: string }[] }).rows.map((r) => r.row);
    for (const [name, secret] of Object.entries(secrets)) {
      if (rows.some((row) => storedForms(secret).some((form) => row.includes(form)))) found[name].push(table);
    }
  }
  return found;
}

const cookieValue = (res: request.Response, name: string): string => {
  const cookie = ([] as string[]).concat(res.headers["set-cookie"] ?? []).find((c) => c.startsWith(`${name}=`));
  if (!cookie) throw new Error(`no ${name} cookie was set`);
  return decodeURIComponent(cookie.slice(name.length + 1).split(";")[0]);
};

const linkToken = (text: string) => decodeURIComponent(/reset-password\?token=([A-Za-z0-9_%-]+)/.exec(text)![1]);

describe("secrets at rest", () => {
  it("no table holds a reset or invitation link's token, a visitor order's access token or a session cookie", async () => {
    const secrets: Record<string, string> = {};

    // Sign-in: the session cookie and the browser's device cookie.
    const admin = await t.createUser({ role: "admin" });
    const adminAgent = request.agent(t.server);
    const signedIn = await adminAgent.post("/api/login").send({ username: admin.username, password: admin.password });
    expect(signedIn.status).toBe(200);
    expect(sessionCookie(signedIn)).toBeTruthy();
    secrets.sessionCookie = cookieValue(signedIn, "cc.sid");
    // The bare session id inside the signed cookie ("s:<id>.<signature>"): the sessions table keys rows by its hash.
    secrets.sessionId = decodeURIComponent(secrets.sessionCookie).slice(2).split(".")[0];
    secrets.deviceCookie = cookieValue(signedIn, DEVICE_COOKIE);

    // Password reset: one link spent, one left live.
    const client = await t.createUser();
    const resetToken = async () => {
      const before = (await t.outbox()).length;
      expect((await request(t.server).post("/api/forgot-password").send({ email: client.email })).status).toBe(200);
      return linkToken((await t.outbox()).slice(before).find((m) => m.to[0].address === client.email)!.text);
    };
    secrets.spentResetToken = await resetToken();
    expect((await request(t.server).post("/api/reset-password").send({ token: secrets.spentResetToken, newPassword: "Fresh-Basil42" })).status).toBe(200);
    secrets.liveResetToken = await resetToken();

    // Invitations: a member of staff, and a new client a proposal is prepared for.
    expect((await adminAgent.post("/api/admin/staff").send({ username: "newchef", email: "newchef@example.com" })).status).toBe(201);
    const proposal = await adminAgent.post("/api/admin/proposals").send({
      client: { kind: "new", name: "Nia Okafor", email: "nia.okafor@example.com", phone: "555-0199" },
      eventType: "wedding",
      eventDate: new Date(Date.now() + 21 * 86_400_000).toISOString(),
      guestCount: 120,
      lines: [{ kind: "menu", menuItemId: dish, description: "Cornbread", quantity: 4, unitPrice: "15.99" }],
    });
    expect(proposal.status).toBe(201);
    const mail = await t.outbox();
    secrets.staffInvitation = linkToken(mail.find((m) => m.to[0].address === "newchef@example.com")!.text);
    secrets.clientInvitation = linkToken(mail.find((m) => m.to[0].address === "nia.okafor@example.com")!.text);

    // A visitor's order, placed and paid with idempotency keys (their answers are stored), and read back.
    const visitor = request.agent(t.server);
    const order = await visitor
      .post("/api/orders")
      .set("Idempotency-Key", "secrets-at-rest-order")
      .send({
        customerInfo: { firstName: "Ada", lastName: "Lovelace", email: "ada@example.com", phone: "555-0100", eventDate: businessDateInDays(30) },
        fulfilment: "delivery",
        deliveryAddress: "12 Analytical Row, Brooklyn, NY 11201",
        orderItems: [{ menuItemId: dish, quantity: 1 }],
        totalAmount: "15.99",
      });
    expect(order.status).toBe(201);
    expect(order.body.accessToken).toEqual(expect.any(String));
    secrets.visitorAccessToken = order.body.accessToken;
    const paid = await visitor
      .post("/api/payments/charge")
      .set("Idempotency-Key", "secrets-at-rest-charge")
      .send({ orderId: order.body.id, orderToken: order.body.accessToken, token: await sandboxCardToken(t.server), amount: order.body.totalAmount });
    expect(paid.status).toBe(200);

    // Every email delivered (and every job done) before the database is read.
    await t.outbox();
    const tables = await allTables();
    expect(tables).toEqual(expect.arrayContaining(["public.users", "public.sessions", "public.idempotency_keys", "public.password_reset_tokens", "pgboss.job", "pgboss.archive"]));
    // The scan finds what is there: the emails given above are stored in clear, as they should be.
    expect(await scan({ email: client.email, invited: "nia.okafor@example.com" })).toEqual({ email: expect.arrayContaining(["public.users"]), invited: expect.arrayContaining(["public.users"]) });

    expect(await scan(secrets)).toEqual(Object.fromEntries(Object.keys(secrets).map((name) => [name, []])));
  });
});
