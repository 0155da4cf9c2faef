import { describe, expect, it } from "vitest";
import { screen, within } from "@testing-library/react";
import { userEvent } from "@testing-library/user-event";
import type { QuoteView } from "@shared/validators/quotes";
import { json, renderWithApp, stubApi } from "@/test/test-utils";
import { makeQuote } from "@/test/quote-fixtures";
import EventsPage from "@/app/pages/events";

const client = { id: 2, username: "casey", email: "casey@example.com", role: "client" };
const ACCEPTED_URL = "/api/quotes?page=1&pageSize=20&status=accepted&upcoming=true";

const daysFromNow = (days: number) => {
  const date = new Date();
  date.setDate(date.getDate() + days);
  date.setHours(18, 0, 0, 0);
  return date;
};
const longDate = (date: Date) => new Intl.DateTimeFormat("en-US", { dateStyle: "long" }).format(date);

const quote = (overrides: Partial<QuoteView> & { id: number }): QuoteView => makeQuote({ status: "accepted", eventDate: daysFromNow(30).toISOString(), budget: "0.00", notes: null, createdAt: "2026-01-01T12:00:00.000Z", ...overrides });

const page = (items: QuoteView[]) => json({ items, page: 1, pageSize: 100, total: items.length });

describe("/events", () => {
  it("offers a tile per main event type; a tile opens the catering wizard", async () => {
    stubApi({ "GET /api/me": () => json(client), [`GET ${ACCEPTED_URL}`]: () => page([]) });
    const user = userEvent.setup();
    renderWithApp(<EventsPage />);

    expect(screen.getByRole("heading", { level: 1, name: "New Event Booking" })).toBeInTheDocument();
    const tiles = within(screen.getByRole("list", { name: "Event types" })).getAllByRole("button");
    const names = ["Corporate Event", "Wedding", "Private Party", "School Event", "Special Event", "Other Event"];
    expect(tiles).toHaveLength(names.length);
    tiles.forEach((tile, index) => expect(tile).toHaveAccessibleName(names[index]));
    expect(screen.getByRole("button", { name: "Wedding" })).toHaveAccessibleDescription("Receptions, rehearsal dinners and engagement parties.");

    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Wedding" }));
    expect(await screen.findByRole("dialog")).toBeInTheDocument();
  });

  it("shows the server's upcoming accepted quotes as Confirmed, in its order (soonest first)", async () => {
    const soon = quote({ id: 8, eventType: "wedding", eventDate: daysFromNow(3).toISOString(), guestCount: 80, venue: "The Boathouse, Central Park, New York, NY" });
    const later = quote({ id: 4 });
    const fetchMock = stubApi({ "GET /api/me": () => json(client), [`GET ${ACCEPTED_URL}`]: () => page([soon, later]) });
    renderWithApp(<EventsPage />);

    const list = await screen.findByRole("list", { name: "Upcoming events" });
    const cards = within(list).getAllByRole("article");
    expect(cards.map((card) => within(card).getByRole("heading").textContent)).toEqual([
      "Wedding · CC-2024-008",
      "Corporate Event · CC-2024-004",
    ]);
    const first = screen.getByRole("article", { name: "Wedding · CC-2024-008" });
    expect(within(first).getByText("Confirmed")).toBeInTheDocument();
    expect(first).toHaveTextContent(longDate(daysFromNow(3)));
    expect(first).toHaveTextContent("80");
    expect(first).toHaveTextContent("The Boathouse, Central Park, New York, NY");
    expect(within(first).getByRole("link", { name: "Message us" })).toHaveAttribute("href", "/messages?quote=8");
    expect(fetchMock).toHaveBeenCalledWith(ACCEPTED_URL, expect.anything());
  });

  it("says so when nothing is confirmed yet", async () => {
    stubApi({ "GET /api/me": () => json(client), [`GET ${ACCEPTED_URL}`]: () => page([]) });
    renderWithApp(<EventsPage />);
    expect(await screen.findByText("No upcoming events")).toBeInTheDocument();
    expect(screen.getByText(/When you accept a proposal, your confirmed event appears here/)).toBeInTheDocument();
  });
});
