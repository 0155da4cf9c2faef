import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { QUERY_STATE_ELEMENT_ID } from "../shared/site/server-render";
import { expect, test } from "./fixtures";

/**
 * The menu's allergens and its "Free from" filter (docs/product/public-site.md, Allergens), on the demo menu: the
 * Caesar salad contains milk, eggs, fish and wheat; the fresh fruit tray none of the nine.
 */

const dish = (page: Page, name: string) => page.getByRole("article", { name, exact: true });
const freeFrom = (page: Page) => page.getByRole("group", { name: "Free from" });

test("a visitor ticks allergens, sees only the dishes free from them, shares the address, and clears it", async ({ page }) => {
  await page.goto("/menu");
  await expect(dish(page, "Classic Caesar Salad")).toContainText("Contains: Milk, Eggs, Fish, Wheat");
  await expect(dish(page, "Fresh Fruit Tray")).not.toContainText("Contains");

  await freeFrom(page).getByRole("checkbox", { name: "Milk", exact: true }).check();
  await expect(page).toHaveURL(/\/menu\?free=milk$/);
  await expect(dish(page, "Classic Caesar Salad")).toHaveCount(0);
  await expect(dish(page, "Fresh Fruit Tray")).toBeVisible();
  await expect(page.getByText(/^Showing \d+ items free from Milk$/)).toBeVisible();

  // From the keyboard.
  await freeFrom(page).getByRole("checkbox", { name: "Peanuts", exact: true }).focus();
  await page.keyboard.press("Space");
  await expect(page).toHaveURL(/\/menu\?free=milk,peanuts$/);
  await expect(page.getByText(/^Showing \d+ items free from Milk and Peanuts$/)).toBeVisible();
  const shown = await page.getByRole("article").count();

  // The shared address comes rendered by the server with the same dishes, and the app takes it over without a mismatch
  // (the fixture fails the test on any console error).
  const html = await (await page.request.get("/menu?free=milk,peanuts")).text();
  expect(html).toContain(`id="${QUERY_STATE_ELEMENT_ID}"`);
  expect(html).toContain("Fresh Fruit Tray");
  expect(html).not.toContain("Classic Caesar Salad</h3>");
  await page.reload();
  await expect(freeFrom(page).getByRole("checkbox", { name: "Peanuts", exact: true })).toBeChecked();
  await expect(page.getByRole("article")).toHaveCount(shown);

  await page.getByRole("link", { name: "Clear allergen filter" }).click();
  await expect(page).toHaveURL(/\/menu$/);
  await expect(dish(page, "Classic Caesar Salad")).toBeVisible();
  await expect(freeFrom(page).getByRole("checkbox", { name: "Milk", exact: true })).toBeFocused();
  await expect(freeFrom(page).getByRole("checkbox", { name: "Milk", exact: true })).not.toBeChecked();
});

test("the filtered menu passes axe and fits a 375 px phone", async ({ page }) => {
  // A limit for axe on a busy 2-core machine, not a target.
  test.slow();
  await page.setViewportSize({ width: 375, height: 900 });
  await page.goto("/menu?free=milk,peanuts");
  await expect(freeFrom(page).getByRole("checkbox", { name: "Milk", exact: true })).toBeChecked();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  const results = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"]).analyze();
  expect(results.passes.length, "axe ran its rules").toBeGreaterThan(10);
  const serious = results.violations.filter((v) => v.impact === "serious" || v.impact === "critical").map((v) => `${v.id}: ${v.help}`);
  expect(serious).toEqual([]);
});

test.describe("with JavaScript off", () => {
  test.use({ javaScriptEnabled: false });

  test("the filter is a plain GET form: the browser sends it, the server renders the dishes free from the ticked allergens", async ({ context }) => {
    // A page of its own: the fixture's page waits for the app after each goto, which never comes with scripts off.
    const page = await context.newPage();
    await page.goto("/menu");
    await expect(dish(page, "Classic Caesar Salad")).toContainText("Contains: Milk, Eggs, Fish, Wheat");
    await freeFrom(page).getByRole("checkbox", { name: "Fish", exact: true }).check();
    await freeFrom(page).getByRole("checkbox", { name: "Wheat", exact: true }).check();
    await page.getByRole("button", { name: "Show dishes" }).click();

    await expect(page).toHaveURL(/\/menu\?free=fish&free=wheat$/);
    await expect(dish(page, "Classic Caesar Salad")).toHaveCount(0);
    await expect(dish(page, "Grilled Salmon")).toHaveCount(0);
    await expect(dish(page, "Fresh Fruit Tray")).toBeVisible();
    await expect(page.getByText(/^Showing \d+ items free from Fish and Wheat$/)).toBeVisible();
    await expect(freeFrom(page).getByRole("checkbox", { name: "Fish", exact: true })).toBeChecked();

    await page.getByRole("link", { name: "Clear allergen filter" }).click();
    await expect(page).toHaveURL(/\/menu$/);
    await expect(dish(page, "Classic Caesar Salad")).toBeVisible();
    await expect(freeFrom(page).getByRole("checkbox", { name: "Fish", exact: true })).not.toBeChecked();
  });
});
