import crypto from "node:crypto";
import { promisify } from "node:util";
import zlib from "node:zlib";
import type { IncomingMessage, ServerResponse } from "node:http";

const gzip = promisify(zlib.gzip);
const brotli = promisify(zlib.brotliCompress);

interface Snapshot {
  raw: Buffer;
  gzip: Buffer;
  br: Buffer;
  etag: string;
}

/**
 * A hot public read kept in memory as serialised, pre-compressed bytes with an ETag. Requests cost a header
 * comparison and a write: no query, no JSON.stringify, no compression. `invalidate()` drops the copy after a
 * change; the next request rebuilds it once (concurrent requests share that rebuild).
 */
export class CachedJson {
  private snapshot: Promise<Snapshot> | undefined;

  constructor(private readonly load: () => Promise<unknown>) {}

  invalidate(): void {
    this.snapshot = undefined;
  }

  private current(): Promise<Snapshot> {
    if (!this.snapshot) {
      const building = this.build();
      this.snapshot = building;
      // A failed build must not stay cached.
      building.catch(() => {
        if (this.snapshot === building) this.snapshot = undefined;
      });
    }
    return this.snapshot;
  }

  private async build(): Promise<Snapshot> {
    const raw = Buffer.from(JSON.stringify(await this.load()));
    const [gz, br] = await Promise.all([
      gzip(raw, { level: 9 }),
      brotli(raw, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }),
    ]);
    const etag = `"${crypto.createHash("sha256").update(raw).digest("base64url").slice(0, 27)}"`;
    return { raw, gzip: gz, br, etag };
  }

  /** Plain node:http handler (Express's req/res extend these): 304 on a matching ETag, else the best encoding. */
  async send(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const snapshot = await this.current();
    const common = {
      "X-Content-Type-Options": "nosniff",
      ETag: snapshot.etag,
      "Cache-Control": "public, max-age=0, must-revalidate",
      Vary: "Accept-Encoding",
    };
    if (req.headers["if-none-match"] === snapshot.etag) {
      res.writeHead(304, common).end();
      return;
    }
    const accepted = String(req.headers["accept-encoding"] ?? "");
    const [encoding, body] = /\bbr\b/.test(accepted)
      ? ["br", snapshot.br]
      : /\bgzip\b/.test(accepted)
        ? ["gzip", snapshot.gzip]
        : [undefined, snapshot.raw];
    res.writeHead(200, {
      ...common,
      "Content-Type": "application/json; charset=utf-8",
      "Content-Length": body.length,
      ...(encoding ? { "Content-Encoding": encoding } : {}),
    });
    res.end(req.method === "HEAD" ? undefined : body);
  }
}
