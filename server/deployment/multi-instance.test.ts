import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestS3, type TestS3 } from "../test/s3-server";
import { startInstance, type AppInstance } from "./app-instance";

/**
 * `npm run test:multi-instance` (in CI, after the build): two built instances, as behind a load balancer, on one
 * PostgreSQL database (a fresh one on the server TEST_DATABASE_URL names) and one S3-compatible store (s3rver).
 * They run as in production: NODE_ENV=production, secure cookies behind a proxy that says the request was HTTPS.
 */
const serverUrl = process.env.TEST_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/test";
const databaseName = `cc_multi_${process.pid}`;
let dir: string;
let s3: TestS3;
let a: AppInstance;
let b: AppInstance;

const withServer = async <T>(work: (client: pg.Client) => Promise<T>): Promise<T> => {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
};

/** As the load balancer forwards it: the browser spoke HTTPS to it. */
const forwarded = { "X-Forwarded-Proto": "https" };

async function call(instance: AppInstance, method: string, url: string, init: { cookie?: string; json?: unknown; body?: BodyInit } = {}) {
  return fetch(`${instance.base}${url}`, {
    method,
    headers: { ...forwarded, ...(init.cookie && { Cookie: init.cookie }), ...(init.json !== undefined && { "Content-Type": "application/json" }) },
    body: init.json !== undefined ? JSON.stringify(init.json) : init.body,
  });
}

async function signIn(instance: AppInstance, username: string, password: string): Promise<string> {
  const res = await call(instance, "POST", "/api/login", { json: { username, password } });
  expect(res.status, await res.clone().text()).toBe(200);
  return res.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");
}

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), "cc-multi-"));
  await withServer((client) => client.query(`drop database if exists ${databaseName} with (force)`).then(() => client.query(`create database ${databaseName}`)));
  const databaseUrl = new URL(serverUrl);
  databaseUrl.pathname = `/${databaseName}`;
  s3 = await startTestS3();
  const env = {
    ...s3.env,
    DATABASE_URL: databaseUrl.toString(),
    NODE_ENV: "production",
    SESSION_SECRET: "multi-instance-test-secret-0123456789abcdef",
    DEMO_MODE: "true",
    TRUST_PROXY: "1",
    // The built client too: each instance renders the public pages it serves to visitors.
    SERVE_CLIENT: "true",
    // The shared sign-in limit under test: five failures for an account, wherever they happen.
    RATE_LIMIT_LOGIN_FAILURES_PER_ACCOUNT: "5",
  };
  // Started together, as a deployment rolls out: migrations and the demo seed run once between them.
  [a, b] = await Promise.all([startInstance({ name: "a", dir, env, built: true }), startInstance({ name: "b", dir, env, built: true })]);
  await Promise.all([a.ready(), b.ready()]);
}, 300_000);

afterAll(async () => {
  await Promise.all([a?.kill("SIGTERM"), b?.kill("SIGTERM")]);
  await s3?.close();
  await withServer((client) => client.query(`drop database if exists ${databaseName} with (force)`)).catch(() => undefined);
  if (dir) fs.rmSync(dir, { recursive: true, force: true });
});

