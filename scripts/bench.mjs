// `npm run bench`: loopback load tests of the built server, bounded in time (about two and a half minutes in all). In one
// run, so that ratios hold on a noisy machine, each figure beside its reference:
// - GET /api/menu-items against a bare node:http server sending the same bytes (the ceiling on this machine) and a
//   naive peer (scripts/bench/naive-peer.mjs);
// - POST /api/orders against a raw INSERT … RETURNING of one order row through node-postgres at the same
//   connection count (what the database itself allows here);
// - full checkouts (order, payment key, tokenise, charge with the sandbox provider: scripts/bench/checkout.mjs);
// - the lists and dashboards at 100 rows and again at 1,000,000 orders and 100,000 quotes (scripts/bench/scale.mjs);
// - every public GET (the menu and gallery reads, rendered pages, a hashed asset, a dish picture, robots.txt) against
//   a bare node:http process sending the same answer, 50 connections (scripts/bench/public-gets.mjs;
//   BENCH_PUBLIC_RUNS=3 for medians of three; BENCH_PUBLIC_ONLY=gallery,robots for some rows only).
// Prints a table and a met / NOT met verdict per target. Needs `npm run build` first. BENCH_PARTS=read,public,write,
// checkout,scale runs only some.
//
// Database: BENCH_DATABASE_URL if set; otherwise a throwaway database on the local PostgreSQL server
// (postgres://postgres@127.0.0.1:5432, as on our machines); otherwise the embedded PGlite (no references, no scale).
import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import autocannon from "autocannon";
import pg from "pg";
import { freePort } from "./free-port.mjs";
import { checkoutBench } from "./bench/checkout.mjs";
import { checkoutStatements, countingArgs, printCheckoutStatements, readStatements, resetStatements, stopStatements } from "./bench/statements.mjs";
import { scaleBench } from "./bench/scale.mjs";
import { publicGetsBench, publicGetVerdict } from "./bench/public-gets.mjs";
import { cpuLine, measureCpu } from "./bench/cpu-use.mjs";

const root = path.resolve(import.meta.dirname, "..");
const DURATION_S = Number(process.env.BENCH_SECONDS ?? 10);
const PARTS = new Set((process.env.BENCH_PARTS ?? "read,public,write,checkout,scale").split(","));
/** How many times each public GET and its bare server are run, in turn (medians printed). */
const PUBLIC_RUNS = Number(process.env.BENCH_PUBLIC_RUNS ?? 1);
/** The short runs in which the statements per order and per checkout are counted, apart from the timed runs. */
const COUNTING_S = 3;
const entry = path.join(root, "dist", "server", "index.js");
if (!fs.existsSync(entry)) {
  console.error("Build first: npm run build");
  process.exit(1);
}

async function benchDatabase() {
  if (process.env.BENCH_DATABASE_URL) return { url: process.env.BENCH_DATABASE_URL, label: "PostgreSQL (BENCH_DATABASE_URL)", drop: async () => {} };
  const server = "postgres://postgres@127.0.0.1:5432/postgres";
  const name = `cc_bench_${process.pid}`;
  try {
    const admin = new pg.Client({ connectionString: server, connectionTimeoutMillis: 2000 });
    await admin.connect();
    await admin.query(`create database ${name}`);
    await admin.end();
  } catch {
    return { url: undefined, label: "embedded PGlite", drop: async () => {} };
  }
  return {
    url: `postgres://postgres@127.0.0.1:5432/${name}`,
    label: "PostgreSQL 127.0.0.1:5432",
    drop: async () => {
      const admin = new pg.Client({ connectionString: server });
      await admin.connect();
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    },
  };
}

async function waitForHealth(url) {
  // Migrations and the demo data on a fresh database take a minute or more on a busy shared machine.
  const deadline = Date.now() + 180_000;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(`${url}/api/health`)).ok) return;
    } catch {
      // starting
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error("server did not start");
}

function run(options) {
  return new Promise((resolve, reject) => {
    autocannon({ duration: DURATION_S, ...options }, (error, result) => (error ? reject(error) : resolve(result)));
  });
}

/** `connections` workers inserting one order row each, back to back, for the run's duration; autocannon's shape. */
async function rawInserts(url, connections) {
  const pool = new pg.Pool({ connectionString: url, max: connections });
  const latencies = [];
  const insert = () =>
    pool.query(
      `insert into orders (customer_name, customer_email, customer_phone, event_date, subtotal_cents, total_cents, access_token_hash)
       values ($1, $2, $3, $4, $5, $6, $7) returning id`,
      ["Bench Mark", "bench@example.com", "555-0100", new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10), 3198, 3198, "0".repeat(64)],
    );
  for (let i = 0; i < 200; i++) await insert();
  const until = performance.now() + DURATION_S * 1000;
  await Promise.all(
    Array.from({ length: connections }, async () => {
      while (performance.now() < until) {
        const started = performance.now();
        await insert();
        latencies.push(performance.now() - started);
      }
    }),
  );
  await pool.end();
  latencies.sort((a, b) => a - b);
  return { requests: { average: latencies.length / DURATION_S }, latency: { p99: Math.round(latencies[Math.floor(latencies.length * 0.99)]) }, errors: 0, timeouts: 0, non2xx: 0 };
}

