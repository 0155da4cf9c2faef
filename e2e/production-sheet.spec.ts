import type { APIRequestContext } from "@playwright/test";
import { businessDates, DEFAULT_BUSINESS_TIME_ZONE } from "../shared/rules/dates";
import { formatCalendarDate } from "../shared/rules/dates";
import { ADMIN, expect, test } from "./fixtures";

// The production sheet (docs/product/admin.md, "Production sheet and BEO"): an admin opens a day with a paid order,
// sees the dish with its quantity, prep start and allergens, and downloads the same sheet as a PDF.

const { businessDateInDays } = businessDates(DEFAULT_BUSINESS_TIME_ZONE);
// A day of its own, away from the other specs' orders (most use 30 days ahead).
const day = businessDateInDays(47);

/** A paid card order of 6 × Honey Cornbread for `day`, picked up at 11:30, placed through the API. */
async function paidPickupOrder(request: APIRequestContext): Promise<string> {
  const items = await (await request.get("/api/menu-items")).json();
  const cornbread = items.find((item: { name: string }) => item.name === "Honey Cornbread");
  const created = await request.post("/api/orders", {
    headers: { "Idempotency-Key": crypto.randomUUID() },
    data: {
      customerInfo: {
        firstName: "Paula",
        lastName: "Production",
        email: "paula@example.com",
        phone: "555-0100",
        eventDate: day,
      },
      fulfilment: "pickup",
      pickupTime: "11:30",
      orderItems: [{ menuItemId: cornbread.id, option: null, quantity: 6 }],
      totalAmount: "95.94",
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const order = await created.json();
  const config = await (await request.post("/api/payments/api-key")).json();
  const token = await (
    await request.post(config.tokenizeUrl, {
      headers: { apikey: config.apiKey },
      data: {
        card: {
          number: "4242424242424242",
          exp_month: "12",
          exp_year: "2031",
          cvv: "123",
        },
      },
    })
  ).json();
  const charged = await request.post("/api/payments/charge", {
    headers: { "Idempotency-Key": crypto.randomUUID() },
    data: {
      orderId: order.id,
      orderToken: order.accessToken,
      token: token.id,
      amount: order.totalAmount,
    },
  });
  expect(charged.status(), await charged.text()).toBe(200);
  return order.number;
}

test.use({ session: ADMIN });

test("an admin opens the production sheet of a day with a paid order and downloads its PDF", async ({ page }) => {
  test.setTimeout(120_000);
  const number = await paidPickupOrder(page.request);

  await page.goto("/orders");
  // The orders area leads to the sheet (its own lazily loaded admin chunk: slow on a loaded machine).
  await page.getByRole("main").getByRole("link", { name: "Production sheet", exact: true }).click({ timeout: 30_000 });
  await expect(page).toHaveURL(/\/admin\/production$/);
  await expect(page.getByRole("heading", { level: 1, name: "Production Sheet" })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByLabel("Day")).toHaveValue(businessDateInDays(1));

  await page.getByLabel("Day").fill(day);
  const table = page.getByRole("table", {
    name: `Production sheet: ${formatCalendarDate(day)}`,
  });
  await expect(table).toBeVisible();
  const row = table.getByRole("row").filter({ has: page.getByRole("rowheader", { name: "Honey Cornbread" }) });
  // Cooked for the 11:30 pickup: its 30 minutes of prep start at 11:00; milk, eggs and wheat flagged.
  await expect(row).toContainText("6 Each");
  await expect(row).toContainText("11:00 AM");
  await expect(row).toContainText("Milk, Eggs, Wheat");
  await expect(page.getByRole("region", { name: "Orders and events" })).toContainText(`${number} · Paula Production · Pickup at 11:30 AM`);

  const [download] = await Promise.all([page.waitForEvent("download"), page.getByRole("link", { name: "Download PDF" }).click()]);
  expect(download.suggestedFilename()).toBe(`production-sheet-${day}.pdf`);
  const bytes = await (await import("node:fs/promises")).readFile((await download.path())!);
  expect(bytes.subarray(0, 5).toString()).toBe("%PDF-");
});
