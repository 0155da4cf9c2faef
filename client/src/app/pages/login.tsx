import { Suspense, useState } from "react";
import { Link } from "wouter";
import { paths } from "@/lib/paths";
import { PageContainer } from "@/app/layouts/site-layout";
import { buttonClasses } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { Tabs } from "@/components/ui/tabs";
import { LoginForm } from "@/features/auth/components/login-form";
import { lazyWithPreload } from "@/lib/lazy-with-preload";

// Most visitors here sign in: the account form (and its password checklist) loads once the page is first used.
const RegisterForm = lazyWithPreload(() => import("@/features/auth/components/register-form").then((module) => ({ default: module.RegisterForm })));

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
      <div onFocus={RegisterForm.preload} onPointerEnter={RegisterForm.preload}>
        <Tabs label="Account" items={MODES} value={mode} onValueChange={setMode}>
          {mode === "sign-in" ? (
            <LoginForm defaultUsername={signedUpUsername} />
          ) : (
            <Suspense fallback={<Spinner label="Loading the account form" />}>
              <RegisterForm
                variant="login-page"
                onRegistered={(user) => {
                  setSignedUpUsername(user.username);
                  setMode("sign-in");
                }}
              />
            </Suspense>
          )}
        </Tabs>
      </div>
      {/* The tabs need the app; without it, the sign-up page has the same form (docs/decisions/011-forms-work-without-the-app.md). */}
      <noscript>
        <p className="mt-6 text-center">
          <a href={paths.signup} className={buttonClasses({ variant: "link" })}>
            No account yet? Create one
          </a>
        </p>
      </noscript>
      <p className="mt-8 text-center">
        <Link href={paths.home} className={buttonClasses({ variant: "link" })}>
          Back to Home
        </Link>
      </p>
    </PageContainer>
  );
}