function row(name, connections, result) {
  const errors = result.errors + result.timeouts + (result.non2xx ?? 0);
  return { name, connections, "req/s": Math.round(result.requests.average), "p99 ms": result.latency.p99, errors };
}

const database = await benchDatabase();
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "cc-bench-"));
const port = await freePort();
const base = `http://127.0.0.1:${port}`;
// The server counts the statements it sends to PostgreSQL (scripts/bench/count-statements.mjs), read over IPC.
const server = spawn(process.execPath, [...countingArgs, entry], {
  cwd: root,
  env: {
    ...process.env,
    NODE_ENV: "production",
    SESSION_SECRET: "bench-secret-bench-secret-bench-secret-0123",
    DEMO_MODE: "true",
    PORT: String(port),
    DATA_DIR: dataDir,
    DATABASE_URL: database.url ?? "",
    LOG_LEVEL: process.env.LOG_LEVEL ?? "info",
    // autocannon is one address placing thousands of orders: the limit stays on (its counter is part of the
    // write path we measure) but high enough never to answer 429.
    RATE_LIMIT_ORDERS_PER_IP: "100000000",
    RATE_LIMIT_CARD_TOKENS_PER_IP: "100000000",
    // The decline counter counts a charge while it is in flight (express-rate-limit takes it back on success), so
    // twenty shoppers paying at once from one address would pass the allowance of five.
    RATE_LIMIT_CARD_DECLINES_PER_IP: "100000000",
    // As behind the TLS proxy of a deployment: the scale stage's sessions say they came over HTTPS (secure cookies).
    TRUST_PROXY: "1",
  },
  // Logs go nowhere, but the server still formats and writes them, as it would in production.
  stdio: ["ignore", "ignore", "inherit", "ipc"],
});
const results = [];
let scale;
let publicGets;
/** Statements per order (the write run) and per checkout (the checkout run), from the server's own count. */
let orderStatements;
let checkoutCounts;
/** CPU by who used it during the timed orders and checkouts runs (scripts/bench/cpu-use.mjs), with their counts. */
const cpu = {};
/** PostgreSQL's processes are counted where it runs on this machine; PGlite runs inside the server. */
const localPostgres = database.url !== undefined && ["127.0.0.1", "localhost", "[::1]"].includes(new URL(database.url).hostname);
const postgresElsewhere = database.url ? "PostgreSQL on another machine, not counted" : "PostgreSQL (PGlite) counted in the server";
try {
  await waitForHealth(base);
  const menuBytes = Buffer.from(await (await fetch(`${base}/api/menu-items`)).arrayBuffer());
  const items = JSON.parse(menuBytes.toString());
  const cornbread = items.find((i) => i.name === "Honey Cornbread");
  const cornbreadPrice = Number(cornbread.price.replace(/[^0-9.]/g, ""));

  if (PARTS.has("read")) {
    // Warm up the JIT and the cached menu.
    await run({ url: `${base}/api/menu-items`, connections: 10, duration: 2 });
    results.push(row("GET /api/menu-items", 50, await run({ url: `${base}/api/menu-items`, connections: 50 })));
  }

  if (PARTS.has("write")) {
    const orderBody = JSON.stringify({
      // A month ahead: inside the booking window (an order outside it is refused, and would measure a 400).
      customerInfo: { firstName: "Bench", lastName: "Mark", email: "bench@example.com", phone: "555-0100", eventDate: new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10) },
      // Delivered (no fee and no tax in the demo settings, so the total is the dishes').
      fulfilment: "delivery",
      deliveryAddress: "1 Bench Street, Springfield",
      orderItems: [{ menuItemId: cornbread.id, option: null, quantity: 2 }],
      totalAmount: (2 * cornbreadPrice).toFixed(2),
    });
    const post = { url: `${base}/api/orders`, method: "POST", headers: { "content-type": "application/json" }, body: orderBody };
    await run({ ...post, connections: 5, duration: 2 });
    const ordersCpu = measureCpu(server.pid, { postgres: localPostgres });
    const ordersRun = await run({ ...post, connections: 20 });
    if (ordersCpu) cpu.orders = { used: ordersCpu.stop(), count: ordersRun.requests.total };
    results.push(row("POST /api/orders", 20, ordersRun));
    // The statements are counted in a short run of their own: counting follows each request through its awaits
    // (Node's async hooks), work the timed run should not carry (on 2026-11-28 it moved orders/s within the noise).
    await resetStatements(server);
    await run({ ...post, connections: 20, duration: COUNTING_S });
    const read = await readStatements(server);
    await stopStatements(server);
    const orders = read.counts["POST /api/orders"];
    if (orders) orderStatements = Math.round((orders.statements / read.requests["POST /api/orders"]) * 100) / 100;
    // What PostgreSQL itself allows: one order row per INSERT … RETURNING through node-postgres, 20 connections.
    if (database.url) results.push(row("raw INSERT … RETURNING, one order row (reference)", 20, await rawInserts(database.url, 20)));
  }

  if (PARTS.has("checkout")) {
    const shoppers = { base, menuItemId: cornbread.id, unitPrice: cornbreadPrice, connections: 20 };
    await checkoutBench({ ...shoppers, durationS: 2 });
    const checkoutsCpu = measureCpu(server.pid, { postgres: localPostgres });
    const result = await checkoutBench({ ...shoppers, durationS: DURATION_S });
    if (checkoutsCpu) cpu.checkouts = { used: checkoutsCpu.stop(), count: result.completed };
    // Counted in a short run of their own, as the orders above, once the mail worker has sent what the timed run
    // queued (counting until its statements stop): those emails' statements are not this run's checkouts'.
    await resetStatements(server);
    await readStatements(server);
    await resetStatements(server);
    const counted = await checkoutBench({ ...shoppers, durationS: COUNTING_S });
    checkoutCounts = checkoutStatements(await readStatements(server), counted.completed);
    await stopStatements(server);
    results.push({ name: "full checkout (order, key, tokenise, charge)", connections: 20, "req/s": Math.round(result.perSecond), "p99 ms": result.p99, errors: result.errors });
    if (result.firstFailure) console.log(`checkout: ${result.errors} failed; the first: ${result.firstFailure}`);
  }

  if (PARTS.has("read") && database.url) {
    // The naive peer: Express + express-session + a drizzle query per request, on the same database.
    const peerPort = await freePort();
    const peer = spawn(process.execPath, [path.join(root, "scripts", "bench", "naive-peer.mjs")], {
      env: { ...process.env, DATABASE_URL: database.url, PORT: String(peerPort) },
      stdio: ["ignore", "ignore", "inherit", "ipc"],
    });
    await new Promise((r) => peer.once("message", r));
    await run({ url: `http://127.0.0.1:${peerPort}/api/menu-items`, connections: 10, duration: 2 });
    results.push(row("naive peer GET /api/menu-items (reference)", 50, await run({ url: `http://127.0.0.1:${peerPort}/api/menu-items`, connections: 50 })));
    peer.kill();
  }

  if (PARTS.has("read")) {
    // The ceiling: the same bytes from a bare node:http server, nothing else — in its own process, like the app,
    // so that it does not share the load generator's core.
    const bytesFile = path.join(dataDir, "menu.json");
    fs.writeFileSync(bytesFile, menuBytes);
    const barePort = await freePort();
    const bareSource = `
      const body = require("node:fs").readFileSync(${JSON.stringify(bytesFile)});
      require("node:http").createServer((_req, res) => {
        res.writeHead(200, { "Content-Type": "application/json; charset=utf-8", "Content-Length": body.length });
        res.end(body);
      }).listen(${barePort}, "127.0.0.1", () => process.send("ready"));`;
    const bare = spawn(process.execPath, ["-e", bareSource], { stdio: ["ignore", "ignore", "inherit", "ipc"] });
    await new Promise((r) => bare.once("message", r));
    await run({ url: `http://127.0.0.1:${barePort}/`, connections: 10, duration: 2 });
    results.push(row("bare node:http, same bytes (ceiling)", 50, await run({ url: `http://127.0.0.1:${barePort}/`, connections: 50 })));
    bare.kill();
  }

  // Every public GET against a bare node:http child sending the same answer (scripts/bench/public-gets.mjs).
  if (PARTS.has("public")) publicGets = await publicGetsBench({ base, serverPid: server.pid, root, dataDir, connections: 50, runs: PUBLIC_RUNS, seconds: DURATION_S, only: process.env.BENCH_PUBLIC_ONLY?.split(","), run, freePort });

  // Last: it leaves a million orders behind.
  if (PARTS.has("scale") && database.url) scale = await scaleBench(base, database.url);
} finally {
  server.kill("SIGTERM");
  await new Promise((r) => server.once("exit", r));
  await database.drop();
  fs.rmSync(dataDir, { recursive: true, force: true });
}

