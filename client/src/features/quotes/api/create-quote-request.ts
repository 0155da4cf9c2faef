import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { CreateQuoteRequest } from "@shared/rules/quotes";
import type { QuoteView } from "@shared/validators/quotes";
import { api } from "@/lib/api-client";
import { refreshQuotes } from "./quote-cache";

/**
 * POST /api/quotes: a package quote (the wizard and /quote) or a custom one (the quote request dialog). The server
 * sets the owner, the status and the estimate; the answer is the stored quote (201).
 */
export async function createQuoteRequest(request: CreateQuoteRequest): Promise<QuoteView> {
  return api("POST /api/quotes", { body: request });
}

/** Creates a quote, then refreshes every quotes list and the stat cards (the dashboard shows the new one). */
export function useCreateQuoteRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createQuoteRequest,
    onSuccess: async () => {
      await refreshQuotes(queryClient);
    },
  });
}
