import { describe, expect, it } from "vitest";
import { screen, waitFor, within } from "@testing-library/react";
import { userEvent, type UserEvent } from "@testing-library/user-event";
import { json, renderWithApp, stubApi } from "@/test/test-utils";
import ProposalsPage from "@/app/pages/proposals";
import type { QuoteView } from "@/features/quotes/api/get-quotes";
import { pageOf, quote, stats } from "@/features/quotes/components/proposals-test-data";

type Handlers = Parameters<typeof stubApi>[0];

const admin = { id: 1, username: "admin", email: "admin@example.com", role: "admin" };
const client = { id: 2, username: "client", email: "client@example.com", role: "client" };
const paymentConfig = { apiKey: "pk_sandbox", tokenizeUrl: "/api/payments/sandbox/tokens", provider: "sandbox" };
const nextYear = String(new Date().getFullYear() + 1);
const inToast = { selector: "[data-variant] *" };

/** An accepted $4,800 proposal whose $2,400 deposit is paid: $2,400 left, due November 24, 2026. */
const depositPaid: QuoteView = quote({
  id: 3,
  status: "accepted",
  depositPaidAt: "2026-11-02T15:00:00.000Z",
  paidAmount: "2400.00",
  payments: [{ kind: "deposit", amount: "2400.00", method: null, reference: null, at: "2026-11-02T15:00:00.000Z" }],
});
const paidInFull: QuoteView = {
  ...depositPaid,
  balanceAmount: "0.00",
  paidAmount: "4800.00",
  balancePaidAt: "2026-11-20T15:00:00.000Z",
  payments: [...depositPaid.payments!, { kind: "balance", amount: "2400.00", method: null, reference: null, at: "2026-11-20T15:00:00.000Z" }],
};

function render(shown: QuoteView, me: object, handlers: Handlers, path = "/proposals") {
  const fetchMock = stubApi({
    "GET /api/me": () => json(me),
    "GET /api/quotes/stats": () => json(stats),
    "GET /api/quotes?page=1&pageSize=5": () => json(pageOf([shown], 5)),
    "GET /api/settings/company-info": () => json({ name: "Creative Cuisines", address: "1 Main St", phone: "555", email: "a@b.c", website: "https://x.example", timeZone: "America/New_York" }),
    "POST /api/payments/api-key": () => json(paymentConfig),
    "POST /api/payments/sandbox/tokens": () => json({ id: "tok_1" }),
    ...handlers,
  });
  const user = userEvent.setup({ delay: null });
  renderWithApp(<ProposalsPage />, { path });
  return { fetchMock, user };
}

async function openDetails(shown: QuoteView, me: object, handlers: Handlers) {
  const rendered = render(shown, me, handlers);
  await rendered.user.click(within(await screen.findByRole("article", { name: shown.number })).getByRole("button", { name: "View Details" }));
  return { ...rendered, details: screen.getByRole("region", { name: shown.number }) };
}

async function fillCard(user: UserEvent, dialog: HTMLElement) {
  const field = (name: string) => within(dialog).getByRole("textbox", { name });
  await user.type(field("Card Number"), "4242 4242 4242 4242");
  await user.type(field("Expiry Month"), "12");
  await user.type(field("Expiry Year"), nextYear);
  await user.type(field("CVV"), "123");
  await user.type(field("Name on Card"), "Ann Lee");
}

