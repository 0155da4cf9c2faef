import { businessDates, DEFAULT_BUSINESS_TIME_ZONE } from "@shared/rules/dates";
import { describe, expect, it } from "vitest";
import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { userEvent } from "@testing-library/user-event";
import { json, renderWithApp, stubApi } from "@/test/test-utils";
import ProposalsPage from "@/app/pages/proposals";
import type { QuoteView } from "@/features/quotes/api/get-quotes";
import { pageOf, quote, stats } from "@/features/quotes/components/proposals-test-data";

// Dates at a business in the default time zone (New York): these tests' settings are the defaults.
const { businessInstant } = businessDates(DEFAULT_BUSINESS_TIME_ZONE);

type Handlers = Parameters<typeof stubApi>[0];

const admin = { id: 1, username: "admin", email: "admin@example.com", role: "admin" };
const client = { id: 2, username: "client", email: "client@example.com", role: "client" };
const AMOUNT_MESSAGE = "Amount must be a dollar amount such as 12.50";

/** The toast itself (Radix also announces its text in a hidden live region). */
const inToast = { selector: "[data-variant] *" };

const callsTo = (fetchMock: ReturnType<typeof stubApi>, method: string, url: string) =>
  fetchMock.mock.calls.filter(([input, init]) => String(input) === url && (init?.method ?? "GET") === method);

/** Renders /proposals signed in as `me` with `shown` in the recent list, and opens its details. */
async function openDetails(shown: QuoteView, handlers: Handlers = {}, me: object = admin) {
  const fetchMock = stubApi({
    "GET /api/me": () => json(me),
    "GET /api/quotes/stats": () => json(stats),
    "GET /api/quotes?page=1&pageSize=5": () => json(pageOf([shown], 5)),
    ...handlers,
  });
  const user = userEvent.setup();
  renderWithApp(<ProposalsPage />, { path: "/proposals" });
  await user.click(within(await screen.findByRole("article", { name: shown.number })).getByRole("button", { name: "View Details" }));
  const details = screen.getByRole("region", { name: shown.number });
  return { fetchMock, user, details };
}

/** Opens the details as an admin and waits for Manage Proposal. */
async function openAsAdmin(shown: QuoteView, handlers: Handlers = {}) {
  const opened = await openDetails(shown, handlers);
  const manage = await within(opened.details).findByRole("region", { name: "Manage Proposal" });
  return { ...opened, manage };
}

/** A PATCH handler that records each body and answers with the quote changed accordingly. */
function recordPatches(base: QuoteView) {
  const bodies: unknown[] = [];
  const handler = (init: RequestInit | undefined) => {
    const body = JSON.parse(String(init?.body)) as Partial<QuoteView>;
    bodies.push(body);
    return json({ ...base, ...body });
  };
  return { bodies, handler };
}

