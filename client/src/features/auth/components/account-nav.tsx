import { Link } from "wouter";
import { paths } from "@/lib/paths";
import { Button, buttonClasses } from "@/components/ui/button";
import { cn } from "@/lib/cn";
import { useUser } from "../api/get-me";
import { useSignOut } from "../hooks/use-sign-out";

/**
 * The header's account corner: a welcome line with username and role, Dashboard and Logout; or Login for
 * visitors. `stacked` lays it out for the mobile menu.
 */
export function AccountNav({ stacked = false, onNavigate }: { stacked?: boolean; onNavigate?: () => void }) {
  const { data: user } = useUser();
  const { signOut, isSigningOut } = useSignOut();

  if (!user) {
    return (
      <Link href={paths.login} onClick={onNavigate} className={buttonClasses({ size: "sm", className: stacked ? "w-full" : undefined })}>
        Login
      </Link>
    );
  }

  return (
    <div className={cn("flex min-w-0 gap-2", stacked ? "flex-col" : "items-center gap-3")}>
      <p className={cn("min-w-0 text-sm text-gray-800", stacked ? "break-words" : "truncate md:max-w-44 lg:max-w-64")}>
        Welcome, <span className="font-semibold">{user.username}</span> ({user.role})
      </p>
      <div className={cn("flex gap-2", stacked && "[&>*]:flex-1")}>
        <Link href={paths.dashboard} onClick={onNavigate} className={buttonClasses({ variant: "secondary", size: "sm" })}>
          Dashboard
        </Link>
        <Button size="sm" onClick={signOut} pending={isSigningOut}>
          Logout
        </Button>
      </div>
    </div>
  );
}