describe("Pay Balance (the client's accepted proposal with its deposit paid)", () => {
  it("pays the balance through the same card form as the deposit, then shows the proposal paid in full with both payments", async () => {
    const charges: { key: string; body: unknown }[] = [];
    let paid = false;
    const { user, details } = await openDetails(depositPaid, client, {
      "POST /api/quotes/3/balance": (init) => {
        charges.push({ key: (init?.headers as Record<string, string>)["Idempotency-Key"], body: JSON.parse(String(init?.body)) });
        paid = true;
        return json({ success: true, chargeId: "ch_b", demo: true, message: "ok" });
      },
      "GET /api/quotes/3": () => json(paid ? paidInFull : depositPaid),
    });

    expect(await within(details).findByText("Balance of $2,400.00 due November 24, 2026.", { exact: false })).toBeInTheDocument();
    await user.click(within(details).getByRole("button", { name: "Pay Balance ($2,400.00)" }));
    const dialog = await screen.findByRole("dialog", { name: "Pay Balance" });
    await fillCard(user, dialog);
    await user.click(within(dialog).getByRole("button", { name: "Pay $2,400.00" }));

    expect(await screen.findByText("Payment Successful", inToast)).toBeInTheDocument();
    expect(charges).toEqual([{ key: expect.stringMatching(/\S{16,}/), body: { token: "tok_1", amount: "2400.00" } }]);
    await waitFor(() => expect(details).toHaveTextContent("Paid in full."));
    expect(within(details).queryByRole("button", { name: /Pay Balance/ })).not.toBeInTheDocument();
    const history = within(details).getByRole("table", { name: "Payments" });
    expect(within(history).getAllByRole("row").map((row) => row.textContent)).toEqual([
      "DatePaymentAmount",
      "November 2, 2026Deposit (card)$2,400.00",
      "November 20, 2026Balance (card)$2,400.00",
    ]);
  });

  it("opens straight on the card form from the balance reminder's link", async () => {
    render(depositPaid, client, { "GET /api/quotes/3": () => json(depositPaid) }, "/proposals?quote=3&pay=balance");
    expect(await screen.findByRole("dialog", { name: "Pay Balance" })).toHaveTextContent("The balance of $2,400.00 for CC-2024-003");
  });

  it("offers no Pay Balance before the deposit is paid", async () => {
    const accepted = quote({ id: 3, status: "accepted" });
    const { details } = await openDetails(accepted, client, { "GET /api/quotes/3": () => json(accepted) });
    expect(within(details).getByRole("button", { name: "Pay Deposit ($2,400.00)" })).toBeInTheDocument();
    expect(within(details).queryByRole("button", { name: /Pay Balance/ })).not.toBeInTheDocument();
  });

  it("offers no Pay Balance to an admin, who records offline payments instead", async () => {
    const { details } = await openDetails(depositPaid, admin, { "GET /api/quotes/3": () => json(depositPaid) });
    expect(await within(details).findByRole("button", { name: "Record offline payment" })).toBeInTheDocument();
    expect(within(details).queryByRole("button", { name: /Pay Balance/ })).not.toBeInTheDocument();
  });
});

describe("Record offline payment (admins)", () => {
  it("shows an overdue balance on the card and in the details", async () => {
    const overdue = { ...depositPaid, balanceOverdue: true };
    const { details } = await openDetails(overdue, admin, { "GET /api/quotes/3": () => json(overdue) });
    expect(await within(details).findByText("Balance overdue")).toBeInTheDocument();
    expect(details).toHaveTextContent("was due November 24, 2026 and is overdue");
  });

  it("records a bank transfer with its reference and one Idempotency-Key, then shows it among the payments", async () => {
    const posts: { key: string; body: unknown }[] = [];
    let recorded = false;
    const afterTransfer: QuoteView = {
      ...depositPaid,
      paidAmount: "3400.00",
      balanceAmount: "1400.00",
      payments: [...depositPaid.payments!, { kind: "offline", amount: "1000.00", method: "bank_transfer", reference: "WIRE-77", at: "2026-11-10T15:00:00.000Z" }],
    };
    const { user, details } = await openDetails(depositPaid, admin, {
      "POST /api/quotes/3/offline-payments": (init) => {
        posts.push({ key: (init?.headers as Record<string, string>)["Idempotency-Key"], body: JSON.parse(String(init?.body)) });
        recorded = true;
        return json({ ...afterTransfer, payments: undefined }, 201);
      },
      "GET /api/quotes/3": () => json(recorded ? afterTransfer : depositPaid),
    });

    await user.click(await within(details).findByRole("button", { name: "Record offline payment" }));
    const dialog = await screen.findByRole("dialog", { name: "Record offline payment" });
    // Nothing typed as the reference: the form says so and sends nothing.
    await user.click(within(dialog).getByRole("button", { name: "Record payment" }));
    expect(await within(dialog).findByRole("alert")).toHaveTextContent("Please enter the check number or transfer reference");
    expect(posts).toHaveLength(0);

    await user.selectOptions(within(dialog).getByRole("combobox", { name: "Paid by" }), "bank_transfer");
    await user.type(within(dialog).getByRole("textbox", { name: "Reference (check number or transfer reference)" }), "WIRE-77");
    const amount = within(dialog).getByRole("textbox", { name: "Amount ($)" });
    expect(amount).toHaveValue("2400.00");
    await user.clear(amount);
    await user.type(amount, "1000");
    await user.click(within(dialog).getByRole("button", { name: "Record payment" }));

    expect(await screen.findByText("Payment Recorded", inToast)).toBeInTheDocument();
    expect(posts).toEqual([{ key: expect.stringMatching(/\S{16,}/), body: { method: "bank_transfer", reference: "WIRE-77", amount: "1000.00" } }]);
    await waitFor(() => expect(within(details).getByRole("table", { name: "Payments" })).toHaveTextContent("Bank transfer, ref. WIRE-77$1,000.00"));
    expect(details).toHaveTextContent("Paid to date$3,400.00");
  });
});
