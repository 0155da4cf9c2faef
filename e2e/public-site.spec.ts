import AxeBuilder from "@axe-core/playwright";
import { test, expect, signIn } from "./fixtures";

test("a visitor walks splash → home → gallery → services → contact, and cannot reach the dashboard", async ({ page }) => {
  await page.goto("/");
  await expect(page.getByRole("heading", { level: 1, name: "Creative Cuisines" })).toBeVisible();
  await page.getByRole("link", { name: "Explore" }).click();

  await expect(page).toHaveURL(/\/home$/);
  await expect(page.getByRole("heading", { level: 1, name: "Exceptional Catering for Every Occasion" })).toBeVisible();
  for (const stat of ["500+", "4.9", "50+", "24/7"]) await expect(page.getByText(stat, { exact: true }).first()).toBeVisible();

  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Gallery" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Creative Cuisines Gallery" })).toBeVisible();
  await expect(page.getByText("Admin access required to upload photos. Current user: Not logged in | Role: none")).toBeVisible();
  const dishes = page.getByRole("list", { name: "Signature dishes" }).getByRole("listitem");
  await expect(dishes).toHaveCount(12);
  const filters = page.getByRole("group", { name: "Filter photos by category" });
  await filters.getByRole("button", { name: "Breakfast" }).click();
  await expect(filters.getByRole("button", { name: "Breakfast" })).toHaveAttribute("aria-pressed", "true");
  await expect(dishes).toHaveCount(3);
  // The demo gallery's breakfast photo shows under Additional Gallery; lunch has none.
  await expect(page.getByRole("img", { name: "Brunch French Toast" })).toBeVisible();
  await filters.getByRole("button", { name: "Lunch" }).click();
  await expect(page.getByText("No photos found in the lunch category.")).toBeVisible();
  await filters.getByRole("button", { name: "All Photos" }).click();
  await expect(dishes).toHaveCount(12);

  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Services" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Our Services" })).toBeVisible();
  await expect(page.getByText("$40", { exact: false }).first()).toBeVisible();

  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Contact" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Contact Us" })).toBeVisible();
  await page.getByRole("button", { name: "Send Message" }).click();
  await expect(page.getByText("Please enter your name").first()).toBeVisible();
  await page.getByLabel("Name", { exact: true }).fill("Grace Hopper");
  await page.getByLabel("Email", { exact: true }).fill("grace@example.com");
  await page.getByLabel("Event Type").selectOption("wedding");
  await page.getByLabel("Guest Count").fill("120");
  await page.getByLabel("Message", { exact: true }).fill("A June wedding in Brooklyn.");
  const sent = page.waitForResponse((r) => r.url().endsWith("/api/contact") && r.request().method() === "POST");
  await page.getByRole("button", { name: "Send Message" }).click();
  expect((await sent).status()).toBe(201);
  await expect(page.getByText("Message Sent Successfully!", { exact: true }).first()).toBeVisible();
  await expect(page.getByLabel("Name", { exact: true })).toHaveValue("");

  await page.goto("/dashboard");
  await expect(page).toHaveURL(/\/splash$/);
});

// Chef Training is for everyone (clients enroll there); these are the admin-only entries.
const ADMIN_ENTRIES = ["Photo Gallery", "Menu Manager", "Simple Menu Editor", "Admin"];

test("the header's Cart opens the menu's Cart tab; a route change focuses the new page's heading", async ({ page }) => {
  await page.goto("/home");
  await page.getByRole("link", { name: /^Cart, \d+ items?$/ }).click();
  await expect(page).toHaveURL(/\/menu\?tab=cart$/);
  await expect(page.getByRole("tab", { name: /^Cart/ })).toHaveAttribute("aria-selected", "true");
  await expect(page.getByRole("heading", { level: 1 })).toBeFocused();
  // Never left on the body: keyboard and screen-reader users start reading the new page.
  expect(await page.evaluate(() => document.activeElement === document.body)).toBe(false);
});

