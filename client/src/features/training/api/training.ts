import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { ApiResponse } from "@shared/api/contract";
import { api } from "@/lib/api-client";

export type TrainingProgram = ApiResponse<"GET /api/training/programs">[number];
export type Enrollment = ApiResponse<"GET /api/training/enrollments">["items"][number];

const trainingQueryKey = ["/api/training"] as const;
export const ENROLLMENTS_PAGE_SIZE = 20;

export function useTrainingPrograms() {
  return useQuery({ queryKey: [...trainingQueryKey, "programs"], queryFn: ({ signal }) => api("GET /api/training/programs", { signal }) });
}

export function useEnrollments(page: number) {
  return useQuery({
    queryKey: [...trainingQueryKey, "enrollments", page],
    queryFn: ({ signal }) => api("GET /api/training/enrollments", { query: { page, pageSize: ENROLLMENTS_PAGE_SIZE }, signal }),
    placeholderData: keepPreviousData,
  });
}

function useRefresh() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: trainingQueryKey });
}

export function useEnroll() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ programId, notes }: { programId: number; notes?: string }) =>
      api("POST /api/training/programs/:id/enrollments", { params: { id: programId }, body: { notes } }),
    // A refusal (full) changes the seats shown too.
    onSettled: refresh,
  });
}

export function useDecideEnrollment() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ id, status }: { id: number; status: "confirmed" | "declined" }) => api("PATCH /api/training/enrollments/:id", { params: { id }, body: { status } }),
    onSuccess: refresh,
  });
}

export function useSetProgramVisibility() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ id, isPublic }: { id: number; isPublic: boolean }) => api("PATCH /api/training/programs/:id", { params: { id }, body: { isPublic } }),
    onSuccess: refresh,
  });
}
