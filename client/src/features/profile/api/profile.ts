import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { ApiResponse } from "@shared/api/contract";
import type { ProfileUpdate } from "@shared/validators/profile";
import { api } from "@/lib/api-client";

export type Profile = ApiResponse<"GET /api/profile">;

export const profileQueryKey = ["/api/profile"] as const;

export function useProfile({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ queryKey: profileQueryKey, queryFn: ({ signal }) => api("GET /api/profile", { signal }), enabled });
}

export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (update: ProfileUpdate) => api("PATCH /api/profile", { body: update }),
    onSuccess: (profile) => queryClient.setQueryData(profileQueryKey, profile),
  });
}

/** Another link to confirm the account's own address (an address not yet proven; docs/decisions/012-visitor-proposal-links.md). */
export function useRequestEmailVerification() {
  return useMutation({ mutationFn: () => api("POST /api/account/email-verification") });
}

export function useConfirmEmail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (token: string) => api("POST /api/profile/email-confirmations", { body: { token } }),
    // The header shows the signed-in user's email, and a confirmed address brings in the quotes asked for from it
    // (docs/decisions/012-visitor-proposal-links.md): read everything again.
    onSuccess: () => queryClient.invalidateQueries(),
  });
}
