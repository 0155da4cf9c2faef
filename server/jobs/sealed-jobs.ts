import crypto from "node:crypto";
import type { Transaction } from "../db/client";
import type { JobQueue } from "./job-queue";

/**
 * Job payloads sealed with AES-256-GCM. A job is a row of `pgboss.job` (then of `pgboss.archive`, for days), and
 * what some jobs carry is secret: a password-reset email holds its link, an invitation its token. Sealed, the row
 * is ciphertext under a key that is never in the database (it is derived from the server's secret), so a copy of
 * the database (a backup, a read-only role, a leaked dump) yields no link. Jobs of a sealed queue are also deleted
 * as soon as they are done, instead of lingering as completed rows and then in the archive.
 */

/** The sealed shape's version: a payload without it is a job queued before payloads were sealed. */
const SEALED_V1 = "aes-256-gcm/v1";
const IV_BYTES = 12;
const TAG_BYTES = 16;

export interface SealedPayload {
  sealed: typeof SEALED_V1;
  iv: string;
  data: string;
  tag: string;
}

/**
 * The key job payloads are sealed with, derived (HKDF-SHA256) from the server's secret: every instance derives the
 * same key, and the secret itself is never used as a cipher key. Changing the secret leaves jobs queued before the
 * change unreadable (they fail after their retries); deploy a new secret once the queue is empty.
 */
export function jobPayloadKey(secret: string): crypto.KeyObject {
  const key = crypto.hkdfSync("sha256", secret, "creative-cuisines", "job payloads v1", 32);
  return crypto.createSecretKey(Buffer.from(key));
}

/** The queue's name is bound to the ciphertext (associated data): a payload moved to another queue does not open. */
export function sealPayload(key: crypto.KeyObject, queue: string, payload: object): SealedPayload {
  const iv = crypto.randomBytes(IV_BYTES);
  const cipher = crypto.createCipheriv("aes-256-gcm", key, iv, { authTagLength: TAG_BYTES });
  cipher.setAAD(Buffer.from(queue, "utf8"));
  const data = Buffer.concat([cipher.update(JSON.stringify(payload), "utf8"), cipher.final()]);
  return { sealed: SEALED_V1, iv: iv.toString("base64"), data: data.toString("base64"), tag: cipher.getAuthTag().toString("base64") };
}

export function isSealed(data: unknown): data is SealedPayload {
  const d = data as Partial<SealedPayload> | null;
  return typeof d === "object" && d !== null && d.sealed === SEALED_V1 && typeof d.iv === "string" && typeof d.data === "string" && typeof d.tag === "string";
}

/** Throws when the payload was altered, sealed for another queue or with another key. */
export function openPayload<T>(key: crypto.KeyObject, queue: string, payload: SealedPayload): T {
  const decipher = crypto.createDecipheriv("aes-256-gcm", key, Buffer.from(payload.iv, "base64"), { authTagLength: TAG_BYTES });
  decipher.setAAD(Buffer.from(queue, "utf8"));
  decipher.setAuthTag(Buffer.from(payload.tag, "base64"));
  const text = Buffer.concat([decipher.update(Buffer.from(payload.data, "base64")), decipher.final()]).toString("utf8");
  return JSON.parse(text) as T;
}

export interface SealedQueue<T extends object> {
  /** Queues one job or several (in one statement), sealed; given `tx`, in that transaction, as JobQueue.send. */
  send(data: T | readonly T[], tx?: Transaction): Promise<void>;
  /** Registers the worker: it is handed the opened payload, and the job's row is deleted once it is done. */
  work(options: { pollingIntervalSeconds?: number; batchSize?: number }, handle: (data: T) => Promise<void>): Promise<void>;
}

export function sealedQueue<T extends object>(
  jobs: JobQueue,
  queue: string,
  key: crypto.KeyObject,
  /** Also hand the worker payloads queued before this queue was sealed (they were written in clear). */
  options: { acceptUnsealed?: boolean } = {},
): SealedQueue<T> {
  const seal = (data: T) => sealPayload(key, queue, data);
  return {
    send: (data, tx) => jobs.send(queue, Array.isArray(data) ? (data as readonly T[]).map(seal) : seal(data as T), tx),
    work: (workOptions, handle) =>
      jobs.work<object>(queue, { ...workOptions, deleteWhenDone: true }, async (data) => {
        if (isSealed(data)) return handle(openPayload<T>(key, queue, data));
        if (options.acceptUnsealed) return handle(data as T);
        throw new Error(`a job of ${queue} is not sealed`);
      }),
  };
}
