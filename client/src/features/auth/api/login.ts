import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { LoginRequest } from "@shared/validators/auth";
import { api } from "@/lib/api-client";
import { meQueryKey, type User } from "./get-me";

export async function login(data: LoginRequest): Promise<User> {
  return api("POST /api/login", { body: data });
}

export function useLogin({ onSuccess, onError }: { onSuccess?: (user: User) => void; onError?: (error: Error) => void } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: login,
    onSuccess: (user) => {
      queryClient.setQueryData(meQueryKey, user);
      onSuccess?.(user);
    },
    onError,
  });
}
