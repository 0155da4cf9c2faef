import { useEffect, useState } from "react";
import { useForm } from "react-hook-form";
import { Link, useLocation } from "wouter";
import type { LoginRequest } from "@shared/validators/auth";
import { LOGIN_FORM } from "@shared/site/forms/login";
import { useFormRefusal, useIsAppRunning, usePageNotice } from "@/lib/form-outcome";
import { lazyZodResolver } from "@/lib/lazy-zod-resolver";
import { paths } from "@/lib/paths";
import { Button, buttonClasses } from "@/components/ui/button";
import { ErrorSummary, ErrorSummaryScope } from "@/components/ui/error-summary";
import { ERROR_SUMMARY_FORM_OPTIONS, useFormErrorSummary } from "@/components/ui/use-form-error-summary";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { PasswordInput } from "@/components/ui/password-input";
import { toast } from "@/components/ui/use-toast";
import { getErrorMessage } from "@/lib/api-client";
import { useLogin } from "../api/login";
import { DemoAccounts } from "./demo-accounts";

const resolver = lazyZodResolver<LoginRequest>(() => import("@shared/validators/auth").then((rules) => rules.loginRequestSchema));

export function LoginForm({ defaultUsername = "" }: { defaultUsername?: string }) {
  const [, navigate] = useLocation();
  const {
    register,
    handleSubmit,
    setValue,
    clearErrors,
    setFocus,
    formState: { errors },
  } = useForm<LoginRequest>({
    resolver,
    defaultValues: { username: defaultUsername, password: "" },
    ...ERROR_SUMMARY_FORM_OPTIONS,
  });
  // Sent without the app, the form comes back here with the refusal's code (/login?error=invalid) or, after a
  // sign-up, a notice (docs/decisions/011-forms-work-without-the-app.md).
  const postRefusal = useFormRefusal(LOGIN_FORM);
  const notice = usePageNotice();
  const isAppRunning = useIsAppRunning();
  const { summary, submit } = useFormErrorSummary(handleSubmit, { isRefused: postRefusal !== undefined });
  // The server's refusal ("Invalid credentials", too many tries): listed in the summary, which takes the focus, so
  // a keyboard user is not left on the page's <body> with only a passing toast.
  const [refusal, setRefusal] = useState<string | null>(postRefusal ?? null);

  // Arriving with a username (just signed up): the password is what is left to type.
  useEffect(() => {
    if (defaultUsername) setFocus("password");
  }, [defaultUsername, setFocus]);

  const loginMutation = useLogin({
    onSuccess: (user) => {
      toast({ title: "Welcome back!", description: `Logged in as ${user.username}` });
      navigate(paths.dashboard);
    },
    onError: (error) => {
      const message = getErrorMessage(error, "Invalid credentials");
      toast({ title: "Login Failed", description: message, variant: "destructive" });
      setRefusal(message);
      summary.show();
    },
  });

  return (
    <div className="space-y-6">
      {notice ? (
        <p role="status" className="rounded-md border border-green-700 bg-green-50 p-4 text-gray-900">
          {notice}
        </p>
      ) : null}
      <ErrorSummaryScope summary={summary}>
        <form
          method="post"
          action={LOGIN_FORM.action}
          onFocus={resolver.preload}
          onSubmit={submit((values) => {
            if (loginMutation.isPending) return;
            setRefusal(null);
            loginMutation.mutate(values);
          })}
          noValidate={isAppRunning}
          className="space-y-4"
        >
          <ErrorSummary summary={summary} extra={refusal ? [{ message: refusal, field: "username" }] : []} />
          <FormField label="Username" error={errors.username?.message}>
            {(field) => <Input {...field} {...register("username")} required autoComplete="username" autoCapitalize="none" spellCheck={false} />}
          </FormField>
          <FormField label="Password" error={errors.password?.message}>
            {(field) => <PasswordInput {...field} {...register("password")} required autoComplete="current-password" />}
          </FormField>
          <div className="flex justify-end">
            <Link href={paths.forgotPassword} className={buttonClasses({ variant: "link" })}>
              Forgot password?
            </Link>
          </div>
          <Button type="submit" className="w-full" pending={loginMutation.isPending}>
            {loginMutation.isPending ? "Signing In..." : "Sign In"}
          </Button>
        </form>
      </ErrorSummaryScope>
      {/* Below the form: the boxes appear once the demo setting has loaded, and would push the form down if above it. */}
      <DemoAccounts
        onFill={({ username, password }) => {
          setValue("username", username);
          setValue("password", password);
          clearErrors();
          setRefusal(null);
        }}
      />
    </div>
  );
}