console.log(`\nCreative Cuisines benchmark — ${DURATION_S} s per run, loopback, database: ${database.label}, ${os.cpus().length} cores\n`);
if (results.length) console.table(results);
const find = (name) => results.find((r) => r.name.startsWith(name));
const verdict = (ok) => (ok ? "met" : "NOT met");
const ratio = (a, b) => (a / b).toFixed(2);
const menu = find("GET /api/menu-items");
const ceilingRow = find("bare node:http");
const peerRow = find("naive peer");
if (menu && ceilingRow) {
  console.log(`menu: ${ratio(menu["req/s"], ceilingRow["req/s"])}× the bare ceiling (target ≥ 0.30: ${verdict(menu["req/s"] >= 0.3 * ceilingRow["req/s"])}), p99 ${menu["p99 ms"]} ms (target ≤ 15 ms: ${verdict(menu["p99 ms"] <= 15)})`);
  if (peerRow) console.log(`menu: ${ratio(menu["req/s"], peerRow["req/s"])}× the naive peer (target ≥ 5: ${verdict(menu["req/s"] >= 5 * peerRow["req/s"])})`);
  else console.log("menu vs the naive peer: not measured on the embedded database (the peer needs a PostgreSQL server)");
}
const orders = find("POST /api/orders");
const rawRow = find("raw INSERT");
if (orders) {
  if (rawRow) console.log(`orders: ${ratio(orders["req/s"], rawRow["req/s"])}× the raw INSERT reference (target ≥ 0.50: ${verdict(orders["req/s"] >= 0.5 * rawRow["req/s"])})`);
  console.log(`orders: p99 ${orders["p99 ms"]} ms at 20 connections (target ≤ 40 ms: ${verdict(orders["p99 ms"] <= 40)}), ${orders.errors} errors (target 0: ${verdict(orders.errors === 0)})`);
  if (orderStatements !== undefined) console.log(`orders: ${orderStatements} statements per order (no Idempotency-Key, as the run above sends it)`);
  if (cpu.orders?.count) console.log(cpuLine("orders", "order", cpu.orders.used, cpu.orders.count, postgresElsewhere));
}
const checkouts = find("full checkout");
if (checkouts) console.log(`checkout: ${checkouts["req/s"]} checkouts/s (target ≥ 300 with 0 errors: ${verdict(checkouts["req/s"] >= 300 && checkouts.errors === 0)}), p99 ${checkouts["p99 ms"]} ms`);
// The mail worker shares the server process: its CPU for the run's emails (and earlier ones still being sent) counts here.
if (checkouts && cpu.checkouts?.count) console.log(cpuLine("checkout", "checkout", cpu.checkouts.used, cpu.checkouts.count, postgresElsewhere));
if (checkoutCounts) printCheckoutStatements(checkoutCounts, { detail: process.env.BENCH_STATEMENTS === "detail" });
if (scale) {
  const count = (n) => n.toLocaleString("en-US");
  console.log(
    `\nAt scale: ${count(scale.seeded.totalOrders)} orders and ${count(scale.seeded.totalQuotes)} quotes (${count(scale.seeded.orders)} and ${count(scale.seeded.quotes)} seeded in ${scale.seeded.seconds.toFixed(1)} s, then VACUUM ANALYZE); medians of ${process.env.BENCH_SCALE_SAMPLES ?? 200} sequential requests\n`,
  );
  console.table(scale.rows);
  for (const r of scale.rows) console.log(`scale: ${r.endpoint}: p50 at 1M ${r.ratio}× p50 at 100 (target ≤ 2: ${verdict(r.ratio <= 2)})`);
} else if (PARTS.has("scale")) console.log("scale: not measured on the embedded database (it needs a PostgreSQL server)");
for (const r of results) if (r.errors > 0) console.log(`${r.name}: ${r.errors} answers were errors or not 2xx; its figures do not measure the intended work`);
if (publicGets) {
  const where = publicGets.pinned ? "autocannon on core 0, the server measured (app or bare) on core 1" : "not pinned (no taskset or one core)";
  console.log(`\nPublic GETs: 50 connections, ${DURATION_S} s per side and run in 4 interleaved slices (app, bare, bare, app…), ${PUBLIC_RUNS} run(s) each (medians), against a bare node:http process sending the same status, headers and bytes; a browser's Accept-Encoding; ${where}; CPU µs/req is the server process's user + system time per answer\n`);
  console.table(publicGets.rows);
  for (const r of publicGets.rows) {
    const { ratioMet, p99Met } = publicGetVerdict(r);
    console.log(`public: ${r.name}: ${r.ratio}× the bare server (target ≥ 0.90: ${verdict(ratioMet)}), p99 ${r["app p99 ms"]} ms against its ${r["bare p99 ms"]} ms (target ≤ 5 ms or ≤ 1.5× the bare server's: ${verdict(p99Met)})${r.errors ? `, ${r.errors} errors` : ""}`);
  }
}
