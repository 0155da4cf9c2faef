import { useMutation } from "@tanstack/react-query";
import type { ChangePasswordRequest } from "@shared/validators/auth";
import { apiRequest } from "@/lib/api-client";

/** POST /api/account/password: the server checks the current password and ends the user's other sessions. */
export async function changePassword(data: ChangePasswordRequest): Promise<{ message: string }> {
  const res = await apiRequest("POST", "/api/account/password", data);
  return (await res.json()) as { message: string };
}

export function useChangePassword() {
  return useMutation({ mutationFn: changePassword });
}
