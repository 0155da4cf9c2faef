import { useLocation } from "wouter";
import { paths } from "@/lib/paths";
import { toast } from "@/components/ui/use-toast";
import { getErrorMessage } from "@/lib/api-client";
import { useLogout } from "../api/logout";

/** Logout as the header and sidebar do it: sign out, say so, and go to "/" (the splash page for a visitor). */
export function useSignOut() {
  const [, navigate] = useLocation();
  const mutation = useLogout({
    onSuccess: () => {
      toast({ title: "Logged out", description: "You have been signed out." });
      navigate(paths.root);
    },
    onError: (error) => {
      toast({ title: "Logout Failed", description: getErrorMessage(error, "Failed to logout"), variant: "destructive" });
    },
  });
  return { signOut: () => mutation.mutate(), isSigningOut: mutation.isPending };
}
