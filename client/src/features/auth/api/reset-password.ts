import { useMutation } from "@tanstack/react-query";
import type { ResetPasswordRequest } from "@shared/validators/auth";
import { api } from "@/lib/api-client";

export async function resetPassword(data: ResetPasswordRequest): Promise<{ message: string }> {
  return api("POST /api/reset-password", { body: data });
}

export function useResetPassword({ onSuccess, onError }: { onSuccess?: () => void; onError?: (error: Error) => void } = {}) {
  return useMutation({ mutationFn: resetPassword, onSuccess, onError });
}
