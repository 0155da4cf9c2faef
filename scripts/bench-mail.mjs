// `npm run bench:mail`: does the mail queue keep up with the checkouts? Two built instances on one PostgreSQL database
// (a throwaway one on the local server, postgres://postgres@127.0.0.1:5432, or BENCH_DATABASE_URL), each sending
// through an SMTP server in this process; checkouts (order, payment key, tokenise, charge) started at a steady
// BENCH_MAIL_RATE per second (20) for BENCH_SECONDS (30), alternating between the instances. Each paid checkout
// sends two emails (the receipt and the business's notice). Prints the checkouts paid per second and how long after
// its charge's answer each receipt reached the mail server (median, p95, max), and exits 1 when an email is missing
// 30 s after the load or the receipts' p95 is over 10 s. Needs `npm run build` first.
import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { SMTPServer } from "smtp-server";
import { freePort } from "./free-port.mjs";

const root = path.resolve(import.meta.dirname, "..");
const RATE = Number(process.env.BENCH_MAIL_RATE ?? 20);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 30);
const entry = path.join(root, "dist", "server", "index.js");
if (!fs.existsSync(entry)) {
  console.error("Build first: npm run build");
  process.exit(1);
}
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

async function database() {
  if (process.env.BENCH_DATABASE_URL) return { url: process.env.BENCH_DATABASE_URL, drop: async () => {} };
  const server = "postgres://postgres@127.0.0.1:5432/postgres";
  const name = `cc_bench_mail_${process.pid}`;
  const admin = new pg.Client({ connectionString: server });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  return {
    url: `postgres://postgres@127.0.0.1:5432/${name}`,
    drop: async () => {
      const again = new pg.Client({ connectionString: server });
      await again.connect();
      await again.query(`drop database if exists ${name} with (force)`);
      await again.end();
    },
  };
}

/** Arrival time of each email, by recipient. */
const arrivals = new Map();
let emails = 0;
const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ["STARTTLS", "AUTH"],
  onData(stream, session, callback) {
    stream.on("data", () => {});
    stream.on("end", () => {
      emails += 1;
      for (const { address } of session.envelope.rcptTo) arrivals.set(address, performance.now());
      callback();
    });
  },
});
const smtpPort = await freePort();
await new Promise((resolve) => smtp.listen(smtpPort, "127.0.0.1", resolve));

const db = await database();
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "cc-bench-mail-"));
const instances = [];
for (const name of ["one", "two"]) {
  const port = await freePort();
  const log = fs.openSync(path.join(dataDir, `${name}.log`), "w");
  const child = spawn(process.execPath, [entry], {
    cwd: root,
    stdio: ["ignore", log, log],
    env: {
      ...process.env,
      NODE_ENV: "production",
      SESSION_SECRET: "bench-mail-session-secret-0123456789abcdef",
      DEMO_MODE: "true",
      DATABASE_URL: db.url,
      PORT: String(port),
      APP_URL: `http://127.0.0.1:${port}`,
      DATA_DIR: path.join(dataDir, name),
      SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
      LOG_LEVEL: "warn",
      RATE_LIMIT_ORDERS_PER_IP: "1000000",
      RATE_LIMIT_CARD_TOKENS_PER_IP: "1000000",
    },
  });
  instances.push({ child, base: `http://127.0.0.1:${port}` });
  // One after the other: the first migrates and seeds.
  for (let waited = 0; ; waited += 250) {
    if (child.exitCode !== null) throw new Error(`instance ${name} exited; see ${dataDir}`);
    if (await fetch(`${instances.at(-1).base}/api/ready`).then((res) => res.ok, () => false)) break;
    if (waited > 120_000) throw new Error(`instance ${name} not ready; see ${dataDir}`);
    await sleep(250);
  }
}

