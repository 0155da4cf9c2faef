import { Link, useLocation } from "wouter";
import { paths } from "@/app/paths";
import { Button, buttonClasses } from "@/components/ui/button";
import { toast } from "@/components/ui/use-toast";
import { getErrorMessage } from "@/lib/api-client";
import { useUser } from "../api/get-me";
import { useLogout } from "../api/logout";

/** The header's account corner: who is signed in, Dashboard and Logout; or a Login link for visitors. */
export function AccountNav() {
  const [, navigate] = useLocation();
  const { data: user } = useUser();
  const logoutMutation = useLogout({
    onSuccess: () => {
      toast({ title: "Logged out", description: "You have been signed out." });
      navigate(paths.root);
    },
    onError: (error) => {
      toast({ title: "Logout Failed", description: getErrorMessage(error, "Failed to logout"), variant: "destructive" });
    },
  });

  if (!user) {
    return (
      <Link href={paths.login} className={buttonClasses({ size: "sm" })}>
        Login
      </Link>
    );
  }

  return (
    <div className="flex w-full flex-wrap items-center gap-x-3 gap-y-2 sm:w-auto sm:justify-end">
      <p className="basis-full text-sm break-words text-gray-800 sm:basis-auto">
        Welcome, <span className="font-semibold">{user.username}</span> ({user.role})
      </p>
      <Link href={paths.dashboard} className={buttonClasses({ variant: "secondary", size: "sm" })}>
        Dashboard
      </Link>
      <Button size="sm" onClick={() => logoutMutation.mutate()} disabled={logoutMutation.isPending}>
        Logout
      </Button>
    </div>
  );
}
