import crypto from "node:crypto";
import { and, eq, isNull, lt, sql } from "drizzle-orm";
import { idempotencyKeys } from "@shared/schema";
import type { Database, Transaction } from "../db/client";
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
/**
 * The answer a retry will get, stored after the work when it has no transaction of its own (or has failed for
 * good). Never over an answer already committed with the effect.
 */
const storeAnswer = preparedStatement((db) =>
  db
    .update(idempotencyKeys)
    .set({ responseStatus: sql`${sql.placeholder("status")}::int`, responseBody: sql`${sql.placeholder("body")}::jsonb` })
    .where(and(eq(idempotencyKeys.scope, sql.placeholder("scope")), eq(idempotencyKeys.key, sql.placeholder("key")), isNull(idempotencyKeys.responseStatus)))
    .returning({ key: idempotencyKeys.key })
    .prepare("idempotency_answer"),
);

/**
 * Writes the answer in the transaction that makes the request's effect (the order's insert, the payment's record),
 * so both commit or neither does: no crash between them can leave an effect without its answer for a retry to
 * repeat. Calling it is how work of that kind tells the store it answered; work without a transaction of its
 * own returns its answer and the store writes it afterwards.
 */
export type AnswerInTransaction = (tx: Transaction, response: StoredResponse) => Promise<void>;

/** Thrown inside the effect's transaction when the key already has an answer: that transaction must not commit. */
export class KeyAlreadyAnswered extends Error {
  constructor() {
    super("This Idempotency-Key was answered by another request meanwhile.");
    this.name = "KeyAlreadyAnswered";
  }
}

/**
 * Runs `work` at most once per (scope, key). The first request claims the key with an insert; a retry, or a
 * twin racing it, finds the claim and waits for the stored answer, then gets exactly that answer. The same key
 * with a different request body is refused (409). When `work` throws a DomainError whose outcome is final (4xx
 * other than 409/429), that answer is stored too; any other failure releases the key so a retry can run again.
 * A claim is a lease the running request keeps renewing: if that request died without a word (its process was
 * killed, its connection dropped), the lease runs out and the waiting retry takes the claim over and runs once.
 *
 * Work that makes an effect in a transaction writes its answer there with `answer` (AnswerInTransaction): the
 * answer is then committed with the effect, so a crash after the commit leaves a key that replays, never one a
 * retry takes over to make the effect a second time. It also fences a takeover: of two requests running the same
 * key (the first one's lease ran out while it was cut off from the database), only the first to commit its answer
 * commits its effect; the other's transaction fails on the answer and rolls back, and that request answers with
 * the stored answer. Card charges also hold their own claim and provider key (payment_claims).
 */
export async function runIdempotent(
  db: Database,
  options: { scope: string; key: string; requestBody: unknown; leaseMs?: number },
  work: (answer: AnswerInTransaction) => Promise<StoredResponse>,
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

  /** The answer committed for this key and this request body, if there is one. */
  const storedAnswer = async (): Promise<StoredResponse | undefined> => {
    const [row] = await db.select().from(idempotencyKeys).where(where);
    return row && row.responseStatus !== null && row.requestHash === requestHash ? { status: row.responseStatus, body: row.responseBody } : undefined;
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

  let answeredInTransaction = false;
  const answer: AnswerInTransaction = async (tx, response) => {
    // An upsert: if a failed twin released the claim meanwhile, the answer still lands. Only where no answer is
    // stored yet, for this same request: otherwise this transaction must not commit its effect.
    const [stored] = await tx
      .insert(idempotencyKeys)
      .values({ scope, key, requestHash, responseStatus: response.status, responseBody: response.body })
      .onConflictDoUpdate({
        target: [idempotencyKeys.scope, idempotencyKeys.key],
        set: { responseStatus: sql`excluded.response_status`, responseBody: sql`excluded.response_body` },
        setWhere: and(isNull(idempotencyKeys.responseStatus), eq(idempotencyKeys.requestHash, requestHash)),
      })
      .returning({ key: idempotencyKeys.key });
    if (!stored) throw new KeyAlreadyAnswered();
    answeredInTransaction = true;
  };

  try {
    const response = await work(answer);
    if (!answeredInTransaction) await storeAnswer(db).execute({ scope, key, status: response.status, body: JSON.stringify(response.body) });
    return response;
  } catch (error) {
    const status = error instanceof DomainError ? httpStatusOf(error) : 500;
    const final = error instanceof DomainError && status < 500 && status !== 409 && status !== 429;
    const settled = async (): Promise<StoredResponse | undefined> => {
      if (final) {
        const body = errorBody(error);
        const stored = await storeAnswer(db).execute({ scope, key, status, body: JSON.stringify(body) });
        if (stored.length > 0) return { status, body };
      } else {
        const released = await db
          .delete(idempotencyKeys)
          .where(and(where, isNull(idempotencyKeys.responseStatus)))
          .returning({ key: idempotencyKeys.key });
        if (released.length > 0) return undefined;
      }
      // Neither stored nor released: the key has its answer, committed with the effect (this request's, when what
      // failed came after the commit, or a twin's that won the race), and that is the answer for every retry.
      return storedAnswer();
    };
    // If the database is away, the lease runs out and releases the key instead.
    const answered = await settled().catch(() => undefined);
    if (answered) return answered;
    throw error;
  } finally {
    clearInterval(renewal);
  }
}

/** The idempotency store bound to its database: what routes hold, so that no route touches the database itself. */
export interface Idempotency {
  run(options: { scope: string; key: string; requestBody: unknown }, work: (answer: AnswerInTransaction) => Promise<StoredResponse>): Promise<StoredResponse>;
}

export function createIdempotency(db: Database, leaseMs = IDEMPOTENCY_LEASE_MS): Idempotency {
  return { run: (options, work) => runIdempotent(db, { ...options, leaseMs }, work) };
}
