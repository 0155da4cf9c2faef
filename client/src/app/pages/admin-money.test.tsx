import { describe, expect, it } from "vitest";
import { screen, waitFor, within } from "@testing-library/react";
import { userEvent } from "@testing-library/user-event";
import type { ReconciliationFindingView, ReconciliationReport } from "@shared/rules/reconciliation";
import { json, renderWithApp, stubApi } from "@/test/test-utils";
import AdminPage from "@/app/pages/admin";

const toastText = (text: string | RegExp) => screen.findByText(text, { selector: "[data-variant] *" });
const overview = () =>
  json({
    period: "week",
    since: "2026-11-23T05:00:00.000Z",
    revenue: "0.00",
    paidOrders: 0,
    ordersByStatus: {},
    quotePipeline: [],
    depositsCollected: "0.00",
    balancesDue: { count: 0, amount: "0.00" },
    balancesOverdue: { count: 0, amount: "0.00" },
    newEnquiries: 0,
  });

const finding = (values: Partial<ReconciliationFindingView>): ReconciliationFindingView => ({
  id: 1,
  kind: "orphan_charge",
  aspect: "charge",
  subject: { type: "order", id: 12, number: "CC-2024-012" },
  paymentId: 40,
  chargeId: "sbx_ch_1",
  description: null,
  amount: "15.99",
  expectedAmount: null,
  refundable: true,
  firstSeenAt: "2026-11-24T14:00:00.000Z",
  ...values,
});
const orphan = finding({ id: 4 });
const depositWithoutCharge = finding({ id: 5, kind: "paid_without_charge", aspect: "deposit", subject: { type: "quote", id: 7, number: "CC-2024-007" }, paymentId: null, chargeId: null, amount: "500.00", refundable: false });
const report = (findings: ReconciliationFindingView[]): ReconciliationReport => ({
  checkedAt: "2026-11-24T15:00:00.000Z",
  gateway: { provider: "sandbox", listed: true, note: null },
  findings,
});

describe("/admin: money needing attention", () => {
  it("describes each finding with its amount and a link, refunds an orphan charge after a confirmation, and keeps focus", async () => {
    const user = userEvent.setup({ delay: null });
    const api = stubApi({
      "GET /api/admin/overview?period=week": overview,
      "GET /api/admin/reconciliation": () => json(report([orphan, depositWithoutCharge])),
      "POST /api/admin/reconciliation/4/refund": () => json({ refundId: "sbx_re_1", amount: "15.99", report: report([depositWithoutCharge]) }, 201),
    });
    renderWithApp(<AdminPage />, { path: "/admin" });
    const section = await screen.findByRole("region", { name: "Money needing attention" });
    expect(within(section).getByText("Order CC-2024-012 is cancelled or unpaid, but $15.99 of its card charge is still held.")).toBeInTheDocument();
    expect(within(section).getByText("Proposal CC-2024-007 records a deposit of $500.00 paid, but no deposit charge went through.")).toBeInTheDocument();
    expect(within(section).getByRole("link", { name: "Open order CC-2024-012" })).toHaveAttribute("href", "/orders?q=CC-2024-012");
    expect(within(section).getByRole("link", { name: "Open proposal CC-2024-007" })).toHaveAttribute("href", "/proposals?quote=7");
    // Only the orphan charge can be refunded here; its button is described by the finding's sentence.
    const refund = within(section).getByRole("button", { name: "Refund $15.99" });
    expect(within(section).getAllByRole("button", { name: /Refund/ })).toHaveLength(1);
    expect(refund).toHaveAccessibleDescription(/still held/);

    await user.click(refund);
    const dialog = await screen.findByRole("dialog", { name: "Refund this charge?" });
    await user.click(within(dialog).getByRole("button", { name: "Refund" }));
    expect(await toastText(/\$15\.99 for order CC-2024-012 is on its way back/)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText(/still held/)).not.toBeInTheDocument());
    const post = api.mock.calls.find(([url, init]) => String(url) === "/api/admin/reconciliation/4/refund" && init?.method === "POST");
    expect(new Headers(post?.[1]?.headers).get("Idempotency-Key")).toBeTruthy();
    // The button went away with its finding: focus is on the section's heading, not lost.
    await waitFor(() => expect(screen.getByRole("heading", { name: "Money needing attention" })).toHaveFocus());
  });

  it("says why a refund failed, and retries with the same key so a lost answer never refunds twice", async () => {
    const user = userEvent.setup({ delay: null });
    let attempts = 0;
    const api = stubApi({
      "GET /api/admin/overview?period=week": overview,
      "GET /api/admin/reconciliation": () => json(report([orphan])),
      "POST /api/admin/reconciliation/4/refund": () => {
        attempts += 1;
        return attempts === 1 ? json({ message: "The payment service did not respond." }, 502) : json({ refundId: "sbx_re_1", amount: "15.99", report: report([]) }, 201);
      },
    });
    renderWithApp(<AdminPage />, { path: "/admin" });
    const refund = await screen.findByRole("button", { name: "Refund $15.99" });
    await user.click(refund);
    await user.click(within(await screen.findByRole("dialog")).getByRole("button", { name: "Refund" }));
    expect(await toastText("The payment service did not respond.")).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    await user.click(await screen.findByRole("button", { name: "Refund $15.99" }));
    await user.click(within(await screen.findByRole("dialog")).getByRole("button", { name: "Refund" }));
    expect(await screen.findByText(/Money needing attention: none/)).toBeInTheDocument();
    const keys = api.mock.calls.filter(([url]) => String(url) === "/api/admin/reconciliation/4/refund").map(([, init]) => new Headers(init?.headers).get("Idempotency-Key"));
    expect(keys).toHaveLength(2);
    expect(keys[1]).toBe(keys[0]);
    await waitFor(() => expect(screen.getByText(/Money needing attention: none/)).toHaveFocus());
  });

  it("is one all-clear line when nothing needs attention", async () => {
    stubApi({ "GET /api/admin/overview?period=week": overview, "GET /api/admin/reconciliation": () => json(report([])) });
    renderWithApp(<AdminPage />, { path: "/admin" });
    expect(await screen.findByText(/Money needing attention: none\. Every card payment matches its order or proposal/)).toBeInTheDocument();
    expect(screen.queryByRole("region", { name: "Money needing attention" })).not.toBeInTheDocument();
  });
});
