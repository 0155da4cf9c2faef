import { afterEach, describe, expect, it, vi } from "vitest";
import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { userEvent, type UserEvent } from "@testing-library/user-event";
import { businessDates, DEFAULT_BUSINESS_TIME_ZONE, formatCalendarDate } from "@shared/rules/dates";
import { QUOTE_TERMS } from "@shared/rules/quotes";
import { json, renderWithApp, stubApi } from "@/test/test-utils";
import ProposalsPage from "@/app/pages/proposals";
import type { QuoteView } from "@/features/quotes/api/get-quotes";
import { PRINT_DELAY_MS } from "@/lib/print-window";
import { toCalendarDate as calendarDate } from "@/features/quotes/reschedule-request";
import { DEFAULT_BUSINESS_SETTINGS } from "@shared/settings/business-settings";
import { pageOf, quote, stats } from "@/features/quotes/components/proposals-test-data";

// Dates at a business in the default time zone (New York): these tests' settings are the defaults.
const { formatLongDate } = businessDates(DEFAULT_BUSINESS_TIME_ZONE);
const toCalendarDate = (date: Date) => calendarDate(date, DEFAULT_BUSINESS_SETTINGS);

type Handlers = Parameters<typeof stubApi>[0];

const company = {
  name: "Creative Cuisines",
  address: "123 Culinary Avenue, New York, NY 10001",
  phone: "(555) 123-4567",
  email: "hello@creativecuisines.example",
  website: "https://creativecuisines.example",
};
const menuItems = [
  { id: 1, name: "Jerk Chicken" },
  { id: 2, name: "Mac & Cheese" },
  { id: 9, name: "Not On This Quote" },
];
const paymentConfig = { apiKey: "pk_sandbox", tokenizeUrl: "/api/payments/sandbox/tokens", provider: "sandbox" };
const nextYear = String(new Date().getFullYear() + 1);

/** Renders /proposals with `shown` in the recent list and opens its details. */
async function openDetails(shown: QuoteView, handlers: Handlers = {}) {
  const fetchMock = stubApi({
    "GET /api/quotes/stats": () => json(stats),
    "GET /api/quotes?page=1&pageSize=5": () => json(pageOf([shown], 5)),
    "GET /api/settings/company-info": () => json(company),
    "GET /api/menu-items": () => json(menuItems),
    // The details read the proposal in full (its lines and payments) for its document.
    [`GET /api/quotes/${shown.id}`]: () => json(shown),
    [`PATCH /api/quotes/${shown.id}/viewed`]: () => json({ ...shown, status: "viewed" }),
    ...handlers,
  });
  // No pause between keystrokes: the card form takes a lot of typing.
  const user = userEvent.setup({ delay: null });
  const rendered = renderWithApp(<ProposalsPage />, { path: "/proposals" });
  await user.click(within(await screen.findByRole("article", { name: shown.number })).getByRole("button", { name: "View Details" }));
  const details = screen.getByRole("region", { name: shown.number });
  return { fetchMock, user, details, memory: rendered.memory };
}

/** Lets pending fetches and promises settle without moving (possibly fake) timers. */
async function settle(check: () => boolean) {
  for (let i = 0; i < 200 && !check(); i += 1) await new Promise((resolve) => setImmediate(resolve));
  expect(check()).toBe(true);
}

function stubClipboard(value: unknown) {
  // user-event installs its own clipboard (a getter) at setup; replace it after openDetails.
  Object.defineProperty(navigator, "clipboard", { value, configurable: true, writable: true });
}

/** The toast itself (Radix also announces its text in a hidden live region). */
const inToast = { selector: "[data-variant] *" };

const callsTo = (fetchMock: ReturnType<typeof stubApi>, method: string, url: string) =>
  fetchMock.mock.calls.filter(([input, init]) => String(input) === url && (init?.method ?? "GET") === method);

