import { describe, expect, it } from "vitest";
import { DEFAULT_BUSINESS_SETTINGS } from "../settings/business-settings";
import { businessDates, DEFAULT_BUSINESS_TIME_ZONE } from "./dates";
import { priceProposal, type ProposalLine } from "./proposals";
import {
  CHANGE_REQUEST_MESSAGES,
  changeDishesProblem,
  changeRequestRefusal,
  changeRequestSchema,
  effectiveChange,
  guestsAndDishesLock,
  isEmptyChange,
  isToBePricedLine,
  repriceChange,
  TO_BE_PRICED_SUFFIX,
  type MenuDish,
} from "./change-requests";

const dates = businessDates(DEFAULT_BUSINESS_TIME_ZONE);
const HOUR = 3_600_000;
const line = (over: Partial<ProposalLine>): ProposalLine => ({
  kind: "menu",
  menuItemId: null,
  description: "x",
  quantity: 1,
  unitPriceCents: 0,
  rateBasisPoints: null,
  perPerson: false,
  ...over,
});
const menu = new Map<number, MenuDish>([
  [1, { id: 1, name: "Buffet", price: "$30 per person" }],
  [2, { id: 2, name: "Jollof Rice", price: "Half Pan $60 / Full Pan $90" }],
  [3, { id: 3, name: "Lobster Tails", price: "Market Value" }],
  [4, { id: 4, name: "Cornbread", price: "$15.99" }],
]);
const lines = [
  line({
    menuItemId: 1,
    description: "Buffet",
    unitPriceCents: 3000,
    perPerson: true,
    quantity: 100,
  }),
  line({
    menuItemId: 2,
    description: "Jollof Rice (Full Pan)",
    unitPriceCents: 9000,
    quantity: 4,
  }),
  line({
    kind: "staffing",
    description: "Servers",
    unitPriceCents: 25000,
    quantity: 2,
  }),
  line({
    kind: "service-charge",
    description: "Service charge",
    rateBasisPoints: 1800,
  }),
  line({ kind: "tax", description: "Tax", rateBasisPoints: 887 }),
];
const basis = {
  menuPackage: "custom",
  guestCount: 100,
  totalCents: priceProposal(lines, 100).totalCents,
  menuItemIds: [1, 2],
  lines,
};