describe("Proposal Details: Manage Proposal (admin)", () => {
  const viewed = quote({ id: 7, status: "viewed" });

  it("names the client on each proposal card for an admin, and not for the client", async () => {
    const owned = quote({ id: 41, client: { username: "casey", email: "casey@example.com", fullName: null } });
    stubApi({ "GET /api/me": () => json(admin), "GET /api/quotes/stats": () => json(stats), "GET /api/quotes?page=1&pageSize=5": () => json(pageOf([owned], 5)) });
    const { unmount } = renderWithApp(<ProposalsPage />, { path: "/proposals" });
    const card = within(await screen.findByRole("article", { name: owned.number }));
    expect((await card.findByText("Client")).nextSibling).toHaveTextContent("casey (casey@example.com)");
    unmount();

    stubApi({ "GET /api/me": () => json(client), "GET /api/quotes/stats": () => json(stats), "GET /api/quotes?page=1&pageSize=5": () => json(pageOf([quote({ id: 42 })], 5)) });
    renderWithApp(<ProposalsPage />, { path: "/proposals" });
    const own = within(await screen.findByRole("article", { name: "CC-2024-042" }));
    expect(own.queryByText("Client")).not.toBeInTheDocument();
  });

  it("an admin opening a sent proposal does not mark it viewed (only its client's opening does)", async () => {
    const sent = quote({ id: 43, status: "sent" });
    const fetchMock = stubApi({ "GET /api/me": () => json(admin), "GET /api/quotes/stats": () => json(stats), "GET /api/quotes?page=1&pageSize=5": () => json(pageOf([sent], 5)) });
    const user = userEvent.setup();
    renderWithApp(<ProposalsPage />, { path: "/proposals" });
    const card = within(await screen.findByRole("article", { name: sent.number }));
    await card.findByText("Client");
    await user.click(card.getByRole("button", { name: "View Details" }));
    expect(await screen.findByRole("region", { name: sent.number })).toBeInTheDocument();
    expect(callsTo(fetchMock, "PATCH", "/api/quotes/43/viewed")).toHaveLength(0);
  });

  it("shows the form prefilled with the total and notes, and the requester's contact details", async () => {
    const visitorQuote = quote({
      id: 7,
      status: "viewed",
      clientId: null,
      contactName: "Casey Jones",
      contactEmail: "casey@example.com",
      contactPhone: "(215) 555-0199",
    });
    const { details, manage } = await openAsAdmin(visitorQuote);

    expect(within(manage).getByRole("heading", { name: "Manage Proposal" })).toBeInTheDocument();
    expect(within(details).getByLabelText("Total Amount")).toHaveValue("4800.00");
    expect(within(details).getByLabelText("Notes")).toHaveValue("Vegetarian options please");
    expect(within(manage).getByRole("button", { name: "Save Changes" })).toBeEnabled();
    expect(within(details).getByLabelText("Status")).toHaveValue("viewed");

    expect(details).toHaveTextContent("Casey Jones");
    expect(within(details).getByRole("link", { name: "casey@example.com" })).toHaveAttribute("href", "mailto:casey@example.com");
    expect(within(details).getByRole("link", { name: "(215) 555-0199" })).toHaveAttribute("href", "tel:2155550199");
  });

  it("saves only the changed total, toasts Proposal Updated and shows the new figures", async () => {
    const { bodies, handler } = recordPatches(viewed);
    const { user, details, manage, fetchMock } = await openAsAdmin(viewed, {
      "PATCH /api/quotes/7": (init) => {
        const answer = handler(init);
        return answer.ok ? json({ ...viewed, totalAmount: "4250.00", depositAmount: "2125.00", balanceAmount: "2125.00" }) : answer;
      },
    });

    const total = within(details).getByLabelText("Total Amount");
    await user.clear(total);
    await user.type(total, "4250");
    await user.click(within(manage).getByRole("button", { name: "Save Changes" }));

    expect(await screen.findByText("Proposal Updated", inToast)).toBeInTheDocument();
    expect(screen.getByText("CC-2024-007 now totals $4,250.00.", inToast)).toBeInTheDocument();
    expect(bodies).toEqual([{ totalAmount: "4250.00" }]);
    await waitFor(() => expect(details).toHaveTextContent("Deposit (50%) to secure the date$2,125.00"));
    expect(within(details).getByLabelText("Total Amount")).toHaveValue("4250.00");
    // The figures are read again; the lists were invalidated too, and are read when shown.
    await waitFor(() => expect(callsTo(fetchMock, "GET", "/api/quotes/stats").length).toBeGreaterThanOrEqual(2));
    await user.click(screen.getByRole("tab", { name: "Dashboard" }));
    await waitFor(() => expect(callsTo(fetchMock, "GET", "/api/quotes?page=1&pageSize=5").length).toBeGreaterThanOrEqual(2));
  });

  it("saves only changed notes, and clearing them sends null", async () => {
    const { bodies, handler } = recordPatches(viewed);
    const { user, details, manage } = await openAsAdmin(viewed, { "PATCH /api/quotes/7": handler });

    const notes = within(details).getByLabelText("Notes");
    await user.clear(notes);
    await user.type(notes, "  Gluten-free dessert for 10  ");
    await user.click(within(manage).getByRole("button", { name: "Save Changes" }));
    expect(await screen.findByText("Proposal Updated", inToast)).toBeInTheDocument();
    await waitFor(() => expect(details).toHaveTextContent("Gluten-free dessert for 10"));

    await user.clear(within(details).getByLabelText("Notes"));
    await user.click(within(manage).getByRole("button", { name: "Save Changes" }));
    await waitFor(() => expect(bodies).toHaveLength(2));
    expect(bodies).toEqual([{ notes: "Gluten-free dessert for 10" }, { notes: null }]);
    await waitFor(() => expect(details).toHaveTextContent("NotesNone"));
  });

  it("does not send the date when only the total changes, even if the stored time has seconds", async () => {
    const withSeconds = quote({ id: 7, status: "viewed", eventDate: "2026-12-01T17:00:42.123Z" });
    const { bodies, handler } = recordPatches(withSeconds);
    const { user, details, manage } = await openAsAdmin(withSeconds, { "PATCH /api/quotes/7": handler });
    const total = within(details).getByLabelText("Total Amount");
    await user.clear(total);
    await user.type(total, "5000");
    await user.click(within(manage).getByRole("button", { name: "Save Changes" }));
    await waitFor(() => expect(bodies).toEqual([{ totalAmount: "5000.00" }]));
  });

  it("moves the event to a new date and time (a reschedule agreed with the client), sending only eventDate", async () => {
    const { bodies, handler } = recordPatches(viewed);
    const { user, details, manage } = await openAsAdmin(viewed, { "PATCH /api/quotes/7": handler });
    fireEvent.change(within(manage).getByLabelText("Event Date"), { target: { value: "2027-03-14" } });
    fireEvent.change(within(manage).getByLabelText("Start Time"), { target: { value: "18:30" } });
    await user.click(within(manage).getByRole("button", { name: "Save Changes" }));
    await waitFor(() => expect(bodies).toHaveLength(1));
    expect(bodies[0]).toEqual({ eventDate: businessInstant("2027-03-14", "18:30")!.toISOString() });
    await waitFor(() => expect(details).toHaveTextContent("March 14, 2027"));
  });

  it.each(["12.345", "abc", ""])("refuses the total %j with the shared money message and calls no server", async (typed) => {
    const { user, details, manage, fetchMock } = await openAsAdmin(viewed);

    const total = within(details).getByLabelText("Total Amount");
    await user.clear(total);
    if (typed) await user.type(total, typed);
    await user.click(within(manage).getByRole("button", { name: "Save Changes" }));

    expect(await within(manage).findByText(AMOUNT_MESSAGE, { selector: "p" })).toBeInTheDocument();
    expect(within(details).getByLabelText("Total Amount")).toHaveAttribute("aria-invalid", "true");
    expect(callsTo(fetchMock, "PATCH", "/api/quotes/7")).toHaveLength(0);
  });

  it("sends nothing when nothing changed", async () => {
    const { user, details, manage, fetchMock } = await openAsAdmin(viewed);

    // The same total written differently is no change.
    const total = within(details).getByLabelText("Total Amount");
    await user.clear(total);
    await user.type(total, "4800");
    await user.click(within(manage).getByRole("button", { name: "Save Changes" }));

    expect(await within(manage).findByRole("alert")).toHaveTextContent("Nothing to change");
    expect(callsTo(fetchMock, "PATCH", "/api/quotes/7")).toHaveLength(0);
  });

  it("keeps what was typed and shows the server's message when saving fails", async () => {
    let answer: (response: Response) => void = () => undefined;
    const { user, details, manage } = await openAsAdmin(viewed, {
      "PATCH /api/quotes/7": () => new Promise<Response>((resolve) => (answer = resolve)),
    });

    const total = within(details).getByLabelText("Total Amount");
    await user.clear(total);
    await user.type(total, "5100.50");
    const notes = within(details).getByLabelText("Notes");
    await user.clear(notes);
    await user.type(notes, "Add a coffee station");
    await user.click(within(manage).getByRole("button", { name: "Save Changes" }));
    expect(await within(manage).findByRole("button", { name: "Saving..." })).toHaveAttribute("aria-disabled", "true");
    answer(json({ message: "Quote not found" }, 404));

    expect(await screen.findByText("Error", inToast)).toBeInTheDocument();
    expect(screen.getByText("Quote not found", inToast)).toBeInTheDocument();
    expect(within(details).getByLabelText("Total Amount")).toHaveValue("5100.50");
    expect(within(details).getByLabelText("Notes")).toHaveValue("Add a coffee station");
    expect(within(manage).getByRole("button", { name: "Save Changes" })).toBeEnabled();
    expect(details).toHaveTextContent("Total$4,800.00");
  });

  it("offers the statuses an admin may move to and updates the status", async () => {
    const accepted = quote({ id: 3, status: "accepted" });
    let patched: unknown;
    const { user, details, manage, fetchMock } = await openAsAdmin(accepted, {
      "PATCH /api/quotes/3/status": (init) => {
        patched = JSON.parse(String(init?.body));
        return json({ ...accepted, status: "rejected" });
      },
    });

    const select = within(details).getByLabelText("Status");
    expect(within(select).getAllByRole("option").map((option) => [option.getAttribute("value"), option.textContent])).toEqual([
      ["accepted", "Accepted (current)"],
      ["rejected", "Rejected"],
    ]);
    const update = within(manage).getByRole("button", { name: "Update Status" });
    // Never disabled (issue 42): with the current status still chosen it says to choose another, and sends nothing.
    expect(update).toBeEnabled();
    await user.click(update);
    expect(select).toHaveAccessibleDescription("Choose a status other than Accepted");
    expect(callsTo(fetchMock, "PATCH", "/api/quotes/3/status")).toHaveLength(0);

    await user.selectOptions(select, "rejected");
    expect(update).toBeEnabled();
    await user.click(update);

    expect(await screen.findByText("Status Updated", inToast)).toBeInTheDocument();
    expect(patched).toEqual({ status: "rejected" });
    // Now rejected: the only move left is back to sent.
    await waitFor(() =>
      expect(within(within(details).getByLabelText("Status")).getAllByRole("option").map((option) => option.getAttribute("value"))).toEqual(["sent", "rejected"]),
    );
    expect(within(details).getByLabelText("Status")).toHaveValue("rejected");
    await waitFor(() => expect(callsTo(fetchMock, "GET", "/api/quotes/stats").length).toBeGreaterThanOrEqual(2));
  });

  it("shows the server's message when a status change is refused", async () => {
    const { user, details, manage } = await openAsAdmin(viewed, {
      "PATCH /api/quotes/7/status": () => json({ message: "A viewed proposal cannot move to sent" }, 409),
    });

    await user.selectOptions(within(details).getByLabelText("Status"), "sent");
    await user.click(within(manage).getByRole("button", { name: "Update Status" }));

    expect(await screen.findByText("Error", inToast)).toBeInTheDocument();
    expect(screen.getByText("A viewed proposal cannot move to sent", inToast)).toBeInTheDocument();
    expect(within(details).getByLabelText("Status")).toHaveValue("sent");
  });
});

