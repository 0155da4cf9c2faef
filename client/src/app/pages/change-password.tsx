import { PageContainer } from "@/app/layouts/site-layout";
import { ChangePasswordForm } from "@/features/auth/components/change-password-form";

export default function ChangePasswordPage() {
  return (
    <PageContainer>
      <h1 className="mb-2 text-center font-display text-3xl font-bold text-brand-900">Change Password</h1>
      <p className="mb-6 text-center text-gray-800">Your other devices are signed out when you change it.</p>
      <ChangePasswordForm />
    </PageContainer>
  );
}
