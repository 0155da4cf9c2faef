import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { menuItems, quotes } from "@shared/schema";
import { createTestApp, type TestApp, type TestUser } from "../test/harness";

/**
 * The live stream across two app instances on one database (on PostgreSQL in CI, each with its own pool and
 * LISTEN connection): what one instance commits reaches a browser connected to the other.
 */
let t: TestApp;
let closeSibling: () => Promise<void>;
const servers: http.Server[] = [];
let baseA: string;
let baseB: string;

async function listen(handler: http.RequestListener): Promise<string> {
  const server = http.createServer(handler);
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

beforeAll(async () => {
  t = await createTestApp();
  const sibling = await t.sibling();
  closeSibling = sibling.close;
  baseA = await listen(t.handler);
  baseB = await listen(sibling.handler);
});
afterAll(async () => {
  for (const server of servers) {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  }
  await closeSibling();
  await t.close();
});

async function signIn(base: string, user: TestUser): Promise<string> {
  const res = await fetch(`${base}/api/login`, { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify({ username: user.username, password: user.password }) });
  expect(res.status).toBe(200);
  return res.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");
}

interface Received {
  id: string | undefined;
  type: string;
  data: Record<string, unknown>;
  at: number;
}

/** A minimal EventSource: reads the stream and parses its events as they arrive. */
async function openStream(base: string, cookie: string, lastEventId?: string) {
  const controller = new AbortController();
  const res = await fetch(`${base}/api/events`, { headers: { Cookie: cookie, ...(lastEventId && { "Last-Event-ID": lastEventId }) }, signal: controller.signal });
  expect(res.status).toBe(200);
  expect(res.headers.get("content-type")).toMatch(/^text\/event-stream/);
  const events: Received[] = [];
  const waiters: (() => void)[] = [];
  void (async () => {
    const decoder = new TextDecoder();
    let buffer = "";
    try {
      for await (const chunk of res.body as unknown as AsyncIterable<Uint8Array>) {
        buffer += decoder.decode(chunk, { stream: true });
        let end: number;
        while ((end = buffer.indexOf("\n\n")) >= 0) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const fields = Object.fromEntries(block.split("\n").filter((line) => line && !line.startsWith(":")).map((line) => [line.slice(0, line.indexOf(":")), line.slice(line.indexOf(":") + 1).trim()]));
          if (!fields.event) continue;
          events.push({ id: fields.id, type: fields.event, data: JSON.parse(fields.data), at: Date.now() });
          for (const wake of waiters.splice(0)) wake();
        }
      }
    } catch {
      // Aborted by the test.
    }
  })();
  return {
    events,
    /** Resolves once `count` events of `type` arrived; rejects after a generous limit (a hang, not a speed target). */
    async waitFor(type: string, count: number) {
      const deadline = Date.now() + 30_000;
      while (events.filter((e) => e.type === type).length < count) {
        if (Date.now() > deadline) throw new Error(`only ${events.filter((e) => e.type === type).length} ${type} events`);
        await new Promise<void>((resolve) => {
          waiters.push(resolve);
          setTimeout(resolve, 200);
        });
      }
      return events.filter((e) => e.type === type);
    },
    close: () => controller.abort(),
  };
}

async function quoteFor(clientId: number): Promise<number> {
  const [row] = await t.database.db
    .insert(quotes)
    .values({ clientId, eventType: "wedding", eventDate: new Date(Date.now() + 30 * 86_400_000), guestCount: 80, venue: "1 Long Enough Street, NY", menuPackage: "custom", totalCents: 0 })
    .returning({ id: quotes.id });
  return row.id;
}

const send = (base: string, cookie: string, quoteId: number, content: string) =>
  fetch(`${base}/api/messages`, { method: "POST", headers: { "Content-Type": "application/json", Cookie: cookie }, body: JSON.stringify({ quoteId, content }) });

