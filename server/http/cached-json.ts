import type { IncomingMessage, ServerResponse } from "node:http";
import { precompress, sendPrecompressed, type Precompressed } from "./precompressed";

/**
 * A hot public read kept in memory as serialised, pre-compressed bytes with an ETag. Requests cost a header
 * comparison and a write: no query, no JSON.stringify, no compression. `invalidate()` drops the copy after a
 * change; the next request rebuilds it once (concurrent requests share that rebuild).
 */
export class CachedJson {
  private snapshot: Promise<Precompressed> | undefined;

  constructor(private readonly load: () => Promise<unknown>) {}

  invalidate(): void {
    this.snapshot = undefined;
  }

  private current(): Promise<Precompressed> {
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

  private async build(): Promise<Precompressed> {
    return precompress(JSON.stringify(await this.load()));
  }

  /** Plain node:http handler (Express's req/res extend these): 304 on a matching ETag, else the best encoding. */
  async send(req: IncomingMessage, res: ServerResponse): Promise<void> {
    sendPrecompressed(req, res, await this.current(), { contentType: "application/json; charset=utf-8", cacheControl: "public, max-age=0, must-revalidate" });
  }
}
