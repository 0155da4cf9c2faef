import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SANDBOX_API_KEY } from "../payments/sandbox";
import { startTestCluster, type TestCluster } from "./pg-cluster";
import { startInstance, type AppInstance } from "./app-instance";
import { SMTPServer, type SMTPServerSession } from "smtp-server";
import { sparePort } from "../test/spare-port";
import { loadConfig } from "../env";
import { mailDomain, messageIdFor, messageIdKey } from "../mail/mailer";
import { STORAGE_MESSAGES } from "../uploads/image-processing";

/**
 * `npm run test:faults`: what an operator would do to a running deployment, done to two real server processes on
 * one PostgreSQL cluster the test owns (started on a spare port, so the shared server is never stopped).
 * A is started with long lock and statement timeouts, so a charge can be held inside its transaction on purpose;
 * B keeps the defaults (a few seconds), which the locked-table case measures.
 */
let cluster: TestCluster;
let a: AppInstance;
let b: AppInstance;
let dir: string;
let cornbreadId: number;
let adminCookie: string;
/** The instances' uploads folder: a small tmpfs of its own, so the test can fill it and make it read-only. */
let uploadsMount: string;

const eventDate = () => new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

interface Answer {
  status: number;
  body: Record<string, unknown>;
  ms: number;
  startedAt: number;
  endedAt: number;
}

/** One API call; a connection error or a 20 s silence is reported as status 0, never thrown. */
async function call(instance: AppInstance, method: string, url: string, body?: unknown, headers: Record<string, string> = {}): Promise<Answer> {
  const startedAt = Date.now();
  try {
    const res = await fetch(`${instance.base}${url}`, {
      method,
      headers: { ...(body !== undefined && { "Content-Type": "application/json" }), ...headers },
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: AbortSignal.timeout(20_000),
    });
    const text = await res.text();
    let parsed: Record<string, unknown> = {};
    try {
      parsed = JSON.parse(text);
    } catch {
      parsed = { text };
    }
    return { status: res.status, body: parsed, ms: Date.now() - startedAt, startedAt, endedAt: Date.now() };
  } catch (error) {
    const code = (error as { cause?: { code?: string } }).cause?.code;
    return { status: 0, body: { error: String(error), code }, ms: Date.now() - startedAt, startedAt, endedAt: Date.now() };
  }
}

const orderBody = () => ({
  customerInfo: { firstName: "Fault", lastName: "Test", email: "faults@example.com", phone: "555-0100", eventDate: eventDate() },
  fulfilment: "delivery",
  deliveryAddress: "12 Analytical Row, Brooklyn, NY 11201",
  orderItems: [{ menuItemId: cornbreadId, option: null, quantity: 2 }],
  totalAmount: "31.98",
});

