import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { DemoAccount } from "./get-app-config";
import { appConfigQueryKey } from "./get-app-config";
import { meQueryKey, type User } from "./get-me";
import { login } from "./login";
import { logout } from "./logout";
import { healthQueryKey } from "@/features/health";

/** Demo mode only: ends this session and signs in as the given demo account. */
export async function switchRole(account: DemoAccount): Promise<User> {
  await logout();
  return login({ username: account.username, password: account.password });
}

// Nothing personal: these answers are the same for every user and survive the switch.
const sharedQueryKeys: readonly unknown[] = [meQueryKey[0], appConfigQueryKey[0], healthQueryKey[0]];

export function useSwitchRole({ onSuccess, onError }: { onSuccess?: (user: User) => void; onError?: (error: Error) => void } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: switchRole,
    onSuccess: (user) => {
      // The previous user's data must not show under the new one.
      queryClient.removeQueries({ predicate: (query) => !sharedQueryKeys.includes(query.queryKey[0]) });
      queryClient.setQueryData(meQueryKey, user);
      onSuccess?.(user);
    },
    onError: (error) => {
      // The logout may have gone through before the login failed: ask the server who we are now.
      void queryClient.invalidateQueries({ queryKey: meQueryKey });
      onError?.(error);
    },
  });
}
