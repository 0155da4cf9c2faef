import type { Page } from "@playwright/test";
import { businessDates, DEFAULT_BUSINESS_TIME_ZONE } from "../shared/rules/dates";
import { ADMIN, expect, fillCard, readOutbox, test, uniqueName } from "./fixtures";

// Phone orders (docs/product/admin.md, "Phone orders"): staff enter an order for a customer on the phone, and the
// customer's confirmation email arrives. Dates at a business in the default time zone, as the e2e server has it.
const { businessDateInDays } = businessDates(DEFAULT_BUSINESS_TIME_ZONE);

test.use({ session: ADMIN });

/** From the orders page's button to a filled-in phone order for a new customer, with 10 Honey Cornbread for pickup. */
async function fillPhoneOrder(page: Page, email: string, payment: "Pay at pickup" | "Card now") {
  await page.goto("/orders");
  await page.getByRole("link", { name: "New phone order" }).click();
  await expect(page).toHaveURL(/\/admin\/orders\/new$/);
  // The admin page is its own lazily loaded chunk: on a loaded two-core machine its first load is slow.
  await expect(page.getByRole("heading", { name: "New Phone Order" })).toBeVisible({ timeout: 30_000 });
  await page.getByRole("radio", { name: "A new customer" }).check();
  await page.getByLabel("Name", { exact: true }).fill("Morgan Caller");
  await page.getByLabel("Email", { exact: true }).fill(email);
  await page.getByLabel("Phone", { exact: true }).fill("215-555-0142");
  await page.getByRole("button", { name: "One more Honey Cornbread" }).click();
  await expect(page.getByLabel("Quantity of Honey Cornbread")).toHaveValue("1");
  await page.getByLabel("Quantity of Honey Cornbread").fill("10");
  await expect(page.getByLabel("Quantity of Honey Cornbread")).toHaveValue("10");
  await page.getByLabel("Event Date", { exact: true }).fill(businessDateInDays(40));
  await page.getByRole("radio", { name: /^Pickup/ }).check();
  await page.getByLabel("Pickup Time", { exact: true }).fill("12:00");
  await page.getByRole("radio", { name: new RegExp(`^${payment}`) }).check();
}

async function confirmationTo(email: string) {
  await expect.poll(() => readOutbox().filter((m) => m.to[0]?.address === email).length, { timeout: 30_000 }).toBe(1);
  return readOutbox().find((m) => m.to[0]?.address === email)!;
}

test("an admin enters a phone order paid at pickup, and the customer's confirmation email arrives", async ({ page }) => {
  test.setTimeout(120_000);
  const email = `${uniqueName("phone")}@example.com`;
  await fillPhoneOrder(page, email, "Pay at pickup");
  await page.getByRole("button", { name: "Record Phone Order" }).click();
  const done = page.getByRole("heading", { name: /^Phone order CC-\d{4}-\d+ recorded$/ });
  await expect(done).toBeVisible();
  const number = (await done.textContent())!.match(/CC-\d{4}-\d+/)![0];
  await expect(page.getByRole("link", { name: `View order ${number}` })).toBeVisible();

  const mail = await confirmationTo(email);
  expect(mail.subject).toBe(`Your order ${number}`);
  expect(mail.text).toContain("10 × Honey Cornbread");
  expect(mail.text).toContain("Total, paid at pickup");
});

test("an admin takes a phone order's card payment with the sandbox card, and the customer's receipt arrives", async ({ page }) => {
  test.setTimeout(120_000);
  const email = `${uniqueName("phonecard")}@example.com`;
  await fillPhoneOrder(page, email, "Card now");
  await page.getByRole("button", { name: "Record Order and Take Card" }).click();
  await expect(page.getByRole("heading", { name: /^Card payment for order CC-/ })).toBeVisible();
  await fillCard(page, "4242424242424242");
  await page.getByRole("button", { name: /^Pay \$/ }).click();
  const done = page.getByRole("heading", { name: /^Phone order CC-\d{4}-\d+ recorded$/ });
  await expect(done).toBeVisible({ timeout: 30_000 });
  const number = (await done.textContent())!.match(/CC-\d{4}-\d+/)![0];

  const mail = await confirmationTo(email);
  expect(mail.subject).toBe(`Your order ${number}`);
  expect(mail.text).toContain("Total paid");
});
