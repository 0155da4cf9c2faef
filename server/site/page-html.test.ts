import { afterEach, describe, expect, it, vi } from "vitest";
import { PageHtmlCache, RENDERED_PAGE_MAX_AGE_MS } from "./page-html";
import type { PageRenderer } from "./rendered-pages";

const template = `<!doctype html>\n<html lang="en">\n  <head>\n    <title>Creative Cuisines</title>\n  </head>\n  <body><div id="root"></div></body>\n</html>\n`;
const visitor = { apiOrigin: "http://127.0.0.1:1" };

/** A renderer showing the data's version; `hold()` makes the next render wait until released. */
function versionedRenderer() {
  let version = 1;
  let gate: Promise<void> | undefined;
  let open: (() => void) | undefined;
  const renderer: PageRenderer = {
    async render() {
      const seen = version;
      if (gate) await gate;
      return { html: `<p>version ${seen}</p>`, state: {} };
    },
  };
  return {
    renderer,
    change: () => void (version += 1),
    hold: () => void (gate = new Promise((resolve) => (open = resolve))),
    release: () => {
      gate = undefined;
      open?.();
    },
  };
}

const shown = async (cache: PageHtmlCache) => /version (\d+)/.exec((await cache.get("/menu", visitor)).raw.toString())?.[1];

afterEach(() => vi.restoreAllMocks());

describe("PageHtmlCache", () => {
  it("keeps serving a page past its age while it renders again, then the new one; `ready` has it without a promise", async () => {
    const data = versionedRenderer();
    const cache = new PageHtmlCache(template, "https://cater.example", undefined, data.renderer);
    let now = 1_000_000;
    vi.spyOn(Date, "now").mockImplementation(() => now);
    expect(cache.ready("/menu", true)).toBeUndefined();
    expect(await shown(cache)).toBe("1");
    expect(cache.ready("/menu", true)?.raw.toString()).toContain("version 1");

    data.change();
    data.hold();
    now += RENDERED_PAGE_MAX_AGE_MS;
    // Past its age: not ready, but the next visitor still gets it at once while the page renders again.
    expect(cache.ready("/menu", true)).toBeUndefined();
    expect(await shown(cache)).toBe("1");
    expect(await shown(cache)).toBe("1");
    data.release();
    await vi.waitFor(async () => expect(await shown(cache)).toBe("2"));
    expect(cache.ready("/menu", true)?.raw.toString()).toContain("version 2");
  });

  it("never keeps a render that began before a change announced after it", async () => {
    const data = versionedRenderer();
    const cache = new PageHtmlCache(template, "https://cater.example", undefined, data.renderer);
    let now = 1_000_000;
    vi.spyOn(Date, "now").mockImplementation(() => now);
    expect(await shown(cache)).toBe("1");
    // Past its age, a new render starts and reads the data; then the data changes and the change is announced.
    now += RENDERED_PAGE_MAX_AGE_MS;
    data.hold();
    expect(await shown(cache)).toBe("1");
    data.change();
    cache.invalidateRendered();
    data.release();
    expect(await shown(cache)).toBe("2");
    expect(await shown(cache)).toBe("2");
  });

  it("the plain page of a known address is ready once built; signed-in users get it", async () => {
    const cache = new PageHtmlCache(template, "https://cater.example", undefined, versionedRenderer().renderer);
    expect(cache.ready("/admin", false)).toBeUndefined();
    const page = await cache.get("/admin");
    expect(cache.ready("/admin", false)).toBe(page);
    expect(cache.ready("/menu", false)).toBeUndefined();
    await cache.get("/menu");
    expect(cache.ready("/menu", false)?.raw.toString()).not.toContain("version");
    // An address that is not one of the app's own is never kept by address.
    await cache.get("/no-such-page");
    expect(cache.ready("/no-such-page", false)).toBeUndefined();
  });
});
