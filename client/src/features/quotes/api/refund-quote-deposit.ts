import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { QuoteView } from "@shared/validators/quotes";
import { apiRequest } from "@/lib/api-client";
import { getQuote } from "./get-quote";
import { refreshQuotes } from "./quote-cache";

export interface RefundDepositInput {
  id: number;
  reason: string;
  /** Kept by the caller across retries of one refund, so a lost answer never refunds twice. */
  idempotencyKey: string;
}

/**
 * POST /api/quotes/:id/deposit/refund (admins): the gateway refunds the deposit, the client is emailed, and
 * the proposal may then be repriced or declined. Answers the quote as it now stands.
 */
export async function refundQuoteDeposit({ id, reason, idempotencyKey }: RefundDepositInput): Promise<QuoteView> {
  await apiRequest("POST", `/api/quotes/${id}/deposit/refund`, { reason }, { headers: { "Idempotency-Key": idempotencyKey } });
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
