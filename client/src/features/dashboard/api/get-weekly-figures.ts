import { queryOptions, useQuery } from "@tanstack/react-query";
import type { WeeklyFigures } from "@shared/validators/dashboard";
import { api } from "@/lib/api-client";
import { weeklyFiguresQueryKey } from "@/lib/query-keys";

export type { WeeklyFigures };


/** This week's figures (Monday to Monday, server time): the business's for an admin, a client's own otherwise. */
export async function getWeeklyFigures(): Promise<WeeklyFigures> {
  return api("GET /api/dashboard/week");
}

export const weeklyFiguresQueryOptions = () => queryOptions({ queryKey: weeklyFiguresQueryKey, queryFn: getWeeklyFigures });

export function useWeeklyFigures() {
  return useQuery(weeklyFiguresQueryOptions());
}
