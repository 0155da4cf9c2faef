// Statements per checkout, part of `npm run bench`: the server process counts what it sends to PostgreSQL per request
// kind (scripts/bench/count-statements.mjs, loaded with `--import`); this side resets and reads the counts over the
// IPC channel around a run and turns them into a breakdown per step of a checkout.
import path from "node:path";

/** The node arguments that load the counter into the server process (its stdio needs an "ipc" channel). */
export const countingArgs = ["--import", path.join(import.meta.dirname, "count-statements.mjs")];

function ask(server, type, answer) {
  return new Promise((resolve) => {
    const onMessage = (message) => {
      if (message?.type !== answer) return;
      server.off("message", onMessage);
      resolve(message);
    };
    server.on("message", onMessage);
    server.send({ type });
  });
}

/** Empties the counts and starts counting (the server counts nothing until then). */
export const resetStatements = (server) => ask(server, "statements:reset", "statements:reset");

/** Stops counting until the next reset, so that later parts of the bench run without the counter. */
export const stopStatements = (server) => ask(server, "statements:stop", "statements:stop");

/**
 * The counts since the last reset, once the mail worker has sent what the run queued: read until its count has not
 * moved for a second (it is woken as soon as a paid order's emails commit), at most 15 s.
 */
export async function readStatements(server) {
  let last = await ask(server, "statements:read", "statements:counts");
  const until = Date.now() + 15_000;
  for (;;) {
    await new Promise((r) => setTimeout(r, 1_000));
    const next = await ask(server, "statements:read", "statements:counts");
    const mail = (c) => c.counts["background: mail worker"]?.statements ?? 0;
    if (mail(next) === mail(last) || Date.now() > until) return next;
    last = next;
  }
}

/** The requests of one checkout, in order; the sandbox's tokenise stands in for the provider's own host. */
export const CHECKOUT_STEPS = [
  { label: "POST /api/orders", name: "order (POST /api/orders with an Idempotency-Key)" },
  { label: "POST /api/payments/api-key", name: "payment key (POST /api/payments/api-key)" },
  { label: "POST /api/payments/sandbox/tokens", name: "tokenise (sandbox; the provider's host in production)", provider: true },
  { label: "POST /api/payments/charge", name: "charge (POST /api/payments/charge)" },
];

const round = (n) => Math.round(n * 100) / 100;
const per = (n, d) => (d > 0 ? round(n / d) : 0);

/**
 * Statements per checkout by step over a run of `checkouts` completed checkouts: each request kind's statements per
 * request, the mail worker's per checkout, and the statements each step's requests made most often.
 */
export function checkoutStatements(read, checkouts) {
  const steps = CHECKOUT_STEPS.map((step) => {
    const entry = read.counts[step.label] ?? { statements: 0, texts: {} };
    const answered = read.requests[step.label] ?? 0;
    return { ...step, perRequest: per(entry.statements, answered), texts: entry.texts, answered };
  });
  const mail = read.counts["background: mail worker"] ?? { statements: 0, texts: {} };
  const other = read.counts["background: other"] ?? { statements: 0, texts: {} };
  const server = steps.filter((s) => !s.provider).reduce((sum, s) => sum + s.perRequest, 0);
  const tokenise = steps.find((s) => s.provider).perRequest;
  const mailPer = per(mail.statements, checkouts);
  return {
    steps,
    mail: { perCheckout: mailPer, texts: mail.texts, checkouts },
    otherBackground: other.statements,
    serverPerCheckout: round(server),
    withTokenise: round(server + tokenise),
    withMail: round(server + tokenise + mailPer),
  };
}

/** Printed under the bench's table: one line per step, then what each step's statements are (BENCH_STATEMENTS=detail). */
export function printCheckoutStatements(result, { detail = false } = {}) {
  console.log("\nStatements per checkout (counted at the server's PostgreSQL driver during the checkout run):");
  console.table([
    ...result.steps.map((s) => ({ step: s.name, "statements per request": s.perRequest })),
    { step: "mail worker (the receipt and the business's notice), per checkout", "statements per request": result.mail.perCheckout },
  ]);
  console.log(
    `checkout: ${result.serverPerCheckout} statements in the server's own requests, ${result.withTokenise} with the sandbox's tokenise, ${result.withMail} with the mail worker's` +
      ` (other background work during the run: ${result.otherBackground} statements in all)`,
  );
  if (!detail) return;
  for (const s of result.steps) {
    if (s.answered === 0) continue;
    console.log(`  ${s.name}:`);
    for (const [text, n] of Object.entries(s.texts).sort((a, b) => b[1] - a[1])) console.log(`    ${per(n, s.answered)} × ${text}`);
  }
  console.log("  mail worker, per checkout:");
  for (const [text, n] of Object.entries(result.mail.texts).sort((a, b) => b[1] - a[1])) console.log(`    ${per(n, result.mail.checkouts)} × ${text}`);
}
