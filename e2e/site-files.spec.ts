import { test, expect } from "./fixtures";

test("crawler files and icons are themselves, not the app's page", async ({ request }) => {
  for (const [url, type] of [
    ["/robots.txt", /^text\/plain/],
    ["/sitemap.xml", /^application\/xml/],
    ["/favicon.ico", /^image\/(x-icon|vnd\.microsoft\.icon)/],
    ["/manifest.webmanifest", /^application\/manifest\+json/],
    ["/icons/icon-512.png", /^image\/png/],
  ] as const) {
    const res = await request.get(url);
    expect(res.status(), url).toBe(200);
    expect(res.headers()["content-type"], url).toMatch(type);
    expect(await res.text(), url).not.toContain('<div id="root">');
  }
  const manifest = await (await request.get("/manifest.webmanifest")).json();
  expect(manifest).toMatchObject({ name: "Creative Cuisines", display: "standalone", theme_color: "#843f12" });
});

test("the built scripts and styles are sent brotli-compressed and cached for a year", async ({ request }) => {
  const html = await (await request.get("/home")).text();
  const assets = [...html.matchAll(/(?:src|href)="(\/assets\/[^"]+\.(?:js|css))"/g)].map((m) => m[1]);
  expect(assets.length).toBeGreaterThan(2);
  let compressed = 0;
  for (const asset of assets) {
    const res = await request.get(asset, { headers: { "Accept-Encoding": "br, gzip" } });
    expect(res.status(), asset).toBe(200);
    // The build keeps no compressed copy of a file compression would not shrink (a few hundred bytes at most).
    if (res.headers()["content-encoding"] === "br") compressed += 1;
    else expect((await res.body()).length, `${asset} is not compressed`).toBeLessThan(512);
    expect(res.headers()["cache-control"], asset).toBe("public, max-age=31536000, immutable");
  }
  expect(compressed).toBeGreaterThan(assets.length / 2);
  const page = await request.get("/home", { headers: { "Accept-Encoding": "br" } });
  expect(page.headers()["content-encoding"]).toBe("br");
  expect(page.headers()["cache-control"]).toBe("no-cache");
  expect(page.headers().etag).toBeTruthy();
});

test("each page has its own title, in the first HTML and after navigating", async ({ page }) => {
  await page.goto("/menu");
  await expect(page).toHaveTitle("Menu | Creative Cuisines");
  await expect(page.locator('meta[property="og:title"]')).toHaveAttribute("content", "Menu | Creative Cuisines");
  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Services" }).click();
  await expect(page).toHaveTitle("Catering Services | Creative Cuisines");
  await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", /Full-service events/);
});

test("the menu page describes the business and its dishes for search engines (JSON-LD)", async ({ page }) => {
  await page.goto("/menu");
  const block = page.locator('script[type="application/ld+json"]');
  await expect(block).toHaveCount(1);
  const data = JSON.parse((await block.textContent())!);
  expect(data).toMatchObject({ "@type": "Restaurant", hasMenu: { "@type": "Menu" } });
  // The business's own contact details (settings), whatever other tests change them to meanwhile.
  expect(typeof data.telephone).toBe("string");
  const dishes = data.hasMenu.hasMenuSection.flatMap((section: { hasMenuItem: { name: string }[] }) => section.hasMenuItem);
  expect(dishes.length).toBeGreaterThanOrEqual(39);
  expect(dishes.map((dish: { name: string }) => dish.name)).toContain("Classic Caesar Salad");
});

test("a visitor's public pages arrive rendered, with their data, before any script runs", async ({ request }) => {
  const menu = await (await request.get("/menu")).text();
  // The dishes, the business's JSON-LD and the answers they were rendered from are in the first HTML.
  expect(menu).toContain("Classic Caesar Salad");
  expect(menu).toContain('<script type="application/ld+json">');
  expect(menu).toContain('<script type="application/json" id="cc-query-state">');
  // Its scripts load once it has painted: none is preloaded beside the stylesheet.
  expect(menu).not.toContain('rel="modulepreload" crossorigin href');
  for (const path of ["/home", "/login", "/checkout", "/contact"]) {
    expect(await (await request.get(path)).text(), path).toContain('id="cc-query-state"');
  }
  // A query the renderer cannot see, a signed-in user's page and the truck map are the browser's to render.
  expect(await (await request.get("/menu?tab=cart")).text()).toContain('<div id="root"></div>');
  expect(await (await request.get("/menu", { headers: { Cookie: "cc_signed_in=1" } })).text()).toContain('<div id="root"></div>');
  expect(await (await request.get("/tracker")).text()).toContain('<div id="root"></div>');
});

