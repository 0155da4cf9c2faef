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
  const etag = `"${crypto.createHash("sha256").update(raw).digest("base64url").slice(0, 27)}"`;
  return { raw, gzip: gz, br, etag };
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
