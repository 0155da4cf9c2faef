import { queryOptions, useQuery } from "@tanstack/react-query";
import type { CompanyInfo } from "@shared/settings/company-info";
import { DEFAULT_FEATURES } from "@shared/settings/features";
import { api } from "@/lib/api-client";

export type { CompanyInfo };

export const companyInfoQueryKey = ["/api/settings/company-info"] as const;

/** The business's current name, address, phone, email and website (an admin setting; public to read). */
export const getCompanyInfo = ({ signal }: { signal?: AbortSignal } = {}) => api("GET /api/settings/company-info", { signal });

export const companyInfoQueryOptions = () => queryOptions({ queryKey: companyInfoQueryKey, queryFn: getCompanyInfo });

export function useCompanyInfo() {
  return useQuery(companyInfoQueryOptions());
}

export const socialLinksQueryKey = ["/api/settings/social-links"] as const;

/** The business's social media pages (empty ones are not shown). */
export function useSocialLinks() {
  return useQuery({ queryKey: socialLinksQueryKey, queryFn: ({ signal }) => api("GET /api/settings/social-links", { signal }) });
}

export const featureSettingsQueryKey = ["/api/settings/features"] as const;

export const featureSettingsQueryOptions = () =>
  queryOptions({ queryKey: featureSettingsQueryKey, queryFn: ({ signal }) => api("GET /api/settings/features", { signal }) });

/**
 * Book Now, the optional services, charges and dinner hours (Feature Manager, Settings); the defaults until they
 * load. `fetch: false` only watches the cache (the header, on every page, loads them).
 */
export function useFeatureSettings({ fetch = true }: { fetch?: boolean } = {}) {
  const query = useQuery({ ...featureSettingsQueryOptions(), enabled: fetch });
  return query.data ?? DEFAULT_FEATURES;
}
