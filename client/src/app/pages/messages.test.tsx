import { afterEach, describe, expect, it, vi } from "vitest";
import { act, screen, waitFor, within } from "@testing-library/react";
import { userEvent } from "@testing-library/user-event";
import { MESSAGE_MESSAGES, type MessageThreadView, type MessageView } from "@shared/validators/messages";
import { DEFAULT_COMPANY_INFO } from "@shared/settings/company-info";
import { json, renderWithApp, stubApi } from "@/test/test-utils";
import MessagesPage from "@/app/pages/messages";

const client = { id: 2, username: "casey", email: "casey@example.com", role: "client" };
const admin = { id: 1, username: "admin", email: "admin@example.com", role: "admin" };

const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();

function thread(overrides: Partial<MessageThreadView> & { quoteId: number }): MessageThreadView {
  return {
    quoteNumber: `CC-2024-${String(overrides.quoteId).padStart(3, "0")}`,
    eventType: "corporate",
    eventDate: "2026-12-01T17:00:00.000Z",
    status: "sent",
    clientName: "casey",
    messageCount: 0,
    unreadCount: 0,
    lastMessage: null,
    ...overrides,
  };
}

function message(overrides: Partial<MessageView> & { id: number }): MessageView {
  return { quoteId: 7, senderId: 2, senderName: "casey", fromBusiness: false, content: "Hello", createdAt: minutesAgo(10), ...overrides };
}

const wedding = thread({
  quoteId: 7,
  eventType: "wedding",
  messageCount: 2,
  lastMessage: { content: "We can do that menu.", createdAt: minutesAgo(5), fromBusiness: true },
});
const corporate = thread({ quoteId: 3 });
const threadsPage = (items: MessageThreadView[]) => json({ items, page: 1, pageSize: 20, total: items.length });

const conversation = [
  message({ id: 1, content: "Can we add a vegan option?", createdAt: minutesAgo(120) }),
  message({ id: 2, senderId: 1, senderName: "admin", fromBusiness: true, content: "We can do that menu.", createdAt: minutesAgo(5) }),
];

function api(overrides: Record<string, (init: RequestInit | undefined) => Response | Promise<Response>> = {}) {
  return stubApi({
    "GET /api/me": () => json(client),
    "GET /api/messages/threads?page=1&pageSize=20": () => threadsPage([wedding, corporate]),
    "GET /api/quotes/7/messages": () => json(conversation),
    "GET /api/quotes/3/messages": () => json([]),
    "GET /api/settings/company-info": () => json(DEFAULT_COMPANY_INFO),
    ...overrides,
  });
}

function stubPointer(coarse: boolean) {
  vi.stubGlobal(
    "matchMedia",
    vi.fn((query: string) => ({
      matches: coarse && query === "(pointer: coarse)",
      media: query,
      addEventListener: vi.fn(),
      removeEventListener: vi.fn(),
    })),
  );
}

const log = () => screen.getByRole("log");
const findLog = () => screen.findByRole("log");

afterEach(() => {
  vi.useRealTimers();
});

