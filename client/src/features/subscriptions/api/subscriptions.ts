import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { ApiResponse } from "@shared/api/contract";
import type { SubscriptionPlanInput, SubscriptionRequest } from "@shared/validators/subscriptions";
import type { SubscriptionStatus } from "@shared/rules/subscriptions";
import { api } from "@/lib/api-client";

export type SubscriptionPlan = ApiResponse<"GET /api/subscriptions">[number];
export type Subscription = ApiResponse<"GET /api/subscription-requests">["items"][number];

const plansKey = ["/api/subscriptions"] as const;
const requestsKey = ["/api/subscription-requests"] as const;
export const SUBSCRIPTIONS_PAGE_SIZE = 20;

export function useSubscriptionPlans() {
  return useQuery({ queryKey: plansKey, queryFn: ({ signal }) => api("GET /api/subscriptions", { signal }) });
}

/** A client's own requests; every request for an admin. */
export function useSubscriptions(page: number) {
  return useQuery({
    queryKey: [...requestsKey, page],
    queryFn: ({ signal }) => api("GET /api/subscription-requests", { query: { page, pageSize: SUBSCRIPTIONS_PAGE_SIZE }, signal }),
    placeholderData: keepPreviousData,
  });
}

export function useRequestSubscription() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: SubscriptionRequest) => api("POST /api/subscription-requests", { body: request }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: requestsKey }),
  });
}

export function useChangeSubscription() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, status }: { id: number; status: Exclude<SubscriptionStatus, "pending"> }) =>
      api("PATCH /api/subscription-requests/:id", { params: { id }, body: { status } }),
    // Confirmed deliveries become orders: the order lists change too.
    onSuccess: () => queryClient.invalidateQueries({ predicate: (q) => q.queryKey[0] === requestsKey[0] || q.queryKey[0] === "/api/orders" }),
  });
}

export function useCreatePlan() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (plan: SubscriptionPlanInput) => api("POST /api/subscriptions", { body: plan }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: plansKey }),
  });
}

export function useSetPlanActive() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, active }: { id: number; active: boolean }) => api("PATCH /api/subscriptions/:id", { params: { id }, body: { active } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: plansKey }),
  });
}
