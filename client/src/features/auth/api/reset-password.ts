import { useMutation } from "@tanstack/react-query";
import type { ResetPasswordRequest } from "@shared/validators/auth";
import { apiRequest } from "@/lib/api-client";

export async function resetPassword(data: ResetPasswordRequest): Promise<{ message: string }> {
  const res = await apiRequest("POST", "/api/reset-password", data);
  return (await res.json()) as { message: string };
}

export function useResetPassword({ onSuccess, onError }: { onSuccess?: () => void; onError?: (error: Error) => void } = {}) {
  return useMutation({ mutationFn: resetPassword, onSuccess, onError });
}
