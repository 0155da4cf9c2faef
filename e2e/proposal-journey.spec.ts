import { readFile } from "node:fs/promises";
import type { Browser, Page } from "@playwright/test";
import { decimalToCents, formatCents, formatDecimalAmount } from "../shared/rules/money";
import { pdfImagesPerPage, pdfText } from "../server/test/pdf-text";
import { test, expect as baseExpect, addToCart, fillCard, signIn, uniqueName, waitingForTheApp, ADMIN } from "./fixtures";

// Each step opens a page in a browser with nothing cached (three browsers, the portal's and the admin's code): on a
// busy machine one took more than the default 10 s to show, so this journey's checks wait up to 30 s.
const expect = baseExpect.configure({ timeout: 30_000 });
import { signAndAccept } from "./signature";

/**
 * Issue 37, the signed-in client's whole proposal: a cart becomes a draft proposal, completed and submitted; the
 * business sends version 2 with a change; the client sees what changed, signs version 2 with a drawn signature, pays
 * the deposit and, on a later visit, the balance; the signed PDF carries the signature
 * (docs/decisions/013-proposal-document-and-payments.md, 014-e-signature.md, 015-proposal-versions.md).
 */

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

interface QuoteFigures {
  id: number;
  number: string;
  status: string;
  version: number;
  totalAmount: string;
  depositAmount: string;
  balanceAmount: string;
}

