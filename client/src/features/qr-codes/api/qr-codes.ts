import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { ApiResponse } from "@shared/api/contract";
import type { QrCodeCreate, QrCodeUpdate } from "@shared/validators/qr-codes";
import { api } from "@/lib/api-client";

export type SavedQrCode = ApiResponse<"GET /api/qr-codes">["items"][number];

const qrCodesQueryKey = ["/api/qr-codes"] as const;
export const QR_PAGE_SIZE = 12;

export function useQrCodes(page: number) {
  return useQuery({
    queryKey: [...qrCodesQueryKey, page],
    queryFn: ({ signal }) => api("GET /api/qr-codes", { query: { page, pageSize: QR_PAGE_SIZE }, signal }),
    placeholderData: keepPreviousData,
  });
}

function useRefresh() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: qrCodesQueryKey });
}

export function useCreateQrCode() {
  const refresh = useRefresh();
  return useMutation({ mutationFn: (code: QrCodeCreate) => api("POST /api/qr-codes", { body: code }), onSuccess: refresh });
}

export function useUpdateQrCode() {
  const refresh = useRefresh();
  return useMutation({ mutationFn: ({ id, ...change }: QrCodeUpdate & { id: number }) => api("PATCH /api/qr-codes/:id", { params: { id }, body: change }), onSuccess: refresh });
}

export function useDeleteQrCode() {
  const refresh = useRefresh();
  return useMutation({ mutationFn: (id: number) => api("DELETE /api/qr-codes/:id", { params: { id } }), onSuccess: refresh });
}

/** The discount codes the business advertises (the QR codes page's cards). */
export function useAdvertisedCoupons() {
  return useQuery({ queryKey: ["/api/coupons/advertised"], queryFn: ({ signal }) => api("GET /api/coupons/advertised", { signal }) });
}
