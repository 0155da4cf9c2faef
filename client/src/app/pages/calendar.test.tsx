import { afterEach, describe, expect, it, vi } from "vitest";
import { screen, waitFor, within } from "@testing-library/react";
import { userEvent } from "@testing-library/user-event";
import { json, renderWithApp, stubApi } from "@/test/test-utils";
import ProfilePage from "@/app/pages/profile";
import ProposalsPage from "@/app/pages/proposals";
import { CALENDAR_FEED_CONTENT as TEXT } from "@/features/profile/calendar-feed-content";
import { pageOf, quote, stats } from "@/features/quotes/components/proposals-test-data";
import type { QuoteView } from "@/features/quotes/api/get-quotes";

/** The Calendar feed section (profile → Settings) and the proposal's "Add to calendar (.ics)" (docs/product/client-portal.md). */
const profile = (role: "client" | "admin") => ({
  id: 7,
  username: "casey",
  email: "casey@example.com",
  role,
  fullName: "Casey Client",
  phone: "",
  eventAddress: "",
  notificationPrefs: { quoteUpdates: true, orderUpdates: true, messages: true, marketing: false },
  emailVerified: true,
  pendingEmail: null,
});
const FIRST_URL = `http://localhost:5000/api/calendar/${"a".repeat(48)}.ics`;
const SECOND_URL = `http://localhost:5000/api/calendar/${"b".repeat(48)}.ics`;
const feedOf = (url: string) => ({ feed: { url, createdAt: "2026-11-27T15:00:00.000Z" } });
const inToast = { selector: "[data-variant] *" };

async function openSettings(role: "client" | "admin", handlers: Parameters<typeof stubApi>[0]) {
  const fetchMock = stubApi({
    "GET /api/me": () => json({ id: 7, username: "casey", email: "casey@example.com", role }),
    "GET /api/profile": () => json(profile(role)),
    ...handlers,
  });
  const user = userEvent.setup();
  renderWithApp(<ProfilePage />, { path: "/profile" });
  await user.click(await screen.findByRole("tab", { name: "Settings" }));
  const section = await screen.findByRole("region", { name: TEXT.heading });
  return { fetchMock, user, section };
}

const calls = (fetchMock: ReturnType<typeof stubApi>, key: string) => fetchMock.mock.calls.filter(([url, init]) => `${init?.method ?? "GET"} ${String(url)}` === key);

