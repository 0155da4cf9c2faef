import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { cancellationRefund, cancellationRefusal, noticeDays, type CancellationInput } from "./cancellation";

const zone = "America/New_York";
// Nov 1, 2026, 10:00 in New York; the event at 6 PM there.
const now = new Date("2026-11-01T14:00:00Z");
const eventInDays = (n: number) => new Date(Date.parse("2026-11-01T23:00:00Z") + n * 86_400_000);
const base = (over: Partial<CancellationInput> = {}): CancellationInput => ({
  eventDate: eventInDays(31),
  now,
  timeZone: zone,
  depositPaidCents: 50_000,
  depositRefundedCents: 0,
  balancePaidCents: null,
  offlinePaidCents: 0,
  policy: { lateRefundPercent: 0 },
  ...over,
});

describe("cancellationRefund", () => {
  it("refunds the whole deposit at 31 and 30 days' notice", () => {
    for (const n of [31, 30]) {
      const r = cancellationRefund(base({ eventDate: eventInDays(n) }));
      expect(r).toMatchObject({ noticeDays: n, fullRefund: true, refundCents: 50_000, depositRefundCents: 50_000, keptCents: 0 });
      expect(r.explanation).toContain("refunded in full");
      expect(r.explanation).toContain("$500.00");
    }
  });

  it("keeps the deposit at 29 days by the default policy, and refunds the set percentage", () => {
    const kept = cancellationRefund(base({ eventDate: eventInDays(29) }));
    expect(kept).toMatchObject({ noticeDays: 29, fullRefund: false, refundCents: 0, keptCents: 50_000 });
    expect(kept.explanation).toBe(
      "You are cancelling 29 days before your event, with less than 30 days' notice: under our cancellation policy the deposit is kept. Nothing is refunded to your card. We keep $500.00 of the deposit.",
    );
    const half = cancellationRefund(base({ eventDate: eventInDays(29), policy: { lateRefundPercent: 25 } }));
    expect(half).toMatchObject({ refundCents: 12_500, keptCents: 37_500 });
  });

  it("counts notice in the business's calendar dates, not 24-hour periods", () => {
    // 11:30 PM in New York on Nov 1 is already Nov 2 in UTC: still Nov 1 at the business.
    expect(noticeDays(new Date("2026-12-01T05:00:00Z"), new Date("2026-11-02T04:30:00Z"), zone)).toBe(30);
    // Across the end of daylight saving time (Nov 1, 2026) a day is 25 hours: still one date each.
    expect(noticeDays(new Date("2026-11-02T12:00:00Z"), new Date("2026-10-31T12:00:00Z"), zone)).toBe(2);
  });

  it("refunds the balance whole and keeps only from what the deposit still holds", () => {
    const r = cancellationRefund(base({ eventDate: eventInDays(10), depositRefundedCents: 45_000, balancePaidCents: 50_000, policy: { lateRefundPercent: 50 } }));
    // The policy would keep $250 of the deposit, but only $50 of it is still held: all of it is kept.
    expect(r).toMatchObject({ depositRefundCents: 0, balanceRefundCents: 50_000, refundCents: 50_000, keptCents: 5_000 });
  });

  it("returns offline payments outside the card and refunds nothing without a deposit", () => {
    const r = cancellationRefund(base({ depositPaidCents: null, offlinePaidCents: 20_000 }));
    expect(r).toMatchObject({ refundCents: 0, keptCents: 0, offlineReturnCents: 20_000 });
    expect(r.explanation).toContain("$200.00 you paid by check");
  });

  it("never refunds more than the card charges hold, and refund + kept is what the deposit held", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 10_000_000 }),
        fc.integer({ min: 0, max: 100 }),
        fc.integer({ min: 0, max: 100 }),
        fc.option(fc.integer({ min: 1, max: 10_000_000 })),
        fc.integer({ min: 0, max: 400 }),
        (deposit, refundedShare, percent, balance, notice) => {
          const refunded = Math.floor((deposit * refundedShare) / 100);
          const r = cancellationRefund(base({ eventDate: eventInDays(notice), depositPaidCents: deposit, depositRefundedCents: refunded, balancePaidCents: balance, policy: { lateRefundPercent: percent } }));
          expect(r.depositRefundCents + r.keptCents).toBe(deposit - refunded);
          expect(r.refundCents).toBeLessThanOrEqual(deposit - refunded + (balance ?? 0));
          expect(r.keptCents).toBeGreaterThanOrEqual(0);
          if (notice >= 30) expect(r.keptCents).toBe(0);
        },
      ),
    );
  });
});

describe("cancellationRefusal", () => {
  it("allows an accepted proposal before its event only", () => {
    expect(cancellationRefusal({ status: "accepted", eventDate: eventInDays(1) }, now)).toBeNull();
    expect(cancellationRefusal({ status: "sent", eventDate: eventInDays(1) }, now)).toBe("Only an accepted proposal can be cancelled.");
    expect(cancellationRefusal({ status: "cancelled", eventDate: eventInDays(1) }, now)).toBe("This proposal has already been cancelled.");
    expect(cancellationRefusal({ status: "accepted", eventDate: new Date(now.getTime() - 1) }, now)).toBe("This event has already started. Please contact us.");
  });
});
