import crypto from "node:crypto";
import { and, eq, isNull, lt, sql } from "drizzle-orm";
import { idempotencyKeys } from "@shared/schema";
import type { Database } from "../db/client";
import { preparedStatement } from "../db/prepared";
import { badRequest, conflict, DomainError } from "../errors";
import { errorBody, httpStatusOf } from "./error-status";

export interface StoredResponse {
  status: number;
  body: unknown;
}

const WAIT_STEP_MS = 50;
const WAIT_LIMIT_MS = 15_000;

export function hashRequest(body: unknown): string {
  return crypto.createHash("sha256").update(JSON.stringify(body)).digest("hex");
}

/** "<what>:<caller>": a key is only ever matched against the same caller's earlier requests. */
export function idempotencyScope(what: string, caller: string): string {
  return `${what}:${caller}`;
}

export function readIdempotencyKey(header: string | undefined): string {
  const key = header?.trim();
  if (!key) throw badRequest("An Idempotency-Key header is required for this request.");
  if (key.length > 200) throw badRequest("The Idempotency-Key header is too long.");
  return key;
}

/** How long a claim holds without being renewed; the live request renews it every third of that. */
export const IDEMPOTENCY_LEASE_MS = 10_000;

/** The first request with a key claims it (every idempotent write runs this, a retry finds the claim taken). */
const claimKey = preparedStatement((db) =>
  db
    .insert(idempotencyKeys)
    .values({
      scope: sql.placeholder("scope"),
      key: sql.placeholder("key"),
      requestHash: sql.placeholder("requestHash"),
      leaseUntil: sql`now() + make_interval(secs => ${sql.placeholder("leaseSeconds")})`,
    })
    .onConflictDoNothing()
    .returning({ key: idempotencyKeys.key })
    .prepare("idempotency_claim"),
);
/** The answer a retry will get, once the work is done (or has failed for good). */
const storeAnswer = preparedStatement((db) =>
  db
    .update(idempotencyKeys)
    .set({ responseStatus: sql`${sql.placeholder("status")}::int`, responseBody: sql`${sql.placeholder("body")}::jsonb` })
    .where(and(eq(idempotencyKeys.scope, sql.placeholder("scope")), eq(idempotencyKeys.key, sql.placeholder("key"))))
    .prepare("idempotency_answer"),
);

/**
 * Runs `work` at most once per (scope, key). The first request claims the key with an insert; a retry, or a
 * twin racing it, finds the claim and waits for the stored answer, then gets exactly that answer. The same key
 * with a different request body is refused (409). When `work` throws a DomainError whose outcome is final (4xx
 * other than 409/429), that answer is stored too; any other failure releases the key so a retry can run again.
 * A claim is a lease the running request keeps renewing: if that request died without a word (its process was
 * killed, its connection dropped), the lease runs out and the waiting retry takes the claim over and runs once.
 * Nothing is charged twice by a takeover: card charges hold their own claim and provider key (payment_claims).
 */
export async function runIdempotent(
  db: Database,
  options: { scope: string; key: string; requestBody: unknown; leaseMs?: number },
  work: () => Promise<StoredResponse>,
): Promise<StoredResponse> {
  const { scope, key } = options;
  const leaseMs = options.leaseMs ?? IDEMPOTENCY_LEASE_MS;
  const requestHash = hashRequest(options.requestBody);
  const where = and(eq(idempotencyKeys.scope, scope), eq(idempotencyKeys.key, key));
  const leaseEnd = sql`now() + make_interval(secs => ${leaseMs / 1000})`;

  const claim = async (): Promise<boolean> => {
    const inserted = await claimKey(db).execute({ scope, key, requestHash, leaseSeconds: leaseMs / 1000 });
    if (inserted.length > 0) return true;
    // Taken by a request whose lease ran out without an answer: it died, this one carries on in its place.
    const takenOver = await db
      .update(idempotencyKeys)
      .set({ leaseUntil: leaseEnd })
      .where(and(where, eq(idempotencyKeys.requestHash, requestHash), isNull(idempotencyKeys.responseStatus), lt(idempotencyKeys.leaseUntil, sql`now()`)))
      .returning({ key: idempotencyKeys.key });
    return takenOver.length > 0;
  };

  const deadline = Date.now() + WAIT_LIMIT_MS;
  while (!(await claim())) {
    const [row] = await db.select().from(idempotencyKeys).where(where);
    if (row && row.requestHash !== requestHash) throw conflict("This Idempotency-Key was already used for a different request.");
    if (row && row.responseStatus !== null) return { status: row.responseStatus, body: row.responseBody };
    if (Date.now() > deadline) throw conflict("A request with this Idempotency-Key is still being processed. Please try again shortly.");
    await new Promise((resolve) => setTimeout(resolve, WAIT_STEP_MS));
  }

  const renewal = setInterval(() => {
    db.update(idempotencyKeys)
      .set({ leaseUntil: leaseEnd })
      .where(and(where, isNull(idempotencyKeys.responseStatus)))
      .catch(() => undefined);
  }, leaseMs / 3);
  renewal.unref();
  try {
    const response = await work();
    await storeAnswer(db).execute({ scope, key, status: response.status, body: JSON.stringify(response.body) });
    return response;
  } catch (error) {
    const status = error instanceof DomainError ? httpStatusOf(error) : 500;
    if (error instanceof DomainError && status < 500 && status !== 409 && status !== 429) {
      const body = errorBody(error);
      await storeAnswer(db).execute({ scope, key, status, body: JSON.stringify(body) });
      return { status, body };
    }
    // If even this fails (the database is away), the lease runs out and releases the key instead.
    await db
      .delete(idempotencyKeys)
      .where(where)
      .catch(() => undefined);
    throw error;
  } finally {
    clearInterval(renewal);
  }
}

/** The idempotency store bound to its database: what routes hold, so that no route touches the database itself. */
export interface Idempotency {
  run(options: { scope: string; key: string; requestBody: unknown }, work: () => Promise<StoredResponse>): Promise<StoredResponse>;
}

export function createIdempotency(db: Database, leaseMs = IDEMPOTENCY_LEASE_MS): Idempotency {
  return { run: (options, work) => runIdempotent(db, { ...options, leaseMs }, work) };
}
