import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { QuoteView } from "@shared/validators/quotes";
import { api } from "@/lib/api-client";
import { getQuote } from "./get-quote";
import { refreshQuotes } from "./quote-cache";

export interface RefundDepositInput {
  id: number;
  /** The amount to give back ("125.00"). */
  amount: string;
  reason: string;
  /** Kept by the caller across retries of one refund, so a lost answer never refunds twice. */
  idempotencyKey: string;
}

/**
 * POST /api/quotes/:id/deposit/refund (admins): the gateway refunds all or part of the deposit and the client is
 * emailed; once refunded in full the proposal may be repriced or declined. Answers the quote as it now stands.
 */
export async function refundQuoteDeposit({ id, amount, reason, idempotencyKey }: RefundDepositInput): Promise<QuoteView> {
  await api("POST /api/quotes/:id/deposit/refund", { params: { id }, body: { amount, reason }, headers: { "Idempotency-Key": idempotencyKey } });
  return getQuote(id);
}

export function useRefundQuoteDeposit() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: refundQuoteDeposit,
    onSettled: async () => {
      await refreshQuotes(queryClient);
    },
  });
}
