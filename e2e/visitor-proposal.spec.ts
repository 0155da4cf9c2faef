import type { Browser, Page } from "@playwright/test";
import { test, expect, readOutbox, signIn, uniqueName, waitingForTheApp, type OutboxMessage } from "./fixtures";
import { signAndAccept } from "./signature";

const DAY = 86_400_000;

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
const proposalLink = (mail: OutboxMessage) => /\/proposals\/view\/[A-Za-z0-9_-]+/.exec(mail.text)?.[0];

/** The proposal links mailed to `email` so far, oldest first (the mail is written a moment after the change). */
async function linksMailedTo(email: string, atLeast: number): Promise<string[]> {
  await expect.poll(() => mailTo(email).filter(proposalLink).length, { timeout: 20_000 }).toBeGreaterThanOrEqual(atLeast);
  return mailTo(email).flatMap((mail) => proposalLink(mail) ?? []);
}

test("a visitor asks for a quote, opens the emailed link once it is priced, accepts and pays the deposit without an account, then finds it in their new account", async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  const name = uniqueName("guest");
  const email = `${name}@example.com`;

  // A visitor asks for a custom quote, leaving their contact details.
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

  // The request's email already carries the proposal's own link; its subject names the quote.
  const [requestLink] = await linksMailedTo(email, 1);
  const number = /CC-\d{4}-\d{3,}/.exec(mailTo(email)[0].subject)?.[0];
  expect(number).toBeTruthy();

  // The admin prices it in the proposals screen.
  const admin = await freshPage(browser);
  await signIn(admin, "admin", "AdminDemo1");
  await admin.goto("/proposals");
  await admin.getByRole("tab", { name: "All Proposals" }).click();
  await admin.getByRole("article", { name: number! }).getByRole("button", { name: "View Details" }).click();
  const adminDetails = admin.getByRole("region", { name: number! });
  await adminDetails.getByLabel("Total Amount").fill("3000.00");
  await adminDetails.getByRole("button", { name: "Save Changes" }).click();
  await expect(admin.getByText("Proposal Updated", { exact: true }).first()).toBeVisible();
  await admin.context().close();

  // The news of the price comes with a fresh link; the visitor opens it in a browser that has never signed in.
  const links = await linksMailedTo(email, 2);
  const priceLink = links.at(-1)!;
  expect(priceLink).not.toBe(requestLink);
  const visitor = await freshPage(browser);
  await visitor.goto(priceLink);
  await expect(visitor.getByRole("heading", { level: 1, name: "Your Proposal" })).toBeVisible();
  const details = visitor.getByRole("region", { name: number! });
  await expect(details.getByText("$3,000.00").first()).toBeVisible();
  // Opening it marks it seen, as in the portal.
  await expect(details.getByText("Viewed", { exact: true })).toBeVisible();

  await details.getByRole("button", { name: "Accept Proposal" }).click();
  await signAndAccept(visitor, "Vera Visitor");
  await expect(details.getByRole("link", { name: "Signed PDF" })).toBeVisible();

  await details.getByRole("button", { name: "Pay Deposit ($1,500.00)" }).click();
  const payment = visitor.getByRole("dialog", { name: "Pay Deposit" });
  await payment.getByLabel("Card Number").fill("4242 4242 4242 4242");
  await payment.getByLabel("Expiry Month").fill("12");
  await payment.getByLabel("Expiry Year").fill(String(new Date().getFullYear() + 2));
  await payment.getByLabel("CVV").fill("123");
  await payment.getByLabel("Name on Card").fill("Gita Guest");
  await payment.getByRole("button", { name: "Pay $1,500.00" }).click();
  await expect(details.getByText(/Deposit paid on/)).toBeVisible();

  // The conversation with the business is on the same page.
  await visitor.getByLabel("Your message").fill("Thank you! Can we taste the menu first?");
  await visitor.getByRole("button", { name: "Send", exact: true }).click();
  await expect(visitor.getByRole("log", { name: `Messages about ${number}` }).getByText("Thank you! Can we taste the menu first?")).toBeVisible();

  // A link that opens nothing says only that, and offers a new one by email.
  const at = priceLink.length - 20;
  await visitor.goto(`${priceLink.slice(0, at)}${priceLink[at] === "A" ? "B" : "A"}${priceLink.slice(at + 1)}`);
  await expect(visitor.getByRole("heading", { name: "This link has expired or is not valid." })).toBeVisible();
  await expect(visitor.getByText(number!)).toHaveCount(0);

  // The visitor makes an account with the same email, and confirms it from the email.
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
  await visitor.getByRole("link", { name: "Open My Proposals" }).click();
  await expect(visitor).toHaveURL(/\/proposals$/);
  await visitor.getByRole("tab", { name: "All Proposals" }).click();
  const card = visitor.getByRole("article", { name: number! });
  await expect(card.getByText("Accepted", { exact: true })).toBeVisible();

  // The account's sign-in guards it now: the emailed link no longer opens it.
  await visitor.goto(priceLink);
  await expect(visitor.getByRole("heading", { name: "This link has expired or is not valid." })).toBeVisible();
  await visitor.context().close();
});
