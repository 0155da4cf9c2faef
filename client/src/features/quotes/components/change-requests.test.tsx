import { afterEach, describe, expect, it, vi } from "vitest";
import { screen, waitFor, within } from "@testing-library/react";
import { userEvent } from "@testing-library/user-event";
import { formatCents } from "@shared/rules/money";
import { priceProposal } from "@shared/rules/proposals";
import { json, renderWithApp, stubApi } from "@/test/test-utils";
import { makeQuote } from "@/test/quote-fixtures";
import { QUOTE_MENU } from "../quote-test-fixtures";
import { ProposalAccessProvider } from "../proposal-access";
import type { ChangeRequest, ChangeRequests } from "../api/change-requests";
import { ChangeRequestsSection } from "./change-requests";
import { AdminChangeRequests } from "./admin-change-requests";

const TOKEN = "AAAAB2kT9x" + "Q".repeat(44);
const HOUR = 3_600_000;
const company = {
  name: "Creative Cuisines",
  address: "123 Culinary Avenue",
  phone: "(555) 123-4567",
  email: "hello@example.com",
  website: "https://example.com",
};
const lineView = (over: Partial<ChangeRequests["basis"]["lines"][number]>) => ({
  kind: "menu",
  menuItemId: null,
  description: "x",
  quantity: 1,
  unitPrice: "0.00",
  lineTotal: "0.00",
  rateBasisPoints: null,
  perPerson: false,
  toBePriced: false,
  ...over,
});
const basis: ChangeRequests["basis"] = {
  version: 1,
  menuPackage: "custom",
  guestCount: 100,
  totalAmount: "3860.00",
  menuItemIds: [1],
  lines: [
    lineView({
      menuItemId: 1,
      description: "Classic Caesar Salad (Full Pan)",
      quantity: 4,
      unitPrice: "90.00",
      lineTotal: "360.00",
    }),
    lineView({
      kind: "staffing",
      description: "Servers",
      quantity: 2,
      unitPrice: "250.00",
      lineTotal: "500.00",
    }),
    lineView({
      description: "Buffet",
      quantity: 100,
      unitPrice: "30.00",
      lineTotal: "3000.00",
      perPerson: true,
    }),
  ],
};
const quoteIn = (hours: number) =>
  makeQuote({
    id: 9,
    status: "accepted",
    menuPackage: "custom",
    guestCount: 100,
    menuItemIds: [1],
    totalAmount: "3860.00",
    eventDate: new Date(Date.now() + hours * HOUR).toISOString(),
    notes: null,
  });

/** A request the business declined, with its reply. */
const declined: ChangeRequest = {
  id: 3,
  quoteId: 9,
  status: "declined",
  baseVersion: 1,
  guestCount: 150,
  eventDate: null,
  menuItemIds: null,
  dishes: null,
  notes: null,
  estimateLines: [],
  estimateAmount: "5360.00",
  resultingVersion: null,
  response: "Our kitchen is full that day.",
  createdAt: new Date().toISOString(),
  decidedAt: new Date().toISOString(),
};

function render(quote: ReturnType<typeof quoteIn>) {
  return renderWithApp(
    <ProposalAccessProvider value={{ kind: "link", token: TOKEN }}>
      <ChangeRequestsSection quote={quote} />
    </ProposalAccessProvider>,
  );
}

afterEach(() => vi.unstubAllGlobals());