describe("repriceChange", () => {
  it("prices a new guest count by the shared rule: per-person lines follow it, the percentages are worked out again", () => {
    const result = repriceChange(
      basis,
      { guestCount: 120, menuItemIds: null },
      menu,
    );
    expect(result.ok && result.estimate.totalCents).toBe(
      priceProposal(lines, 120).totalCents,
    );
    expect(result.ok && result.estimate.lines[0].quantity).toBe(120);
    expect(result.ok && result.estimate.lines[1].quantity).toBe(4);
  });

  it("drops a removed dish's lines and adds a new dish from the menu's price (first option), a market-value one to be priced", () => {
    const result = repriceChange(
      basis,
      { guestCount: null, menuItemIds: [1, 4, 2, 3].filter((id) => id !== 2) },
      menu,
    );
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    const expected = [
      lines[0],
      line({
        menuItemId: 4,
        description: "Cornbread",
        unitPriceCents: 1599,
        quantity: 1,
      }),
      line({
        menuItemId: 3,
        description: `Lobster Tails${TO_BE_PRICED_SUFFIX}`,
        unitPriceCents: 0,
        quantity: 1,
      }),
      lines[2],
      lines[3],
      lines[4],
    ];
    expect(result.estimate.lines.map((l) => l.description)).toEqual(
      expected.map((l) => l.description),
    );
    expect(result.estimate.totalCents).toBe(
      priceProposal(expected, 100).totalCents,
    );
    expect(result.estimate.toBePriced).toEqual(["Lobster Tails"]);
    expect(isToBePricedLine(result.estimate.lines[2])).toBe(true);
    expect(isToBePricedLine(result.estimate.lines[1])).toBe(false);

    const pan = repriceChange(
      basis,
      { guestCount: 80, menuItemIds: [2] },
      new Map([
        [5, { id: 5, name: "Wings", price: "Half Pan $60 / Full Pan $90" }],
      ]),
    );
    expect(pan.ok && pan.estimate.lines.map((l) => l.description)).toEqual([
      "Jollof Rice (Full Pan)",
      "Servers",
      "Service charge",
      "Tax",
    ]);
    const added = repriceChange(
      basis,
      { guestCount: null, menuItemIds: [1, 2, 5] },
      new Map([
        [5, { id: 5, name: "Wings", price: "Half Pan $60 / Full Pan $90" }],
      ]),
    );
    expect(added.ok && added.estimate.lines[2]).toMatchObject({
      description: "Wings (Half Pan)",
      unitPriceCents: 6000,
      quantity: 1,
      lineTotalCents: 6000,
    });
  });

  it("refuses a dish no longer on the menu", () => {
    expect(
      repriceChange(basis, { guestCount: null, menuItemIds: [1, 2, 99] }, menu),
    ).toEqual({ ok: false, message: CHANGE_REQUEST_MESSAGES.dishGone });
  });

  it("prices a proposal without lines by its package, and a custom one's sum per guest", () => {
    const pkg = {
      menuPackage: "full-service",
      guestCount: 100,
      totalCents: 400_000,
      menuItemIds: [],
      lines: [],
    };
    expect(
      repriceChange(pkg, { guestCount: 150, menuItemIds: null }, menu),
    ).toEqual({
      ok: true,
      estimate: { lines: [], totalCents: 600_000, toBePriced: [] },
    });
    const custom = { ...pkg, menuPackage: "custom", totalCents: 300_000 };
    expect(
      repriceChange(custom, { guestCount: 120, menuItemIds: null }, menu),
    ).toMatchObject({ ok: true, estimate: { totalCents: 360_000 } });
    expect(
      repriceChange(
        { ...custom, totalCents: 0 },
        { guestCount: 120, menuItemIds: null },
        menu,
      ),
    ).toMatchObject({ ok: true, estimate: { totalCents: 0 } });
  });
});

describe("the 72-hour lock", () => {
  const event = new Date("2026-12-12T23:00:00Z"); // 6 PM in New York
  const change = { guestCount: 120, eventDate: null, menuItemIds: null };

  it("locks the guest count and dishes from the final guest count deadline on, saying when it was", () => {
    const deadline = new Date(event.getTime() - 72 * HOUR);
    expect(
      changeRequestRefusal(
        { status: "accepted", eventDate: event },
        change,
        new Date(deadline.getTime() - 1),
        dates,
      ),
    ).toBeNull();
    const refusal = changeRequestRefusal(
      { status: "accepted", eventDate: event },
      change,
      deadline,
      dates,
    );
    expect(refusal).toBe(
      "The final guest count was due by December 9, 2026 at 6:00 PM (72 hours before the event), so the guest count and dishes are now locked. You can still ask to change the date or notes, or message us.",
    );
    expect(
      changeRequestRefusal(
        { status: "accepted", eventDate: event },
        { guestCount: null, eventDate: null, menuItemIds: [1] },
        deadline,
        dates,
      ),
    ).toBe(refusal);
    expect(guestsAndDishesLock(event, deadline, dates)).toBe(refusal);
    // The date and notes stay open.
    expect(
      changeRequestRefusal(
        { status: "accepted", eventDate: event },
        {
          guestCount: null,
          eventDate: new Date(event.getTime() + 7 * 24 * HOUR),
          menuItemIds: null,
        },
        deadline,
        dates,
      ),
    ).toBeNull();
  });

  it("locks a guest change that moves the event inside its own deadline", () => {
    const now = new Date(event.getTime() - 10 * 24 * HOUR);
    expect(
      changeRequestRefusal(
        { status: "sent", eventDate: event },
        { ...change, eventDate: new Date(now.getTime() + 48 * HOUR) },
        now,
        dates,
      ),
    ).toMatch(/^The final guest count was due by/);
  });

  it("takes no request on a draft, declined or cancelled proposal, nor for a past event", () => {
    const now = new Date(event.getTime() - 30 * 24 * HOUR);
    expect(
      changeRequestRefusal(
        { status: "draft", eventDate: event },
        change,
        now,
        dates,
      ),
    ).toBe(CHANGE_REQUEST_MESSAGES.draft);
    expect(
      changeRequestRefusal(
        { status: "rejected", eventDate: event },
        change,
        now,
        dates,
      ),
    ).toBe(CHANGE_REQUEST_MESSAGES.rejected);
    expect(
      changeRequestRefusal(
        { status: "cancelled", eventDate: event },
        change,
        now,
        dates,
      ),
    ).toBe(CHANGE_REQUEST_MESSAGES.cancelled);
    expect(
      changeRequestRefusal(
        { status: "sent", eventDate: event },
        { ...change, guestCount: null },
        new Date(event.getTime() + HOUR),
        dates,
      ),
    ).toBe(CHANGE_REQUEST_MESSAGES.past);
    expect(
      changeRequestRefusal(
        { status: "viewed", eventDate: event },
        change,
        now,
        dates,
      ),
    ).toBeNull();
  });
});

