import type { APIRequestContext } from "@playwright/test";
import { addDays } from "../shared/rules/capacity";
import { businessDates, DEFAULT_BUSINESS_TIME_ZONE, formatCalendarDate } from "../shared/rules/dates";
import { DEFAULT_KITCHEN_SETTINGS } from "../shared/settings/kitchen";
import { ADMIN, addToCart, expect, fillCustomer, savedSession, test, uniqueName, waitingForTheApp } from "./fixtures";

const { businessDateInDays } = businessDates(DEFAULT_BUSINESS_TIME_ZONE);

/**
 * A paid order of 100 Honey Cornbread (30 prep minutes each: 3,000 minutes) on `day`, as a visitor pays it: priced by
 * the server (a 409 names the total when tax or delivery apply), tokenised with the sandbox, charged.
 */
async function fillTheDay(request: APIRequestContext, day: string) {
  const menu = (await (await request.get("/api/menu-items")).json()) as { id: number; name: string }[];
  const cornbread = menu.find((item) => item.name === "Honey Cornbread")!;
  const order = (totalAmount: string) => ({
    customerInfo: { firstName: "Big", lastName: "Party", email: `${uniqueName("party")}@example.com`, phone: "555-0100", eventDate: day },
    fulfilment: "delivery",
    deliveryAddress: "12 Analytical Row, Brooklyn, NY 11201",
    orderItems: [{ menuItemId: cornbread.id, quantity: 100 }],
    totalAmount,
  });
  let created = await request.post("/api/orders", { data: order("1599.00") });
  if (created.status() === 409) created = await request.post("/api/orders", { data: order(((await created.json()) as { totalAmount: string }).totalAmount) });
  expect(created.status(), await created.text()).toBe(201);
  const placed = (await created.json()) as { id: number; accessToken: string; totalAmount: string };
  const { apiKey, tokenizeUrl } = (await (await request.post("/api/payments/api-key")).json()) as { apiKey: string; tokenizeUrl: string };
  const token = (await (
    await request.post(tokenizeUrl, { headers: { apikey: apiKey }, data: { card: { number: "4242424242424242", exp_month: "12", exp_year: "2031", cvv: "123" } } })
  ).json()) as { id: string };
  const paid = await request.post("/api/payments/charge", {
    headers: { "Idempotency-Key": uniqueName("fill") },
    data: { orderId: placed.id, orderToken: placed.accessToken, token: token.id, amount: placed.totalAmount },
  });
  expect(paid.status(), await paid.text()).toBe(200);
}

test("an admin sets the kitchen's capacity; a visitor's checkout on the full day is refused with the next dates, and picks one", async ({ browser }, testInfo) => {
  // Two people, a paid order and the checkout: longer than one page's test; the limit only stops a hang.
  test.setTimeout(240_000);
  const day = businessDateInDays(52);
  const admin = await browser.newContext({ baseURL: process.env.E2E_BASE_URL, storageState: await savedSession(browser, ADMIN, testInfo.workerIndex) });
  const adminPage = waitingForTheApp(await admin.newPage());
  try {
    await adminPage.goto("/admin");
    await adminPage.getByRole("tab", { name: "Settings" }).click();
    await adminPage.getByLabel("Prep minutes per day", { exact: true }).fill("3000");
    await adminPage.getByRole("button", { name: "Save Kitchen Capacity" }).click();
    await expect(adminPage.getByText("Settings Saved", { exact: true }).first()).toBeVisible();
    expect(((await (await adminPage.request.get("/api/settings/kitchen", { maxRetries: 2 })).json()) as { prepMinutesPerDay: number }).prepMinutesPerDay).toBe(3000);

    const visitor = await browser.newContext({ baseURL: process.env.E2E_BASE_URL });
    const page = waitingForTheApp(await visitor.newPage());
    await fillTheDay(page.request, day);
    // The paid order reaches the cached availability through the change feed, a moment after its commit.
    await expect
      .poll(async () => ((await (await page.request.get("/api/availability?days=60")).json()) as { days: { date: string; status: string }[] }).days.find((d) => d.date === day)?.status)
      .toBe("full");

    await page.goto("/menu");
    await addToCart(page, "Honey Cornbread");
    await page.goto("/checkout");
    await fillCustomer(page, `${uniqueName("late")}@example.com`, "delivery");
    await page.getByLabel("Event Date", { exact: true }).fill(day);

    const refusal = page.getByTestId("date-refusal");
    await expect(refusal).toContainText(`Our kitchen is fully booked on ${formatCalendarDate(day)}.`);
    const alternatives = [1, 2, 3].map((n) => addDays(day, n));
    for (const date of alternatives) await expect(refusal.getByRole("button", { name: formatCalendarDate(date) })).toBeVisible();

    // The calendar greys the day out.
    await page.getByText("See which dates are open", { exact: true }).click();
    const fullDay = page.getByRole("button", { name: new RegExp(`^${formatCalendarDate(day)}: fully booked`) });
    await expect(fullDay).toHaveAttribute("aria-disabled", "true");

    // Refused before the card step, as the server would refuse it.
    await page.getByRole("button", { name: "Continue to Payment" }).click();
    await expect(page.getByText("Date Not Available", { exact: true }).first()).toBeVisible();
    await expect(page.getByLabel("Card Number", { exact: true })).toHaveCount(0);

    // The server says the same, with the same dates (asked again with its total, should tax or delivery apply).
    // The request context's connection has been idle through the steps above: the server closes an idle keep-alive
    // connection after 5 s, and a request sent on it at that very moment meets a reset (ECONNRESET), which an HTTP
    // client retries for a GET (browsers do); Playwright's request client does so only when asked.
    const cornbread = ((await (await page.request.get("/api/menu-items", { maxRetries: 2 })).json()) as { id: number; name: string }[]).find((i) => i.name === "Honey Cornbread")!;
    const direct = (totalAmount: string) =>
      page.request.post("/api/orders", {
        data: {
          customerInfo: { firstName: "Ada", lastName: "Lovelace", email: "ada@example.com", phone: "555-0100", eventDate: day },
          fulfilment: "delivery",
          deliveryAddress: "12 Analytical Row, Brooklyn, NY 11201",
          orderItems: [{ menuItemId: cornbread.id, quantity: 1 }],
          totalAmount,
        },
      });
    let refused = (await (await direct("15.99")).json()) as { code?: string; totalAmount?: string; nextDates?: string[] };
    if (refused.code !== "KITCHEN_FULL" && refused.totalAmount) refused = (await (await direct(refused.totalAmount)).json()) as typeof refused;
    expect(refused).toMatchObject({ code: "KITCHEN_FULL", nextDates: alternatives });

    // One of the next dates, picked: the field takes it and the refusal goes.
    await refusal.getByRole("button", { name: formatCalendarDate(alternatives[0]) }).click();
    await expect(page.getByLabel("Event Date", { exact: true })).toHaveValue(alternatives[0]);
    await expect(page.getByTestId("date-refusal")).toHaveCount(0);
    await page.getByRole("button", { name: "Continue to Payment" }).click();
    await expect(page.getByRole("heading", { name: "Payment Information" })).toBeVisible();
    await visitor.close();
  } finally {
    await adminPage.request.put("/api/settings/kitchen", { data: DEFAULT_KITCHEN_SETTINGS, maxRetries: 2 });
    await admin.close();
  }
});
