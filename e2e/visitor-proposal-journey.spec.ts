import type { Browser, Page } from "@playwright/test";
import { test, expect as baseExpect, fillCard, readOutbox, signIn, uniqueName, waitingForTheApp, type OutboxMessage, ADMIN } from "./fixtures";

// Each step opens a page in a browser with nothing cached (three browsers, the portal's and the admin's code): on a
// busy machine one took more than the default 10 s to show, so this journey's checks wait up to 30 s.
const expect = baseExpect.configure({ timeout: 30_000 });
import { signAndAccept } from "./signature";

/**
 * Issue 37, "A visitor's quote reaches its owner": a visitor asks for a quote, the business prices it by lines, the
 * visitor opens the emailed link in a browser that never signed in, signs, pays the deposit and the balance without
 * an account, then makes an account with the same (confirmed) email and finds the proposal there
 * (docs/decisions/012-visitor-proposal-links.md).
 */

const DAY = 86_400_000;
const INVALID_LINK = "This link has expired or is not valid.";

/** A local date input's value (YYYY-MM-DD) `days` from now. */
function dateInDays(days: number): string {
  const d = new Date(Date.now() + days * DAY);
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, "0")}-${String(d.getDate()).padStart(2, "0")}`;
}

/** A browser of its own: no cookies, no storage, nobody signed in. */
async function freshPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ baseURL: process.env.E2E_BASE_URL, storageState: { cookies: [], origins: [] } });
  return waitingForTheApp(await context.newPage());
}

const mailTo = (email: string): OutboxMessage[] => readOutbox().filter((m) => m.to.some((to) => to.address === email));
const proposalLink = (mail: OutboxMessage) => /\/proposals\/view\/[A-Za-z0-9_-]{54}/.exec(mail.text)?.[0];

/** The proposal links mailed to `email` so far, oldest first (the mail is written a moment after the change). */
async function linksMailedTo(email: string, atLeast: number): Promise<string[]> {
  await expect.poll(() => mailTo(email).filter(proposalLink).length, { timeout: 20_000 }).toBeGreaterThanOrEqual(atLeast);
  return mailTo(email).flatMap((mail) => proposalLink(mail) ?? []);
}

/** The same link with the quote id in its first four bytes replaced: its MAC no longer matches (another proposal's). */
function otherProposalsLink(link: string, otherId: number): string {
  const token = link.slice("/proposals/view/".length);
  const bytes = Buffer.from(token, "base64url");
  bytes.writeUInt32BE(otherId, 0);
  return bytes.toString("base64url");
}

/**
 * The admin prices the visitor's request by lines in the proposal's editor ("Price by lines"): a per-person dish for
 * the 80 guests ($30 × 80 = $2,400.00), staffing (3 × $150.00) and delivery ($150.00), $3,000.00 in all by the shared
 * rules, and sends it as version 2.
 */
async function priceByLines(admin: Page, number: string): Promise<void> {
  await admin.goto("/proposals");
  await admin.getByRole("tab", { name: "All Proposals" }).click();
  await admin.getByRole("article", { name: number }).getByRole("button", { name: "View Details" }).click();
  await admin.getByRole("region", { name: number }).getByRole("button", { name: "Price by lines" }).click();
  const dialog = admin.getByRole("dialog", { name: "Price by lines" });
  const line = (n: number) => dialog.getByRole("listitem").nth(n - 1);
  await dialog.getByRole("combobox", { name: "Add a dish from the menu" }).selectOption({ label: "Chicken & Waffles — $30 per person" });
  await expect(line(1).getByText("$30.00 per person × 80 guests")).toBeVisible();
  await dialog.getByRole("button", { name: "Add Line" }).click();
  await line(2).getByRole("combobox", { name: "Line 2 kind" }).selectOption("Staffing");
  await line(2).getByRole("textbox", { name: "Line 2 description" }).fill("Servers, 5 hours");
  await line(2).getByRole("textbox", { name: "Quantity" }).fill("3");
  await line(2).getByRole("textbox", { name: "Unit price ($)" }).fill("150.00");
  await dialog.getByRole("button", { name: "Add Line" }).click();
  await line(3).getByRole("combobox", { name: "Line 3 kind" }).selectOption("Delivery");
  await line(3).getByRole("textbox", { name: "Unit price ($)" }).fill("150.00");
  await expect(line(1).getByText("Line 1 amount: $2,400.00")).toBeVisible();
  await expect(line(2).getByText("Line 2 amount: $450.00")).toBeVisible();
  await expect(line(3).getByText("Line 3 amount: $150.00")).toBeVisible();
  await dialog.getByRole("button", { name: "Send version 2" }).click();
  await expect(admin.getByText("Version 2 Sent", { exact: true }).first()).toBeVisible();
}

test("a visitor's quote, priced by lines, is signed and paid through its emailed link without an account, then joins the account made with that email", async ({
  page,
  browser,
}) => {
  // Three browsers, a drawn signature, two card payments, a sign-up: minutes on a busy machine.
  test.setTimeout(240_000);
  const name = uniqueName("journey");
  const email = `${name}@example.com`;

  // 1. A visitor asks for a custom quote from the public quote page, leaving their contact details.
  await page.goto("/quote");
  await page.getByRole("button", { name: "Request a Custom Quote" }).click();
  const form = page.getByRole("dialog", { name: "Request Event Quote" });
  await form.getByRole("combobox", { name: "Event Type" }).selectOption("Wedding");
  await form.getByLabel("Event Date").fill(dateInDays(45));
  await form.getByRole("textbox", { name: "Number of Guests" }).fill("80");
  const contact = form.getByRole("group", { name: "Your contact details" });
  await contact.getByRole("textbox", { name: "Name" }).fill("Gita Guest");
  await contact.getByRole("textbox", { name: "Email" }).fill(email);
  await contact.getByRole("textbox", { name: "Phone" }).fill("555-0142");
  await form.getByRole("button", { name: "Submit Quote Request" }).click();
  await expect(page.getByText("Quote Request Submitted Successfully!", { exact: true }).first()).toBeVisible();
  const [requestLink] = await linksMailedTo(email, 1);
  const number = /CC-\d{4}-\d{3,}/.exec(mailTo(email)[0].subject)?.[0];
  expect(number).toBeTruthy();

  // 2. The admin prices it by lines.
  const admin = await freshPage(browser);
  await signIn(admin, ADMIN.username, ADMIN.password);
  await priceByLines(admin, number!);
  await admin.context().close();

  // 3. The news of the price carries a fresh link; the visitor opens it in a browser that has never signed in.
  const links = await linksMailedTo(email, 2);
  const priceLink = links.at(-1)!;
  expect(priceLink).not.toBe(requestLink);
  const visitor = await freshPage(browser);
  await visitor.goto(priceLink);
  await expect(visitor.getByRole("heading", { level: 1, name: "Your Proposal" })).toBeVisible();
  const details = visitor.getByRole("region", { name: number! });
  // The lines the business priced, the per-person dish for every guest, and the total they make.
  await expect(details.getByText("Chicken & Waffles").first()).toBeVisible();
  await expect(details.getByText("Servers, 5 hours").first()).toBeVisible();
  await expect(details.getByText("$3,000.00").first()).toBeVisible();
  await expect(details.getByText("Viewed", { exact: true })).toBeVisible();
  const quote = (await (await visitor.request.get(`/api${priceLink.replace("/proposals/view/", "/proposal-links/")}`)).json()) as { id: number };

  // 4. Accepting is signing, with a drawn signature; then the deposit and the balance, each through the card form.
  await details.getByRole("button", { name: "Accept Proposal" }).click();
  await signAndAccept(visitor, "Gita Guest");
  await expect(details.getByText(/Signed by Gita Guest on/)).toBeVisible();
  await details.getByRole("button", { name: "Pay Deposit ($1,500.00)" }).click();
  const deposit = visitor.getByRole("dialog", { name: "Pay Deposit" });
  await fillCard(deposit, "4242 4242 4242 4242");
  await deposit.getByRole("button", { name: "Pay $1,500.00" }).click();
  await expect(details.getByText(/Deposit paid on/)).toBeVisible();
  await details.getByRole("button", { name: "Pay Balance ($1,500.00)" }).click();
  const balance = visitor.getByRole("dialog", { name: "Pay Balance" });
  await fillCard(balance, "4242 4242 4242 4242");
  await balance.getByRole("button", { name: "Pay $1,500.00" }).click();
  await expect(details.getByText("Paid in full.")).toBeVisible();
  const history = details.getByRole("table", { name: "Payments" });
  await expect(history.getByRole("cell", { name: "Deposit (card)" })).toBeVisible();
  await expect(history.getByRole("cell", { name: "Balance (card)" })).toBeVisible();
  // The receipts go to the address the visitor left.
  await expect.poll(() => mailTo(email).map((m) => m.subject).filter((s) => /Deposit received|Balance received/.test(s)).length, { timeout: 20_000 }).toBe(2);

  // 5. A link that opens another proposal (the same MAC under another id) is 404 and says nothing more, on every
  //    route; an expired one answers the same (server/routes/proposal-links.test.ts, "answers the same 404 …").
  const stale = otherProposalsLink(priceLink, quote.id - 1);
  const read = await visitor.request.get(`/api/proposal-links/${stale}`);
  expect(read.status()).toBe(404);
  expect(await read.json()).toEqual({ message: INVALID_LINK });
  const pay = await visitor.request.post(`/api/proposal-links/${stale}/balance`, { headers: { "Idempotency-Key": `stale-${name}` }, data: { token: "sbx_tok_forged.x", amount: "1.00" } });
  expect(pay.status()).toBe(404);
  expect(await pay.json()).toEqual({ message: INVALID_LINK });
  await visitor.goto(`/proposals/view/${stale}`);
  await expect(visitor.getByRole("heading", { name: INVALID_LINK })).toBeVisible();
  await expect(visitor.getByText(number!)).toHaveCount(0);

  // 6. The visitor makes an account with the same email and confirms the address from the email.
  const password = "Catered-Wedding9";
  await visitor.goto("/signup");
  await visitor.getByLabel("Username", { exact: true }).fill(name);
  await visitor.getByLabel("Email", { exact: true }).fill(email);
  await visitor.getByLabel("Password", { exact: true }).fill(password);
  await visitor.getByLabel("Confirm Password", { exact: true }).fill(password);
  await visitor.getByRole("button", { name: "Create Account", exact: true }).click();
  await expect(visitor).toHaveURL(/\/login$/);
  await expect.poll(() => mailTo(email).some((m) => /confirm-email\?token=/.test(m.text)), { timeout: 20_000 }).toBe(true);
  const confirmLink = /\/confirm-email\?token=[A-Za-z0-9_%-]+/.exec(mailTo(email).find((m) => /confirm-email\?token=/.test(m.text))!.text)![0];
  await signIn(visitor, name, password);
  await visitor.goto(confirmLink);
  await expect(visitor.getByText("Your email address is confirmed.")).toBeVisible();

  // 7. The proposal is on /proposals, paid in full, with its signature.
  await visitor.getByRole("link", { name: "Open My Proposals" }).click();
  await expect(visitor).toHaveURL(/\/proposals$/);
  await visitor.getByRole("tab", { name: "All Proposals" }).click();
  const card = visitor.getByRole("article", { name: number! });
  await expect(card.getByText("Accepted", { exact: true })).toBeVisible();
  await card.getByRole("button", { name: "View Details" }).click();
  const own = visitor.getByRole("region", { name: number! });
  await expect(own.getByText("Paid in full.")).toBeVisible();
  await expect(own.getByText(/Signed by Gita Guest on/)).toBeVisible();
  // Its old link no longer opens it: the account's sign-in guards it now.
  await visitor.goto(priceLink);
  await expect(visitor.getByRole("heading", { name: INVALID_LINK })).toBeVisible();
  await visitor.context().close();
});