describe("the request", () => {
  const schema = changeRequestSchema(DEFAULT_BUSINESS_SETTINGS);
  const min = DEFAULT_BUSINESS_SETTINGS.booking.minGuests;

  it("needs at least one change, with the guest and date rules of a new request", () => {
    expect(schema.safeParse({}).error?.issues[0].message).toBe(
      CHANGE_REQUEST_MESSAGES.nothing,
    );
    expect(schema.safeParse({ guestCount: min - 1 }).success).toBe(false);
    expect(
      schema.safeParse({ eventDate: new Date(Date.now() - HOUR).toISOString() })
        .success,
    ).toBe(false);
    expect(
      schema.safeParse({ menuItemIds: [1, 1] }).error?.issues[0].message,
    ).toBe(CHANGE_REQUEST_MESSAGES.dishesDistinct);
    expect(schema.safeParse({ total: "1.00", guestCount: min }).success).toBe(
      false,
    );
    expect(schema.parse({ guestCount: min, notes: "  " })).toEqual({
      guestCount: min,
      eventDate: null,
      menuItemIds: null,
      notes: null,
    });
  });

  it("keeps only what differs from the proposal", () => {
    const quote = {
      guestCount: 100,
      eventDate: new Date("2026-12-12T23:00:00Z"),
      menuItemIds: [1, 2],
      notes: "Vegan table",
    };
    const same = effectiveChange(quote, {
      guestCount: 100,
      eventDate: "2026-12-12T23:00:00.000Z",
      menuItemIds: [2, 1],
      notes: "Vegan table",
    });
    expect(isEmptyChange(same)).toBe(true);
    expect(
      effectiveChange(quote, {
        guestCount: 120,
        eventDate: null,
        menuItemIds: [1],
        notes: null,
      }),
    ).toEqual({
      guestCount: 120,
      eventDate: null,
      menuItemIds: [1],
      notes: null,
    });
  });

  it("asks exactly 5 dishes of a package, up to 20 of a custom proposal", () => {
    expect(changeDishesProblem("full-service", [1, 2, 3, 4])).toBe(
      CHANGE_REQUEST_MESSAGES.dishesPackage,
    );
    expect(changeDishesProblem("brunch", [1, 2, 3, 4, 5])).toBeNull();
    expect(changeDishesProblem("custom", [])).toBeNull();
    expect(
      changeDishesProblem(
        "custom",
        Array.from({ length: 21 }, (_, i) => i + 1),
      ),
    ).toBe(CHANGE_REQUEST_MESSAGES.dishesMax);
  });
});