test("every dish on a visitor's /menu has its own picture, and each picture loads", async ({ page }) => {
  await page.goto("/menu");
  const photos = page.getByRole("article").getByRole("button", { name: /^View photo of / });
  await expect(photos.first()).toBeVisible();
  // Other tests running beside this one may add dishes (without a photo they show their category's placeholder).
  const sources = await photos.evaluateAll((buttons) => buttons.map((button) => button.querySelector("img")!.getAttribute("src")!));
  expect(sources.length).toBeGreaterThanOrEqual(39);
  const pictures = sources.filter((src) => !src.startsWith("/images/placeholders/"));
  expect(pictures.length).toBeGreaterThanOrEqual(39);
  // No two cards share a picture; only a category placeholder may repeat.
  expect(new Set(pictures).size).toBe(pictures.length);
  for (const src of sources) {
    const response = await page.request.get(src);
    expect(response.status(), src).toBe(200);
    expect(response.headers()["content-type"], src).toBe("image/webp");
  }
  // The photo viewer opens the large picture of the same dish.
  await photos.first().click();
  await expect(page.getByRole("dialog").getByRole("img")).toHaveAttribute("src", sources[0].replace("-thumb.webp", ".webp"));
  await page.keyboard.press("Escape");
  await expect(photos.first()).toBeFocused();
});

test("a signed-in client sees the portal sidebar without admin entries, and Access Denied on admin pages", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await signIn(page, "client", "ClientDemo1");
  const portal = page.getByRole("navigation", { name: "Portal" });
  await expect(portal.getByRole("link", { name: "Favorites" })).toBeVisible();
  for (const name of ADMIN_ENTRIES) await expect(portal.getByRole("link", { name, exact: true })).toHaveCount(0);
  await page.goto("/menu-manager");
  await expect(page.getByRole("heading", { name: "Access Denied" })).toBeVisible();
  await expect(page.getByText("Current user: client | Role: client")).toBeVisible();
});

test("an admin sees the admin entries in the sidebar", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await signIn(page, "admin", "AdminDemo1");
  const portal = page.getByRole("navigation", { name: "Portal" });
  for (const name of ADMIN_ENTRIES) await expect(portal.getByRole("link", { name, exact: true })).toBeVisible();
  await expect(page.getByRole("banner").getByRole("link", { name: "Add/Edit Menu Item" })).toBeVisible();
  await portal.getByRole("link", { name: "Menu Manager", exact: true }).click();
  await expect(page.getByRole("heading", { name: "Access Denied" })).toHaveCount(0);
});

test("home at 375 px and 1280 px, screenshots for review", async ({ page }, testInfo) => {
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto("/home");
    await expect(page.getByRole("heading", { level: 1, name: "Exceptional Catering for Every Occasion" })).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow, `horizontal overflow at ${width}px`).toBeLessThanOrEqual(0);
    await page.screenshot({ path: testInfo.outputPath(`home-${width}.png`), fullPage: true });
  }
});

const PUBLIC_PAGES = [
  "/splash",
  "/home",
  "/about",
  "/gallery",
  "/services",
  "/packages",
  "/contact",
  "/menu",
  "/qr-codes",
  "/tracker",
  "/quote",
  "/checkout",
  "/checkout/success",
  "/payment-test",
  "/login",
  "/signup",
  "/forgot-password",
  "/reset-password?token=example",
  "/confirm-email?token=example",
];

for (const path of PUBLIC_PAGES) {
  test(`axe finds no serious or critical violations on ${path}`, async ({ page }) => {
    // Two widths, each scanned by axe: a limit for a hang on a busy 2-core machine, not a target.
    test.slow();
    for (const width of [375, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(path);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      const results = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"]).analyze();
      expect(results.passes.length, "axe ran its rules").toBeGreaterThan(10);
      const serious = results.violations
        .filter((v) => v.impact === "serious" || v.impact === "critical")
        .map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(" ")).join(", ")})`);
      expect(serious, `${path} at ${width}px`).toEqual([]);
    }
  });
}
