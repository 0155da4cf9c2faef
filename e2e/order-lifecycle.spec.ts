import type { APIRequestContext } from "@playwright/test";
import { businessDates, DEFAULT_BUSINESS_TIME_ZONE } from "../shared/rules/dates";
import { ADMIN, CLIENT, expect, savedSession, test, type Account, waitingForTheApp } from "./fixtures";

// Dates at a business in the default time zone (New York), as the end-to-end server's settings have it.
const { businessDateInDays } = businessDates(DEFAULT_BUSINESS_TIME_ZONE);

/** The demo client's own card order of 10 × Honey Cornbread ($159.90), placed and paid through the API. */
async function paidClientOrder(request: APIRequestContext): Promise<string> {
  const items = await (await request.get("/api/menu-items")).json();
  const cornbread = items.find((item: { name: string }) => item.name === "Honey Cornbread");
  const created = await request.post("/api/orders", {
    headers: { "Idempotency-Key": crypto.randomUUID() },
    data: {
      customerInfo: { firstName: "Casey", lastName: "Client", email: "client@example.com", phone: "555-0100", eventDate: businessDateInDays(30), eventLocation: "12 Analytical Row, Brooklyn, NY 11201" },
      fulfilment: "delivery",
      deliveryAddress: "12 Analytical Row, Brooklyn, NY 11201",
      orderItems: [{ menuItemId: cornbread.id, option: null, quantity: 10 }],
      totalAmount: "159.90",
    },
  });
  expect(created.status()).toBe(201);
  const order = await created.json();
  const config = await (await request.post("/api/payments/api-key")).json();
  const token = await (
    await request.post(config.tokenizeUrl, { headers: { apikey: config.apiKey }, data: { card: { number: "4242424242424242", exp_month: "12", exp_year: "2031", cvv: "123" } } })
  ).json();
  const charged = await request.post("/api/payments/charge", {
    headers: { "Idempotency-Key": crypto.randomUUID() },
    data: { orderId: order.id, orderToken: order.accessToken, token: token.id, amount: "159.90" },
  });
  expect(charged.status()).toBe(200);
  return order.number;
}

test("an admin moves a paid order to completed and refunds half; the client sees both on /orders", async ({ browser }) => {
  test.setTimeout(120_000);
  // Two people at once: the client's saved session and the admin's, in a context each.
  const contextOf = async (account: Account) =>
    browser.newContext({ baseURL: process.env.E2E_BASE_URL, storageState: await savedSession(browser, account, test.info().workerIndex) });
  const clientPage = waitingForTheApp(await (await contextOf(CLIENT)).newPage());
  const number = await paidClientOrder(clientPage.request);

  const adminPage = waitingForTheApp(await (await contextOf(ADMIN)).newPage());
  await adminPage.goto("/orders");
  const card = adminPage.getByRole("article", { name: number });
  // The admin's orders page is its own lazily loaded chunk: on a loaded two-core machine its first load has
  // taken more than the default 10 s.
  await expect(card).toBeVisible({ timeout: 30_000 });
  for (const step of ["Confirmed", "In Preparation", "Out for Delivery", "Completed"]) {
    await card.getByRole("button", { name: `Mark ${step}` }).click();
    await expect(card.getByText(step, { exact: true })).toBeVisible();
  }
  await card.getByRole("button", { name: "Refund" }).click();
  const dialog = adminPage.getByRole("dialog", { name: "Refund Order" });
  await dialog.getByLabel(/Amount/).fill("79.95");
  await dialog.getByLabel(/Reason/).fill("Half the trays arrived late");
  await dialog.getByRole("button", { name: "Refund" }).click();
  await expect(dialog).toBeHidden();
  await expect(card.getByText("Refunded").locator("xpath=following-sibling::dd")).toHaveText("−$79.95");

  await clientPage.goto("/orders");
  const own = clientPage.getByRole("article", { name: number });
  await expect(own.getByText("Completed", { exact: true })).toBeVisible();
  await expect(own.getByText("Refunded").locator("xpath=following-sibling::dd")).toHaveText("−$79.95");
  await expect(own.getByRole("button", { name: /Mark|Refund|Cancel Order/ })).toHaveCount(0);
});