describe("two instances, one database, one object store", () => {
  it("a session made on one works on the other", async () => {
    const cookie = await signIn(a, "client", "ClientDemo1");
    const me = await call(b, "GET", "/api/me", { cookie });
    expect(me.status).toBe(200);
    expect((await me.json()).username).toBe("client");
  });

  it("a photo uploaded through one is served by the other", async () => {
    const cookie = await signIn(a, "admin", "AdminDemo1");
    const form = new FormData();
    form.set("displayName", "Shared photo");
    form.set("category", "events");
    const jpeg = await sharp({ create: { width: 64, height: 48, channels: 3, background: "#884400" } }).jpeg().toBuffer();
    form.set("photo", new Blob([new Uint8Array(jpeg)], { type: "image/jpeg" }), "shared.jpg");
    const uploaded = await call(a, "POST", "/api/gallery/upload", { cookie, body: form });
    expect(uploaded.status, await uploaded.clone().text()).toBe(201);
    // The photo's file name is its public URL (/uploads/<key>).
    const { filename: url } = (await uploaded.json()) as { filename: string };
    const served = await call(b, "GET", url);
    expect(served.status).toBe(200);
    expect(served.headers.get("content-type")).toBe("image/webp");
    expect(served.headers.get("cache-control")).toContain("immutable");
    expect(served.headers.get("x-content-type-options")).toBe("nosniff");
    expect((await sharp(Buffer.from(await served.arrayBuffer())).metadata()).format).toBe("webp");
    // And the gallery both serve lists it.
    expect(((await (await call(b, "GET", "/api/gallery")).json()) as { filename: string }[]).some((photo) => photo.filename === url)).toBe(true);
  });

  it("a menu change made on one is seen by the other's public read and its rendered /menu page at once", async () => {
    const cookie = await signIn(a, "admin", "AdminDemo1");
    const menu = (await (await call(b, "GET", "/api/menu-items")).json()) as { id: number; name: string }[];
    const target = menu[0];
    const renamed = `${target.name} (renamed)`;
    // B has rendered its /menu page for visitors (and keeps it) before the change.
    const before = await (await call(b, "GET", "/menu")).text();
    expect(before).toContain(target.name);
    expect(before).not.toContain(renamed);
    expect((await call(a, "PATCH", `/api/menu-items/${target.id}`, { cookie, json: { name: renamed } })).status).toBe(200);
    let seen = false;
    // NOTIFY reaches B within milliseconds; a second is the bound for "at once", not a speed target.
    for (let i = 0; i < 20 && !seen; i++) {
      const now = (await (await call(b, "GET", "/api/menu-items")).json()) as { id: number; name: string }[];
      seen = now.some((item) => item.id === target.id && item.name === renamed) && (await (await call(b, "GET", "/menu")).text()).includes(renamed);
      if (!seen) await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect(seen).toBe(true);
  });

  it("a message sent through one is pushed to a client connected to the other in ≤ 1 s", async () => {
    const clientCookie = await signIn(b, "client", "ClientDemo1");
    const adminCookie = await signIn(a, "admin", "AdminDemo1");
    const quotes = (await (await call(b, "GET", "/api/quotes", { cookie: clientCookie })).json()) as { items: { id: number }[] };
    const quoteId = quotes.items[0].id;
    const stream = await call(b, "GET", "/api/events", { cookie: clientCookie });
    expect(stream.status).toBe(200);
    const reader = stream.body!.getReader();
    const sentAt = Date.now();
    const sent = await call(a, "POST", "/api/messages", { cookie: adminCookie, json: { quoteId, content: "Pushed across instances" } });
    expect(sent.status).toBe(201);
    let received = "";
    while (!/event: message\n/.test(received)) {
      const { value, done } = await reader.read();
      if (done) break;
      received += new TextDecoder().decode(value);
    }
    const latency = Date.now() - sentAt;
    await reader.cancel();
    expect(received).toMatch(new RegExp(`event: message\\ndata: \\{"quoteId":${quoteId},`));
    console.info(`message pushed across instances in ${latency} ms`);
    expect(latency).toBeLessThanOrEqual(1_000);
  });

  it("5 wrong passwords spread across both instances trip the shared limit", async () => {
    const statuses: number[] = [];
    for (const instance of [a, b, a, b, a]) statuses.push((await call(instance, "POST", "/api/login", { json: { username: "client", password: "Wrong-Passw0rd" } })).status);
    expect(statuses).toEqual([401, 401, 401, 401, 401]);
    // The sixth try, even with the right password and on the other instance, is refused until the window ends.
    const blocked = await call(b, "POST", "/api/login", { json: { username: "client", password: "ClientDemo1" } });
    expect(blocked.status).toBe(429);
    expect((await blocked.json()).message).toMatch(/Too many/);
  });
});
