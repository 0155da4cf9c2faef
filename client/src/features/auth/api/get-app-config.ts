import { queryOptions, useQuery } from "@tanstack/react-query";
import type { AppConfig, DemoAccount } from "@shared/api/contract";
import { api } from "@/lib/api-client";

export type { AppConfig, DemoAccount };

export const appConfigQueryKey = ["/api/config"] as const;

export const getAppConfig = ({ signal }: { signal?: AbortSignal } = {}) => api("GET /api/config", { signal });

export const appConfigQueryOptions = () => queryOptions({ queryKey: appConfigQueryKey, queryFn: getAppConfig });

export function useAppConfig() {
  return useQuery(appConfigQueryOptions());
}
