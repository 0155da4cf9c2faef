import { ADMIN, CLIENT, expect, fillCard, savedSession, test, waitingForTheApp } from "./fixtures";
import { signAndAccept } from "./signature";

/** A local date input's value (YYYY-MM-DD) `days` from now. */
function dateInDays(days: number): string {
  const d = new Date(Date.now() + days * 86_400_000);
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, "0")}-${String(d.getDate()).padStart(2, "0")}`;
}

test("the admin prepares a priced proposal for the demo client, who accepts it and pays the deposit", async ({ browser }, testInfo) => {
  // Two browsers, a PDF and a card payment: a limit for a hang on a busy 2-core machine, not a target.
  test.slow();
  const admin = await browser.newContext({ baseURL: process.env.E2E_BASE_URL, storageState: await savedSession(browser, ADMIN, testInfo.workerIndex) });
  const adminPage = waitingForTheApp(await admin.newPage());
  const [demoClient] = (await (await adminPage.request.get("/api/admin/clients?search=client@creativecuisines.example")).json()) as { id: number }[];
  const menu = (await (await adminPage.request.get("/api/menu-items")).json()) as { id: number; name: string }[];
  const macaroni = menu.find((item) => item.name === "Baked Macaroni & Cheese")!;

  await adminPage.goto("/proposals");
  await adminPage.getByRole("button", { name: "New Proposal" }).first().click();
  const form = adminPage.getByRole("dialog", { name: "New Proposal" });
  await form.getByLabel("Client", { exact: true }).selectOption(String(demoClient.id));
  await form.getByLabel("Event type", { exact: true }).selectOption("corporate");
  await form.getByLabel("Event date", { exact: true }).fill(dateInDays(30));
  await form.getByLabel("Guests", { exact: true }).fill("60");
  await form.getByLabel("Venue", { exact: true }).fill("Hudson Yards, New York");
  await form.getByLabel("Add a dish from the menu", { exact: true }).selectOption(String(macaroni.id));
  // A dish the menu prices is priced from the menu: its size chosen, no price typed.
  await form.getByLabel("Line 1 pan size", { exact: true }).selectOption("Full Pan");
  await form.getByLabel("Quantity", { exact: true }).first().fill("4");
  await expect(form.getByLabel("Unit price ($)", { exact: true })).toHaveCount(0);
  await form.getByRole("button", { name: "Add Line" }).click();
  await form.getByLabel("Line 2 kind", { exact: true }).selectOption("staffing");
  await form.getByLabel("Line 2 description", { exact: true }).fill("Servers, 5 hours");
  await form.getByLabel("Quantity", { exact: true }).nth(1).fill("2");
  await form.getByLabel("Unit price ($)", { exact: true }).first().fill("150");
  // 4 full pans at the menu's $110 and 2 servers at $150.
  await expect(form.getByText("Total: $740.00", { exact: true })).toBeVisible();
  await form.getByRole("button", { name: "Send Proposal" }).click();
  const sent = adminPage.getByText(/^CC-\d{4}-\d+ was sent to /).first();
  await expect(sent).toBeVisible();
  const number = /^(CC-\d{4}-\d+)/.exec((await sent.textContent()) ?? "")![1];
  await admin.close();

  const client = await browser.newContext({ baseURL: process.env.E2E_BASE_URL, storageState: await savedSession(browser, CLIENT, testInfo.workerIndex) });
  const page = waitingForTheApp(await client.newPage());
  await page.goto("/proposals");
  await page.getByRole("tab", { name: "All Proposals" }).click();
  await page.getByRole("article", { name: number }).getByRole("button", { name: "View Details" }).click();
  const details = page.getByRole("region", { name: number });
  await expect(details.getByRole("cell", { name: "Servers, 5 hours" })).toBeVisible();
  await expect(details.getByText("$740.00").first()).toBeVisible();
  await details.getByRole("button", { name: "Accept Proposal" }).click();
  await signAndAccept(page);
  await details.getByRole("button", { name: "Pay Deposit ($370.00)" }).click();
  const payment = page.getByRole("dialog", { name: "Pay Deposit" });
  await fillCard(payment, "4242 4242 4242 4242");
  await payment.getByRole("button", { name: "Pay $370.00" }).click();
  await expect(details.getByText(/Deposit paid on/)).toBeVisible();
  await client.close();
});
