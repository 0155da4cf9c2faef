import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { OverviewPeriod } from "@shared/validators/admin";
import { api } from "@/lib/api-client";

export function useAdminOverview(period: OverviewPeriod) {
  return useQuery({
    queryKey: ["/api/admin/overview", period],
    queryFn: ({ signal }) => api("GET /api/admin/overview", { query: { period }, signal }),
    placeholderData: keepPreviousData,
  });
}

const staffKey = ["/api/admin/staff"] as const;

export function useStaff() {
  return useQuery({ queryKey: staffKey, queryFn: ({ signal }) => api("GET /api/admin/staff", { signal }) });
}

export function useInviteStaff() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (invitation: { username: string; email: string }) => api("POST /api/admin/staff", { body: invitation }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: staffKey }),
  });
}