describe("Profile → Settings: Calendar feed", () => {
  afterEach(() => {
    Reflect.deleteProperty(navigator, "clipboard");
  });

  it("makes a client's feed, then offers its URL, Copy URL, Subscribe (webcal) and Add to Google Calendar", async () => {
    let feed: ReturnType<typeof feedOf> | { feed: null } = { feed: null };
    const { fetchMock, user, section } = await openSettings("client", {
      "GET /api/calendar-feed": () => json(feed),
      "POST /api/calendar-feed": () => {
        feed = feedOf(FIRST_URL);
        return json(feed);
      },
    });
    expect(section).toHaveTextContent(TEXT.introClient);
    expect(section).toHaveTextContent(TEXT.privacy);
    expect(await within(section).findByText(TEXT.none)).toBeInTheDocument();

    await user.click(within(section).getByRole("button", { name: TEXT.create }));
    expect(await screen.findByText(TEXT.createdToast, inToast)).toBeInTheDocument();
    expect(calls(fetchMock, "POST /api/calendar-feed")).toHaveLength(1);
    const url = within(section).getByLabelText(TEXT.urlLabel);
    expect(url).toHaveValue(FIRST_URL);
    expect(url).toHaveAttribute("readonly");
    expect(within(section).getByRole("link", { name: TEXT.subscribe })).toHaveAttribute("href", `webcal://localhost:5000/api/calendar/${"a".repeat(48)}.ics`);
    const google = within(section).getByRole("link", { name: /^Add to Google Calendar\s*\(opens in a new tab\)$/ });
    expect(google).toHaveAttribute("href", `https://calendar.google.com/calendar/r?cid=${encodeURIComponent(`webcal://localhost:5000/api/calendar/${"a".repeat(48)}.ics`)}`);
    expect(google).toHaveAttribute("rel", "noopener noreferrer");

    const writeText = vi.fn(async () => undefined);
    Object.defineProperty(navigator, "clipboard", { value: { writeText }, configurable: true, writable: true });
    await user.click(within(section).getByRole("button", { name: TEXT.copy }));
    expect(writeText).toHaveBeenCalledWith(FIRST_URL);
    expect(await screen.findByText("Copied", inToast)).toBeInTheDocument();
  });

  it("tells an admin their feed holds every confirmed event, and replaces the URL only once confirmed", async () => {
    let feed = feedOf(FIRST_URL);
    const { fetchMock, user, section } = await openSettings("admin", {
      "GET /api/calendar-feed": () => json(feed),
      "POST /api/calendar-feed": () => {
        feed = feedOf(SECOND_URL);
        return json(feed);
      },
    });
    expect(section).toHaveTextContent(TEXT.introAdmin);
    expect(await within(section).findByLabelText(TEXT.urlLabel)).toHaveValue(FIRST_URL);

    await user.click(within(section).getByRole("button", { name: TEXT.replace }));
    let dialog = await screen.findByRole("dialog", { name: TEXT.replaceTitle });
    await user.click(within(dialog).getByRole("button", { name: "Cancel" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(calls(fetchMock, "POST /api/calendar-feed")).toHaveLength(0);

    await user.click(within(section).getByRole("button", { name: TEXT.replace }));
    dialog = await screen.findByRole("dialog", { name: TEXT.replaceTitle });
    expect(dialog).toHaveTextContent(TEXT.replaceMessage);
    await user.click(within(dialog).getByRole("button", { name: TEXT.replaceConfirm }));
    expect(await screen.findByText(TEXT.replacedToast, inToast)).toBeInTheDocument();
    expect(within(section).getByLabelText(TEXT.urlLabel)).toHaveValue(SECOND_URL);
  });

  it("revokes the feed after the confirm dialog, and says so when the server refuses", async () => {
    let revokeAnswer = () => json({ message: "Service unavailable" }, 503);
    const { fetchMock, user, section } = await openSettings("client", {
      "GET /api/calendar-feed": () => json(feedOf(FIRST_URL)),
      "DELETE /api/calendar-feed": () => revokeAnswer(),
    });
    await within(section).findByLabelText(TEXT.urlLabel);

    await user.click(within(section).getByRole("button", { name: TEXT.revoke }));
    let dialog = await screen.findByRole("dialog", { name: TEXT.revokeTitle });
    expect(dialog).toHaveTextContent(TEXT.revokeMessage);
    await user.click(within(dialog).getByRole("button", { name: TEXT.revokeConfirm }));
    expect(await screen.findByText(TEXT.failedToast, inToast)).toBeInTheDocument();
    expect(within(section).getByLabelText(TEXT.urlLabel)).toHaveValue(FIRST_URL);

    revokeAnswer = () => new Response(null, { status: 204 });
    dialog = screen.getByRole("dialog", { name: TEXT.revokeTitle });
    await user.click(within(dialog).getByRole("button", { name: TEXT.revokeConfirm }));
    expect(await screen.findByText(TEXT.revokedToast, inToast)).toBeInTheDocument();
    expect(await within(section).findByText(TEXT.none)).toBeInTheDocument();
    expect(within(section).queryByLabelText(TEXT.urlLabel)).not.toBeInTheDocument();
    expect(calls(fetchMock, "DELETE /api/calendar-feed")).toHaveLength(2);
    // The opener is gone: the focus is back on the section's heading, not lost to the page.
    await waitFor(() => expect(screen.getByRole("heading", { name: TEXT.heading })).toHaveFocus());
  });
});

describe("Proposal details: Add to calendar (.ics)", () => {
  async function openDetails(shown: QuoteView) {
    stubApi({
      "GET /api/me": () => json({ id: 2, username: "client", email: "client@example.com", role: "client" }),
      "GET /api/quotes/stats": () => json(stats),
      "GET /api/quotes?page=1&pageSize=5": () => json(pageOf([shown], 5)),
      "GET /api/menu-items": () => json([]),
      [`GET /api/quotes/${shown.id}`]: () => json(shown),
      [`PATCH /api/quotes/${shown.id}/viewed`]: () => json({ ...shown, status: "viewed" }),
    });
    const user = userEvent.setup();
    renderWithApp(<ProposalsPage />, { path: "/proposals" });
    await user.click(within(await screen.findByRole("article", { name: shown.number })).getByRole("button", { name: "View Details" }));
    return screen.getByRole("region", { name: shown.number });
  }

  it("downloads an accepted proposal's event", async () => {
    const details = await openDetails(quote({ id: 7, status: "accepted" }));
    const link = await within(details).findByRole("link", { name: "Add to calendar (.ics)" });
    expect(link).toHaveAttribute("href", "/api/quotes/7/event.ics");
    expect(link).toHaveAttribute("download");
  });

  it("is not offered before the proposal is accepted", async () => {
    const details = await openDetails(quote({ id: 8, status: "sent" }));
    expect(within(details).getByRole("link", { name: "Download PDF" })).toBeInTheDocument();
    expect(within(details).queryByRole("link", { name: "Add to calendar (.ics)" })).not.toBeInTheDocument();
  });
});