describe("Proposal Details for a client", () => {
  it("has no Manage Proposal section and no requester contact details", async () => {
    const own = quote({ id: 7, status: "viewed", contactName: "Casey Jones", contactEmail: "casey@example.com", contactPhone: "(215) 555-0199" });
    const { details, fetchMock } = await openDetails(own, {}, client);

    await waitFor(() => expect(callsTo(fetchMock, "GET", "/api/me")).toHaveLength(1));
    // Let the answer (a client) arrive and render before looking for what an admin would get.
    await act(async () => {
      for (let i = 0; i < 20; i += 1) await new Promise((resolve) => setImmediate(resolve));
    });
    expect(within(details).getByRole("button", { name: "Accept Proposal" })).toBeInTheDocument();
    expect(within(details).queryByRole("region", { name: "Manage Proposal" })).not.toBeInTheDocument();
    expect(within(details).queryByLabelText("Total Amount")).not.toBeInTheDocument();
    expect(within(details).queryByLabelText("Status")).not.toBeInTheDocument();
    expect(details).not.toHaveTextContent("Casey Jones");
    expect(within(details).queryByRole("link", { name: "casey@example.com" })).not.toBeInTheDocument();
  });
});

describe("Refund Deposit (admins)", () => {
  it("refunds a paid deposit with a reason and one Idempotency-Key, then shows the proposal unlocked", async () => {
    const paid = quote({ id: 31, status: "accepted", totalAmount: "4000.00", depositAmount: "2000.00", depositPaidAt: "2030-01-02T15:00:00.000Z" });
    let refundBody: unknown;
    let refundKey: string | null = null;
    const { fetchMock, user, details } = await openDetails(paid, {
      "POST /api/quotes/31/deposit/refund": (init) => {
        refundBody = JSON.parse(String(init?.body));
        refundKey = new Headers(init?.headers).get("Idempotency-Key");
        return json({ refundId: "re_1", amount: "2000.00" });
      },
      "GET /api/quotes/31": () => json({ ...paid, depositPaidAt: null }),
    });
    await user.click(within(details).getByRole("button", { name: "Refund Deposit" }));
    const dialog = await screen.findByRole("dialog", { name: "Refund Deposit" });
    // A reason is required: the client is told why.
    await user.click(within(dialog).getByRole("button", { name: "Refund Deposit" }));
    expect(within(dialog).getByText("Please give a reason for the refund", { selector: "p" })).toBeInTheDocument();
    expect(callsTo(fetchMock, "POST", "/api/quotes/31/deposit/refund")).toHaveLength(0);

    await user.type(within(dialog).getByLabelText(/Reason/), "Event cancelled by the venue");
    await user.click(within(dialog).getByRole("button", { name: "Refund Deposit" }));
    expect(await screen.findByText("Deposit Refunded", inToast)).toBeInTheDocument();
    // The whole deposit unless the admin types less.
    expect(refundBody).toEqual({ amount: "2000.00", reason: "Event cancelled by the venue" });
    expect(refundKey).toMatch(/^[\w-]{16,}$/);
    await waitFor(() => expect(within(details).queryByRole("button", { name: "Refund Deposit" })).not.toBeInTheDocument());
  });

  it("refunds part of a deposit: the amount typed, checked with the shared money rule", async () => {
    const paid = quote({ id: 33, status: "accepted", totalAmount: "4000.00", depositAmount: "2000.00", depositPaidAt: "2030-01-02T15:00:00.000Z" });
    const bodies: unknown[] = [];
    const { user, details } = await openDetails(paid, {
      "POST /api/quotes/33/deposit/refund": (init) => {
        bodies.push(JSON.parse(String(init?.body)));
        return json({ refundId: "re_2", amount: "500.00" });
      },
      "GET /api/quotes/33": () => json({ ...paid, depositRefundedAmount: "500.00", balanceAmount: "2500.00" }),
    });
    await user.click(within(details).getByRole("button", { name: "Refund Deposit" }));
    const dialog = await screen.findByRole("dialog", { name: "Refund Deposit" });
    const amount = within(dialog).getByLabelText(/Amount/);
    expect(amount).toHaveValue("2000.00");
    await user.clear(amount);
    await user.type(amount, "five hundred");
    await user.type(within(dialog).getByLabelText(/Reason/), "Fewer guests");
    await user.click(within(dialog).getByRole("button", { name: "Refund Deposit" }));
    expect(within(dialog).getByText(AMOUNT_MESSAGE, { selector: "p" })).toBeInTheDocument();
    await user.clear(amount);
    await user.type(amount, "500");
    await user.click(within(dialog).getByRole("button", { name: "Refund Deposit" }));
    expect(await screen.findByText("Deposit Refunded", inToast)).toBeInTheDocument();
    expect(bodies).toEqual([{ amount: "500.00", reason: "Fewer guests" }]);
    expect(await within(details).findByText(/\$500\.00 of it has been refunded/)).toBeInTheDocument();
  });

  it("keeps the reason typed when the refund fails", async () => {
    const paid = quote({ id: 32, status: "accepted", totalAmount: "4000.00", depositAmount: "2000.00", depositPaidAt: "2030-01-02T15:00:00.000Z" });
    const { user, details } = await openDetails(paid, {
      "POST /api/quotes/32/deposit/refund": () => json({ message: "The payment service did not respond." }, 502),
    });
    await user.click(within(details).getByRole("button", { name: "Refund Deposit" }));
    const dialog = await screen.findByRole("dialog", { name: "Refund Deposit" });
    await user.type(within(dialog).getByLabelText(/Reason/), "Duplicate booking");
    await user.click(within(dialog).getByRole("button", { name: "Refund Deposit" }));
    expect(await screen.findByText("Refund Failed", inToast)).toBeInTheDocument();
    expect(within(dialog).getByLabelText(/Reason/)).toHaveValue("Duplicate booking");
  });
});
