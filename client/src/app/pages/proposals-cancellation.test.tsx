import { describe, expect, it } from "vitest";
import { screen, waitFor, within } from "@testing-library/react";
import { userEvent } from "@testing-library/user-event";
import { json, renderWithApp, stubApi } from "@/test/test-utils";
import ProposalsPage from "@/app/pages/proposals";
import type { QuoteView } from "@/features/quotes/api/get-quotes";
import { pageOf, quote, stats } from "@/features/quotes/components/proposals-test-data";

type Handlers = Parameters<typeof stubApi>[0];

const client = { id: 2, username: "client", email: "client@example.com", role: "client" };
const inToast = { selector: "[data-variant] *" };

/** The client's accepted $4,800 proposal, its $2,400 deposit paid. */
const accepted: QuoteView = quote({
  id: 3,
  status: "accepted",
  depositPaidAt: "2026-11-02T15:00:00.000Z",
  paidAmount: "2400.00",
  payments: [{ kind: "deposit", amount: "2400.00", method: null, reference: null, at: "2026-11-02T15:00:00.000Z" }],
});
const cancelled: QuoteView = { ...accepted, status: "cancelled", cancelledAt: "2026-11-05T15:00:00.000Z", cancellationRefundAmount: "600.00", depositRefundedAmount: "600.00", paidAmount: "1800.00" };
const explanation =
  "You are cancelling 29 days before your event, with less than 30 days' notice: under our cancellation policy 25% of the deposit is refunded. We refund $600.00 to your card ($600.00 of your deposit). We keep $1,800.00 of the deposit.";

async function openDetails(handlers: Handlers) {
  const fetchMock = stubApi({
    "GET /api/me": () => json(client),
    "GET /api/quotes/stats": () => json(stats),
    "GET /api/quotes?page=1&pageSize=5": () => json(pageOf([accepted], 5)),
    "GET /api/settings/company-info": () => json({ name: "Creative Cuisines", address: "1 Main St", phone: "555", email: "a@b.c", website: "https://x.example", timeZone: "America/New_York" }),
    ...handlers,
  });
  const user = userEvent.setup({ delay: null });
  renderWithApp(<ProposalsPage />, { path: "/proposals" });
  await user.click(within(await screen.findByRole("article", { name: accepted.number })).getByRole("button", { name: "View Details" }));
  return { fetchMock, user, details: screen.getByRole("region", { name: accepted.number }) };
}

describe("Cancel Event (the client's accepted proposal)", () => {
  it("shows the refund the server works out before confirming, then the proposal as cancelled with what was refunded", async () => {
    let posted = 0;
    const { user, details } = await openDetails({
      "GET /api/quotes/3": () => json(posted ? cancelled : accepted),
      "GET /api/quotes/3/cancellation": () => json({ refundAmount: "600.00", keptAmount: "1800.00", offlineReturnAmount: "0.00", noticeDays: 29, fullRefund: false, explanation }),
      "POST /api/quotes/3/cancel": () => {
        posted += 1;
        return json({ quote: cancelled, refundAmount: "600.00", refundPending: false });
      },
    });

    const opener = within(details).getByRole("button", { name: "Cancel Event" });
    await user.click(opener);
    const dialog = await screen.findByRole("dialog", { name: "Cancel Event" });
    // The terms are shown before anything is cancelled.
    expect(await within(dialog).findByText(explanation)).toBeInTheDocument();
    expect(within(dialog).getByText("$600.00")).toBeInTheDocument();
    expect(within(dialog).getByText("$1,800.00")).toBeInTheDocument();
    expect(posted).toBe(0);

    await user.click(within(dialog).getByRole("button", { name: "Cancel Event" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(posted).toBe(1);
    expect(await screen.findByText(`${accepted.number} is cancelled. $600.00 is refunded to your card.`, inToast)).toBeInTheDocument();
    // Announced: the line is a status region.
    const notice = (await within(details).findByText("Cancelled on November 5, 2026")).closest("[role=status]");
    expect(notice).toHaveTextContent("Cancelled on November 5, 2026 · refunded $600.00");
    expect(within(details).queryByRole("button", { name: "Cancel Event" })).not.toBeInTheDocument();
    // The opener is gone: the focus is left on the page, not lost with the dialog.
    expect(document.activeElement).not.toBe(document.body);
  });

  it("keeps the event when the client steps back, and returns the focus to the button", async () => {
    let posted = 0;
    const { user, details } = await openDetails({
      "GET /api/quotes/3": () => json(accepted),
      "GET /api/quotes/3/cancellation": () => json({ refundAmount: "2400.00", keptAmount: "0.00", offlineReturnAmount: "0.00", noticeDays: 31, fullRefund: true, explanation: "Full refund." }),
      "POST /api/quotes/3/cancel": () => {
        posted += 1;
        return json({ quote: cancelled, refundAmount: "2400.00", refundPending: false });
      },
    });
    const opener = within(details).getByRole("button", { name: "Cancel Event" });
    await user.click(opener);
    const dialog = await screen.findByRole("dialog", { name: "Cancel Event" });
    await within(dialog).findByText("Full refund.");
    await user.click(within(dialog).getByRole("button", { name: "Keep My Event" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    await waitFor(() => expect(opener).toHaveFocus());
    expect(posted).toBe(0);
  });

  it("says why when the server refuses the preview, and offers no confirmation", async () => {
    const { user, details } = await openDetails({
      "GET /api/quotes/3": () => json(accepted),
      "GET /api/quotes/3/cancellation": () => json({ message: "This event has already started. Please contact us." }, 409),
    });
    await user.click(within(details).getByRole("button", { name: "Cancel Event" }));
    const dialog = await screen.findByRole("dialog", { name: "Cancel Event" });
    expect(await within(dialog).findByRole("alert")).toHaveTextContent("This event has already started. Please contact us.");
    expect(within(dialog).getByRole("button", { name: "Cancel Event" })).toBeDisabled();
  });
});
