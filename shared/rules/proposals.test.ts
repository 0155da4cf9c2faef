import { describe, expect, it } from "vitest";
import { menuProposalLine, priceProposal, proposalPriceProblem, type ProposalLine } from "./proposals";

const line = (over: Partial<ProposalLine>): ProposalLine => ({ kind: "menu", menuItemId: null, description: "x", quantity: 1, unitPriceCents: 0, rateBasisPoints: null, perPerson: false, ...over });

describe("priceProposal", () => {
  it("prices per-person dishes by the guest count, then service charge, discount and tax in that order", () => {
    const price = priceProposal(
      [
        line({ description: "Buffet", unitPriceCents: 3000, perPerson: true, quantity: 1 }),
        line({ description: "Jollof Rice (Full Pan)", unitPriceCents: 9000, quantity: 2 }),
        line({ kind: "staffing", description: "Servers", unitPriceCents: 25000, quantity: 2 }),
        line({ kind: "service-charge", description: "Service charge", rateBasisPoints: 1800 }),
        line({ kind: "discount", description: "Loyal client", rateBasisPoints: 1000 }),
        line({ kind: "discount", description: "Tasting credit", unitPriceCents: 5000, quantity: 1 }),
        line({ kind: "tax", description: "Sales tax", rateBasisPoints: 887 }),
      ],
      100,
    );
    // 100 × $30 + 2 × $90 + 2 × $250 = $3,680 subtotal.
    expect(price.subtotalCents).toBe(368_000);
    expect(price.lines[0].quantity).toBe(100);
    expect(price.serviceChargeCents).toBe(66_240); // 18%
    expect(price.discountCents).toBe(36_800 + 5_000); // 10% of the subtotal, and $50
    expect(price.lines[4].lineTotalCents).toBe(-36_800);
    // Tax on 3680 + 662.40 − 418 = 3924.40 → 8.87% = 348.09 (rounded half up).
    expect(price.taxCents).toBe(34_809);
    expect(price.totalCents).toBe(368_000 + 66_240 - 41_800 + 34_809);
    expect(price.lines.reduce((s, l) => s + l.lineTotalCents, 0)).toBe(price.totalCents);
    expect(price.perPersonCents).toBe(Math.round(price.totalCents / 100));
  });

  it("follows a new guest count on per-person lines only", () => {
    const lines = [line({ unitPriceCents: 3000, perPerson: true }), line({ kind: "rental", unitPriceCents: 10000, quantity: 3 })];
    expect(priceProposal(lines, 50).totalCents).toBe(150_000 + 30_000);
    expect(priceProposal(lines, 80).totalCents).toBe(240_000 + 30_000);
  });

  it("refuses a total of zero or less, and one too large", () => {
    const price = priceProposal([line({ unitPriceCents: 1000 }), line({ kind: "discount", unitPriceCents: 1000 })], 10);
    expect(proposalPriceProblem(price)).toMatch(/\$0\.00 or less/);
    expect(proposalPriceProblem({ totalCents: 3_000_000_000 })).toMatch(/too large/);
    expect(proposalPriceProblem({ totalCents: 1 })).toBeNull();
  });
});

describe("menuProposalLine", () => {
  it("prices a pan by its option and a per-person dish per guest; market value is priced by hand", () => {
    expect(menuProposalLine({ id: 1, name: "Jollof Rice", price: "Half Pan $60 / Full Pan $90" }, "Full Pan", 2)).toMatchObject({ description: "Jollof Rice (Full Pan)", unitPriceCents: 9000, quantity: 2, perPerson: false });
    expect(menuProposalLine({ id: 2, name: "Brunch Buffet", price: "$30 per person" }, null, 1)).toMatchObject({ unitPriceCents: 3000, perPerson: true });
    expect(menuProposalLine({ id: 3, name: "Lobster", price: "Market Value" }, null, 1)).toBeNull();
    expect(menuProposalLine({ id: 1, name: "Jollof Rice", price: "Half Pan $60 / Full Pan $90" }, null, 1)).toBeNull();
  });
});
