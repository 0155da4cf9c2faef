import type { ReactNode } from "react";
import { Spinner } from "@/components/ui/spinner";
import { useUser } from "../api/get-me";

/**
 * Shows `children` to admins only; everyone else gets an Access Denied notice naming who they are signed in as.
 * The server refuses the admin calls anyway: this guard only keeps non-admins from a page they cannot use, and,
 * because children are not rendered, from downloading a lazily loaded admin page at all.
 */
export function AdminOnly({
  children,
  message = "You need admin privileges to access this page.",
}: {
  children: ReactNode;
  /** What the notice says after "Access Denied". */
  message?: string;
}) {
  const { data: user, isPending } = useUser();
  if (isPending) return <Spinner />;
  if (user?.role === "admin") return <>{children}</>;
  return (
    <div className="mx-auto w-full max-w-xl px-4 py-10">
      <section aria-labelledby="access-denied-title" className="rounded-lg border border-red-300 bg-red-50 p-6">
        <h1 id="access-denied-title" className="font-display text-2xl font-bold text-red-800">
          Access Denied
        </h1>
        <p className="mt-2 text-gray-900">{message}</p>
        <p className="mt-4 text-sm break-words text-gray-800">
          Current user: {user?.username ?? "Not logged in"} | Role: {user?.role ?? "none"}
        </p>
      </section>
    </div>
  );
}
