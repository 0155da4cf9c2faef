import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { meQueryKey } from "./get-me";

export async function logout(): Promise<void> {
  await api("POST /api/logout");
}

export function useLogout({ onSuccess, onError }: { onSuccess?: () => void; onError?: (error: Error) => void } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: logout,
    onSuccess: () => {
      // Nothing the previous user could read may outlive the session in this browser.
      queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== meQueryKey[0] });
      queryClient.setQueryData(meQueryKey, null);
      onSuccess?.();
    },
    onError,
  });
}
