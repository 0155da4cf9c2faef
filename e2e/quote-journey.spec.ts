import type { Browser, Page } from "@playwright/test";
import { test, expect, signIn, uniqueName, waitingForTheApp } from "./fixtures";
import { signAndAccept } from "./signature";

const DAY = 86_400_000;

async function adminPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ baseURL: process.env.E2E_BASE_URL });
  const page = waitingForTheApp(await context.newPage());
  await signIn(page, "admin", "AdminDemo1");
  return page;
}

/** A local date input's value (YYYY-MM-DD) `days` from now. */
function dateInDays(days: number): string {
  const d = new Date(Date.now() + days * DAY);
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, "0")}-${String(d.getDate()).padStart(2, "0")}`;
}

test("a client books through the wizard; the admin prices it; the client views, accepts, pays the deposit, downloads the PDF and messages the admin", async ({ page, browser }) => {
  test.setTimeout(120_000);
  const username = uniqueName("bride");
  const password = "Wedding-Plans7";
  expect((await page.request.post("/api/register", { data: { username, email: `${username}@example.com`, password } })).status()).toBe(201);
  await signIn(page, username, password);

  // Five menu items a package may hold (active, not market value), as the wizard lists them.
  const menu = (await (await page.request.get("/api/menu-items")).json()) as { name: string; price: string }[];
  const five = menu.filter((item) => !/market|\bmp\b/i.test(item.price)).slice(0, 5);
  expect(five).toHaveLength(5);

  // The header's Book Now opens the catering order wizard for a client.
  await page.getByRole("banner").getByRole("button", { name: "Book Now" }).click();
  const wizard = page.getByRole("dialog");
  await expect(wizard.getByRole("heading", { name: "Step 1 of 5: Event Type" })).toBeVisible();
  await expect(wizard.getByRole("button", { name: "Previous" })).toBeDisabled();
  await wizard.getByRole("radio", { name: "Wedding" }).check();
  await wizard.getByRole("spinbutton", { name: "Number of guests" }).fill("120");
  await wizard.getByRole("button", { name: "Next" }).click();

  await expect(wizard.getByRole("heading", { name: "Step 2 of 5: Date & Time" })).toBeVisible();
  await wizard.getByLabel("Event Date").fill(dateInDays(21));
  await wizard.getByLabel("Start Time").fill("17:30");
  await wizard.getByRole("textbox", { name: "Venue Address" }).fill("The Boathouse, Central Park, New York, NY 10021");
  await wizard.getByRole("button", { name: "Next" }).click();

  await expect(wizard.getByRole("heading", { name: "Step 3 of 5: Package" })).toBeVisible();
  await wizard.getByRole("radio", { name: "Full-Service Package" }).check();
  await wizard.getByRole("button", { name: "Next" }).click();

  await expect(wizard.getByRole("heading", { name: "Step 4 of 5: Menu Items" })).toBeVisible();
  for (const item of five) await wizard.getByRole("checkbox", { name: item.name, exact: true }).check();
  await expect(wizard.getByText("Selected 5/5")).toBeVisible();
  await wizard.getByRole("button", { name: "REVIEW ORDER" }).click();

  await expect(wizard.getByRole("heading", { name: "Step 5 of 5: Checkout" })).toBeVisible();
  await expect(wizard.getByText("$4,800.00").first()).toBeVisible(); // 120 guests × $40
  await wizard.getByLabel("Notes (optional)").fill("Gluten-free options for 10 guests, please.");
  await wizard.getByRole("button", { name: "Submit Quote Request" }).click();
  await expect(page.getByText("Quote Request Submitted Successfully!", { exact: true }).first()).toBeVisible();
  await expect(wizard).toBeHidden();

  const [quote] = ((await (await page.request.get("/api/quotes")).json()) as { items: { id: number; number: string; status: string; notes: string; totalAmount: string }[] }).items;
  expect(quote).toMatchObject({ status: "sent", totalAmount: "4800.00" });
  expect(quote.notes).toContain(five[0].name);

  // The client sees it as sent.
  await page.goto("/proposals");
  await page.getByRole("tab", { name: "All Proposals" }).click();
  await expect(page.getByRole("article", { name: quote.number }).getByText("Sent", { exact: true })).toBeVisible();

  // The admin prices it.
  const admin = await adminPage(browser);
  await admin.goto("/proposals");
  await admin.getByRole("tab", { name: "All Proposals" }).click();
  await admin.getByRole("article", { name: quote.number }).getByRole("button", { name: "View Details" }).click();
  const adminDetails = admin.getByRole("region", { name: quote.number });
  await adminDetails.getByLabel("Total Amount").fill("6500.00");
  await adminDetails.getByRole("button", { name: "Save Changes" }).click();
  await expect(admin.getByText("Proposal Updated", { exact: true }).first()).toBeVisible();

  // The client opens it (viewed), sees the admin's price, accepts it and pays the deposit.
  await page.reload();
  await page.getByRole("tab", { name: "All Proposals" }).click();
  await page.getByRole("article", { name: quote.number }).getByRole("button", { name: "View Details" }).click();
  const details = page.getByRole("region", { name: quote.number });
  await expect(details.getByText("Viewed", { exact: true })).toBeVisible();
  await expect(details.getByText("$6,500.00").first()).toBeVisible();
  await details.getByRole("button", { name: "Accept Proposal" }).click();
  // Accepting is signing: a drawn signature (docs/decisions/014-e-signature.md).
  await signAndAccept(page);
  await expect(details.getByRole("button", { name: "Accept Proposal" })).toBeDisabled();

  await details.getByRole("button", { name: "Pay Deposit ($3,250.00)" }).click();
  const payment = page.getByRole("dialog", { name: "Pay Deposit" });
  await payment.getByLabel("Card Number").fill("4242 4242 4242 4242");
  await payment.getByLabel("Expiry Month").fill("12");
  await payment.getByLabel("Expiry Year").fill(String(new Date().getFullYear() + 2));
  await payment.getByLabel("CVV").fill("123");
  await payment.getByLabel("Name on Card").fill("Bride To Be");
  await payment.getByRole("button", { name: "Pay $3,250.00" }).click();
  await expect(details.getByText(/Deposit paid on/)).toBeVisible();
  const paid = await (await page.request.get(`/api/quotes/${quote.id}`)).json();
  expect(paid).toMatchObject({ status: "accepted", depositAmount: "3250.00", balanceAmount: "3250.00" });
  expect(paid.depositPaidAt).toBeTruthy();

  // The PDF downloads and is a PDF.
  const [download] = await Promise.all([page.waitForEvent("download"), details.getByRole("link", { name: "Download PDF" }).click()]);
  const pdf = await download.createReadStream().then(async (stream) => {
    const chunks: Buffer[] = [];
    for await (const chunk of stream) chunks.push(chunk as Buffer);
    return Buffer.concat(chunks);
  });
  expect(pdf.subarray(0, 5).toString()).toBe("%PDF-");
  expect(download.suggestedFilename()).toContain(quote.number);

  // Messages, in two browser contexts: each side sees the other's message without reloading, pushed by the live
  // stream (GET /api/events) well within the 5 s the screens would otherwise poll at.
  await details.getByRole("link", { name: "Message Us" }).click();
  await expect(page).toHaveURL(new RegExp(`/messages\\?quote=${quote.id}$`));
  await admin.goto(`/messages?quote=${quote.id}`);
  const clientLog = page.getByRole("log", { name: `Messages about ${quote.number}` });
  const adminLog = admin.getByRole("log", { name: `Messages about ${quote.number}` });
  await expect(adminLog).toBeVisible();

  await page.getByLabel("Your message").fill("Could we move the cocktail hour to 5pm?");
  await page.getByRole("button", { name: "Send", exact: true }).click();
  await expect(clientLog.getByText("Could we move the cocktail hour to 5pm?")).toBeVisible();
  // Live when the stream is up, else the thread's 5-second poll: either way without a reload.
  await expect(adminLog.getByText("Could we move the cocktail hour to 5pm?")).toBeVisible();

  await admin.getByLabel("Your message").fill("Absolutely, 5pm works for us.");
  await admin.getByRole("button", { name: "Send", exact: true }).click();
  await expect(clientLog.getByText("Absolutely, 5pm works for us.")).toBeVisible();

  // Elsewhere in the portal, the header counts what the client has not read yet, live; reading clears it.
  await page.goto("/dashboard");
  const header = page.getByRole("banner");
  await expect(header.getByRole("link", { name: "Messages", exact: true })).toBeVisible();
  await admin.getByLabel("Your message").fill("See you on the day!");
  await admin.getByRole("button", { name: "Send", exact: true }).click();
  // The unread count polls only every 30 s; arriving well within that is the live push (a busy machine's click
  // and navigation are not part of the wait).
  await expect(header.getByRole("link", { name: "Messages, 1 unread" })).toBeVisible({ timeout: 15_000 });
  await header.getByRole("link", { name: "Messages, 1 unread" }).click();
  await page.getByRole("link", { name: new RegExp(quote.number) }).first().click();
  await expect(clientLog.getByText("See you on the day!")).toBeVisible();
  await expect(header.getByRole("link", { name: "Messages", exact: true })).toBeVisible();
  await admin.context().close();
});