describe("/messages", () => {
  it("lists one thread per quote and says No quote selected until one is chosen", async () => {
    api();
    renderWithApp(<MessagesPage />, { path: "/messages" });

    const list = await screen.findByRole("list", { name: "Conversations" });
    const links = within(list).getAllByRole("link");
    expect(links.map((link) => link.getAttribute("href"))).toEqual(["/messages?quote=7", "/messages?quote=3"]);
    expect(links[0]).toHaveTextContent("CC-2024-007");
    expect(links[0]).toHaveTextContent("Wedding · December 1, 2026");
    expect(links[0]).toHaveTextContent("Creative Cuisines: We can do that menu.");
    expect(links[0]).toHaveTextContent("5 minutes ago");
    expect(links[1]).toHaveTextContent("No messages yet");
    expect(screen.getByRole("heading", { name: MESSAGE_MESSAGES.noQuote })).toBeInTheDocument();
    expect(screen.queryByRole("textbox", { name: "Your message" })).not.toBeInTheDocument();
  });

  it("opens a thread from the list, and Back to threads returns to the list", async () => {
    api();
    const user = userEvent.setup({ delay: null });
    const { memory } = renderWithApp(<MessagesPage />, { path: "/messages" });

    await user.click(await screen.findByRole("link", { name: /CC-2024-007/ }));
    expect(memory.history?.at(-1)).toBe("/messages?quote=7");
    expect(await within(await findLog()).findByText("Can we add a vegan option?")).toBeInTheDocument();
    expect(screen.getByRole("heading", { level: 2, name: "CC-2024-007" })).toHaveFocus();
    expect(screen.getByRole("link", { name: /CC-2024-007/ })).toHaveAttribute("aria-current", "page");

    await user.click(screen.getByRole("button", { name: "Back to threads" }));
    expect(memory.history?.at(-1)).toBe("/messages");
    expect(await screen.findByRole("heading", { name: MESSAGE_MESSAGES.noQuote })).toBeInTheDocument();
    expect(screen.getByRole("heading", { name: "Conversations" })).toHaveFocus();
  });

  it("opens the thread named by ?quote=, oldest message first, with who wrote it and how long ago", async () => {
    api();
    renderWithApp(<MessagesPage />, { path: "/messages?quote=7" });

    expect(await screen.findByRole("heading", { level: 2, name: "CC-2024-007" })).toBeInTheDocument();
    const items = await within(await findLog()).findAllByRole("listitem");
    expect(items).toHaveLength(2);
    expect(items[0]).toHaveTextContent("You");
    expect(items[0]).toHaveTextContent("Can we add a vegan option?");
    expect(items[0]).toHaveTextContent("2 hours ago");
    expect(items[1]).toHaveTextContent("Creative Cuisines");
    expect(items[1]).toHaveTextContent("We can do that menu.");
    expect(items[1]).toHaveTextContent("5 minutes ago");
    // The header says what the quote is about once the thread list is in.
    const heading = screen.getByRole("heading", { level: 2, name: "CC-2024-007" });
    await waitFor(() => expect(heading.nextElementSibling).toHaveTextContent("Wedding · December 1, 2026"));
  });

  it("says so when the quote in the URL is not one of the viewer's", async () => {
    api({ "GET /api/quotes/99/messages": () => json({ message: "Quote not found" }, 404) });
    renderWithApp(<MessagesPage />, { path: "/messages?quote=99" });
    expect(await screen.findByText("We couldn't find this conversation. It may belong to another account.")).toBeInTheDocument();
    expect(screen.queryByRole("textbox", { name: "Your message" })).not.toBeInTheDocument();
  });

  it("refuses empty or whitespace-only text without calling the server", async () => {
    const fetchMock = api();
    const user = userEvent.setup({ delay: null });
    renderWithApp(<MessagesPage />, { path: "/messages?quote=7" });

    const box = await screen.findByRole("textbox", { name: "Your message" });
    await user.click(screen.getByRole("button", { name: "Send" }));
    expect(await screen.findByText(MESSAGE_MESSAGES.empty, { selector: "p" })).toBeInTheDocument();

    await user.type(box, "    ");
    await user.click(screen.getByRole("button", { name: "Send" }));
    expect(screen.getByText(MESSAGE_MESSAGES.empty, { selector: "p" })).toBeInTheDocument();
    expect(box).toHaveAttribute("aria-invalid", "true");
    expect(fetchMock.mock.calls.some(([url, init]) => url === "/api/messages" && init?.method === "POST")).toBe(false);
  });

  it("sends the trimmed text for the open quote (never a sender), shows it and says Message sent", async () => {
    let posted: unknown;
    const sent = message({ id: 3, content: "Does 4pm work?", createdAt: new Date().toISOString() });
    let answered = false;
    api({
      "POST /api/messages": (init) => {
        posted = JSON.parse(String(init?.body));
        answered = true;
        return json(sent, 201);
      },
      "GET /api/quotes/7/messages": () => json(answered ? [...conversation, sent] : conversation),
    });
    const user = userEvent.setup({ delay: null });
    renderWithApp(<MessagesPage />, { path: "/messages?quote=7" });

    const box = await screen.findByRole("textbox", { name: "Your message" });
    await user.type(box, "  Does 4pm work?  ");
    await user.click(screen.getByRole("button", { name: "Send" }));

    expect(await within(log()).findByText("Does 4pm work?")).toBeInTheDocument();
    expect(posted).toEqual({ quoteId: 7, content: "Does 4pm work?" });
    expect(await screen.findByText("Message sent")).toBeInTheDocument();
    expect(box).toHaveValue("");
    expect(within(log()).getAllByText("Does 4pm work?")).toHaveLength(1);
  });

  it("sends with Enter and keeps the text when the server refuses it", async () => {
    api({ "POST /api/messages": () => json({ message: "Quote not found" }, 404) });
    const user = userEvent.setup({ delay: null });
    renderWithApp(<MessagesPage />, { path: "/messages?quote=7" });

    const box = await screen.findByRole("textbox", { name: "Your message" });
    await user.type(box, "Hello there{Enter}");
    expect(await screen.findByText("Quote not found")).toBeInTheDocument();
    expect(box).toHaveValue("Hello there");
  });

  it("shows the other side's new message after the next 5-second poll, without a reload", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const reply = message({ id: 9, senderId: 1, senderName: "admin", fromBusiness: true, content: "Yes, 4pm is fine.", createdAt: new Date().toISOString() });
    let replied = false;
    const fetchMock = api({ "GET /api/quotes/7/messages": () => json(replied ? [...conversation, reply] : conversation) });
    renderWithApp(<MessagesPage />, { path: "/messages?quote=7" });

    await within(await findLog()).findByText("We can do that menu.");
    replied = true;
    expect(within(log()).queryByText("Yes, 4pm is fine.")).not.toBeInTheDocument();

    await act(() => vi.advanceTimersByTimeAsync(5000));
    expect(await within(log()).findByText("Yes, 4pm is fine.")).toBeInTheDocument();
    expect(within(log()).getAllByRole("listitem")).toHaveLength(3);
    expect(fetchMock.mock.calls.filter(([url]) => url === "/api/messages/threads?page=1&pageSize=20").length).toBeGreaterThanOrEqual(2);
  });

  it("is a tel: link to the business phone on a phone", async () => {
    stubPointer(true);
    api();
    renderWithApp(<MessagesPage />, { path: "/messages?quote=7" });
    expect(await screen.findByRole("link", { name: "Call us" })).toHaveAttribute("href", "tel:5551234567");
  });

  it("says Phone calls not supported on a device that cannot place calls", async () => {
    stubPointer(false);
    api();
    const user = userEvent.setup({ delay: null });
    renderWithApp(<MessagesPage />, { path: "/messages?quote=7" });

    const button = await screen.findByRole("button", { name: "Call us" });
    await waitFor(() => expect(button).toBeEnabled());
    await user.click(button);
    expect(await screen.findByText("Phone calls not supported")).toBeInTheDocument();
    expect(screen.getByText("Please call us from your phone on (555) 123-4567.")).toBeInTheDocument();
    expect(screen.queryByRole("link", { name: "Call us" })).not.toBeInTheDocument();
  });

  it("says Phone number not available when the business phone is not set", async () => {
    stubPointer(true);
    api({ "GET /api/settings/company-info": () => json({ ...DEFAULT_COMPANY_INFO, phone: "" }) });
    const user = userEvent.setup({ delay: null });
    renderWithApp(<MessagesPage />, { path: "/messages?quote=7" });

    const button = await screen.findByRole("button", { name: "Call us" });
    await waitFor(() => expect(button).toBeEnabled());
    await user.click(button);
    expect(await screen.findByText("Phone number not available")).toBeInTheDocument();
  });

  it("shows an admin every quote's thread with its client, and no call button", async () => {
    api({
      "GET /api/me": () => json(admin),
      "GET /api/messages/threads?page=1&pageSize=20": () =>
        threadsPage([wedding, thread({ quoteId: 12, clientName: "Pat Visitor", lastMessage: { content: "Is parking available?", createdAt: minutesAgo(30), fromBusiness: false } })]),
    });
    renderWithApp(<MessagesPage />, { path: "/messages?quote=7" });

    const list = await screen.findByRole("list", { name: "Conversations" });
    expect(within(list).getByRole("link", { name: /CC-2024-012/ })).toHaveTextContent("Pat Visitor: Is parking available?");
    const items = await within(await findLog()).findAllByRole("listitem");
    expect(items[0]).toHaveTextContent("casey");
    expect(items[1]).toHaveTextContent("You");
    expect(screen.queryByRole("button", { name: "Call us" })).not.toBeInTheDocument();
    expect(screen.queryByRole("link", { name: "Call us" })).not.toBeInTheDocument();
  });
});
