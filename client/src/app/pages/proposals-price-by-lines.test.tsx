import { describe, expect, it } from "vitest";
import { screen, waitFor } from "@testing-library/react";
import { userEvent } from "@testing-library/user-event";
import { formatCents } from "@shared/rules/money";
import { priceProposal } from "@shared/rules/proposals";
import { json, renderWithApp, stubApi } from "@/test/test-utils";
import { makeQuote } from "@/test/quote-fixtures";
import { menuRow } from "@/features/menu-admin/test-fixtures";
import { PriceByLinesForm } from "@/features/quotes/components/price-by-lines-dialog";

/**
 * Price by lines: the line editor opens with the request's dishes priced from the menu, and the totals it shows are
 * the shared rule's (priceProposal), the same the server prices with; what it sends is what the admin built.
 */
const menu = [
  menuRow({ id: 3, name: "Jollof Rice", price: "Half Pan $60 / Full Pan $90" }),
  menuRow({ id: 4, name: "Brunch Buffet", price: "$30 per person" }),
];

describe("Price by lines (the proposal line editor)", () => {
  it("prices the requested dishes from the menu, adds a service charge, a percent discount and tax, and shows priceProposal's totals", async () => {
    const sent: unknown[] = [];
    const request = makeQuote({ id: 7, guestCount: 80, menuItemIds: [3, 4], version: 1, notes: null });
    stubApi({
      "PUT /api/admin/quotes/7/lines": (init) => {
        sent.push(JSON.parse(String(init?.body)));
        return json({ ...request, version: 2, totalAmount: "3354.19" });
      },
    });
    const done: number[] = [];
    const user = userEvent.setup();
    renderWithApp(<PriceByLinesForm quote={request} menu={menu} onDone={(q) => done.push(q.version)} onCancel={() => {}} />);

    // The dishes asked for, priced from the menu: the pans by their first size, the buffet per person for the guests.
    expect(screen.getByLabelText("Line 1 pan size")).toHaveValue("Half Pan");
    expect(screen.getByLabelText("Line 1 description")).toHaveValue("Jollof Rice (Half Pan)");
    expect(screen.getByText("$30.00 per person × 80 guests")).toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText("Line 1 pan size"), "Full Pan");
    await user.clear(screen.getByLabelText("Quantity"));
    await user.type(screen.getByLabelText("Quantity"), "2");

    await user.click(screen.getByRole("button", { name: "Add Line" }));
    await user.selectOptions(screen.getByLabelText("Line 3 kind"), "service-charge");
    await user.type(screen.getByLabelText("Line 3 rate (%)"), "18");
    await user.click(screen.getByRole("button", { name: "Add Line" }));
    await user.selectOptions(screen.getByLabelText("Line 4 kind"), "discount");
    await user.selectOptions(screen.getByLabelText("Line 4 discount as"), "percent");
    await user.type(screen.getByLabelText("Line 4 rate (%)"), "10");
    await user.click(screen.getByRole("button", { name: "Add Line" }));
    await user.selectOptions(screen.getByLabelText("Line 5 kind"), "tax");
    await user.type(screen.getByLabelText("Line 5 rate (%)"), "8.88");

    const expected = priceProposal(
      [
        { kind: "menu", menuItemId: 3, description: "Jollof Rice (Full Pan)", quantity: 2, unitPriceCents: 9000, rateBasisPoints: null, perPerson: false },
        { kind: "menu", menuItemId: 4, description: "Brunch Buffet", quantity: 1, unitPriceCents: 3000, rateBasisPoints: null, perPerson: true },
        { kind: "service-charge", menuItemId: null, description: "Service charge", quantity: 1, unitPriceCents: 0, rateBasisPoints: 1800, perPerson: false },
        { kind: "discount", menuItemId: null, description: "Discount", quantity: 1, unitPriceCents: 0, rateBasisPoints: 1000, perPerson: false },
        { kind: "tax", menuItemId: null, description: "Sales tax", quantity: 1, unitPriceCents: 0, rateBasisPoints: 888, perPerson: false },
      ],
      80,
    );
    // 2 × $90 + 80 × $30 = $2,580; +18% $464.40; −10% $258.00; 8.88% of $2,786.40 = $247.43.
    expect(expected.totalCents).toBe(258_000 + 46_440 - 25_800 + 24_743);
    expect(screen.getByText(`Subtotal: ${formatCents(expected.subtotalCents)}`)).toBeInTheDocument();
    expect(screen.getByText("Service charge: $464.40")).toBeInTheDocument();
    expect(screen.getByText("Discount: -$258.00")).toBeInTheDocument();
    expect(screen.getByText("Tax: $247.43")).toBeInTheDocument();
    expect(screen.getByText(`Total: ${formatCents(expected.totalCents)}`)).toBeInTheDocument();
    expect(screen.getByText(`Per person (80 guests): ${formatCents(expected.perPersonCents!)}`)).toBeInTheDocument();
    expect(screen.getByText("Line 3 amount: $464.40")).toBeInTheDocument();

    await user.click(screen.getByRole("button", { name: "Send version 2" }));
    await waitFor(() => expect(done).toEqual([2]));
    expect(sent).toEqual([
      {
        notes: null,
        lines: [
          { kind: "menu", menuItemId: 3, option: "Full Pan", description: "Jollof Rice (Full Pan)", quantity: 2, unitPrice: "90.00", rate: null, perPerson: false },
          { kind: "menu", menuItemId: 4, option: null, description: "Brunch Buffet", quantity: 1, unitPrice: "30.00", rate: null, perPerson: true },
          { kind: "service-charge", menuItemId: null, option: null, description: "Service charge", quantity: 1, unitPrice: null, rate: "18", perPerson: false },
          { kind: "discount", menuItemId: null, option: null, description: "Discount", quantity: 1, unitPrice: null, rate: "10", perPerson: false },
          { kind: "tax", menuItemId: null, option: null, description: "Sales tax", quantity: 1, unitPrice: null, rate: "8.88", perPerson: false },
        ],
      },
    ]);
  });

  it("checks a percentage with the shared rule before sending", async () => {
    const fetchMock = stubApi({});
    const user = userEvent.setup();
    renderWithApp(<PriceByLinesForm quote={makeQuote({ id: 8, guestCount: 60, menuItemIds: [4], version: 3 })} menu={menu} onDone={() => {}} onCancel={() => {}} />);
    await user.click(screen.getByRole("button", { name: "Add Line" }));
    await user.selectOptions(screen.getByLabelText("Line 2 kind"), "tax");
    await user.type(screen.getByLabelText("Line 2 rate (%)"), "120");
    await user.click(screen.getByRole("button", { name: "Send version 4" }));
    expect(await screen.findAllByText("Rate: a percentage above 0 and at most 100, such as 18 or 8.88")).not.toHaveLength(0);
    expect(fetchMock.mock.calls.filter(([, init]) => init?.method === "PUT")).toHaveLength(0);
  });
});
