import fs from "node:fs/promises";
import path from "node:path";
import type { IncomingMessage, ServerResponse } from "node:http";
import { LRUCache } from "lru-cache";
import { DATABASE_UNAVAILABLE_MESSAGE, isDatabaseUnavailable } from "../db/unavailable";
import type { Logger } from "../logger";
import { GENERIC_ERROR_MESSAGE } from "../middleware/error-handler";
import { isStorageKey, LocalDiskStorage, UPLOADS_CSP, UPLOADS_URL_PREFIX, type FileStorage } from "../storage/file-storage";
import { S3FileStorage } from "../storage/s3-storage";
import { etagOf, prepareAnswer, sendPrepared, type HeldBody, type PreparedAnswer } from "./precompressed";
import type { SecurityHeaders } from "./security-headers";

type AnswerHeaders = { contentType: string; cacheControl: string; extra?: Record<string, string> };
type Handler = (req: IncomingMessage, res: ServerResponse) => void;

/**
 * What a route gives for a request: undefined when the request is not its own (the next route, then Express, get
 * it), an answer, or a promise of one; a promise of null hands the request to Express after all (a page Express
 * renders differently, a photo that is not there).
 */
export type FrontDoorRoute = (req: IncomingMessage, url: string, security: SecurityHeaders) => PreparedAnswer | Promise<PreparedAnswer | null> | undefined;

/**
 * Answers prepared from held bodies, kept while the body and the security headers are the same objects (a body
 * changes when its data does, the headers when the map tile setting does): a request prepares nothing.
 */
export class PreparedAnswers {
  private readonly answers = new WeakMap<object, { security: SecurityHeaders; answer: PreparedAnswer }>();

  get(body: HeldBody, headers: AnswerHeaders & { withSecurity?: boolean }, security: SecurityHeaders): PreparedAnswer {
    const kept = this.answers.get(body);
    if (kept && kept.security === security) return kept.answer;
    const answer = prepareAnswer(body, { ...headers, security: headers.withSecurity === false ? undefined : security });
    this.answers.set(body, { security, answer });
    return answer;
  }
}

export interface FrontDoorOptions {
  /** helmet's headers, captured (security-headers.ts); the same object while they are the same. */
  securityHeaders: () => SecurityHeaders;
  logger: Logger;
  /** How often the counts of answers from memory are logged: they are counted, not logged one by one. */
  logEveryMs?: number;
}

const isPromise = <T>(value: T | Promise<T>): value is Promise<T> => typeof (value as Promise<T>).then === "function";

/**
 * Every public GET answered from memory before Express is entered (no helmet run, no request log, no session, no
 * router): files held whole by their exact path (built assets, icons, pictures, robots.txt…), and routes for what
 * is looked up (the public API reads, the rendered pages, uploaded photos). Each answer's headers, helmet's
 * included, are built once; a request costs a map lookup, an ETag comparison and a write. Anything else, and any
 * other method, goes to Express as before.
 */
export class FrontDoor {
  private readonly files = new Map<string, { body: HeldBody; headers: AnswerHeaders & { withSecurity: boolean } }>();
  // Each route counts its own answers in a field of its own (one object shape on every request, where a counts
  // object keyed by kind took a new shape per kind and made that store megamorphic on the hot path).
  private readonly routes: { kind: string; route: FrontDoorRoute; answered: number }[] = [];
  private readonly prepared = new PreparedAnswers();
  private filesAnswered = 0;
  private readonly timer: NodeJS.Timeout | undefined;

  constructor(private readonly options: FrontDoorOptions) {
    const every = options.logEveryMs ?? 60_000;
    if (every > 0) {
      this.timer = setInterval(() => this.logCounts(), every);
      this.timer.unref();
    }
  }

  /** A file held whole, answered at exactly this path (a query string sends the request to Express). */
  addFile(url: string, body: HeldBody, headers: AnswerHeaders, withSecurity = true): void {
    this.files.set(url, { body, headers: { ...headers, withSecurity } });
  }

  hasFile(url: string): boolean {
    return this.files.has(url);
  }

  /** Routes are asked in the order they were added, after the held files. `kind` names them in the log's counts. */
  addRoute(kind: string, route: FrontDoorRoute): void {
    this.routes.push({ kind, route, answered: 0 });
  }

  /** The answers since the last log line, by kind; logged every `logEveryMs` (and when the door closes). */
  logCounts(): void {
    const counts: Record<string, number> = {};
    if (this.filesAnswered > 0) counts.file = this.filesAnswered;
    this.filesAnswered = 0;
    for (const entry of this.routes) {
      if (entry.answered > 0) counts[entry.kind] = (counts[entry.kind] ?? 0) + entry.answered;
      entry.answered = 0;
    }
    if (Object.keys(counts).length === 0) return;
    this.options.logger.info({ answered: counts }, "public answers from memory");
  }

