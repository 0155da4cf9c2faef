import { useUser } from "@/features/auth/api/get-me";
import { ROLE_LABELS } from "@/features/auth/role-labels";
import { DashboardOverview } from "@/features/dashboard/components/dashboard-overview";

/** /dashboard (signed in): the welcome line, then figures, recent proposals and recent messages. */
export default function DashboardPage() {
  const { data: user } = useUser();
  if (!user) return null;
  return (
    <div className="mx-auto w-full max-w-5xl px-4 py-10">
      <h1 className="font-display text-3xl font-bold text-brand-900">Welcome back, {user.username}!</h1>
      <p className="mt-2 text-gray-800">Signed in as {ROLE_LABELS[user.role]}.</p>
      <DashboardOverview user={user} />
    </div>
  );
}
