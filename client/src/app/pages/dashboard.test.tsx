import { describe, expect, it } from "vitest";
import { screen, waitFor, within } from "@testing-library/react";
import { userEvent } from "@testing-library/user-event";
import type { RecentMessageView } from "@shared/validators/messages";
import type { QuoteView } from "@shared/validators/quotes";
import type { WeeklyFigures } from "@shared/validators/dashboard";
import { DEFAULT_COMPANY_INFO } from "@shared/settings/company-info";
import { json, renderWithApp, stubApi } from "@/test/test-utils";
import { makeQuote } from "@/test/quote-fixtures";
import DashboardPage from "@/app/pages/dashboard";

const client = { id: 2, username: "casey", email: "casey@example.com", role: "client" };

const quote = (overrides: Partial<QuoteView> & { id: number }): QuoteView => makeQuote({ budget: "0.00", notes: null, ...overrides });

const week: WeeklyFigures = {
  weekStart: "2026-11-16T12:00:00.000Z",
  weekEnd: "2026-11-23T12:00:00.000Z",
  newQuotes: 4,
  eventsThisWeek: 2,
  messages: 11,
  orders: 3,
};

const stats = { total: 12, pendingReview: 4, accepted: 5, totalValue: "123456.78" };
const recentQuotes = [quote({ id: 9, eventType: "wedding" }), quote({ id: 8, status: "accepted", guestCount: 60 }), quote({ id: 7, eventDate: "", totalAmount: "" })];
const recentMessage: RecentMessageView = {
  id: 40,
  quoteId: 8,
  quoteNumber: "CC-2024-008",
  senderId: 1,
  senderName: "admin",
  fromBusiness: true,
  content: "Your tasting is booked for Friday.",
  createdAt: new Date(Date.now() - 3 * 60 * 60_000).toISOString(),
};

function api(overrides: Record<string, () => Response> = {}) {
  return stubApi({
    "GET /api/me": () => json(client),
    "GET /api/quotes/stats": () => json(stats),
    "GET /api/dashboard/week": () => json(week),
    "GET /api/quotes?page=1&pageSize=3": () => json({ items: recentQuotes, page: 1, pageSize: 3, total: 12 }),
    "GET /api/messages/recent?limit=5": () => json([recentMessage]),
    "GET /api/settings/company-info": () => json(DEFAULT_COMPANY_INFO),
    ...overrides,
  });
}

const figure = (list: HTMLElement, term: string) => within(list).getByText(term, { selector: "dt" }).nextElementSibling;

describe("/dashboard", () => {
  it("keeps the welcome line and shows the proposal figures and this week's figures from the server", async () => {
    api();
    renderWithApp(<DashboardPage />);

    expect(await screen.findByRole("heading", { level: 1, name: "Welcome back, casey!" })).toBeInTheDocument();
    expect(screen.getByText("Signed in as Client.")).toBeInTheDocument();

    const proposals = await screen.findByLabelText("Proposal figures");
    expect(figure(proposals, "Total Proposals")).toHaveTextContent("12");
    expect(figure(proposals, "Total Value")).toHaveTextContent(/^\$123,457$/);

    const thisWeek = await screen.findByLabelText("This week's figures");
    expect(figure(thisWeek, "New Quotes")).toHaveTextContent(/^4$/);
    expect(figure(thisWeek, "Events This Week")).toHaveTextContent(/^2$/);
    expect(figure(thisWeek, "Messages")).toHaveTextContent(/^11$/);
    expect(figure(thisWeek, "Your Orders")).toHaveTextContent(/^3$/);
    // A client's answer carries no business figure, and the page shows none.
    expect(within(thisWeek).queryByText(/revenue/i)).not.toBeInTheDocument();
    expect(screen.getByText("Monday to Sunday, for your account.")).toBeInTheDocument();
  });

  it("shows an admin the business's paid orders and revenue this week", async () => {
    api({
      "GET /api/me": () => json({ ...client, id: 1, username: "admin", role: "admin" }),
      "GET /api/dashboard/week": () => json({ ...week, orders: 2, revenue: "1234.56" }),
    });
    renderWithApp(<DashboardPage />);

    const thisWeek = await screen.findByLabelText("This week's figures");
    expect(figure(thisWeek, "Paid Orders")).toHaveTextContent(/^2$/);
    expect(figure(thisWeek, "Revenue (after refunds)")).toHaveTextContent(/^\$1,234\.56$/);
    expect(screen.getByText("Monday to Sunday, across all clients.")).toBeInTheDocument();
  });

  it("lists the three newest proposals, each linking to /proposals", async () => {
    const fetchMock = api();
    renderWithApp(<DashboardPage />);

    const list = await screen.findByRole("list", { name: "Recent proposals" });
    const links = within(list).getAllByRole("link");
    expect(links).toHaveLength(3);
    for (const link of links) expect(link).toHaveAttribute("href", "/proposals");
    expect(links[0]).toHaveTextContent("CC-2024-009");
    expect(links[0]).toHaveTextContent("Wedding · December 1, 2026 · 120 guests");
    expect(links[0]).toHaveTextContent("$4,800.00");
    expect(links[0]).toHaveTextContent("Sent");
    expect(links[1]).toHaveTextContent("Accepted");
    expect(links[2]).toHaveTextContent("TBD");
    expect(links[2]).toHaveTextContent("$0.00");
    expect(fetchMock).toHaveBeenCalledWith("/api/quotes?page=1&pageSize=3", expect.anything());
  });

  it("opens the quote request dialog from New Proposal", async () => {
    api();
    const user = userEvent.setup();
    renderWithApp(<DashboardPage />);

    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    await user.click(await screen.findByRole("button", { name: "New Proposal" }));
    expect(await screen.findByRole("dialog")).toBeInTheDocument();
  });

  it("shows the recent messages, each opening its thread", async () => {
    api();
    renderWithApp(<DashboardPage />);

    const list = await screen.findByRole("list", { name: "Recent messages" });
    const link = within(list).getByRole("link");
    expect(link).toHaveAttribute("href", "/messages?quote=8");
    expect(link).toHaveTextContent("Creative Cuisines · CC-2024-008");
    expect(link).toHaveTextContent("Your tasting is booked for Friday.");
    expect(link).toHaveTextContent("3 hours ago");
  });

  it("says so when there are no messages or proposals yet", async () => {
    api({
      "GET /api/messages/recent?limit=5": () => json([]),
      "GET /api/quotes?page=1&pageSize=3": () => json({ items: [], page: 1, pageSize: 3, total: 0 }),
    });
    renderWithApp(<DashboardPage />);

    expect(await screen.findByText("No messages yet. Messages about your quotes will appear here.")).toBeInTheDocument();
    expect(await screen.findByText("No proposals yet. Use New Proposal to request a quote for your event.")).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole("list", { name: "Recent messages" })).not.toBeInTheDocument());
  });
});