async function cardToken(instance: AppInstance): Promise<string> {
  const res = await call(instance, "POST", "/api/payments/sandbox/tokens", { card: { number: "4242424242424242", exp_month: 12, exp_year: 2031, cvv: "123" } }, { apikey: SANDBOX_API_KEY });
  if (res.status !== 200 && res.status !== 201) throw new Error(`tokenise failed: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.id as string;
}

const chargeBody = (order: { id: number; accessToken: string }, token: string) => ({ orderId: order.id, orderToken: order.accessToken, token, amount: "31.98" });

/** A small seeded random generator (mulberry32): the same seed, the same stops. */
function mulberry32(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let x = state;
    x = Math.imul(x ^ (x >>> 15), x | 1);
    x ^= x + Math.imul(x ^ (x >>> 7), x | 61);
    return ((x ^ (x >>> 14)) >>> 0) / 2 ** 32;
  };
}

/** A database connection of the test's own, to look at or hold what the instances share. */
async function withDb<T>(work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: cluster.url });
  client.on("error", () => undefined);
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end().catch(() => undefined);
  }
}

/** Waits until a backend of the cluster waits on a lock (our request is then inside its transaction). */
async function untilSomeoneWaitsOnALock(): Promise<void> {
  for (let i = 0; i < 200; i++) {
    const waiting = await withDb((db) => db.query("select count(*)::int as n from pg_stat_activity where wait_event_type = 'Lock'"));
    if (waiting.rows[0].n > 0) return;
    await sleep(100);
  }
  throw new Error("no request ever waited on the lock");
}

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), "cc-faults-"));
  // Mounting needs root, which CI has (as this machine does): without it the uploads test fails rather than skips.
  uploadsMount = path.join(dir, "uploads");
  fs.mkdirSync(uploadsMount);
  execFileSync("mount", ["-t", "tmpfs", "-o", "size=8m,mode=0755", "tmpfs", uploadsMount]);
  cluster = await startTestCluster();
  const env = {
    DATABASE_URL: cluster.url,
    DEMO_MODE: "true",
    UPLOADS_DIR: uploadsMount,
    RATE_LIMIT_ORDERS_PER_IP: "1000000",
    RATE_LIMIT_CARD_TOKENS_PER_IP: "1000000",
    RATE_LIMIT_LOGIN_PER_IP: "1000000",
    // All the test's checkouts come from one address; a charge that fails with 503 counts for a moment too.
    RATE_LIMIT_CARD_DECLINES_PER_IP: "1000000",
    RATE_LIMIT_CARD_DECLINES_PER_ORDER: "1000000",
  };
  a = await startInstance({ name: "a", dir, env: { ...env, DB_LOCK_TIMEOUT_MS: "60000", DB_STATEMENT_TIMEOUT_MS: "60000" } });
  await a.ready();
  b = await startInstance({ name: "b", dir, env });
  await b.ready();
  const menu = await call(a, "GET", "/api/menu-items");
  cornbreadId = (menu.body as unknown as { id: number; name: string }[]).find((item) => item.name === "Honey Cornbread")!.id;
  const login = await fetch(`${b.base}/api/login`, { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify({ username: "admin", password: "AdminDemo1" }) });
  expect(login.status).toBe(200);
  adminCookie = login.headers.getSetCookie().map((c) => c.split(";")[0]).join("; ");
}, 300_000);

afterAll(async () => {
  await Promise.all([a?.kill(), b?.kill()]);
  cluster?.destroy();
  if (uploadsMount) execFileSync("umount", [uploadsMount], { stdio: "ignore" });
  if (dir) fs.rmSync(dir, { recursive: true, force: true });
});

describe("faults", () => {
  it("PostgreSQL stopped for 15 s under load: clean 503s, /api/ready says so, the processes stay up, service resumes within 5 s, no acknowledged order lost", async () => {
    const answers: (Answer & { kind: string })[] = [];
    const acknowledgedOrders: number[] = [];
    const acknowledgedCharges: number[] = [];
    let running = true;
    // A bounded load: four workers, each a checkout (order, token, charge) or two reads, with a short pause.
    const worker = async (instance: AppInstance, n: number) => {
      for (let i = 0; running; i++) {
        if ((i + n) % 2 === 0) {
          const created = await call(instance, "POST", "/api/orders", orderBody());
          answers.push({ ...created, kind: "order" });
          if (created.status === 201) {
            acknowledgedOrders.push(created.body.id as number);
            const token = await cardToken(instance).catch(() => undefined);
            if (token) {
              const charged = await call(instance, "POST", "/api/payments/charge", chargeBody(created.body as { id: number; accessToken: string }, token), { "Idempotency-Key": `load-${created.body.id}` });
              answers.push({ ...charged, kind: "charge" });
              if (charged.status === 200) acknowledgedCharges.push(created.body.id as number);
            }
          }
        } else {
          answers.push({ ...(await call(instance, "GET", "/api/menu-items")), kind: "read" });
          answers.push({ ...(await call(instance, "GET", "/api/orders?page=1", undefined, { Cookie: adminCookie })), kind: "read" });
        }
        await sleep(50);
      }
    };
    const load = Promise.all([worker(a, 0), worker(a, 1), worker(b, 0), worker(b, 1)]);
    await sleep(3_000);

    cluster.stop("fast");
    const stoppedAt = Date.now();
    await sleep(2_000);
    const notReady = await call(a, "GET", "/api/ready");
    const health = await call(b, "GET", "/api/health");
    await sleep(13_000);
    cluster.start();
    const startedAt = Date.now();
    await sleep(10_000);
    running = false;
    await load;

    expect(notReady.status).toBe(503);
    expect(notReady.body.message).toMatch(/not reachable/);
    expect(health.status).toBe(503);
    expect(a.alive() && b.alive()).toBe(true);

    const during = answers.filter((x) => x.startedAt > stoppedAt && x.endedAt < startedAt);
    expect(during.length).toBeGreaterThan(20);
    // Every answer is a success (the cached menu, or a request that finished before the stop) or a clean 503.
    for (const answer of answers) {
      expect([200, 201, 503], JSON.stringify(answer)).toContain(answer.status);
      if (answer.status === 503) expect(typeof answer.body.message).toBe("string");
    }
    expect(during.some((x) => x.status === 503)).toBe(true);
    // Service came back by itself: a checkout written within 5 s of PostgreSQL's return, and writes succeed after.
    const firstWrite = answers.filter((x) => x.kind === "order" && x.status === 201 && x.endedAt > startedAt).sort((x, y) => x.endedAt - y.endedAt)[0];
    expect(firstWrite).toBeDefined();
    expect(firstWrite.endedAt - startedAt).toBeLessThanOrEqual(5_000);
    const late = answers.filter((x) => x.startedAt > startedAt + 5_000);
    expect(late.length).toBeGreaterThan(0);
    expect(late.every((x) => x.status === 200 || x.status === 201)).toBe(true);

    // Nothing acknowledged was lost; every acknowledged charge left a paid order with its one payment.
    await withDb(async (db) => {
      const found = await db.query("select id, status from orders where id = any($1::int[])", [acknowledgedOrders]);
      expect(found.rowCount).toBe(acknowledgedOrders.length);
      const paid = await db.query(
        "select o.id from orders o join payments p on p.order_id = o.id and p.kind = 'charge' and p.status = 'succeeded' where o.status = 'paid' and o.id = any($1::int[])",
        [acknowledgedCharges],
      );
      expect(paid.rowCount).toBe(acknowledgedCharges.length);
      // And no order is half-paid: paid without its payment, or a payment on an unpaid order.
      const torn = await db.query(
        "select o.id from orders o left join payments p on p.order_id = o.id and p.kind = 'charge' and p.status = 'succeeded' where o.customer_email = 'faults@example.com' and (o.status = 'paid') <> (p.id is not null)",
      );
      expect(torn.rows).toEqual([]);
    });
  }, 180_000);

  it("PostgreSQL stopped while a charge transaction is open: the process stays up, that request gets a 503, the order is wholly paid or wholly unpaid", async () => {
    const created = await call(a, "POST", "/api/orders", orderBody());
    expect(created.status).toBe(201);
    const order = created.body as { id: number; accessToken: string };
    const token = await cardToken(a);
    // Hold the order's row, so the charge waits inside its transaction (A's lock timeout is long).
    const holder = new pg.Client({ connectionString: cluster.url });
    holder.on("error", () => undefined);
    await holder.connect();
    await holder.query("begin");
    await holder.query("select id from orders where id = $1 for update", [order.id]);
    const charge = call(a, "POST", "/api/payments/charge", chargeBody(order, token), { "Idempotency-Key": `open-tx-${order.id}` });
    await untilSomeoneWaitsOnALock();

    cluster.stop("fast");
    const answer = await charge;
    await sleep(500);
    const aliveDuringOutage = a.alive();
    cluster.start();
    expect(answer.status, JSON.stringify(answer.body)).toBe(503);
    expect(typeof answer.body.message).toBe("string");
    expect(aliveDuringOutage).toBe(true);

    await a.ready(30_000);
    await b.ready(30_000);
    await withDb(async (db) => {
      const rows = await db.query("select o.status, count(p.id)::int as paid from orders o left join payments p on p.order_id = o.id and p.status = 'succeeded' where o.id = $1 group by o.status", [order.id]);
      expect(rows.rows).toEqual([{ status: "pending_payment", paid: 0 }]);
    });
    // The customer pays again: once, with the charge the provider already took (same provider key). The dead
    // request's card claim could not be released while PostgreSQL was down: until its lease (8 s) runs out a
    // retry is told the payment is still being processed.
    let again: Answer;
    for (let attempt = 1; ; attempt++) {
      again = await call(b, "POST", "/api/payments/charge", chargeBody(order, await cardToken(b)), { "Idempotency-Key": `open-tx-retry-${order.id}-${attempt}` });
      if (again.status !== 409 || attempt === 30) break;
      expect(again.body.code).toBe("PAYMENT_IN_PROGRESS");
      await sleep(1_000);
    }
    expect(again.status, JSON.stringify(again.body)).toBe(200);
    await withDb(async (db) => {
      const rows = await db.query("select count(*)::int as n from payments where order_id = $1 and status = 'succeeded'", [order.id]);
      expect(rows.rows[0].n).toBe(1);
    });
  }, 180_000);

  it("after PostgreSQL restarted, a menu change made through one instance is seen at once by the other (LISTEN came back)", async () => {
    // Both instances are ready, which includes listening again (the previous test restarted PostgreSQL).
    const before = await call(a, "GET", "/api/menu-items");
    const item = (before.body as unknown as { id: number; name: string }[]).find((i) => i.id === cornbreadId)!;
    const renamed = `Honey Cornbread ${Date.now()}`;
    const patch = await call(b, "PATCH", `/api/menu-items/${cornbreadId}`, { name: renamed }, { Cookie: adminCookie });
    expect(patch.status).toBe(200);
    let seen = false;
    for (let i = 0; i < 20 && !seen; i++) {
      const menu = await call(a, "GET", "/api/menu-items");
      seen = (menu.body as unknown as { id: number; name: string }[]).some((x) => x.id === cornbreadId && x.name === renamed);
      if (!seen) await sleep(50);
    }
    expect(seen).toBe(true);
    await call(b, "PATCH", `/api/menu-items/${cornbreadId}`, { name: item.name }, { Cookie: adminCookie });
  }, 60_000);

  it("PostgreSQL stopped at random points around checkouts and charges, 50 times: every key ends with exactly one order and at most one charge", async () => {
    // Seeded, so a failure can be replayed with the same stops (the seed is in every failure message).
    const seed = Date.now() % 2 ** 31;
    const random = mulberry32(seed);
    const STOPS = 50;
    const inFlight = { order: 0, charge: 0 };
    const stopsDuring = { order: 0, charge: 0 };
    const statuses = new Map<string, number>();
    interface Checkout {
      n: number;
      email: string;
      device: string;
      body: ReturnType<typeof orderBody>;
      order?: { id: number; accessToken: string };
      charge?: Answer;
    }
    const checkouts: Checkout[] = [];
    const instance = () => (random() < 0.5 ? a : b);

    /** One request, sent again (through either instance, as a load balancer would) until its answer is final. */
    const untilFinal = async (kind: "order" | "charge", send: (via: AppInstance) => Promise<Answer>, final: (x: Answer) => boolean): Promise<Answer> => {
      for (let attempt = 1; ; attempt++) {
        inFlight[kind] += 1;
        const answer = await send(instance()).finally(() => (inFlight[kind] -= 1));
        const label = `${kind} ${answer.status}${answer.body.code ? ` ${answer.body.code}` : ""}`;
        statuses.set(label, (statuses.get(label) ?? 0) + 1);
        if (final(answer)) return answer;
        if (attempt === 400) throw new Error(`seed ${seed}: no final answer to a ${kind} after 400 tries: ${JSON.stringify(answer)}`);
        await sleep(250);
      }
    };
    // What a client retries: no answer, a 5xx (503 database away, 502 "could not confirm"), a 429, a 409 saying the
    // key or the payment is still being processed. Anything else is final (and checked below).
    const retried = (x: Answer) =>
      x.status === 0 || x.status >= 500 || x.status === 429 || (x.status === 409 && (x.body.code === "PAYMENT_IN_PROGRESS" || /still being processed/.test(String(x.body.message))));

    let chaosOver = false;
    let next = 0;
    const worker = async () => {
      while (!chaosOver) {
        const n = next++;
        const email = `chaos-${seed}-${n}@example.com`;
        const base = orderBody();
        const checkout: Checkout = { n, email, device: `chaos-device-${seed}-${n}-0123456789`, body: { ...base, customerInfo: { ...base.customerInfo, email } } };
        checkouts.push(checkout);
        const headers = { "Idempotency-Key": `chaos-order-${n}`, Cookie: `cc_device=${checkout.device}` };
        const created = await untilFinal("order", (via) => call(via, "POST", "/api/orders", checkout.body, headers), (x) => !retried(x));
        expect(created.status, `seed ${seed}: ${JSON.stringify(created)}`).toBe(201);
        checkout.order = created.body as { id: number; accessToken: string };
        let token: string | undefined;
        while (!token) token = await cardToken(instance()).catch(() => sleep(250).then(() => undefined));
        const charge = chargeBody(checkout.order, token);
        checkout.charge = await untilFinal("charge", (via) => call(via, "POST", "/api/payments/charge", charge, { "Idempotency-Key": `chaos-charge-${n}` }), (x) => !retried(x));
      }
    };
    // The cluster runs with synchronous_commit off (fast tests), which loses the last acknowledged commits in a
    // crash: an acknowledged order would vanish, and no application could keep its promise then. Sessions of this
    // database commit durably from here on (those already open end at the first stop, a clean one).
    await withDb((db) => db.query("alter database postgres set synchronous_commit = on"));
    const load = Promise.all(Array.from({ length: 6 }, worker));

    try {
      for (let stop = 0; stop < STOPS; stop++) {
        await sleep(100 + random() * 1_400);
        if (inFlight.order > 0) stopsDuring.order += 1;
        if (inFlight.charge > 0) stopsDuring.charge += 1;
        // "fast" ends every session; "immediate" is a crash of PostgreSQL.
        cluster.stop(stop > 0 && random() < 0.5 ? "immediate" : "fast");
        await sleep(random() * 400);
        cluster.start();
      }
    } finally {
      chaosOver = true;
      await load;
    }
    await a.ready(60_000);
    await b.ready(60_000);
    await withDb((db) => db.query("alter database postgres reset synchronous_commit"));

    const context = `seed ${seed}, ${checkouts.length} checkouts, answers ${JSON.stringify(Object.fromEntries(statuses))}`;
    expect(a.alive() && b.alive(), context).toBe(true);
    // The stops fell while checkouts and charges were being answered, not only between them.
    expect(stopsDuring.order, context).toBeGreaterThan(0);
    expect(stopsDuring.charge, context).toBeGreaterThan(0);
    // Every answer was final or one a client retries: never a 500.
    expect([...statuses.keys()].filter((label) => / 500/.test(label)), context).toEqual([]);

    await withDb(async (db) => {
      for (const checkout of checkouts) {
        const made = await db.query("select id, status from orders where customer_email = $1", [checkout.email]);
        expect(made.rows, context).toEqual([{ id: checkout.order!.id, status: "paid" }]);
        const charged = await db.query("select charge_id from payments where order_id = $1 and kind = 'charge' and status = 'succeeded'", [checkout.order!.id]);
        expect(checkout.charge!.status, context).toBe(200);
        expect(charged.rows, context).toEqual([{ charge_id: checkout.charge!.body.chargeId }]);
        // The key's stored answer holds no access token.
        const stored = await db.query("select response_body::text as body from idempotency_keys where key = $1 and scope like 'order:visitor:%'", [`chaos-order-${checkout.n}`]);
        expect(stored.rows, context).toHaveLength(1);
        expect(stored.rows[0].body, context).not.toContain(checkout.order!.accessToken);
      }
    });
    // A replay, now, gives each visitor the same order and the same access token, derived again.
    for (const checkout of checkouts.slice(0, 10)) {
      const replay = await call(b, "POST", "/api/orders", checkout.body, { "Idempotency-Key": `chaos-order-${checkout.n}`, Cookie: `cc_device=${checkout.device}` });
      expect(replay.status, context).toBe(201);
      expect({ id: replay.body.id, accessToken: replay.body.accessToken }, context).toEqual({ id: checkout.order!.id, accessToken: checkout.order!.accessToken });
    }
  }, 400_000);

  it("a table held locked for 30 s: every answer and /api/health within 5 s", async () => {
    const holder = new pg.Client({ connectionString: cluster.url });
    await holder.connect();
    await holder.query("begin");
    await holder.query("lock table orders in access exclusive mode");
    const answers: (Answer & { url: string })[] = [];
    const lockedUntil = Date.now() + 30_000;
    try {
      while (Date.now() < lockedUntil - 5_000) {
        const burst = await Promise.all([
          call(b, "GET", "/api/health").then((x) => ({ ...x, url: "health" })),
          call(b, "GET", "/api/menu-items").then((x) => ({ ...x, url: "menu" })),
          call(b, "GET", "/api/orders?page=1", undefined, { Cookie: adminCookie }).then((x) => ({ ...x, url: "orders list" })),
          call(b, "POST", "/api/orders", orderBody()).then((x) => ({ ...x, url: "new order" })),
        ]);
        answers.push(...burst);
        await sleep(1_000);
      }
    } finally {
      await holder.query("rollback");
      await holder.end();
    }
    expect(answers.length).toBeGreaterThan(20);
    for (const answer of answers) {
      expect(answer.ms, JSON.stringify(answer)).toBeLessThanOrEqual(5_000);
      expect([200, 503], JSON.stringify(answer)).toContain(answer.status);
    }
    expect(answers.filter((x) => x.url === "health").every((x) => x.status === 200)).toBe(true);
    expect(answers.filter((x) => x.url === "new order").every((x) => x.status === 503 && typeof x.body.message === "string")).toBe(true);
    // And the table is usable again straight after.
    expect((await call(b, "POST", "/api/orders", orderBody())).status).toBe(201);
  }, 120_000);

  it("a request killed after claiming an Idempotency-Key: the retry with the same key goes through once, within the lease", async () => {
    const created = await call(b, "POST", "/api/orders", orderBody());
    const order = created.body as { id: number; accessToken: string };
    const body = chargeBody(order, await cardToken(a));
    const key = `killed-${order.id}`;
    const holder = new pg.Client({ connectionString: cluster.url });
    await holder.connect();
    await holder.query("begin");
    await holder.query("select id from orders where id = $1 for update", [order.id]);
    const doomed = call(a, "POST", "/api/payments/charge", body, { "Idempotency-Key": key });
    await untilSomeoneWaitsOnALock();
    await a.kill("SIGKILL");
    await holder.query("rollback");
    await holder.end();
    expect((await doomed).status).toBe(0);

    // The same request again (same key, same body), through the other instance: it waits out the dead claim's
    // lease and runs once.
    const retries = await Promise.all([call(b, "POST", "/api/payments/charge", body, { "Idempotency-Key": key }), call(b, "POST", "/api/payments/charge", body, { "Idempotency-Key": key })]);
    for (const retry of retries) expect(retry.status, JSON.stringify(retry.body)).toBe(200);
    expect(retries[0].body.chargeId).toBe(retries[1].body.chargeId);
    await withDb(async (db) => {
      const rows = await db.query("select count(*)::int as n from payments where order_id = $1 and status = 'succeeded'", [order.id]);
      expect(rows.rows[0].n).toBe(1);
    });
  }, 120_000);

  it("uploads onto a full and onto a read-only disk: 507 and 503 with the message, no file left behind; the next upload on a healthy disk succeeds", async () => {
    // A photo of noise: its re-encoded WebP is hundreds of kilobytes, more than the room left below.
    const photo = await sharp({ create: { width: 1200, height: 900, channels: 3, background: "#808080", noise: { type: "gaussian", mean: 128, sigma: 60 } } }).jpeg({ quality: 90 }).toBuffer();
    const upload = async () => {
      const form = new FormData();
      form.set("displayName", "Fault photo");
      form.set("category", "events");
      form.set("photo", new Blob([new Uint8Array(photo)], { type: "image/jpeg" }), "fault.jpg");
      const res = await fetch(`${b.base}/api/gallery/upload`, { method: "POST", headers: { Cookie: adminCookie }, body: form, signal: AbortSignal.timeout(30_000) });
      return { status: res.status, retryAfter: res.headers.get("retry-after"), body: (await res.json()) as Record<string, unknown> };
    };
    const files = () => fs.readdirSync(uploadsMount).sort();
    const free = () => {
      const stats = fs.statfsSync(uploadsMount);
      return stats.bavail * stats.bsize;
    };

    // Full: all but 64 KB taken by a filler file. The photo's write fails part-way (ENOSPC).
    fs.writeFileSync(path.join(uploadsMount, "filler"), Buffer.alloc(free() - 64 * 1024));
    const full = await upload();
    expect(full.status, JSON.stringify(full.body)).toBe(507);
    expect(full.body.message).toBe(STORAGE_MESSAGES.full);
    expect(files()).toEqual(["filler"]);
    fs.rmSync(path.join(uploadsMount, "filler"));

    // Read-only: remounted so (chmod does not stop root).
    execFileSync("mount", ["-o", "remount,ro", uploadsMount]);
    let readOnly: Awaited<ReturnType<typeof upload>>;
    try {
      readOnly = await upload();
    } finally {
      execFileSync("mount", ["-o", "remount,rw", uploadsMount]);
    }
    expect(readOnly.status, JSON.stringify(readOnly.body)).toBe(503);
    expect(readOnly.body.message).toBe(STORAGE_MESSAGES.notWritable);
    expect(Number(readOnly.retryAfter)).toBeGreaterThan(0);
    expect(files()).toEqual([]);

    // Healthy again: the next upload is stored, both sizes, and served.
    const healthy = await upload();
    expect(healthy.status, JSON.stringify(healthy.body)).toBe(201);
    expect(files()).toEqual([path.basename(String(healthy.body.filename)), path.basename(String(healthy.body.thumbnail))].sort());
    expect((await fetch(`${b.base}${healthy.body.filename}`)).status).toBe(200);

    // Logged as what they were, with the disk's own code; never as an unhandled error.
    const logged = b
      .log()
      .split("\n")
      .filter((line) => line.includes("We could not save the photo"))
      .map((line) => JSON.parse(line) as { level: number; msg: string; err: { cause?: { code?: string } } });
    expect(logged.map((line) => [line.msg, line.err.cause?.code])).toEqual([
      [STORAGE_MESSAGES.full, "ENOSPC"],
      [STORAGE_MESSAGES.notWritable, "EROFS"],
    ]);
    expect(b.log()).not.toMatch(/"msg":"unhandled error"[^\n]*(ENOSPC|EROFS)/);
  }, 120_000);

  it("SIGTERM under load: every accepted request completes and the process exits 0", async () => {
    let running = true;
    const answers: Answer[] = [];
    const worker = async () => {
      while (running) {
        answers.push(await call(b, "POST", "/api/orders", orderBody()));
        answers.push(await call(b, "GET", "/api/menu-items"));
      }
    };
    const load = Promise.all([worker(), worker(), worker(), worker()]);
    await sleep(2_000);
    b.process.kill("SIGTERM");
    const exit = await b.exited;
    running = false;
    await load;
    expect(exit).toEqual({ code: 0, signal: null });
    // Accepted requests were answered; afterwards the port refuses (status 0: connection refused), never a reset mid-answer.
    const failures = answers.filter((x) => x.status !== 200 && x.status !== 201);
    expect(failures.map((x) => x.body.code).filter((code) => code !== "ECONNREFUSED")).toEqual([]);
    expect(answers.filter((x) => x.status === 201).length).toBeGreaterThan(0);
  }, 120_000);

  it("the mail server down for a minute: requests still succeed at once, and every email is delivered after it returns", async () => {
    const received: string[] = [];
    const smtpPort = await sparePort();
    const startSmtp = async () => {
      const smtp = new SMTPServer({
        authOptional: true,
        disabledCommands: ["STARTTLS", "AUTH"],
        onData(stream, _session, callback) {
          let raw = "";
          stream.on("data", (chunk: Buffer) => (raw += chunk.toString()));
          stream.on("end", () => {
            received.push(raw);
            callback();
          });
        },
      });
      await new Promise<void>((resolve) => smtp.listen(smtpPort, "127.0.0.1", resolve));
      return smtp;
    };
    const mailer = await startInstance({
      name: "mail",
      dir,
      env: { DATABASE_URL: cluster.url, DEMO_MODE: "false", SMTP_URL: `smtp://127.0.0.1:${smtpPort}`, RATE_LIMIT_ENQUIRIES_PER_IP: "1000000" },
    });
    try {
      await mailer.ready();
      // The mail server is down (nothing listens on its port) while five visitors send enquiries.
      const names = ["Ada", "Grace", "Edsger", "Barbara", "Donald"].map((name) => `${name} ${Date.now()}`);
      for (const name of names) {
        const sent = await call(mailer, "POST", "/api/contact", { name, email: "visitor@example.com", message: "Do you cater picnics?" });
        expect(sent.status).toBe(201);
        expect(sent.ms).toBeLessThan(5_000);
      }
      await sleep(60_000);
      expect(received).toEqual([]);
      const smtp = await startSmtp();
      try {
        // Retried with backoff (15 s, 30 s, 60 s …): all five arrive, each once.
        const deadline = Date.now() + 180_000;
        while (names.some((name) => !received.some((raw) => raw.includes(name))) && Date.now() < deadline) await sleep(500);
        for (const name of names) expect(received.filter((raw) => raw.includes(name))).toHaveLength(1);
      } finally {
        await new Promise<void>((resolve) => smtp.close(() => resolve()));
      }
    } finally {
      await mailer.kill("SIGTERM");
    }
  }, 400_000);

  describe("each email once, promptly", () => {
    /**
     * Two instances with workers, each sending through its own port of one mail server (so the test knows which
     * instance is sending what). The mail server can hold an email in DATA before answering, as a slow one does:
     * the job is then active, in flight. An email counts as received only when the mail server answered 250 to a
     * client still connected; one whose sender died first was never accepted.
     */
    // The secret every instance of this suite runs with (jobs queued by one must open on another), and so the key
    // and domain their Message-IDs are made with.
    const config = loadConfig({ ...process.env, NODE_ENV: "development", DATABASE_URL: "" });
    const ids = { key: messageIdKey(config.sessionSecret), domain: mailDomain(config.mailFrom) };
    interface Received {
      raw: string;
      rcpt: string;
      messageId: string;
      via: string;
      at: number;
    }
    const received: Received[] = [];
    /** Emails containing one of these are held in DATA: until `release` resolves, or for `ms`. */
    const holds: { match: string; until: Promise<void> }[] = [];
    /** Emails held right now: what they matched, the instance sending them, its SMTP session. */
    const inFlight: { match: string; via: string; session: string }[] = [];
    const closed = new Set<string>();
    /** Resolves when a session's connection closes (a held email's sender may die, or give up, meanwhile). */
    const onClosed = new Map<string, () => void>();
    const servers: SMTPServer[] = [];
    const instances: AppInstance[] = [];

    const smtpServer = (via: string) =>
      new SMTPServer({
        authOptional: true,
        disabledCommands: ["STARTTLS", "AUTH"],
        onClose(session) {
          closed.add(session.id);
          onClosed.get(session.id)?.();
        },
        onData(stream, session: SMTPServerSession, callback) {
          let raw = "";
          stream.on("data", (chunk: Buffer) => (raw += chunk.toString()));
          stream.on("end", async () => {
            const hold = holds.find((h) => raw.includes(h.match));
            if (hold) {
              const flight = { match: hold.match, via, session: session.id };
              inFlight.push(flight);
              await Promise.race([hold.until, new Promise<void>((resolve) => onClosed.set(session.id, resolve))]);
              inFlight.splice(inFlight.indexOf(flight), 1);
            }
            if (closed.has(session.id)) return callback(new Error("the client went away"));
            received.push({ raw, rcpt: session.envelope.rcptTo[0]?.address ?? "", messageId: /^Message-ID:\s*(<[^>]+>)/im.exec(raw)?.[1] ?? "", via, at: Date.now() });
            callback();
          });
        },
      });

    const enquire = async (via: AppInstance, name: string) => {
      const sent = await call(via, "POST", "/api/contact", { name, email: "visitor@example.com", message: "Do you cater picnics?" });
      expect(sent.status, JSON.stringify(sent.body)).toBe(201);
      return sent.body.id as number;
    };
    const copiesOf = (name: string) => received.filter((r) => r.raw.includes(name));
    const until = async (check: () => boolean | Promise<boolean>, ms: number, what: string) => {
      const deadline = Date.now() + ms;
      while (!(await check())) {
        if (Date.now() > deadline) throw new Error(`not within ${ms} ms: ${what}`);
        await sleep(200);
      }
    };
    /**
     * Nothing left that could send these again: each one's sent-marker is written (a job for it that runs again
     * skips it), and no mail job is still active (waiting out a lease).
     */
    const settledAsSent = (messageIds: string[]) =>
      withDb(async (db) => {
        const markers = await db.query("select count(*)::int as n from mail_sent where message_id = any($1::text[])", [messageIds]);
        const active = await db.query("select count(*)::int as n from pgboss.job where name = 'mail' and state = 'active'");
        return markers.rows[0].n === messageIds.length && active.rows[0].n === 0;
      });
    const expectedId = (name: string, enquiryId: number) => messageIdFor({ to: copiesOf(name)[0]?.rcpt ?? "", about: `enquiry-${enquiryId}/new-enquiry` }, ids);

    beforeAll(async () => {
      // Only these two deliver mail now (A and B, which write it to their outboxes, are stopped by the tests above).
      await Promise.all([a.kill("SIGTERM"), b.kill("SIGTERM")]);
      for (const name of ["m1", "m2"]) {
        const smtpPort = await sparePort();
        const server = smtpServer(name);
        await new Promise<void>((resolve) => server.listen(smtpPort, "127.0.0.1", resolve));
        servers.push(server);
        const instance = await startInstance({
          name,
          dir,
          env: { DATABASE_URL: cluster.url, DEMO_MODE: "false", SMTP_URL: `smtp://127.0.0.1:${smtpPort}`, RATE_LIMIT_ENQUIRIES_PER_IP: "1000000" },
        });
        instances.push(instance);
        await instance.ready();
      }
    }, 300_000);

    afterAll(async () => {
      await Promise.all(instances.map((instance) => instance.kill("SIGKILL")));
      await Promise.all(servers.map((server) => new Promise<void>((resolve) => server.close(() => resolve()))));
    });

    it("PostgreSQL stopped while mail jobs are active: after it returns, each email has arrived exactly once, with the Message-ID of what it is about", async () => {
      const names = ["Ada", "Grace", "Edsger"].map((name) => `${name} outage ${Date.now()}`);
      let release!: () => void;
      holds.push({ match: "outage", until: new Promise<void>((resolve) => (release = resolve)) });
      const enquiries = new Map<string, number>();
      for (const name of names) enquiries.set(name, await enquire(instances[0], name));
      // Emails with the mail server, their jobs active, when PostgreSQL stops; the mail server then takes them while
      // PostgreSQL is away, so neither their sent-markers nor their jobs' completion can be written. The others wait
      // in the queue. (Held a few seconds at most: a mail client gives up on a server silent for long.)
      const held = () => inFlight.filter((f) => f.match === "outage").length;
      await until(() => held() >= 1, 30_000, "an email in flight");
      await sleep(1_000);
      const inFlightAtStop = held();
      expect(inFlightAtStop).toBeGreaterThan(0);
      try {
        cluster.stop("fast");
        release();
        await until(() => received.filter((r) => r.raw.includes("outage")).length >= inFlightAtStop, 10_000, "the mail server took the held ones");
        await sleep(5_000);
      } finally {
        cluster.start();
      }
      const backAt = Date.now();
      // Within 2 minutes of PostgreSQL's return every email has arrived, and nothing is left that could send one again.
      await until(async () => names.every((name) => copiesOf(name).length > 0) && (await settledAsSent(names.map((name) => expectedId(name, enquiries.get(name)!)))), 120_000, "every email sent and recorded");
      expect(Date.now() - backAt).toBeLessThanOrEqual(120_000);
      for (const name of names) {
        const copies = copiesOf(name);
        expect(copies, name).toHaveLength(1);
        expect(copies[0].messageId).toBe(expectedId(name, enquiries.get(name)!));
      }
      holds.length = 0;
    }, 300_000);

    it("an instance killed with a mail job in flight: that email arrives within 2 minutes, once", async () => {
      const name = `Barbara killed ${Date.now()}`;
      let release!: () => void;
      holds.push({ match: "killed", until: new Promise<void>((resolve) => (release = resolve)) });
      const id = await enquire(instances[1], name);
      await until(() => inFlight.some((f) => f.match === "killed"), 60_000, "the email in flight");
      const flight = inFlight.find((f) => f.match === "killed")!;
      const sender = instances.find((instance) => instance.name === flight.via)!;
      const other = instances.find((instance) => instance !== sender)!;
      await sender.kill("SIGKILL");
      const killedAt = Date.now();
      // The dead sender's connection is gone, so its held email is never accepted; its job, still active, is given
      // back after its lease.
      await until(() => closed.has(flight.session), 10_000, "the dead sender's connection closed");
      release();
      holds.length = 0;
      await until(() => copiesOf(name).length > 0, 120_000, "the email arrived after the kill");
      expect(Date.now() - killedAt).toBeLessThanOrEqual(120_000);
      await until(() => settledAsSent([expectedId(name, id)]), 30_000, "the email recorded as sent");
      const copies = copiesOf(name);
      expect(copies).toHaveLength(1);
      expect(copies[0].via).toBe(other.name);
      expect(copies[0].messageId).toBe(expectedId(name, id));
    }, 300_000);
  });

  it("the logs of every instance hold no client objects, no secrets and no statements", () => {
    const logs = fs.readdirSync(dir).filter((file) => file.endsWith(".log"));
    expect(logs.length).toBeGreaterThanOrEqual(4);
    for (const file of logs) {
      const text = fs.readFileSync(path.join(dir, file), "utf8");
      // pg's connection (whose secretKey cancels its queries) and the pool that pg-pool hangs on its errors.
      expect(text, file).not.toMatch(/secretKey|processID|connectionParameters|"client":\{/);
      // drizzle's "Failed query: …" and any statement text with its values.
      expect(text, file).not.toMatch(/Failed query:|\b(select|insert into|update|delete from)\b[^"\n]{0,300}\b(from|values|set|where)\b/i);
    }
  });
});
