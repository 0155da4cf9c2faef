import { useMutation } from "@tanstack/react-query";
import type { ForgotPasswordRequest } from "@shared/validators/auth";
import { apiRequest } from "@/lib/api-client";

/** The server answers the same whether or not the email belongs to an account. */
export async function forgotPassword(data: ForgotPasswordRequest): Promise<{ message: string }> {
  const res = await apiRequest("POST", "/api/forgot-password", data);
  return (await res.json()) as { message: string };
}

export function useForgotPassword({ onSuccess, onError }: { onSuccess?: () => void; onError?: (error: Error) => void } = {}) {
  return useMutation({ mutationFn: forgotPassword, onSuccess, onError });
}
