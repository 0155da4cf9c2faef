import { useMutation } from "@tanstack/react-query";
import type { ForgotPasswordRequest } from "@shared/validators/auth";
import { api } from "@/lib/api-client";

/** The server answers the same whether or not the email belongs to an account. */
export async function forgotPassword(data: ForgotPasswordRequest): Promise<{ message: string }> {
  return api("POST /api/forgot-password", { body: data });
}

export function useForgotPassword({ onSuccess, onError }: { onSuccess?: () => void; onError?: (error: Error) => void } = {}) {
  return useMutation({ mutationFn: forgotPassword, onSuccess, onError });
}
