import type { APIRequestContext, Browser, Page } from "@playwright/test";
import { decimalToCents, formatCents } from "../shared/rules/money";
import { ADMIN, addToCart, expect, fillCard, fillCustomer, savedSession, test, uniqueName } from "./fixtures";

// Pickup or delivery at checkout (docs/product/ordering.md, Pickup or delivery), and a declined card.

const DELIVERY_FEE_CENTS = 2500;

/** An admin's API session (the worker's saved sign-in). */
async function adminApi(browser: Browser): Promise<{ request: APIRequestContext; close: () => Promise<void> }> {
  const context = await browser.newContext({ baseURL: process.env.E2E_BASE_URL, storageState: await savedSession(browser, ADMIN, test.info().workerIndex) });
  return { request: context.request, close: () => context.close() };
}

/** The order the admin sees for this customer email. */
async function orderFor(request: APIRequestContext, email: string) {
  const answer = await request.get(`/api/orders?q=${encodeURIComponent(email)}&pageSize=10`);
  expect(answer.ok()).toBe(true);
  const { items } = (await answer.json()) as { items: { customerInfo: { email: string } }[] };
  const found = items.filter((o) => o.customerInfo.email === email);
  expect(found).toHaveLength(1);
  return found[0] as Record<string, unknown>;
}

/** The Order Summary's total as the page shows it ("$20.99"). */
const shownTotal = (page: Page) => page.getByRole("region", { name: "Order Summary" }).locator("dt", { hasText: /^Total$/ }).locator("xpath=following-sibling::dd");