  close(): void {
    if (this.timer) clearInterval(this.timer);
    this.logCounts();
  }

  /** What the HTTP server runs: this door first, `fallback` (Express) for the rest. */
  handler(fallback: Handler): Handler {
    return (req, res) => {
      if (req.method !== "GET" && req.method !== "HEAD") return fallback(req, res);
      const url = req.url ?? "";
      const security = this.options.securityHeaders();
      const file = this.files.get(url);
      if (file) {
        this.filesAnswered += 1;
        sendPrepared(req, res, this.prepared.get(file.body, file.headers, security));
        return;
      }
      for (const entry of this.routes) {
        const found = entry.route(req, url, security);
        if (found === undefined) continue;
        entry.answered += 1;
        if (!isPromise(found)) return sendPrepared(req, res, found);
        found.then(
          (answer) => (answer ? sendPrepared(req, res, answer) : fallback(req, res)),
          (error: unknown) => this.fail(req, res, error),
        );
        return;
      }
      fallback(req, res);
    };
  }

  private fail(req: IncomingMessage, res: ServerResponse, error: unknown): void {
    if (res.headersSent) return void res.end();
    if (isDatabaseUnavailable(error)) {
      res.writeHead(503, { "Content-Type": "application/json", "Retry-After": "5" }).end(JSON.stringify({ message: DATABASE_UNAVAILABLE_MESSAGE }));
      return;
    }
    this.options.logger.error({ err: error, url: req.url?.split("?")[0] }, "answering from memory failed");
    res.writeHead(500, { "Content-Type": "application/json" }).end(JSON.stringify({ message: GENERIC_ERROR_MESSAGE }));
  }
}

/** Uploaded photos held in memory: by default at most this many bytes, the least recently used dropped first. */
export const UPLOADS_HELD_BYTES = 32 * 1024 * 1024;

/** The stored photo's bytes, or null when there is none (the store's own 404 then answers). */
async function readUpload(storage: FileStorage, key: string): Promise<Buffer | null> {
  if (storage instanceof LocalDiskStorage) {
    return fs.readFile(path.join(storage.dir, key)).catch((error: NodeJS.ErrnoException) => {
      if (error.code === "ENOENT") return null;
      throw error;
    });
  }
  if (storage instanceof S3FileStorage) {
    const found = await storage.read(key);
    if (found === null || found === "not-modified") return null;
    const chunks: Buffer[] = [];
    for await (const chunk of found.body) chunks.push(chunk as Buffer);
    return Buffer.concat(chunks);
  }
  return null;
}

/**
 * Uploaded photos (/uploads/<key>), from whichever store holds them, kept in memory up to `maxBytes` with the least
 * recently used dropped first (lru-cache; concurrent first requests share one read). Their names are random and
 * never reused, so a kept photo stays right until it is deleted: `forget()` (on a menu or gallery change, which a
 * deletion is) drops them all. Headers as the store's own route sends them: helmet's, with a sandboxing CSP.
 */
export function uploadsRoute(storage: FileStorage, maxBytes = UPLOADS_HELD_BYTES) {
  const held = new LRUCache<string, HeldBody>({
    maxSize: maxBytes,
    sizeCalculation: (body) => Math.max(1, body.raw.length),
    // A change announced while a photo is being read (forget() clears the cache) aborts that read: its request then
    // gets undefined at once, not a rejection (a 500), and goes to the store's own route, which reads the photo
    // afresh (or answers 404 for a deleted one); the aborted read's bytes are not kept.
    allowStaleOnFetchAbort: true,
    fetchMethod: async (key) => {
      const bytes = await readUpload(storage, key);
      return bytes ? { raw: bytes, etag: etagOf(bytes) } : undefined;
    },
  });
  const prepared = new PreparedAnswers();
  const headers = { contentType: "image/webp", cacheControl: "public, max-age=31536000, immutable", extra: { "Content-Security-Policy": UPLOADS_CSP } };
  const route: FrontDoorRoute = (_req, url, security) => {
    if (!url.startsWith(UPLOADS_URL_PREFIX)) return undefined;
    const key = url.slice(UPLOADS_URL_PREFIX.length);
    if (!isStorageKey(key)) return undefined;
    const body = held.get(key);
    if (body) return prepared.get(body, headers, security);
    return held.fetch(key).then((fetched) => (fetched ? prepared.get(fetched, headers, security) : null));
  };
  return { route, forget: () => held.clear(), held };
}
