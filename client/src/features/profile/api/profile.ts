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

export function useConfirmEmail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (token: string) => api("POST /api/profile/email-confirmations", { body: { token } }),
    // The header shows the signed-in user's email: read both again.
    onSuccess: () => queryClient.invalidateQueries({ predicate: (q) => q.queryKey[0] === "/api/profile" || q.queryKey[0] === "/api/me" }),
  });
}
