import type { Browser, Page } from "@playwright/test";
import { makeImage } from "../server/test/images";
import { test, expect, signIn, uniqueName, waitingForTheApp } from "./fixtures";

async function newPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ baseURL: process.env.E2E_BASE_URL });
  return waitingForTheApp(await context.newPage());
}

test("an admin creates an item with a photo in the Menu Manager, edits it in the Enhanced editor, and hides it from visitors and favorites", async ({ page, browser }) => {
  test.setTimeout(120_000);
  const name = uniqueName("Smoked Gouda Grits ");
  await signIn(page, "admin", "AdminDemo1");

  // Menu Manager: add the item.
  await page.goto("/menu-manager");
  await expect(page.getByRole("heading", { level: 1, name: "Menu Manager" })).toBeVisible();
  await page.getByRole("button", { name: "Add Menu Item" }).click();
  const dialog = page.getByRole("dialog", { name: "Add Menu Item" });
  await dialog.getByLabel("Name").fill(name);
  await dialog.getByLabel("Price").fill("Half Pan $65 / Full Pan $110");
  await dialog.getByLabel("Category").selectOption("sides");
  await dialog.getByLabel("Description").fill("Stone-ground grits folded with smoked gouda.");
  await dialog.getByLabel("Serving Size").fill("Half Pan serves 10-12");
  await dialog.getByLabel("Prep Time").fill("40 minutes");
  await dialog.getByRole("button", { name: "Add Item" }).click();
  await expect(page.getByText("Menu Item Created", { exact: true }).first()).toBeVisible();
  await expect(dialog).toBeHidden();

  // ...and its photo, from the item's card.
  const card = page.getByRole("article", { name });
  // Until it has a photo, the new side shows the sides' placeholder drawing.
  await expect(card.locator('img[src="/images/placeholders/sides.svg"]')).toBeVisible();
  const photo = await makeImage("jpeg", { width: 1200, height: 900 });
  const uploaded = page.waitForResponse((res) => res.url().endsWith("/api/menu-items/upload-photo"));
  await card.getByLabel(`Choose a photo for ${name}`).setInputFiles({ name: "grits.jpg", mimeType: "image/jpeg", buffer: photo });
  const upload = await uploaded;
  expect(upload.status()).toBe(201);
  const { imageUrl } = (await upload.json()) as { imageUrl: string };
  await expect(page.getByText("Photo Uploaded", { exact: true }).first()).toBeVisible();

  // A visitor sees it on /menu, with the photo.
  const visitor = await newPage(browser);
  await visitor.goto("/menu");
  const visitorCard = visitor.getByRole("article", { name });
  await expect(visitorCard).toBeVisible();
  await expect(visitorCard.locator(`img[src="${imageUrl.replace(".webp", "-thumb.webp")}"]`)).toBeVisible();

  // A client favorites it.
  const client = await newPage(browser);
  await signIn(client, "client", "ClientDemo1");
  await client.goto("/menu");
  await client.getByRole("article", { name }).getByRole("button", { name: /favorite/i }).click();
  await client.goto("/favorites");
  await expect(client.getByText(name).first()).toBeVisible();

  // Enhanced editor: edit the price in the three-tab dialog.
  await page.goto("/enhanced-menu-editor");
  await page.getByRole("article", { name }).getByRole("button", { name: `Edit ${name}` }).click();
  const editor = page.getByRole("dialog", { name: "Edit Menu Item" });
  await expect(editor.getByRole("tab", { name: "Basic Info" })).toBeVisible();
  await editor.getByLabel("Price").fill("Half Pan $70 / Full Pan $120");
  await editor.getByRole("button", { name: "Save Changes" }).click();
  await expect(page.getByText("Menu Item Updated", { exact: true }).first()).toBeVisible();
  await visitor.reload();
  await expect(visitor.getByRole("article", { name }).getByText(/\$70/).first()).toBeVisible();

  // Set it inactive (Settings tab): it disappears for visitors and from the client's favorites.
  await page.getByRole("article", { name }).getByRole("button", { name: `Edit ${name}` }).click();
  await editor.getByRole("tab", { name: "Settings" }).click();
  await editor.getByLabel("Available (customers can order it)").uncheck();
  await editor.getByRole("button", { name: "Save Changes" }).click();
  await expect(page.getByText("Menu Item Updated", { exact: true }).first()).toBeVisible();

  await visitor.reload();
  await expect(visitor.getByRole("heading", { name: "Menu Items" })).toBeAttached();
  await expect(visitor.getByText(/^Showing \d+ items/)).toBeVisible();
  await expect(visitor.getByRole("article", { name })).toHaveCount(0);
  await client.reload();
  await expect(client.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(client.getByText(name)).toHaveCount(0);
  await visitor.context().close();
  await client.context().close();
});