describe("<ChangeRequestsSection>", () => {
  it("reprices as the client types, by the shared rule, and sends only what changed through the link", async () => {
    const user = userEvent.setup({ delay: null });
    let requests: ChangeRequest[] = [];
    const created: ChangeRequest = {
      id: 4,
      quoteId: 9,
      status: "pending",
      baseVersion: 1,
      guestCount: 120,
      eventDate: null,
      menuItemIds: [1, 6],
      dishes: ["Classic Caesar Salad", "Honey Cornbread"],
      notes: null,
      estimateLines: [],
      estimateAmount: "4475.99",
      resultingVersion: null,
      response: null,
      createdAt: new Date().toISOString(),
      decidedAt: null,
    };
    const fetchMock = stubApi({
      [`GET /api/proposal-links/${TOKEN}/change-requests`]: () =>
        json({ requests, basis }),
      [`POST /api/proposal-links/${TOKEN}/change-requests`]: () => {
        requests = [created];
        return json(created, 201);
      },
      "GET /api/menu-items": () => json(QUOTE_MENU),
      "GET /api/settings/company-info": () => json(company),
    });
    render(quoteIn(20 * 24));
    await user.click(
      await screen.findByRole("button", { name: "Request changes" }),
    );
    const dialog = screen.getByRole("dialog", { name: "Request changes" });
    expect(
      within(dialog).getByText(/Estimated total: \$3,860\.00/),
    ).toBeInTheDocument();

    const guests = within(dialog).getByRole("textbox", { name: "Guests" });
    await user.clear(guests);
    await user.type(guests, "120");
    // The per-person line follows the guests; the pans and staff stay: the same figure priceProposal gives.
    const lines = [
      {
        kind: "menu",
        menuItemId: 1,
        description: "Salad",
        quantity: 4,
        unitPriceCents: 9000,
        rateBasisPoints: null,
        perPerson: false,
      },
      {
        kind: "staffing",
        menuItemId: null,
        description: "Servers",
        quantity: 2,
        unitPriceCents: 25000,
        rateBasisPoints: null,
        perPerson: false,
      },
      {
        kind: "menu",
        menuItemId: null,
        description: "Buffet",
        quantity: 100,
        unitPriceCents: 3000,
        rateBasisPoints: null,
        perPerson: true,
      },
    ];
    expect(
      within(dialog).getByText(
        `Estimated total: ${formatCents(priceProposal(lines, 120).totalCents)}`,
      ),
    ).toBeInTheDocument();
    await user.click(
      await within(dialog).findByRole("checkbox", { name: "Honey Cornbread" }),
    );
    expect(
      within(dialog).getByText("Estimated total: $4,475.99"),
    ).toBeInTheDocument();
    expect(
      within(dialog).getByText(/New dishes are counted as one portion/),
    ).toBeInTheDocument();

    await user.click(
      within(dialog).getByRole("button", { name: "Send request" }),
    );
    await waitFor(() =>
      expect(
        fetchMock.mock.calls.some(
          ([url, init]) =>
            init?.method === "POST" && String(url).endsWith("/change-requests"),
        ),
      ).toBe(true),
    );
    const [, init] = fetchMock.mock.calls.find(
      ([url, call]) =>
        call?.method === "POST" && String(url).endsWith("/change-requests"),
    )!;
    expect(JSON.parse(String(init!.body))).toEqual({
      guestCount: 120,
      eventDate: null,
      menuItemIds: [1, 6],
      notes: null,
    });
    // Never through the signed-in routes.
    expect(
      fetchMock.mock.calls
        .map(([url]) => String(url))
        .filter((url) => url.startsWith("/api/quotes/")),
    ).toEqual([]);
    await waitFor(() =>
      expect(screen.queryByRole("dialog")).not.toBeInTheDocument(),
    );
    expect(
      await screen.findByRole("button", { name: "Withdraw request" }),
    ).toBeInTheDocument();
    expect(
      screen.getByText("Your request is waiting for our reply."),
    ).toBeInTheDocument();
  });

  it("after the final guest count deadline, shows the guest count and dishes locked and says why", async () => {
    const user = userEvent.setup({ delay: null });
    const fetchMock = stubApi({
      [`GET /api/proposal-links/${TOKEN}/change-requests`]: () =>
        json({ requests: [], basis }),
      "GET /api/menu-items": () => json(QUOTE_MENU),
      "GET /api/settings/company-info": () => json(company),
    });
    render(quoteIn(48));
    await user.click(
      await screen.findByRole("button", { name: "Request changes" }),
    );
    const dialog = screen.getByRole("dialog", { name: "Request changes" });
    const guests = within(dialog).getByRole("textbox", { name: "Guests" });
    expect(guests).toBeDisabled();
    expect(guests).toHaveAccessibleDescription(
      /^The final guest count was due by .* \(72 hours before the event\), so the guest count and dishes are now locked\./,
    );
    expect(
      within(dialog).getByText("The dishes are locked."),
    ).toBeInTheDocument();
    expect(within(dialog).queryByRole("checkbox")).not.toBeInTheDocument();
    // Nothing changed: said, and nothing sent.
    await user.click(
      within(dialog).getByRole("button", { name: "Send request" }),
    );
    expect(
      await within(dialog).findByText(/Please change at least one thing/),
    ).toBeInTheDocument();
    expect(
      fetchMock.mock.calls.some(([, init]) => init?.method === "POST"),
    ).toBe(false);
  });

  it("lists a declined request with the business's reply", async () => {
    stubApi({
      [`GET /api/proposal-links/${TOKEN}/change-requests`]: () =>
        json({ requests: [declined], basis }),
      "GET /api/settings/company-info": () => json(company),
    });
    render(quoteIn(20 * 24));
    expect(
      await screen.findByText("Our reply: Our kitchen is full that day."),
    ).toBeInTheDocument();
    expect(screen.getByText(/^Declined · asked/)).toBeInTheDocument();
    expect(
      screen.getByRole("button", { name: "Request changes" }),
    ).toBeInTheDocument();
  });
});

describe("<AdminChangeRequests>", () => {
  it("shows the business the requests it has answered, as the client reads them, under the one waiting", async () => {
    stubApi({
      "GET /api/quotes/9/change-requests": () =>
        json({ requests: [declined], basis }),
      "GET /api/settings/company-info": () => json(company),
    });
    renderWithApp(
      <AdminChangeRequests quote={quoteIn(20 * 24)} onUpdated={() => {}} />,
    );
    expect(
      await screen.findByText("No change request is waiting."),
    ).toBeInTheDocument();
    expect(
      screen.getByText("Your reply: Our kitchen is full that day."),
    ).toBeInTheDocument();
    expect(screen.getByText(/^Declined · asked/)).toBeInTheDocument();
    expect(screen.getByText("Guests").nextSibling).toHaveTextContent("150");
  });
});