describe("Proposal Details: Message Us and Reschedule", () => {
  it("Message Us opens the proposal's message thread", async () => {
    const { user, details, memory } = await openDetails(quote({ id: 7, status: "viewed" }));

    const link = within(details).getByRole("link", { name: "Message Us" });
    expect(link).toHaveAttribute("href", "/messages?quote=7");
    await user.click(link);
    expect(memory.history?.at(-1)).toBe("/messages?quote=7");
  });

  it("Reschedule asks for a new date and posts a reschedule request on the proposal's thread", async () => {
    const day = 86_400_000;
    const eventDate = new Date(Date.now() + 30 * day).toISOString();
    const newDate = toCalendarDate(new Date(Date.now() + 60 * day));
    let posted: unknown;
    const { user, details, memory } = await openDetails(quote({ id: 7, status: "accepted", eventDate }), {
      "POST /api/messages": (init) => {
        posted = JSON.parse(String(init?.body));
        return json({ id: 1, quoteId: 7, senderId: 2, senderName: "client", fromBusiness: false, content: "", createdAt: new Date().toISOString() }, 201);
      },
    });

    await user.click(within(details).getByRole("button", { name: "Reschedule" }));
    const dialog = await screen.findByRole("dialog", { name: "Request a New Date" });
    await user.click(within(dialog).getByRole("button", { name: "Send Request" }));
    expect(await within(dialog).findByText("Please choose your preferred new date.", { selector: "p" })).toBeInTheDocument();
    expect(posted).toBeUndefined();

    fireEvent.change(within(dialog).getByLabelText("Preferred New Date"), { target: { value: newDate } });
    await user.type(within(dialog).getByRole("textbox", { name: "Note (optional)" }), "Our venue moved its opening.");
    await user.click(within(dialog).getByRole("button", { name: "Send Request" }));

    expect(await screen.findByText("Reschedule Requested")).toBeInTheDocument();
    expect(screen.getByText("We'll confirm the new date on your message thread.")).toBeInTheDocument();
    expect(posted).toEqual({
      quoteId: 7,
      content: `Reschedule request: we would like to move the event from ${formatLongDate(eventDate)} to ${formatCalendarDate(newDate)}. Our venue moved its opening.`,
    });
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());

    const thread = within(details).getByRole("link", { name: "Open the message thread" });
    await user.click(thread);
    expect(memory.history?.at(-1)).toBe("/messages?quote=7");
  });

  it("keeps the Reschedule form open with the server's message when sending fails", async () => {
    const { user, details } = await openDetails(quote({ id: 7, status: "viewed" }), {
      "POST /api/messages": () => json({ message: "Quote not found" }, 404),
    });

    await user.click(within(details).getByRole("button", { name: "Reschedule" }));
    const dialog = await screen.findByRole("dialog", { name: "Request a New Date" });
    fireEvent.change(within(dialog).getByLabelText("Preferred New Date"), { target: { value: toCalendarDate(new Date(Date.now() + 45 * 86_400_000)) } });
    await user.click(within(dialog).getByRole("button", { name: "Send Request" }));

    expect(await screen.findByText("Quote not found")).toBeInTheDocument();
    expect(screen.getByRole("dialog", { name: "Request a New Date" })).toBeInTheDocument();
  });
});

