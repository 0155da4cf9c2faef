import type { Locator } from "@playwright/test";
import { makeImage } from "../server/test/images";
import { test, expect, signIn, uniqueName } from "./fixtures";

/** A real JPEG, drawn by the API tests' image helper, so no binary fixture lives in the repository. */
async function photoFile(name: string) {
  return { name, mimeType: "image/jpeg", buffer: await makeImage("jpeg", { width: 900, height: 600 }) };
}

/** Names of the admin's gallery cards, first to last (read from the drag handles, "Move {name}"). */
async function galleryOrder(grid: Locator): Promise<string[]> {
  return grid
    .getByRole("button", { name: /^Move (?!up: |down: )/ })
    .evaluateAll((handles) => handles.map((h) => h.getAttribute("aria-label")!.replace(/^Move /, "")));
}

// Both tests reorder the one gallery: one after the other, or each would see the other's moves.
test.describe.configure({ mode: "serial" });

test("an admin uploads a featured gallery photo that shows on /home, and reorders photos by drag and drop", async ({ page, browser }) => {
  test.setTimeout(90_000);
  await signIn(page, "admin", "AdminDemo1");
  await page.goto("/gallery");
  const name = uniqueName("Rooftop Dessert Bar ");

  await page.getByRole("button", { name: "Add Photo" }).click();
  const dialog = page.getByRole("dialog", { name: "Add Photo" });
  const upload = dialog.getByRole("button", { name: "Upload" });
  // Never disabled (issue 42): pressed before a file is chosen, it says what is missing.
  await expect(upload).toBeEnabled();
  await upload.click();
  await expect(dialog.getByRole("alert", { name: "There is a problem" })).toBeFocused();
  await expect(dialog.getByLabel("Photo")).toHaveAccessibleDescription(/Choose a photo to upload/);
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

test("an admin reorders photos with the Move up and Move down buttons alone (single clicks, no dragging), and the order persists", async ({ page }) => {
  test.setTimeout(90_000);
  await signIn(page, "admin", "AdminDemo1");
  await page.goto("/gallery");
  const grid = page.getByRole("list", { name: "Gallery photos" });
  await expect(grid.getByRole("button", { name: /^Move up: / }).first()).toBeVisible();
  const before = await galleryOrder(grid);
  expect(before.length).toBeGreaterThan(2);

  // Move the first photo down one place: a single click, saved at once and announced like a drag's move.
  const [first, second] = before;
  const saved = page.waitForResponse((res) => res.url().endsWith("/api/gallery/reorder") && res.request().method() === "POST");
  await grid.getByRole("button", { name: `Move down: ${first}` }).click();
  expect((await saved).status()).toBe(200);
  const moved = [second, first, ...before.slice(2)];
  await expect.poll(() => galleryOrder(grid)).toEqual(moved);
  await expect(page.getByRole("status").filter({ hasText: `${first} was moved into position 2 of ${before.length}.` })).toBeAttached();
  // The focus stays with the photo that moved.
  await expect(grid.getByRole("button", { name: `Move down: ${first}` })).toBeFocused();

  // The first photo cannot go further up: its button says so and does nothing.
  await expect(grid.getByRole("button", { name: `Move up: ${second}` })).toHaveAttribute("aria-disabled", "true");

  await page.reload();
  await expect.poll(() => galleryOrder(page.getByRole("list", { name: "Gallery photos" }))).toEqual(moved);
  const publicOrder = ((await (await page.request.get("/api/gallery")).json()) as { displayName: string }[]).map((p) => p.displayName);
  expect(publicOrder).toEqual(moved);

  // And back up again, with the other button.
  const back = page.waitForResponse((res) => res.url().endsWith("/api/gallery/reorder") && res.request().method() === "POST");
  await page.getByRole("list", { name: "Gallery photos" }).getByRole("button", { name: `Move up: ${first}` }).click();
  expect((await back).status()).toBe(200);
  await expect.poll(() => galleryOrder(page.getByRole("list", { name: "Gallery photos" }))).toEqual(before);
  // At the top now, Move up cannot be used: the focus went to the same photo's Move down.
  await expect(page.getByRole("button", { name: `Move down: ${first}` })).toBeFocused();
});
