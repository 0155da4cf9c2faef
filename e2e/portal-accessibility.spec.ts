import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { ADMIN, CLIENT, test, expect, signIn, type Account } from "./fixtures";

const WCAG_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];

/** axe (WCAG A/AA) finds nothing serious or critical, and the page does not scroll sideways. */
async function expectAccessible(page: Page, label: string) {
  const results = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
  expect(results.passes.length, "axe ran its rules").toBeGreaterThan(10);
  const serious = results.violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(" ")).join(", ")})`);
  expect(serious, label).toEqual([]);
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow, `${label}: horizontal overflow`).toBeLessThanOrEqual(0);
}

const PAGES: { account: Account; paths: string[] }[] = [
  { account: CLIENT, paths: ["/dashboard", "/proposals", "/messages", "/events", "/favorites", "/orders", "/rewards", "/profile", "/qr-codes", "/tracker", "/training", "/subscribe"] },
  {
    account: ADMIN,
    paths: [
      "/dashboard",
      "/proposals",
      "/messages",
      "/menu-manager",
      "/enhanced-menu-editor",
      "/simple-menu-editor",
      "/admin/edit-item/new",
      "/photo-gallery",
      "/gallery",
      "/admin",
      "/rewards",
      "/profile",
      "/qr-codes",
      "/tracker",
      "/training",
      "/subscribe",
    ],
  },
];

for (const { account, paths } of PAGES) {
  test.describe(`signed-in ${account.username}`, () => {
    test.use({ session: account });
    for (const path of paths) {
      test(`${path} passes axe at 375 px and 1280 px`, async ({ page }) => {
        for (const width of [375, 1280]) {
          await page.setViewportSize({ width, height: 900 });
          await page.goto(path);
          await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
          // Let lists finish loading: no spinner left.
          await expect(page.getByRole("status").filter({ hasText: /^Loading/ })).toHaveCount(0);
          await expectAccessible(page, `${account.username} ${path} at ${width}px`);
        }
      });
    }
  });
}

test("the catering wizard and the proposal details pass axe", async ({ page }) => {
  await signIn(page, "client", "ClientDemo1");
  await page.getByRole("banner").getByRole("button", { name: "Book Now" }).click();
  await expect(page.getByRole("dialog").getByRole("heading", { name: "Step 1 of 5: Event Type" })).toBeVisible();
  await expectAccessible(page, "wizard step 1");

  await page.keyboard.press("Escape");
  await page.goto("/proposals");
  await page.getByRole("tab", { name: "All Proposals" }).click();
  await page.getByRole("button", { name: "View Details" }).first().click();
  await expect(page.getByRole("button", { name: "Print" })).toBeVisible();
  await expectAccessible(page, "proposal details");
});
