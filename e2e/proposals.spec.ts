import { test, expect, fillCard, uniqueName } from "./fixtures";
import { signAndAccept } from "./signature";

test("a client sees their proposal on /proposals, opens it (viewed), accepts it and pays the deposit and then the balance", async ({ page }) => {
  // Signing (a drawn signature) and two card payments: more than the default minute on a busy machine.
  test.setTimeout(120_000);
  const username = uniqueName("planner");
  expect((await page.request.post("/api/register", { data: { username, email: `${username}@example.com`, password: "Event-Planner7" } })).status()).toBe(201);
  await page.goto("/login");
  await page.getByLabel("Username", { exact: true }).fill(username);
  await page.getByLabel("Password", { exact: true }).fill("Event-Planner7");
  await page.getByRole("button", { name: "Sign In", exact: true }).click();
  await expect(page).toHaveURL(/\/dashboard$/);

  // A priced package quote (an unpriced custom one cannot be accepted until the business prices it).
  const menu = (await (await page.request.get("/api/menu-items")).json()) as { id: number; price: string }[];
  const fiveItems = menu.filter((item) => item.price.startsWith("Half Pan")).slice(0, 5).map((item) => item.id);
  // The request shares the page's session cookie: the quote belongs to this client.
  const created = await page.request.post("/api/quotes", {
    data: {
      eventType: "corporate",
      eventDate: new Date(Date.now() + 14 * 86_400_000).toISOString(),
      guestCount: 60,
      venue: "123 Main Street, Brooklyn, NY 11201",
      menuPackage: "full-service",
      menuItemIds: fiveItems,
      notes: "Quarterly all-hands lunch",
    },
  });
  expect(created.status()).toBe(201);
  const quote = (await created.json()) as { id: number; number: string };

  await page.goto("/proposals");
  await expect(page.getByRole("heading", { level: 1, name: "Proposals" })).toBeVisible();
  await page.getByRole("tab", { name: "All Proposals" }).click();
  const card = page.getByRole("article", { name: quote.number });
  await expect(card.getByText("Sent", { exact: true })).toBeVisible();
  await card.getByRole("button", { name: "View Details" }).click();

  const details = page.getByRole("region", { name: quote.number });
  await expect(details.getByText("Quarterly all-hands lunch")).toBeVisible();
  await expect(details.getByText("Viewed", { exact: true })).toBeVisible();
  await details.getByRole("button", { name: "Accept Proposal" }).click();
  // Accepting is signing: a drawn signature (docs/decisions/014-e-signature.md).
  await signAndAccept(page, "Pat Signer");
  await expect(details.getByRole("button", { name: "Accept Proposal" })).toBeDisabled();
  await expect(details.getByText(/Signed by Pat Signer on/)).toBeVisible();

  // The deposit, then the balance, through the same card form; the details then list both payments.
  await details.getByRole("button", { name: "Pay Deposit ($1,200.00)" }).click();
  const deposit = page.getByRole("dialog", { name: "Pay Deposit" });
  await fillCard(deposit, "4242 4242 4242 4242");
  await deposit.getByRole("button", { name: "Pay $1,200.00" }).click();
  await details.getByRole("button", { name: "Pay Balance ($1,200.00)" }).click();
  const balance = page.getByRole("dialog", { name: "Pay Balance" });
  await fillCard(balance, "4242 4242 4242 4242");
  await balance.getByRole("button", { name: "Pay $1,200.00" }).click();
  await expect(details.getByText("Paid in full.")).toBeVisible();
  const history = details.getByRole("table", { name: "Payments" });
  await expect(history.getByRole("cell", { name: "Deposit (card)" })).toBeVisible();
  await expect(history.getByRole("cell", { name: "Balance (card)" })).toBeVisible();
  await expect(details.getByRole("button", { name: /Pay Balance/ })).toHaveCount(0);

  const stored = await (await page.request.get(`/api/quotes/${quote.id}`)).json();
  expect(stored).toMatchObject({ status: "accepted", paidAmount: "2400.00", balanceAmount: "0.00" });
  const pdf = await page.request.get(`/api/quotes/${quote.id}/pdf`);
  expect(pdf.headers()["content-type"]).toBe("application/pdf");
});
