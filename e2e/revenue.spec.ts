import type { Page } from "@playwright/test";
import { ADMIN, CLIENT, expect, signIn, test } from "./fixtures";

/** The text of a figure (a dt and the dd after it) on the page. */
async function figure(page: Page, term: string): Promise<string> {
  const value = page.locator("dt", { hasText: new RegExp(`^${term.replace(/[()]/g, "\\$&")}$`) }).locator("xpath=following-sibling::dd[1]");
  await expect(value).toBeVisible();
  return (await value.textContent()) ?? "";
}

test("an admin reads one revenue figure for this week on the dashboard and at /admin; a client sees none", async ({ page, browser }) => {
  await signIn(page, ADMIN.username, ADMIN.password);
  // Other tests pay orders on the same server meanwhile: the two screens are read again until they agree in one pass.
  await expect(async () => {
    await page.goto("/dashboard");
    const onDashboard = await figure(page, "Revenue (after refunds)");
    await page.goto("/admin");
    const onAdmin = await figure(page, "Revenue (after refunds)");
    expect(onDashboard).toMatch(/^\$[\d,]+\.\d{2}$/);
    expect(onAdmin).toBe(onDashboard);
  }).toPass({ timeout: 30_000 });

  const context = await browser.newContext();
  const client = await context.newPage();
  await signIn(client, CLIENT.username, CLIENT.password);
  const thisWeek = client.getByLabel("This week's figures");
  await expect(thisWeek.getByText("Your Orders", { exact: true })).toBeVisible();
  await expect(thisWeek.getByText(/revenue/i)).toHaveCount(0);
  await context.close();
});
