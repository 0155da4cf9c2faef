import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { z } from "zod";
import type { adminQuoteUpdateSchema, QuoteView } from "@shared/validators/quotes";
import { api } from "@/lib/api-client";
import { refreshQuotes } from "./quote-cache";

/** The fields an admin changed; the server refuses a body with none (adminQuoteUpdateSchema). */
export type QuoteChanges = z.input<typeof adminQuoteUpdateSchema>;

export interface UpdateQuoteInput {
  id: number;
  changes: QuoteChanges;
}

/** PATCH /api/quotes/:id (admin only): a new total, notes, menu or date; the client sees the change. */
export async function updateQuote({ id, changes }: UpdateQuoteInput): Promise<QuoteView> {
  return api("PATCH /api/quotes/:id", { params: { id }, body: changes });
}

/**
 * Updates a quote, then reads the lists (every page, filter and any single-quote query under the "/api/quotes"
 * prefix) and the figures again.
 */
export function useUpdateQuote() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateQuote,
    onSuccess: async () => {
      await refreshQuotes(queryClient);
    },
  });
}
