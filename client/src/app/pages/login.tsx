import { useState } from "react";
import { Link } from "wouter";
import { paths } from "@/lib/paths";
import { PageContainer } from "@/app/layouts/site-layout";
import { buttonClasses } from "@/components/ui/button";
import { Tabs } from "@/components/ui/tabs";
import { LoginForm } from "@/features/auth/components/login-form";
import { RegisterForm } from "@/features/auth/components/register-form";

type Mode = "sign-in" | "create-account";

const MODES = [
  { value: "sign-in", label: "Sign In" },
  { value: "create-account", label: "Create Account" },
] as const;

export default function LoginPage() {
  const [mode, setMode] = useState<Mode>("sign-in");
  // After a signup the sign-in form opens with the new username filled in.
  const [signedUpUsername, setSignedUpUsername] = useState("");

  return (
    <PageContainer>
      <h1 className="mb-6 text-center font-display text-3xl font-bold text-brand-900">
        {mode === "sign-in" ? "Welcome back" : "Create your account"}
      </h1>
      <Tabs label="Account" items={MODES} value={mode} onValueChange={setMode}>
        {mode === "sign-in" ? (
          <LoginForm defaultUsername={signedUpUsername} />
        ) : (
          <RegisterForm
            variant="login-page"
            onRegistered={(user) => {
              setSignedUpUsername(user.username);
              setMode("sign-in");
            }}
          />
        )}
      </Tabs>
      <p className="mt-8 text-center">
        <Link href={paths.home} className={buttonClasses({ variant: "link" })}>
          Back to Home
        </Link>
      </p>
    </PageContainer>
  );
}
