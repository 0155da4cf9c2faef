import type { QuoteView } from "@shared/validators/quotes";
import { apiRequest } from "@/lib/api-client";

/** GET /api/quotes/:id: one quote as it stands now (the viewer's own; any quote for an admin). */
export async function getQuote(id: number): Promise<QuoteView> {
  const res = await apiRequest("GET", `/api/quotes/${id}`);
  return (await res.json()) as QuoteView;
}
