import { ADMIN, expect, savedSession, test, waitingForTheApp } from "./fixtures";

test("when the map tiles cannot load, the note sits clear of the zoom buttons, which still zoom the map (desktop and 375 px)", async ({ page }) => {
  // Two page loads with the map's chunk: a limit for a hang on a busy machine, not a target.
  test.setTimeout(180_000);
  const appOrigin = new URL(process.env.E2E_BASE_URL!).origin;
  // Every request off our own server (the tile server) fails, as behind a network that blocks it.
  const tileRequests: string[] = [];
  await page.route(
    (url) => url.origin !== appOrigin,
    (route) => {
      tileRequests.push(route.request().url());
      return route.abort();
    },
  );
  for (const viewport of [
    { width: 1280, height: 900 },
    { width: 375, height: 800 },
  ]) {
    await page.setViewportSize(viewport);
    await page.goto("/tracker");
    const note = page.getByRole("status").filter({ hasText: "The map cannot load right now." });
    await expect(note).toBeVisible({ timeout: 30_000 });
    const zoomIn = page.getByRole("button", { name: "Zoom in" });
    await zoomIn.scrollIntoViewIfNeeded();
    const [noteBox, zoomBox, mapBox] = await Promise.all([note.boundingBox(), zoomIn.boundingBox(), page.getByRole("region", { name: /^Map showing the truck at/ }).boundingBox()]);
    // Not over the zoom buttons, nor over the map at all.
    const overlaps = (a: typeof noteBox, b: typeof noteBox) => !!a && !!b && a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
    expect(overlaps(noteBox, zoomBox), JSON.stringify({ noteBox, zoomBox })).toBe(false);
    expect(overlaps(noteBox, mapBox), JSON.stringify({ noteBox, mapBox })).toBe(false);
    // The button takes the click (Playwright refuses to click an element something else covers), and the map zooms:
    // it asks for tiles one level deeper (15 → 16).
    tileRequests.length = 0;
    await zoomIn.click();
    await expect.poll(() => tileRequests.some((url) => /\/16\/\d+\/\d+/.test(url))).toBe(true);
  }
});

test("a visitor's tracker page shows where the admin moved the truck, without a reload", async ({ page, browser }, testInfo) => {
  test.setTimeout(180_000);
  const admin = await browser.newContext({ baseURL: process.env.E2E_BASE_URL, storageState: await savedSession(browser, ADMIN, testInfo.workerIndex) });
  const adminPage = waitingForTheApp(await admin.newPage());
  const before = await (await adminPage.request.get("/api/truck/location")).json();
  const { waitEstimate: _wait, updatedAt: _at, ...location } = before as Record<string, unknown>;
  const address = `${Math.floor(Math.random() * 9000) + 1000} Live Avenue, New York, NY 10001`;
  try {
    await page.goto("/tracker");
    await expect(page.getByRole("heading", { level: 2, name: "Current location" })).toBeVisible();
    // A mark on this very document: a reload or a new page would lose it.
    await page.evaluate(() => ((window as unknown as { trackerMark: number }).trackerMark = 1));

    const moved = await adminPage.request.put("/api/truck/location", { data: { ...location, address } });
    expect(moved.status()).toBe(200);

    // The page polls every 15 s (the stream needs a session, which a visitor has not).
    await expect(page.getByText(address)).toBeVisible({ timeout: 40_000 });
    expect(await page.evaluate(() => (window as unknown as { trackerMark?: number }).trackerMark)).toBe(1);
  } finally {
    await adminPage.request.put("/api/truck/location", { data: location });
    await admin.close();
  }
});
