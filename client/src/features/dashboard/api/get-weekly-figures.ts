import { queryOptions, useQuery } from "@tanstack/react-query";
import type { WeeklyFigures } from "@shared/validators/dashboard";
import { apiRequest } from "@/lib/api-client";
import { weeklyFiguresQueryKey } from "@/lib/query-keys";

export type { WeeklyFigures };


/** This week's figures (Monday to Monday, server time): the business's for an admin, a client's own otherwise. */
export async function getWeeklyFigures(): Promise<WeeklyFigures> {
  const res = await apiRequest("GET", "/api/dashboard/week");
  return (await res.json()) as WeeklyFigures;
}

export const weeklyFiguresQueryOptions = () => queryOptions({ queryKey: weeklyFiguresQueryKey, queryFn: getWeeklyFigures });

export function useWeeklyFigures() {
  return useQuery(weeklyFiguresQueryOptions());
}