describe("GET /api/events", () => {
  it("a visitor gets 401; a hostile Last-Event-ID is ignored, not an error", async () => {
    expect((await fetch(`${baseA}/api/events`)).status).toBe(401);
    const cookie = await signIn(baseA, await t.createUser());
    for (const hostile of ["-1", "1e400", "99999999999999999999", "abc", "1; drop table app_events", "%00"]) {
      const stream = await openStream(baseA, cookie, hostile);
      stream.close();
      const viaQuery = await fetch(`${baseA}/api/events?lastEventId=${encodeURIComponent(hostile)}`, { headers: { Cookie: cookie } });
      expect(viaQuery.status).toBe(200);
      await viaQuery.body?.cancel();
    }
  });

  it("pushes a message sent through one instance to its client connected to the other, in ≤ 1 s at p95, and to nobody else", async () => {
    const client = await t.createUser();
    const stranger = await t.createUser();
    const admin = await t.createUser({ role: "admin" });
    const quoteId = await quoteFor(client.id);
    const clientCookie = await signIn(baseA, client);
    const adminCookie = await signIn(baseB, admin);
    const clientStream = await openStream(baseA, clientCookie);
    const strangerStream = await openStream(baseA, await signIn(baseA, stranger));
    const adminStream = await openStream(baseA, await signIn(baseA, admin));

    const latencies: number[] = [];
    for (let i = 0; i < 20; i++) {
      const sentAt = Date.now();
      expect((await send(baseB, adminCookie, quoteId, `Update ${i}`)).status).toBe(201);
      const [event] = (await clientStream.waitFor("message", i + 1)).slice(-1);
      expect(event.data).toMatchObject({ quoteId, fromBusiness: true });
      latencies.push(event.at - sentAt);
    }
    latencies.sort((x, y) => x - y);
    const p95 = latencies[Math.ceil(latencies.length * 0.95) - 1];
    console.info(`live message latency across instances: p50 ${latencies[9]} ms, p95 ${p95} ms`);
    expect(p95).toBeLessThanOrEqual(1_000);
    // The business hears its own thread too; another client hears nothing of it.
    await adminStream.waitFor("message", 20);
    expect(strangerStream.events.filter((e) => e.type === "message")).toEqual([]);

    // Unread for the client: the 20 from the business, until the thread is read.
    const unread = await (await fetch(`${baseB}/api/messages/unread`, { headers: { Cookie: clientCookie } })).json();
    expect(unread).toEqual({ total: 20, threads: [{ quoteId, count: 20 }] });
    const read = await fetch(`${baseA}/api/quotes/${quoteId}/messages/read`, { method: "POST", headers: { Cookie: clientCookie } });
    expect(await read.json()).toEqual({ total: 0, threads: [] });
    // Another client's thread is not theirs to mark: 404, as if it did not exist.
    expect((await fetch(`${baseA}/api/quotes/${quoteId}/messages/read`, { method: "POST", headers: { Cookie: await signIn(baseA, stranger) } })).status).toBe(404);
    for (const stream of [clientStream, strangerStream, adminStream]) stream.close();
  });

  it("a stream that reconnects with Last-Event-ID gets what it missed", async () => {
    const client = await t.createUser();
    const admin = await t.createUser({ role: "admin" });
    const quoteId = await quoteFor(client.id);
    const clientCookie = await signIn(baseA, client);
    const adminCookie = await signIn(baseA, admin);
    const first = await openStream(baseA, clientCookie);
    await send(baseA, adminCookie, quoteId, "Before the drop");
    const [seen] = await first.waitFor("message", 1);
    first.close();
    await send(baseB, adminCookie, quoteId, "While away 1");
    await send(baseB, adminCookie, quoteId, "While away 2");
    const again = await openStream(baseB, clientCookie, seen.id);
    const missed = await again.waitFor("message", 2);
    expect(missed.map((e) => Number(e.id))).toEqual([...missed.map((e) => Number(e.id))].sort((x, y) => x - y));
    expect(missed.every((e) => Number(e.id) > Number(seen.id))).toBe(true);
    again.close();
  });

  it("tells the business of new orders, quotes and enquiries, and a client of their own order's changes", async () => {
    const admin = await t.createUser({ role: "admin" });
    const client = await t.createUser();
    const adminStream = await openStream(baseA, await signIn(baseA, admin));
    const clientCookie = await signIn(baseB, client);
    const clientStream = await openStream(baseA, clientCookie);
    const [item] = await t.database.db.insert(menuItems).values({ category: "sides", name: "Cornbread", price: "$15.99" }).returning({ id: menuItems.id });
    const order = await fetch(`${baseB}/api/orders`, {
      method: "POST",
      headers: { "Content-Type": "application/json", Cookie: clientCookie },
      body: JSON.stringify({
        customerInfo: { firstName: "Ada", lastName: "Lovelace", email: client.email, phone: "555-0100", eventDate: new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10) },
        fulfilment: "delivery",
        deliveryAddress: "12 Analytical Row, Brooklyn, NY 11201",
        orderItems: [{ menuItemId: item.id, quantity: 1 }],
        totalAmount: "15.99",
      }),
    });
    expect(order.status).toBe(201);
    const orderId = (await order.json()).id;
    const enquiry = await fetch(`${baseB}/api/contact`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ name: "Sam Visitor", email: "sam@example.com", message: "Do you cater picnics?" }),
    });
    expect(enquiry.status).toBe(201);
    const [adminOrder] = await adminStream.waitFor("order", 1);
    expect(adminOrder.data).toEqual({ orderId, status: "pending_payment" });
    await adminStream.waitFor("enquiry", 1);
    const [clientOrder] = await clientStream.waitFor("order", 1);
    expect(clientOrder.data).toEqual({ orderId, status: "pending_payment" });
    expect(clientStream.events.filter((e) => e.type === "enquiry")).toEqual([]);
    adminStream.close();
    clientStream.close();
  });

  it("shutting down ends every stream and refuses new ones with 503, so nothing holds the server open", async () => {
    const other = await t.sibling();
    const base = await listen(other.handler);
    const cookie = await signIn(base, await t.createUser());
    const res = await fetch(`${base}/api/events`, { headers: { Cookie: cookie } });
    expect(res.status).toBe(200);
    const ended = (async () => {
      for await (const chunk of res.body as unknown as AsyncIterable<Uint8Array>) void chunk;
      return true;
    })();
    other.stopStreams();
    expect(await ended).toBe(true);
    const refused = await fetch(`${base}/api/events`, { headers: { Cookie: cookie } });
    expect(refused.status).toBe(503);
    expect((await refused.json()).message).toMatch(/restarting/);
    await other.close();
  });
});
