import { Link, useLocation } from "wouter";
import { paths } from "@/lib/paths";
import { PageContainer } from "@/app/layouts/site-layout";
import { buttonClasses } from "@/components/ui/button";
import { RegisterForm } from "@/features/auth/components/register-form";

export default function SignupPage() {
  const [, navigate] = useLocation();
  return (
    <PageContainer>
      <h1 className="mb-2 text-center font-display text-3xl font-bold text-brand-900">Create Account</h1>
      <p className="mb-6 text-center text-gray-800">Sign up to manage your catering quotes and favorite dishes.</p>
      <RegisterForm variant="signup-page" onRegistered={() => navigate(paths.login)} />
      <p className="mt-6 text-center text-sm text-gray-800">
        Already have an account?{" "}
        <Link href={paths.login} className={buttonClasses({ variant: "link" })}>
          Sign In Instead
        </Link>
      </p>
    </PageContainer>
  );
}
