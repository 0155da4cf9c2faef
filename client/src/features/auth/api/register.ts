import { useMutation } from "@tanstack/react-query";
import type { RegisterRequest } from "@shared/validators/auth";
import { api } from "@/lib/api-client";
import type { User } from "./get-me";

/** Creates the account. It does not sign in: the user signs in afterwards. */
export async function register(data: RegisterRequest): Promise<User> {
  return api("POST /api/register", { body: data });
}

export function useRegister({ onSuccess, onError }: { onSuccess?: (user: User) => void; onError?: (error: Error) => void } = {}) {
  return useMutation({ mutationFn: register, onSuccess, onError });
}