describe("Proposal Details: Print and Copy as text", () => {
  afterEach(() => {
    vi.useRealTimers();
    Reflect.deleteProperty(navigator, "clipboard");
  });

  function fakeWindow() {
    return {
      document: { write: vi.fn(), close: vi.fn(), readyState: "complete" },
      focus: vi.fn(),
      print: vi.fn(),
      close: vi.fn(),
      addEventListener: vi.fn(),
    };
  }

  it("writes a printable, escaped quote with the company info and menu into a new window and prints it 100 ms later", async () => {
    const shown = quote({ id: 7, status: "viewed", menuItemIds: [1, 2], notes: '<img src=x onerror="alert(1)">' });
    const { details } = await openDetails(shown);
    const popup = fakeWindow();
    const open = vi.spyOn(window, "open").mockReturnValue(popup as unknown as Window);

    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
    fireEvent.click(within(details).getByRole("button", { name: "Print" }));
    expect(open).toHaveBeenCalledTimes(1);
    await settle(() => popup.document.close.mock.calls.length > 0);

    const html = popup.document.write.mock.calls.map(([chunk]) => String(chunk)).join("");
    for (const fact of [company.name, company.address, company.phone, company.email, company.website, "Catering Quote CC-2024-007", "Status: Viewed", "December 1, 2026", "Jerk Chicken", "Mac &amp; Cheese", "$4,800.00", "$2,400.00", "Balance due November 24, 2026", ...QUOTE_TERMS]) {
      expect(html).toContain(fact);
    }
    expect(html).not.toContain("Not On This Quote");
    expect(html).not.toContain("<img");
    expect(html).toContain("&lt;img src=x onerror=&quot;alert(1)&quot;&gt;");

    expect(popup.print).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(PRINT_DELAY_MS - 1));
    expect(popup.print).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(popup.print).toHaveBeenCalledTimes(1);
  });

  it("waits for the written document to load before the delay starts", async () => {
    const { details } = await openDetails(quote({ id: 7, status: "viewed" }));
    const popup = { ...fakeWindow(), document: { write: vi.fn(), close: vi.fn(), readyState: "loading" } };
    vi.spyOn(window, "open").mockReturnValue(popup as unknown as Window);

    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
    fireEvent.click(within(details).getByRole("button", { name: "Print" }));
    await settle(() => popup.addEventListener.mock.calls.length > 0);
    expect(popup.addEventListener).toHaveBeenCalledWith("load", expect.any(Function), { once: true });
    act(() => vi.advanceTimersByTime(1000));
    expect(popup.print).not.toHaveBeenCalled();

    const onLoad = popup.addEventListener.mock.calls[0][1] as () => void;
    onLoad();
    act(() => vi.advanceTimersByTime(PRINT_DELAY_MS));
    expect(popup.print).toHaveBeenCalledTimes(1);
  });

  it("says pop-ups are blocked when the print window cannot open", async () => {
    const { user, details } = await openDetails(quote({ id: 7, status: "viewed" }));
    vi.spyOn(window, "open").mockReturnValue(null);

    await user.click(within(details).getByRole("button", { name: "Print" }));

    expect(await screen.findByText(/^Unable to open print window/, inToast)).toHaveTextContent(
      "Unable to open print window. Please check popup settings.",
    );
    expect(screen.getByText("Error")).toBeInTheDocument();
  });

  it("copies the plain-text summary to the clipboard", async () => {
    const writeText = vi.fn().mockResolvedValue(undefined);
    const { user, details } = await openDetails(quote({ id: 7, status: "viewed", menuItemIds: [2] }));
    stubClipboard({ writeText });

    await user.click(within(details).getByRole("button", { name: "Copy as text" }));

    expect(await screen.findByText("Copied to clipboard")).toBeInTheDocument();
    expect(writeText).toHaveBeenCalledTimes(1);
    const text = String(writeText.mock.calls[0][0]);
    for (const line of [
      "Creative Cuisines",
      `Phone: ${company.phone}`,
      `Email: ${company.email}`,
      `Website: ${company.website}`,
      "Catering Quote CC-2024-007",
      "Status: Viewed",
      "Event date: December 1, 2026",
      "Guests: 120",
      "- Mac & Cheese",
      "Total: $4,800.00",
      "Balance due November 24, 2026: $2,400.00",
      "Vegetarian options please",
      `- ${QUOTE_TERMS[0]}`,
    ]) {
      expect(text).toContain(line);
    }
    expect(text).not.toContain("<");
  });

  it("says so when the clipboard is unavailable", async () => {
    const { user, details } = await openDetails(quote({ id: 7, status: "viewed" }));
    stubClipboard(undefined);

    await user.click(within(details).getByRole("button", { name: "Copy as text" }));

    expect(await screen.findByText("Copy Failed")).toBeInTheDocument();
    expect(screen.getByText(/Copying isn't available in this browser/, inToast)).toBeInTheDocument();
  });

  it("says so when the clipboard refuses the text", async () => {
    const { user, details } = await openDetails(quote({ id: 7, status: "viewed" }));
    stubClipboard({ writeText: vi.fn().mockRejectedValue(new Error("NotAllowedError")) });

    await user.click(within(details).getByRole("button", { name: "Copy as text" }));

    expect(await screen.findByText("Copy Failed")).toBeInTheDocument();
    expect(screen.getByText(/We couldn't copy to the clipboard/, inToast)).toBeInTheDocument();
  });
});

describe("Proposal Details: deposit", () => {
  const accepted = quote({ id: 3, status: "accepted" });
  const paidAt = "2026-11-22T15:00:00.000Z";

  async function fillCard(user: UserEvent, dialog: HTMLElement, number = "4242 4242 4242 4242") {
    const field = (name: string) => within(dialog).getByRole("textbox", { name });
    await user.clear(field("Card Number"));
    await user.type(field("Card Number"), number);
    await user.clear(field("Expiry Month"));
    await user.type(field("Expiry Month"), "12");
    await user.clear(field("Expiry Year"));
    await user.type(field("Expiry Year"), nextYear);
    await user.clear(field("CVV"));
    await user.type(field("CVV"), "123");
    await user.clear(field("Name on Card"));
    await user.type(field("Name on Card"), "Ann Lee");
  }

  interface DepositCall {
    key: string;
    body: unknown;
  }

  function depositHandlers(answers: Array<() => Response>, { paidAfter = true } = {}) {
    const deposits: DepositCall[] = [];
    let tokens = 0;
    let paid = false;
    const handlers: Handlers = {
      "POST /api/payments/api-key": () => json(paymentConfig),
      "POST /api/payments/sandbox/tokens": (init) => {
        tokens += 1;
        expect((init?.headers as Record<string, string>).apikey).toBe("pk_sandbox");
        return json({ id: `tok_${tokens}` });
      },
      "POST /api/quotes/3/deposit": (init) => {
        deposits.push({ key: (init?.headers as Record<string, string>)["Idempotency-Key"], body: JSON.parse(String(init?.body)) });
        const answer = answers[deposits.length - 1]();
        if (answer.ok && paidAfter) paid = true;
        return answer;
      },
      "GET /api/quotes/3": () => json(paid ? { ...accepted, depositPaidAt: paidAt } : accepted),
    };
    return { handlers, deposits, tokenCount: () => tokens };
  }

  it("pays the server's deposit amount with a tokenised card and then shows it paid with the balance due", async () => {
    const { handlers, deposits } = depositHandlers([() => json({ success: true, chargeId: "ch_1", demo: true, message: "ok" })]);
    const { user, details, fetchMock } = await openDetails(accepted, handlers);

    await user.click(within(details).getByRole("button", { name: "Pay Deposit ($2,400.00)" }));
    const dialog = await screen.findByRole("dialog", { name: "Pay Deposit" });
    expect(await within(dialog).findByRole("complementary", { name: "Test mode" })).toBeInTheDocument();
    await fillCard(user, dialog);
    await user.click(within(dialog).getByRole("button", { name: "Pay $2,400.00" }));

    expect(await screen.findByText("Payment Successful")).toBeInTheDocument();
    expect(screen.getByText("Payment processed successfully (test mode)!")).toBeInTheDocument();
    expect(deposits).toHaveLength(1);
    expect(deposits[0].body).toEqual({ token: "tok_1", amount: "2400.00" });
    expect(deposits[0].key).toMatch(/\S{16,}/);

    await waitFor(() => expect(details).toHaveTextContent("Deposit paid on November 22, 2026."));
    expect(details).toHaveTextContent("Balance of $2,400.00 due November 24, 2026.");
    expect(within(details).queryByRole("button", { name: /Pay Deposit/ })).not.toBeInTheDocument();
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    await waitFor(() => expect(callsTo(fetchMock, "GET", "/api/quotes/stats").length).toBeGreaterThanOrEqual(2));
    // The lists were invalidated: the recent list is read again when it is shown.
    await user.click(screen.getByRole("tab", { name: "Dashboard" }));
    await waitFor(() => expect(callsTo(fetchMock, "GET", "/api/quotes?page=1&pageSize=5").length).toBeGreaterThanOrEqual(2));
    // The card itself never goes to our API, only to the tokenise endpoint.
    expect(JSON.stringify(deposits)).not.toContain("4242");
  });

  it("shows the server's decline message, clears the card, and pays with a new key on the next card", async () => {
    const { handlers, deposits, tokenCount } = depositHandlers([
      () => json({ success: false, message: "Your card was declined." }, 402),
      () => json({ success: true, chargeId: "ch_2", demo: false, message: "ok" }),
    ]);
    const { user, details } = await openDetails(accepted, handlers);

    await user.click(within(details).getByRole("button", { name: "Pay Deposit ($2,400.00)" }));
    const dialog = await screen.findByRole("dialog", { name: "Pay Deposit" });
    await fillCard(user, dialog, "4000 0000 0000 0002");
    await user.click(within(dialog).getByRole("button", { name: "Pay $2,400.00" }));

    expect(await screen.findByText("Payment Failed")).toBeInTheDocument();
    expect(screen.getByText("Your card was declined.")).toBeInTheDocument();
    await waitFor(() => expect(within(dialog).getByRole("textbox", { name: "Card Number" })).toHaveValue(""));
    expect(within(dialog).getByRole("textbox", { name: "Name on Card" })).toHaveValue("Ann Lee");

    await fillCard(user, dialog);
    await user.click(within(dialog).getByRole("button", { name: "Pay $2,400.00" }));

    expect(await screen.findByText("Payment processed successfully!")).toBeInTheDocument();
    expect(tokenCount()).toBe(2);
    expect(deposits.map((d) => d.body)).toEqual([
      { token: "tok_1", amount: "2400.00" },
      { token: "tok_2", amount: "2400.00" },
    ]);
    expect(deposits[1].key).not.toBe(deposits[0].key);
    await waitFor(() => expect(details).toHaveTextContent("Deposit paid on November 22, 2026."));
  });

  it("retries an unconfirmed payment with the same token and Idempotency-Key", async () => {
    const { handlers, deposits, tokenCount } = depositHandlers([
      () => json({ message: "The payment provider is unavailable. Please try again." }, 502),
      () => json({ success: true, chargeId: "ch_3", demo: true, message: "ok" }),
    ]);
    const { user, details } = await openDetails(accepted, handlers);

    await user.click(within(details).getByRole("button", { name: "Pay Deposit ($2,400.00)" }));
    const dialog = await screen.findByRole("dialog", { name: "Pay Deposit" });
    await fillCard(user, dialog);
    await user.click(within(dialog).getByRole("button", { name: "Pay $2,400.00" }));

    const alert = await within(dialog).findByRole("alert");
    expect(alert).toHaveTextContent("We couldn't confirm your payment.");
    expect(alert).toHaveTextContent("The payment provider is unavailable. Please try again.");
    await user.click(within(dialog).getByRole("button", { name: "Try Again" }));

    expect(await screen.findByText("Payment Successful")).toBeInTheDocument();
    expect(tokenCount()).toBe(1);
    expect(deposits).toHaveLength(2);
    expect(deposits[1]).toEqual(deposits[0]);
    await waitFor(() => expect(details).toHaveTextContent("Deposit paid on November 22, 2026."));
  });

  it("treats an 'already paid' answer as paid", async () => {
    const { handlers } = depositHandlers([
      () => json({ message: "The deposit for this proposal has already been paid.", code: "ORDER_ALREADY_PAID" }, 409),
    ]);
    const { user, details } = await openDetails(accepted, {
      ...handlers,
      "GET /api/quotes/3": () => json({ ...accepted, depositPaidAt: paidAt }),
    });

    await user.click(within(details).getByRole("button", { name: "Pay Deposit ($2,400.00)" }));
    const dialog = await screen.findByRole("dialog", { name: "Pay Deposit" });
    await fillCard(user, dialog);
    await user.click(within(dialog).getByRole("button", { name: "Pay $2,400.00" }));

    expect(await screen.findByText("The deposit for this proposal has already been paid.")).toBeInTheDocument();
    await waitFor(() => expect(details).toHaveTextContent("Deposit paid on November 22, 2026."));
  });

  it("shows a paid deposit without a Pay Deposit button, and no button before acceptance", async () => {
    const { details } = await openDetails(quote({ id: 3, status: "accepted", depositPaidAt: paidAt }));
    expect(details).toHaveTextContent("Deposit paid on November 22, 2026.");
    expect(details).toHaveTextContent("Balance due November 24, 2026");
    expect(within(details).queryByRole("button", { name: /Pay Deposit/ })).not.toBeInTheDocument();
  });

  it("offers no deposit on a proposal that is not accepted, or not priced yet", async () => {
    const { details } = await openDetails(quote({ id: 7, status: "viewed" }));
    expect(within(details).queryByRole("button", { name: /Pay Deposit/ })).not.toBeInTheDocument();
  });

  it("says the proposal is being priced when an accepted proposal has no total yet", async () => {
    const { details } = await openDetails(quote({ id: 3, status: "accepted", totalAmount: "0.00", depositAmount: "0.00", balanceAmount: "0.00" }));
    expect(within(details).queryByRole("button", { name: /Pay Deposit/ })).not.toBeInTheDocument();
    expect(details).toHaveTextContent("Our team is pricing this proposal.");
  });
});
