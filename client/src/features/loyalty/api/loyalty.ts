import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { ApiResponse } from "@shared/api/contract";
import { api } from "@/lib/api-client";

export type LoyaltyStanding = ApiResponse<"GET /api/loyalty/:userId">;
export type LoyaltyEntry = ApiResponse<"GET /api/loyalty/:userId/ledger">["items"][number];
export type LoyaltyAccount = ApiResponse<"GET /api/loyalty/accounts">[number];

export const loyaltyQueryKey = (userId: number) => ["/api/loyalty", userId] as const;

export function useLoyalty(userId: number | undefined) {
  return useQuery({
    queryKey: loyaltyQueryKey(userId ?? 0),
    queryFn: ({ signal }) => api("GET /api/loyalty/:userId", { params: { userId: userId! }, signal }),
    enabled: userId !== undefined,
  });
}

export const LEDGER_PAGE_SIZE = 10;

export function useLoyaltyLedger(userId: number, page: number) {
  return useQuery({
    queryKey: [...loyaltyQueryKey(userId), "ledger", page],
    queryFn: ({ signal }) => api("GET /api/loyalty/:userId/ledger", { params: { userId }, query: { page, pageSize: LEDGER_PAGE_SIZE }, signal }),
    placeholderData: keepPreviousData,
  });
}

/** Admins: clients by name or email, with their points. */
export function useLoyaltyAccounts(query: string) {
  return useQuery({
    queryKey: ["/api/loyalty/accounts", query],
    queryFn: ({ signal }) => api("GET /api/loyalty/accounts", { query: { q: query }, signal }),
    enabled: query.trim().length >= 2,
  });
}

export function useRedeemReward(userId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (rewardId: string) => api("POST /api/loyalty/redemptions", { body: { rewardId } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: loyaltyQueryKey(userId) }),
  });
}

export function useAdjustPoints(userId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { points: number; reason: string }) => api("POST /api/loyalty/:userId/adjustments", { params: { userId }, body }),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: loyaltyQueryKey(userId) });
      await queryClient.invalidateQueries({ queryKey: ["/api/loyalty/accounts"] });
    },
  });
}
