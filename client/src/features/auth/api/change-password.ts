import { useMutation } from "@tanstack/react-query";
import type { ChangePasswordRequest } from "@shared/validators/auth";
import { api } from "@/lib/api-client";

/** POST /api/account/password: the server checks the current password and ends the user's other sessions. */
export async function changePassword(data: ChangePasswordRequest): Promise<{ message: string }> {
  return api("POST /api/account/password", { body: data });
}

export function useChangePassword() {
  return useMutation({ mutationFn: changePassword });
}
