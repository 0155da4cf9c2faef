import type { Locator } from "@playwright/test";
import { makeImage } from "../server/test/images";
import { test, expect, signIn, uniqueName } from "./fixtures";

/** A real JPEG, drawn by the API tests' image helper, so no binary fixture lives in the repository. */
async function photoFile(name: string) {
  return { name, mimeType: "image/jpeg", buffer: await makeImage("jpeg", { width: 900, height: 600 }) };
}

/** Names of the admin's gallery cards, first to last. */
async function galleryOrder(grid: Locator): Promise<string[]> {
  return grid.getByRole("button", { name: /^Move / }).evaluateAll((handles) => handles.map((h) => h.getAttribute("aria-label")!.replace(/^Move /, "")));
}

test("an admin uploads a featured gallery photo that shows on /home, and reorders photos by drag and drop", async ({ page, browser }) => {
  test.setTimeout(90_000);
  await signIn(page, "admin", "AdminDemo1");
  await page.goto("/gallery");
  const name = uniqueName("Rooftop Dessert Bar ");

  await page.getByRole("button", { name: "Add Photo" }).click();
  const dialog = page.getByRole("dialog", { name: "Add Photo" });
  const upload = dialog.getByRole("button", { name: "Upload" });
  await expect(upload).toBeDisabled();
  await dialog.getByLabel("Photo").setInputFiles(await photoFile("dessert-bar.jpg"));
  await dialog.getByLabel("Display Name").fill(name);
  await dialog.getByLabel("Category").selectOption("desserts");
  await dialog.getByLabel("Tags (comma-separated)").fill("dessert, rooftop, , summer");
  await dialog.getByLabel("Feature on homepage").check();
  await expect(upload).toBeEnabled();
  await upload.click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText("Success", { exact: true }).first()).toBeVisible();

  const grid = page.getByRole("list", { name: "Gallery photos" });
  await expect(grid.getByRole("img", { name })).toBeVisible();

  // Featured: a visitor sees it on the home page (the home page shows up to 3 featured photos).
  const visitor = await browser.newPage({ baseURL: process.env.E2E_BASE_URL });
  await visitor.goto("/home");
  await expect(visitor.getByRole("img", { name })).toBeVisible();
  await visitor.close();

  // Drag the second card onto the first with the mouse; the new order is saved and survives a reload.
  const before = await galleryOrder(grid);
  expect(before.length).toBeGreaterThan(2);
  const moved = before[1];
  const source = grid.getByRole("button", { name: `Move ${moved}` });
  const target = grid.getByRole("button", { name: `Move ${before[0]}` });
  await target.scrollIntoViewIfNeeded();
  const from = (await source.boundingBox())!;
  const to = (await target.boundingBox())!;
  const saved = page.waitForResponse((res) => res.url().endsWith("/api/gallery/reorder") && res.request().method() === "POST");
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
  await page.mouse.down();
  await page.mouse.move(from.x + from.width / 2 + 10, from.y + from.height / 2 + 10, { steps: 5 });
  await page.mouse.move(to.x + to.width / 2, to.y + to.height / 2, { steps: 25 });
  await page.mouse.up();
  expect((await saved).status()).toBe(200);
  const expected = [moved, before[0], ...before.slice(2)];
  await expect.poll(() => galleryOrder(grid)).toEqual(expected);

  await page.reload();
  await expect.poll(() => galleryOrder(page.getByRole("list", { name: "Gallery photos" }))).toEqual(expected);
  // Visitors get the same order.
  const publicOrder = ((await (await page.request.get("/api/gallery")).json()) as { displayName: string }[]).map((p) => p.displayName);
  expect(publicOrder).toEqual(expected);
});
