import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { CompanyInfoInput } from "@shared/validators/settings";
import type { SocialLinks } from "@shared/validators/admin";
import { api } from "@/lib/api-client";
import type { FeatureSettings } from "@shared/settings/features";
import { companyInfoQueryKey, featureSettingsQueryKey, socialLinksQueryKey } from "./get-company-info";

export function useUpdateCompanyInfo() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (info: CompanyInfoInput) => api("PUT /api/settings/company-info", { body: info }),
    onSuccess: (info) => queryClient.setQueryData(companyInfoQueryKey, info),
  });
}

export function useUpdateSocialLinks() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (links: SocialLinks) => api("PUT /api/settings/social-links", { body: links }),
    onSuccess: (links) => queryClient.setQueryData(socialLinksQueryKey, links),
  });
}

export function useUpdateFeatureSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (features: FeatureSettings) => api("PUT /api/settings/features", { body: features }),
    onSuccess: (features) => queryClient.setQueryData(featureSettingsQueryKey, features),
  });
}
