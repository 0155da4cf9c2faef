import { PageContainer } from "@/app/layouts/site-layout";
import { ForgotPasswordForm } from "@/features/auth/components/forgot-password-form";

export default function ForgotPasswordPage() {
  return (
    <PageContainer>
      <ForgotPasswordForm />
    </PageContainer>
  );
}
