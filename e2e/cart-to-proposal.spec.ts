import { test, expect, ADMIN, savedSession, signIn, uniqueName, waitingForTheApp } from "./fixtures";

const DAY = 86_400_000;

/** A local date input's value (YYYY-MM-DD) `days` from now. */
function dateInDays(days: number): string {
  const d = new Date(Date.now() + days * DAY);
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, "0")}-${String(d.getDate()).padStart(2, "0")}`;
}

// docs/product/quotes-and-proposals.md, "From cart to proposal".
test("a client turns their cart into a draft proposal, completes and submits it, and the admin sees the request priced by its lines", async ({ page, browser }, testInfo) => {
  test.setTimeout(120_000);
  const username = uniqueName("cart");
  const password = "Cart-To-Proposal7";
  expect((await page.request.post("/api/register", { data: { username, email: `${username}@example.com`, password } })).status()).toBe(201);
  await signIn(page, username, password);

  // A per-person dish (its minimum order is 50 portions) and a half pan.
  await page.goto("/menu");
  await page.getByRole("button", { name: "Add to Cart: Chicken & Waffles" }).click();
  await page.getByRole("button", { name: "Add to Cart: Classic Caesar Salad" }).click();
  await page.goto("/menu?tab=cart");
  await page.getByRole("button", { name: "Request Event Quote (50+ People)" }).click();

  // The draft opens in /proposals: only the client sees it, priced by the server from the menu.
  await expect(page).toHaveURL(/\/proposals\?quote=\d+$/);
  await expect(page.getByText("Draft — not sent yet.")).toBeVisible();
  const lines = page.getByRole("table", { name: "Proposal lines" });
  await expect(lines.getByRole("row", { name: /Chicken & Waffles 50 guests \$30\.00 per person \$1,500\.00/ })).toBeVisible();
  await expect(lines.getByRole("row", { name: /Classic Caesar Salad \(Half Pan\) 1 \$60\.00 \$60\.00/ })).toBeVisible();
  const number = (await page.getByRole("heading", { level: 2, name: /^CC-2024-\d+$/ }).textContent())!;
  // The cart's dishes are in the draft now.
  expect(await page.evaluate(() => window.localStorage.getItem("cart"))).toBeNull();

  // More guests: the per-person dish follows them.
  await page.getByRole("textbox", { name: "Number of Guests" }).fill("60");
  await expect(lines.getByRole("row", { name: /Chicken & Waffles 60 guests \$30\.00 per person \$1,800\.00/ })).toBeVisible();
  await page.getByRole("combobox", { name: "Event Type" }).selectOption("corporate");
  await page.getByLabel("Event Date").fill(dateInDays(30));
  await page.getByRole("textbox", { name: "Venue (optional)" }).fill("250 Greenwich Street, New York, NY 10007");
  await page.getByRole("textbox", { name: "Notes (optional)" }).fill("Lunch for the whole office.");
  await page.getByRole("button", { name: "Submit request" }).click();
  // Sent: the details are the request's now (no draft form; the client's answers once the business prices it).
  await expect(page.getByRole("region", { name: number }).getByRole("button", { name: "Accept Proposal" })).toBeVisible();
  await expect(page.getByText("Draft — not sent yet.")).toBeHidden();

  // The admin finds the request among the proposals, with its lines and total.
  const adminContext = await browser.newContext({ baseURL: process.env.E2E_BASE_URL, storageState: await savedSession(browser, ADMIN, testInfo.workerIndex) });
  const admin = waitingForTheApp(await adminContext.newPage());
  await admin.goto("/proposals");
  await admin.getByRole("tab", { name: "All Proposals" }).click();
  const card = admin.getByRole("article", { name: number });
  await expect(card.getByText("Sent", { exact: true })).toBeVisible();
  await expect(card).toContainText("$1,860.00");
  await card.getByRole("button", { name: "View Details" }).click();
  const details = admin.getByRole("region", { name: number });
  await expect(details.getByRole("table", { name: "Proposal lines" }).getByRole("row", { name: /Chicken & Waffles 60 guests/ })).toBeVisible();
  await adminContext.close();
});