test("a rendered page's scripts are requested only once the browser has painted it", async ({ page }) => {
  for (const path of ["/login", "/menu"]) {
    await page.goto(path);
    await expect(page.locator("html")).toHaveAttribute("data-app-ready", "");
    const { paint, firstScript } = await page.evaluate(() => ({
      paint: performance.getEntriesByName("first-contentful-paint")[0]?.startTime,
      // The entry (index) and what it shares with the app (entry-shared, vite.config.ts) come with the HTML; React,
      // the app and the page's chunks wait for the paint.
      firstScript: Math.min(
        ...performance
          .getEntriesByType("resource")
          .filter((entry) => entry.name.endsWith(".js") && !/\/assets\/(index|entry-shared)-[^/]+\.js$/.test(entry.name))
          .map((entry) => entry.startTime),
      ),
    }));
    expect(paint, path).toBeGreaterThan(0);
    expect(firstScript, path).toBeGreaterThanOrEqual(paint!);
  }
});

test("the browser takes a rendered page over without a mismatch: the cart shows on /checkout, and the menu adds to it", async ({ page }) => {
  // A cart from an earlier visit: the server cannot see it, the page must not say it is empty once it has loaded.
  await page.goto("/contact");
  await page.evaluate(() =>
    localStorage.setItem("cart", JSON.stringify([{ id: 1, name: "Classic Caesar Salad", price: "Half Pan $60 / Full Pan $90", category: "Salads", quantity: 1, option: "Half Pan" }])),
  );
  await page.goto("/checkout");
  await expect(page.getByText("Classic Caesar Salad").first()).toBeVisible();
  await expect(page.getByText("Your cart is empty")).toHaveCount(0);
  await page.goto("/menu");
  await page.getByRole("article", { name: "Mixed Garden Salad", exact: true }).getByRole("button", { name: "Add to Cart: Mixed Garden Salad" }).click();
  await expect(page.getByRole("link", { name: /^Cart, 2 items$/ })).toBeVisible();
  // The console-error check of every test (fixtures.ts) fails on React's hydration mismatch errors.
});

test("the menu lays out only the words of the cards near the screen, and never hides a card's controls from that", async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto("/menu");
  await expect(page.locator("html")).toHaveAttribute("data-app-ready", "");
  const cards = await page.getByRole("article").evaluateAll((articles) =>
    articles.map((article) => {
      const heading = article.querySelector("h3")!;
      const controls = [...article.querySelectorAll("select, input, textarea, button")];
      const insideSkippable = (element: Element) => {
        for (let node = element.parentElement; node && node !== article; node = node.parentElement) if (getComputedStyle(node).contentVisibility === "auto") return true;
        return false;
      };
      return {
        // Chromium's own answer: false while the browser skips the block's style and layout.
        wordsRendered: heading.checkVisibility({ contentVisibilityAuto: true }),
        wordsSkippable: insideSkippable(heading),
        controlsSkippable: controls.some(insideSkippable),
      };
    }),
  );
  expect(cards.length).toBeGreaterThan(10);
  expect(cards.every((card) => card.wordsSkippable)).toBe(true);
  // Chromium measures every form control once the page has loaded: one inside a skipped block would be laid out
  // there and then, card by card (README, Performance, "The menu's off-screen cards").
  expect(cards.some((card) => card.controlsSkippable)).toBe(false);
  expect(cards[0].wordsRendered).toBe(true);
  expect(cards.at(-1)!.wordsRendered).toBe(false);
  // Scrolled to, the last card's words are there.
  await page.getByRole("article").last().scrollIntoViewIfNeeded();
  await expect.poll(() => page.getByRole("article").last().locator("h3").evaluate((h) => h.checkVisibility({ contentVisibilityAuto: true }))).toBe(true);
});