test.describe("pickup or delivery, with a delivery fee", () => {
  // The business's delivery fee is one setting for the whole server: these tests set it and give it back, one at a
  // time. Every other checkout in the suite picks up (fillCustomer), which no delivery fee changes; a checkout with
  // delivery belongs in this block (one outside it failed when the fee was given back during its payment).
  test.describe.configure({ mode: "serial" });
  let before: unknown;

  test.beforeAll(async ({ browser }) => {
    const admin = await adminApi(browser);
    const features = (await (await admin.request.get("/api/settings/features")).json()) as { charges: Record<string, unknown> };
    before = features;
    const saved = await admin.request.put("/api/settings/features", {
      data: { ...features, charges: { taxRateThousandths: 0, deliveryFeeCents: DELIVERY_FEE_CENTS, freeDeliveryOverCents: null } },
    });
    expect(saved.ok()).toBe(true);
    await admin.close();
  });

  test.afterAll(async ({ browser }) => {
    const admin = await adminApi(browser);
    expect((await admin.request.put("/api/settings/features", { data: before })).ok()).toBe(true);
    await admin.close();
  });

  test("a delivery and a pickup of the same cart differ by exactly the delivery fee, and each is charged what the screen showed", async ({ page, browser }) => {
    const totals: Record<"delivery" | "pickup", number> = { delivery: 0, pickup: 0 };
    const emails = { delivery: `${uniqueName("deliver")}@example.com`, pickup: `${uniqueName("collect")}@example.com` };

    for (const method of ["delivery", "pickup"] as const) {
      await page.goto("/menu");
      await addToCart(page, "Classic Caesar Salad", "Half Pan");
      await page.goto("/checkout");
      await fillCustomer(page, emails[method], method);
      if (method === "delivery") {
        await expect(page.getByRole("region", { name: "Order Summary" }).getByText("Delivery", { exact: true })).toBeVisible();
      } else {
        // Picked up from the business's own address, with no delivery fee.
        await expect(page.getByText("123 Culinary Avenue, New York, NY 10001").first()).toBeVisible();
        await expect(page.getByRole("region", { name: "Order Summary" }).getByText("Delivery", { exact: true })).toHaveCount(0);
      }
      const total = (await shownTotal(page).textContent())!.trim();
      totals[method] = decimalToCents(total.replace(/[$,]/g, ""))!;

      await page.getByRole("button", { name: "Continue to Payment" }).click();
      await fillCard(page, "4242 4242 4242 4242");
      // The amount on the button is the amount on the summary.
      await page.getByRole("button", { name: `Pay ${total}` }).click();
      await expect(page.getByRole("heading", { level: 1, name: "Order Submitted Successfully!" })).toBeVisible();
      await expect(page.getByText(method === "delivery" ? "Delivery" : "Pickup", { exact: true }).first()).toBeVisible();
    }

    expect(totals.delivery - totals.pickup).toBe(DELIVERY_FEE_CENTS);

    // What the server recorded and charged is the figure each screen showed.
    const admin = await adminApi(browser);
    const delivered = await orderFor(admin.request, emails.delivery);
    expect(delivered).toMatchObject({
      status: "paid",
      fulfilment: "delivery",
      deliveryAddress: "12 Analytical Row, Brooklyn, NY 11201",
      deliveryFeeAmount: "25.00",
      totalAmount: formatCents(totals.delivery).slice(1),
      paidAmount: formatCents(totals.delivery).slice(1),
    });
    const pickedUp = await orderFor(admin.request, emails.pickup);
    expect(pickedUp).toMatchObject({
      status: "paid",
      fulfilment: "pickup",
      pickupTime: "12:00",
      deliveryAddress: null,
      deliveryFeeAmount: "0.00",
      totalAmount: formatCents(totals.pickup).slice(1),
      paidAmount: formatCents(totals.pickup).slice(1),
    });
    await admin.close();
  });

  // A delivery, so in here: the delivery fee is this block's setting, and a test beside it would see it change.
  test("a declined card says what to try and keeps the name on the card and the details step as typed", async ({ page }) => {
    const email = `${uniqueName("declined")}@example.com`;
    await page.goto("/menu");
    await addToCart(page, "Honey Cornbread");
    await page.goto("/checkout");
    await fillCustomer(page, email, "delivery");
    await page.getByLabel("Special Requests", { exact: true }).fill("Ring the side door");
    await page.getByRole("button", { name: "Continue to Payment" }).click();
    await fillCard(page, "4000 0000 0000 0002");
    await page.getByRole("button", { name: /^Pay / }).click();

    await expect(page.getByText("Your card was declined. Check the number or try another card.", { exact: true }).first()).toBeVisible();
    // Still the card step: the number is cleared (card data is never kept), the name on the card is not.
    await expect(page.getByRole("heading", { name: "Payment Information" })).toBeVisible();
    await expect(page.getByLabel("Card Number", { exact: true })).toHaveValue("");
    await expect(page.getByLabel("Name on Card", { exact: true })).toHaveValue("Ada Lovelace");
    await expect(page).toHaveURL(/\/checkout$/);

    await page.getByRole("button", { name: "Back to Order Details" }).click();
    await expect(page.getByRole("heading", { name: "Customer Information" })).toBeFocused();
    await expect(page.getByLabel("First Name", { exact: true })).toHaveValue("Ada");
    await expect(page.getByLabel("Last Name", { exact: true })).toHaveValue("Lovelace");
    await expect(page.getByLabel("Email", { exact: true })).toHaveValue(email);
    await expect(page.getByLabel("Phone", { exact: true })).toHaveValue("555-0100");
    await expect(page.getByRole("radio", { name: /^Delivery/ })).toBeChecked();
    await expect(page.getByLabel("Delivery Address", { exact: true })).toHaveValue("12 Analytical Row, Brooklyn, NY 11201");
    await expect(page.getByLabel("Special Requests", { exact: true })).toHaveValue("Ring the side door");

    // And the retry with another card pays the same order.
    await page.getByRole("button", { name: "Continue to Payment" }).click();
    await fillCard(page, "4242 4242 4242 4242");
    await page.getByRole("button", { name: /^Pay / }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Order Submitted Successfully!" })).toBeVisible();
  });
});
