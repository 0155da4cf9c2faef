import type { QuoteView } from "@shared/validators/quotes";
import { centsToDecimal, decimalToCents } from "@shared/rules/money";
import { priceProposal } from "@shared/rules/proposals";
import { proposalAmounts } from "@shared/rules/proposal-payments";

/**
 * A draft as it would stand for `guestCount` guests, while its client types: its lines repriced by the one pricing
 * rule the server uses (priceProposal: per-person lines follow the guest count) and its deposit and balance by the
 * one payment rule (proposalAmounts; a draft has no payments). The screen renders it through the document model, so
 * the figures are the ones the server will store when the draft is saved or submitted.
 */
export function draftPreview(quote: QuoteView, guestCount: number): QuoteView {
  if (!quote.lines?.length || guestCount === quote.guestCount) return quote;
  const price = priceProposal(
    quote.lines.map((line) => ({
      kind: line.kind,
      menuItemId: line.menuItemId,
      description: line.description,
      quantity: line.quantity,
      unitPriceCents: decimalToCents(line.unitPrice) ?? 0,
      rateBasisPoints: line.rateBasisPoints,
      perPerson: line.perPerson,
    })),
    guestCount,
  );
  const amounts = proposalAmounts({ totalCents: price.totalCents, depositPaidCents: null, depositRefundedCents: 0, balancePaidCents: null, offlinePaidCents: 0 });
  return {
    ...quote,
    guestCount,
    lines: price.lines.map((line, index) => ({ ...quote.lines![index], quantity: line.quantity, lineTotal: centsToDecimal(line.lineTotalCents) })),
    totalAmount: centsToDecimal(price.totalCents),
    depositAmount: centsToDecimal(amounts.depositCents),
    balanceAmount: centsToDecimal(amounts.balanceCents),
  };
}
