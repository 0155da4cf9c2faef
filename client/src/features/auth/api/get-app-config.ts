import { queryOptions, useQuery } from "@tanstack/react-query";
import type { UserRole } from "@shared/schema";
import { getQueryFn } from "@/lib/api-client";

export interface DemoAccount {
  role: UserRole;
  username: string;
  password: string;
}

export interface AppConfig {
  demoMode: boolean;
  /** Present only in demo mode. */
  demoAccounts: DemoAccount[];
}

export const appConfigQueryKey = ["/api/config"] as const;

export const getAppConfig = getQueryFn<AppConfig>({ on401: "throw" });

export const appConfigQueryOptions = () => queryOptions({ queryKey: appConfigQueryKey, queryFn: getAppConfig });

export function useAppConfig() {
  return useQuery(appConfigQueryOptions());
}
