import type { QuoteView } from "@shared/validators/quotes";

/** A quote as the API sends it (full-service, 120 guests, sent), for component tests; override what a test needs. */
export function makeQuote(overrides: Partial<QuoteView> & { id: number }): QuoteView {
  return {
    number: `CC-2024-${String(overrides.id).padStart(3, "0")}`,
    clientId: 2,
    status: "sent",
    eventType: "corporate",
    eventDate: "2026-12-01T17:00:00.000Z",
    guestCount: 120,
    venue: "250 Greenwich Street, New York, NY 10007",
    menuPackage: "full-service",
    menuItemIds: [1, 2, 3, 4, 5],
    totalAmount: "4800.00",
    budget: "5000.00",
    notes: "Vegetarian options please",
    contactName: null,
    contactEmail: null,
    contactPhone: null,
    viewedAt: null,
    createdAt: "2026-11-01T12:00:00.000Z",
    version: 1,
    clientSeenVersion: 1,
    depositAmount: "2400.00",
    balanceAmount: "2400.00",
    balanceDueDate: "2026-11-24T17:00:00.000Z",
    depositPaidAt: null,
    depositRefundedAmount: "0.00",
    balancePaidAt: null,
    paidAmount: "0.00",
    balanceOverdue: false,
    ...overrides,
  };
}
