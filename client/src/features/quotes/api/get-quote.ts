import type { QuoteView } from "@shared/validators/quotes";
import { api } from "@/lib/api-client";

/** GET /api/quotes/:id: one quote as it stands now (the viewer's own; any quote for an admin). */
export async function getQuote(id: number): Promise<QuoteView> {
  return api("GET /api/quotes/:id", { params: { id } });
}
