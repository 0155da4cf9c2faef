import { PageContainer } from "@/components/layouts/site-layout";
import { useUser } from "@/features/auth/api/get-me";
import { ROLE_LABELS } from "@/features/auth/role-labels";

export default function DashboardPage() {
  const { data: user } = useUser();
  if (!user) return null;
  return (
    <PageContainer width="lg">
      <h1 className="font-display text-3xl font-bold text-brand-900">Welcome back, {user.username}!</h1>
      <p className="mt-2 text-gray-800">Signed in as {ROLE_LABELS[user.role]}.</p>
    </PageContainer>
  );
}