test("a client's cart becomes a proposal; the business sends version 2; the client sees the change, signs, pays the deposit and later the balance; the signed PDF shows the signature", async ({
  page,
  browser,
}) => {
  // Two browsers, a draft, a new version, a drawn signature, two card payments and a PDF: minutes on a busy machine.
  test.setTimeout(240_000);
  const username = uniqueName("cart");
  const password = "Event-Planner7";
  expect((await page.request.post("/api/register", { data: { username, email: `${username}@example.com`, password } })).status()).toBe(201);
  await signIn(page, username, password);

  // 1. The cart: a per-person brunch dish (50 portions, its minimum) and a full pan.
  await page.goto("/menu");
  await addToCart(page, "Chicken & Waffles");
  await addToCart(page, "Baked Macaroni & Cheese", "Full Pan");
  await page.goto("/menu?tab=cart");
  await page.getByRole("button", { name: "Request Event Quote (50+ People)" }).click();

  // 2. It becomes a draft proposal, priced by the server, which the client completes and submits.
  await expect(page.getByText("Draft proposal created", { exact: true }).first()).toBeVisible();
  await expect(page).toHaveURL(/\/proposals\?quote=\d+/);
  const id = Number(/quote=(\d+)/.exec(page.url())![1]);
  const draft = (await (await page.request.get(`/api/quotes/${id}`)).json()) as QuoteFigures;
  expect(draft.status).toBe("draft");
  const draftSection = page.getByRole("region", { name: draft.number });
  await expect(draftSection.getByText("Chicken & Waffles").first()).toBeVisible();
  const complete = draftSection.getByRole("form", { name: "Complete your request" });
  await complete.getByRole("combobox", { name: /Event Type/ }).selectOption("Corporate Event");
  await complete.getByLabel(/Event Date/).fill(dateInDays(30));
  await complete.getByRole("textbox", { name: /Number of Guests/ }).fill("60");
  await complete.getByRole("textbox", { name: /Venue/ }).fill("123 Main Street, Brooklyn, NY 11201");
  await complete.getByRole("textbox", { name: /Notes/ }).fill("Brunch for the team");
  await complete.getByRole("button", { name: "Submit request" }).click();
  await expect.poll(async () => ((await (await page.request.get(`/api/quotes/${id}`)).json()) as QuoteFigures).status).toBe("sent");
  // The client opens version 1 from their proposals (the version they saw is the one later changes are shown against).
  const details = page.getByRole("region", { name: draft.number });
  const openFromList = async () => {
    await page.goto("/proposals");
    await page.getByRole("tab", { name: "All Proposals" }).click();
    await page.getByRole("article", { name: draft.number }).getByRole("button", { name: "View Details" }).click();
  };
  await openFromList();
  await expect(details.getByRole("heading", { name: "Version 1" })).toBeVisible();
  await expect(details.getByText("Viewed", { exact: true })).toBeVisible();

  // 3. The business sends version 2 with a change.
  const admin = await freshPage(browser);
  await signIn(admin, ADMIN.username, ADMIN.password);
  await admin.goto("/proposals");
  await admin.getByRole("tab", { name: "All Proposals" }).click();
  await admin.getByRole("article", { name: draft.number }).getByRole("button", { name: "View Details" }).click();
  const adminDetails = admin.getByRole("region", { name: draft.number });
  await adminDetails.getByLabel("Notes", { exact: true }).fill("Brunch for the team, with a vegan main for 10 guests");
  await adminDetails.getByRole("button", { name: "Save Changes" }).click();
  await expect(admin.getByText("Proposal Updated", { exact: true }).first()).toBeVisible();
  await admin.context().close();

  // 4. The client sees version 2 and what changed since version 1.
  await openFromList();
  await expect(details.getByRole("heading", { name: "Version 2" })).toBeVisible();
  // Compared, unasked, with version 1: the one they last saw.
  const changes = details.getByRole("list", { name: "What changed since version 1" });
  await expect(changes.getByRole("listitem")).toHaveText(["Notes changed from “Brunch for the team” to “Brunch for the team, with a vegan main for 10 guests”"]);

  // 5. Accepting is signing, with a drawn signature; then the deposit.
  const v2 = (await (await page.request.get(`/api/quotes/${id}`)).json()) as QuoteFigures;
  expect(v2.version).toBe(2);
  await details.getByRole("button", { name: "Accept Proposal" }).click();
  await signAndAccept(page, "Cora Client");
  await expect(details.getByText(/Signed by Cora Client on/)).toBeVisible();
  const deposit = formatDecimalAmount(v2.depositAmount);
  await details.getByRole("button", { name: `Pay Deposit (${deposit})` }).click();
  const depositForm = page.getByRole("dialog", { name: "Pay Deposit" });
  await fillCard(depositForm, "4242 4242 4242 4242");
  await depositForm.getByRole("button", { name: `Pay ${deposit}` }).click();
  await expect(details.getByText(/Deposit paid on/)).toBeVisible();

  // 6. Later, the client comes back for the balance.
  await page.goto("/dashboard");
  await openFromList();
  // What is left: the total less the deposit just paid.
  const balance = formatCents(decimalToCents(v2.totalAmount)! - decimalToCents(v2.depositAmount)!);
  await details.getByRole("button", { name: `Pay Balance (${balance})` }).click();
  const balanceForm = page.getByRole("dialog", { name: "Pay Balance" });
  await fillCard(balanceForm, "4242 4242 4242 4242");
  await balanceForm.getByRole("button", { name: `Pay ${balance}` }).click();
  await expect(details.getByText("Paid in full.")).toBeVisible();
  const history = details.getByRole("table", { name: "Payments" });
  await expect(history.getByRole("cell", { name: "Deposit (card)" })).toBeVisible();
  await expect(history.getByRole("cell", { name: "Balance (card)" })).toBeVisible();

  // 7. The signed PDF: the drawn signature painted on its first page, the signer and the version on the certificate.
  const [download] = await Promise.all([page.waitForEvent("download"), details.getByRole("link", { name: "Signed PDF" }).click()]);
  const signed = await readFile((await download.path())!);
  expect(signed.subarray(0, 5).toString("latin1")).toBe("%PDF-");
  expect((await pdfImagesPerPage(signed))[0]).toBe(1);
  const text = await pdfText(signed);
  expect(text).toContain("Signed by Cora Client");
  expect(text).toContain("Version 2");
  expect(text).toContain("Signature certificate");
});
