import crypto from "node:crypto";
import { promisify } from "node:util";
import zlib from "node:zlib";
import type { IncomingMessage, ServerResponse } from "node:http";

const gzip = promisify(zlib.gzip);
const brotli = promisify(zlib.brotliCompress);

/** A response body kept in memory as it is and compressed both ways, with its ETag. */
export interface Precompressed {
  raw: Buffer;
  gzip: Buffer;
  br: Buffer;
  etag: string;
}

/** Compresses once, at the highest levels: the cost is paid when the body changes, not per request. */
export async function precompress(body: string | Buffer): Promise<Precompressed> {
  const raw = typeof body === "string" ? Buffer.from(body) : body;
  const [gz, br] = await Promise.all([
    gzip(raw, { level: 9 }),
    brotli(raw, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }),
  ]);
  return { raw, gzip: gz, br, etag: etagOf(raw) };
}

/** A strong ETag from the bytes themselves: the same on every instance. */
export function etagOf(raw: Buffer): string {
  return `"${crypto.createHash("sha256").update(raw).digest("base64url").slice(0, 27)}"`;
}

/**
 * Plain node:http sender (Express's req/res extend these): 304 on a matching ETag, else the best encoding the
 * client accepts. The cost of a request is a header comparison and a write.
 */
export function sendPrecompressed(
  req: IncomingMessage,
  res: ServerResponse,
  body: Precompressed,
  headers: { contentType: string; cacheControl: string; extra?: Record<string, string> },
): void {
  const common = {
    "X-Content-Type-Options": "nosniff",
    ETag: body.etag,
    "Cache-Control": headers.cacheControl,
    Vary: "Accept-Encoding",
    ...headers.extra,
  };
  if (req.headers["if-none-match"] === body.etag) {
    res.writeHead(304, common).end();
    return;
  }
  const accepted = String(req.headers["accept-encoding"] ?? "");
  const [encoding, bytes] = /\bbr\b/.test(accepted)
    ? ["br", body.br]
    : /\bgzip\b/.test(accepted)
      ? ["gzip", body.gzip]
      : [undefined, body.raw];
  res.writeHead(200, {
    ...common,
    "Content-Type": headers.contentType,
    "Content-Length": bytes.length,
    ...(encoding ? { "Content-Encoding": encoding } : {}),
  });
  res.end(req.method === "HEAD" ? undefined : bytes);
}

/** A body as the front door keeps it: its bytes, compressed copies where compressing pays (not for images), its ETag. */
export interface HeldBody {
  raw: Buffer;
  gzip?: Buffer;
  br?: Buffer;
  etag: string;
}

type HeaderSet = Record<string, string | number>;

/**
 * Headers as node:http takes them fastest: a flat [name, value, …] list, which writeHead walks by index (an object
 * costs a for-in walk with an own-property check per header on every answer), of flat one-byte strings, as a bare
 * server's are (README, "Every public GET from memory").
 */
export type RawHeaders = string[];

function rawHeaders(headers: HeaderSet): RawHeaders {
  // A latin1 round trip makes each string one flat copy. node:http refuses any other character in a header, and so
  // does this, here, once: the round trip would otherwise change such a character silently.
  const flat = (text: string) => {
    const copy = Buffer.from(text, "latin1").toString("latin1");
    if (copy !== text) throw new TypeError(`A header holds a character HTTP headers cannot carry: ${JSON.stringify(text)}`);
    return copy;
  };
  return Object.entries(headers).flatMap(([name, value]) => [flat(name), flat(String(value))]);
}

/**
 * A held body with every header it is sent with already built, one set per encoding and one for 304: answering
 * is a lookup, a comparison and a write (server/http/front-door.ts).
 */
export interface PreparedAnswer {
  etag: string;
  notModified: RawHeaders;
  identity: { headers: RawHeaders; body: Buffer };
  br?: { headers: RawHeaders; body: Buffer };
  gzip?: { headers: RawHeaders; body: Buffer };
}

export function prepareAnswer(
  body: HeldBody,
  headers: { contentType: string; cacheControl: string; security?: Readonly<Record<string, string>>; extra?: Record<string, string> },
): PreparedAnswer {
  const compressed = body.br !== undefined || body.gzip !== undefined;
  // The security headers first, as helmet (ahead of every other middleware) sends them; then what
  // sendPrecompressed sends, so an answer from memory is the one Express gave.
  const common: HeaderSet = {
    "X-Content-Type-Options": "nosniff",
    ...headers.security,
    ETag: body.etag,
    "Cache-Control": headers.cacheControl,
    ...(compressed ? { Vary: "Accept-Encoding" } : {}),
    ...headers.extra,
  };
  const variant = (bytes: Buffer, encoding?: string) => ({
    body: bytes,
    headers: rawHeaders({ ...common, "Content-Type": headers.contentType, "Content-Length": bytes.length, ...(encoding ? { "Content-Encoding": encoding } : {}) }),
  });
  return {
    etag: body.etag,
    notModified: rawHeaders(common),
    identity: variant(body.raw),
    br: body.br && variant(body.br, "br"),
    gzip: body.gzip && variant(body.gzip, "gzip"),
  };
}

/** Whether an If-None-Match header names this ETag (one tag, a list, or "*"). */
function matchesEtag(ifNoneMatch: string, etag: string): boolean {
  if (ifNoneMatch === etag || ifNoneMatch === "*") return true;
  if (!ifNoneMatch.includes(",")) return ifNoneMatch === `W/${etag}`;
  return ifNoneMatch.split(",").some((tag) => {
    const trimmed = tag.trim();
    return trimmed === etag || trimmed === `W/${etag}`;
  });
}

/** Sends a prepared answer: 304 on a matching ETag, else the best encoding the client accepts (as sendPrecompressed). */
export function sendPrepared(req: IncomingMessage, res: ServerResponse, answer: PreparedAnswer): void {
  const ifNoneMatch = req.headers["if-none-match"];
  if (ifNoneMatch !== undefined && matchesEtag(ifNoneMatch, answer.etag)) {
    res.writeHead(304, answer.notModified).end();
    return;
  }
  let chosen = answer.identity;
  if (answer.br || answer.gzip) {
    const accepted = req.headers["accept-encoding"];
    if (accepted !== undefined) {
      if (answer.br && /\bbr\b/.test(accepted)) chosen = answer.br;
      else if (answer.gzip && /\bgzip\b/.test(accepted)) chosen = answer.gzip;
    }
  }
  res.writeHead(200, chosen.headers);
  res.end(req.method === "HEAD" ? undefined : chosen.body);
}