const post = async (base, url, body, headers = {}) => {
  const res = await fetch(`${base}${url}`, { method: "POST", headers: { "content-type": "application/json", ...headers }, body: JSON.stringify(body) });
  return { status: res.status, body: await res.json().catch(() => null) };
};
const menu = await (await fetch(`${instances[0].base}/api/menu-items`)).json();
// A dish sold by the unit without options (the one the faults suite orders too).
const item = menu.find((i) => i.name === "Honey Cornbread") ?? menu[0];
// Prices read as shown ("$15.99").
const total = (2 * Number(String(item.price).replace(/[^0-9.]/g, ""))).toFixed(2);
const eventDate = new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10);
const run = crypto.randomUUID().slice(0, 8);

/** Charge answered at, by the receipt's recipient. */
const charged = new Map();
const failures = [];
async function checkout(n) {
  const { base } = instances[n % 2];
  const email = `bench-mail-${run}-${n}@example.com`;
  const order = await post(base, "/api/orders", { customerInfo: { firstName: "Bench", lastName: "Mail", email, phone: "555-0100", eventDate }, orderItems: [{ menuItemId: item.id, option: null, quantity: 2 }], totalAmount: total }, { "idempotency-key": `bench-mail-order-${run}-${n}` });
  if (order.status !== 201) return failures.push(`order ${order.status}: ${JSON.stringify(order.body).slice(0, 160)}`);
  const key = await post(base, "/api/payments/api-key", {});
  const card = await post(base, "/api/payments/sandbox/tokens", { card: { number: "4242424242424242", exp_month: "12", exp_year: "2031", cvv: "123" } }, { apikey: key.body?.apiKey });
  if (card.status !== 201) return failures.push(`tokenise ${card.status}`);
  const charge = await post(base, "/api/payments/charge", { orderId: order.body.id, orderToken: order.body.accessToken, token: card.body.id, amount: total }, { "idempotency-key": `bench-mail-charge-${run}-${n}` });
  if (charge.status !== 200) return failures.push(`charge ${charge.status}`);
  charged.set(email, performance.now());
}

let exitCode = 0;
try {
  // Open loop: a checkout starts every 1/RATE s whatever the others are doing, as customers arrive.
  const started = performance.now();
  const running = [];
  for (let n = 0; n < RATE * SECONDS; n++) {
    const due = started + (n * 1000) / RATE;
    if (due > performance.now()) await sleep(due - performance.now());
    running.push(checkout(n).catch((error) => failures.push(`network ${error.message}`)));
  }
  await Promise.all(running);
  const loadSeconds = (performance.now() - started) / 1000;
  const expected = charged.size * 2;
  for (let waited = 0; emails < expected && waited < 30_000; waited += 200) await sleep(200);
  const lags = [...charged].map(([email, at]) => (arrivals.has(email) ? arrivals.get(email) - at : Infinity)).sort((a, b) => a - b);
  const at = (q) => lags[Math.min(lags.length - 1, Math.floor(lags.length * q))];
  const ms = (value) => (Number.isFinite(value) ? `${Math.round(value)} ms` : "missing");
  console.log(`checkouts paid: ${charged.size} in ${loadSeconds.toFixed(1)} s (${(charged.size / loadSeconds).toFixed(1)}/s, two instances); failed: ${failures.length}${failures.length ? ` (first: ${failures[0]})` : ""}`);
  console.log(`emails received: ${emails} of ${expected}`);
  console.log(`receipt after its charge's answer: median ${ms(at(0.5))}, p95 ${ms(at(0.95))}, max ${ms(lags.at(-1))}`);
  if (emails < expected || !(at(0.95) <= 10_000)) {
    console.log("NOT met: every email within 30 s of the load, receipts' p95 ≤ 10 s");
    exitCode = 1;
  } else console.log("met: every email sent, receipts' p95 ≤ 10 s");
} finally {
  for (const { child } of instances) child.kill("SIGTERM");
  await Promise.all(instances.map(({ child }) => new Promise((resolve) => (child.exitCode !== null ? resolve() : child.on("exit", resolve)))));
  smtp.close();
  await db.drop();
  fs.rmSync(dataDir, { recursive: true, force: true });
}
process.exit(exitCode);
