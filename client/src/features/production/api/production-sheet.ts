import { queryOptions, useQuery } from "@tanstack/react-query";
import { api, apiUrl } from "@/lib/api-client";

/** The day's production sheet (admins), one query per day. */
export const productionSheetQueryOptions = (date: string) =>
  queryOptions({
    queryKey: ["/api/production-sheet", date] as const,
    queryFn: ({ signal }) => api("GET /api/production-sheet", { query: { date }, signal }),
  });

export function useProductionSheet(date: string) {
  return useQuery({
    ...productionSheetQueryOptions(date),
    enabled: /^\d{4}-\d{2}-\d{2}$/.test(date),
  });
}

/** Where the same sheet downloads as a PDF. */
export const productionSheetPdfUrl = (date: string) => apiUrl("GET /api/production-sheet", { query: { date, format: "pdf" } });
