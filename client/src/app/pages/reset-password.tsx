import { useSearchParams } from "wouter";
import { PageContainer } from "@/app/layouts/site-layout";
import { ResetPasswordForm } from "@/features/auth/components/reset-password-form";

export default function ResetPasswordPage() {
  const [searchParams] = useSearchParams();
  return (
    <PageContainer>
      <h1 className="mb-2 text-center font-display text-3xl font-bold text-brand-900">Reset Password</h1>
      <p className="mb-6 text-center text-gray-800">Choose a new password for your account.</p>
      <ResetPasswordForm token={searchParams.get("token")} />
    </PageContainer>
  );
}
