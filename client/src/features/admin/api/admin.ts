import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { OverviewPeriod } from "@shared/validators/admin";
import type { EnquiryStatus } from "@shared/rules/enquiries";
import type { CouponCreateInput } from "@shared/validators/coupons";
import { meQueryKey } from "@/features/auth";
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

/**
 * Removes an admin from the team (their sessions end at once). Removing oneself signs oneself out: who is signed in
 * is asked again, and the app shows the public side.
 */
export function useRemoveStaff() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id }: { id: number; isSelf: boolean }) => api("DELETE /api/admin/staff/:id", { params: { id } }),
    onSuccess: (_answer, { isSelf }) => queryClient.invalidateQueries({ queryKey: isSelf ? meQueryKey : staffKey }),
    // Refused (the last admin) or gone meanwhile: the list as it now stands.
    onError: () => queryClient.invalidateQueries({ queryKey: staffKey }),
  });
}

const enquiriesKey = ["/api/contact"] as const;
export const ENQUIRIES_PAGE_SIZE = 10;

export function useEnquiries(status: EnquiryStatus | "all", page: number) {
  return useQuery({
    queryKey: [...enquiriesKey, status, page],
    queryFn: ({ signal }) =>
      api("GET /api/contact", { query: { status: status === "all" ? undefined : status, page, pageSize: ENQUIRIES_PAGE_SIZE }, signal }),
    placeholderData: keepPreviousData,
  });
}

export function useReplyToEnquiry() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, message }: { id: number; message: string }) => api("POST /api/contact/:id/replies", { params: { id }, body: { message } }),
    onSuccess: () => queryClient.invalidateQueries({ predicate: (q) => q.queryKey[0] === enquiriesKey[0] || q.queryKey[0] === "/api/admin/overview" }),
  });
}

export function useSetEnquiryStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, status }: { id: number; status: EnquiryStatus }) => api("PATCH /api/contact/:id", { params: { id }, body: { status } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: enquiriesKey }),
  });
}

const couponsKey = ["/api/coupons"] as const;
export const COUPONS_PAGE_SIZE = 20;

export function useCoupons(page: number) {
  return useQuery({
    queryKey: [...couponsKey, page],
    queryFn: ({ signal }) => api("GET /api/coupons", { query: { page, pageSize: COUPONS_PAGE_SIZE }, signal }),
    placeholderData: keepPreviousData,
  });
}

export function useCreateCoupon() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (coupon: CouponCreateInput) => api("POST /api/coupons", { body: coupon }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: couponsKey }),
  });
}

export function useSetCouponActive() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, active }: { id: number; active: boolean }) => api("PATCH /api/coupons/:id", { params: { id }, body: { active } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: couponsKey }),
  });
}

export const reconciliationKey = ["/api/admin/reconciliation"] as const;

/** The last payments reconciliation: what money needs attention (the hourly job writes it). */
export function useReconciliation() {
  return useQuery({ queryKey: reconciliationKey, queryFn: ({ signal }) => api("GET /api/admin/reconciliation", { signal }) });
}

/**
 * Gives an orphan charge back through the payment provider. The caller keeps the key across retries of one refund,
 * so a lost answer never refunds twice. The answer carries the report as it now stands.
 */
export function useRefundOrphanCharge() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, idempotencyKey }: { id: number; idempotencyKey: string }) =>
      api("POST /api/admin/reconciliation/:id/refund", { params: { id }, headers: { "Idempotency-Key": idempotencyKey } }),
    onSuccess: (answer) => queryClient.setQueryData(reconciliationKey, answer.report),
    // A refused or failed refund may mean the report moved on (resolved meanwhile): read it again.
    onError: () => queryClient.invalidateQueries({ queryKey: reconciliationKey }),
  });
}
