import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { OfflinePaymentRequest, QuoteView } from "@shared/validators/quotes";
import { api } from "@/lib/api-client";
import { getQuote } from "./get-quote";
import { refreshQuotes } from "./quote-cache";

export interface RecordOfflinePaymentInput extends OfflinePaymentRequest {
  id: number;
  /** Kept by the caller across retries of one payment, so a lost answer never records it twice. */
  idempotencyKey: string;
}

/**
 * POST /api/quotes/:id/offline-payments (admins): a check, bank transfer or cash payment with its reference, counted
 * towards the balance at once (audited; the client is told on the proposal's thread). Answers the quote in full.
 */
export async function recordOfflinePayment({ id, idempotencyKey, ...body }: RecordOfflinePaymentInput): Promise<QuoteView> {
  await api("POST /api/quotes/:id/offline-payments", { params: { id }, body, headers: { "Idempotency-Key": idempotencyKey } });
  return getQuote(id);
}

export function useRecordOfflinePayment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: recordOfflinePayment,
    onSettled: async () => {
      await refreshQuotes(queryClient);
    },
  });
}
