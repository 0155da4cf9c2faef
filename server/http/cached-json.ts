import type { IncomingMessage, ServerResponse } from "node:http";
import { precompress, prepareAnswer, sendPrepared, type PreparedAnswer } from "./precompressed";

/**
 * How a public API read may be kept. Browsers revalidate every time (an admin's next read sees the change at once);
 * a CDN in front (`CDN-Cache-Control`, RFC 9213: for shared caches only, so browsers never apply the
 * stale-while-revalidate) may keep the answer 30 s and serve it a minute longer while it asks again by ETag.
 */
export const PUBLIC_READ_CACHE_CONTROL = "public, max-age=0, must-revalidate";
export const PUBLIC_READ_CDN_CACHE_CONTROL = "public, s-maxage=30, stale-while-revalidate=60";

/**
 * A hot public read kept in memory as serialised, pre-compressed bytes with an ETag and its headers built
 * (precompressed.ts, prepareAnswer). Requests cost a header comparison and a write: no query, no JSON.stringify, no
 * compression. `invalidate()` drops the copy after a change; the next request rebuilds it once (concurrent requests
 * share that rebuild).
 */
export class CachedJson {
  private snapshot: Promise<PreparedAnswer> | undefined;
  /** The snapshot once built: the front door answers from it without waiting on a promise. */
  private built: PreparedAnswer | undefined;

  constructor(private readonly load: () => Promise<unknown>) {}

  invalidate(): void {
    this.snapshot = undefined;
    this.built = undefined;
  }

  /** The answer when it is already built (no await), else undefined: call `answer()`. */
  ready(): PreparedAnswer | undefined {
    return this.built;
  }

  answer(): Promise<PreparedAnswer> {
    if (!this.snapshot) {
      const building = this.build();
      this.snapshot = building;
      building.then(
        (answer) => {
          // An invalidate() during the build leaves this answer out of date: it is not kept.
          if (this.snapshot === building) this.built = answer;
        },
        // A failed build must not stay cached.
        () => {
          if (this.snapshot === building) this.snapshot = undefined;
        },
      );
    }
    return this.snapshot;
  }

  private async build(): Promise<PreparedAnswer> {
    const body = await precompress(JSON.stringify(await this.load()));
    return prepareAnswer(body, {
      contentType: "application/json; charset=utf-8",
      cacheControl: PUBLIC_READ_CACHE_CONTROL,
      extra: { "CDN-Cache-Control": PUBLIC_READ_CDN_CACHE_CONTROL },
    });
  }

  /** Plain node:http handler (Express's req/res extend these): 304 on a matching ETag, else the best encoding. */
  async send(req: IncomingMessage, res: ServerResponse): Promise<void> {
    sendPrepared(req, res, this.ready() ?? (await this.answer()));
  }
}
