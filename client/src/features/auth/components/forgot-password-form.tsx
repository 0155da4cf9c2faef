import { useEffect, useRef, useState } from "react";
import { useForm } from "react-hook-form";
import { Link } from "wouter";
import { AUTH_MESSAGES } from "@shared/validators/auth-messages";
import type { ForgotPasswordRequest } from "@shared/validators/auth";
import { FORGOT_PASSWORD_FORM } from "@shared/site/forms/forgot-password";
import { useFormRefusal, useIsAppRunning, usePageNotice } from "@/lib/form-outcome";
import { lazyZodResolver } from "@/lib/lazy-zod-resolver";
import { paths } from "@/lib/paths";
import { Button, buttonClasses } from "@/components/ui/button";
import { ErrorSummary, ErrorSummaryScope } from "@/components/ui/error-summary";
import { ERROR_SUMMARY_FORM_OPTIONS, useFormErrorSummary } from "@/components/ui/use-form-error-summary";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { toast } from "@/components/ui/use-toast";
import { getErrorMessage } from "@/lib/api-client";
import { useForgotPassword } from "../api/forgot-password";

const resolver = lazyZodResolver<ForgotPasswordRequest>(() => import("@shared/validators/auth").then((rules) => rules.forgotPasswordRequestSchema));

/** The email form and, once sent, the Email Sent! screen. */
export function ForgotPasswordForm() {
  const [isSentHere, setIsSent] = useState(false);
  // Sent without the app, the form comes back with ?notice=sent or a refusal's code (docs/decisions/011-forms-work-without-the-app.md).
  const sentNotice = usePageNotice();
  const postRefusal = useFormRefusal(FORGOT_PASSWORD_FORM);
  const isAppRunning = useIsAppRunning();
  const isSent = isSentHere || sentNotice !== undefined;
  const sentHeadingRef = useRef<HTMLHeadingElement>(null);
  const {
    register,
    handleSubmit,
    getValues,
    setFocus,
    formState: { errors },
  } = useForm<ForgotPasswordRequest>({
    resolver,
    defaultValues: { email: "" },
    ...ERROR_SUMMARY_FORM_OPTIONS,
  });
  const { summary, submit } = useFormErrorSummary(handleSubmit, { isRefused: postRefusal !== undefined });
  const [refusal, setRefusal] = useState(postRefusal);

  const forgotMutation = useForgotPassword({
    onSuccess: () => {
      toast({ title: "Reset Link Sent", description: "Check your email for a link to reset your password." });
      setIsSent(true);
    },
    onError: (error) => {
      toast({ title: "Error", description: getErrorMessage(error, "Could not send reset email"), variant: "destructive" });
    },
  });

  // The screen changes under the user: take focus to the new heading, or back to the email field.
  const shownScreen = useRef(isSent);
  useEffect(() => {
    if (shownScreen.current === isSent) return;
    shownScreen.current = isSent;
    if (isSent) sentHeadingRef.current?.focus();
    else setFocus("email");
  }, [isSent, setFocus]);

  if (isSent) {
    return (
      <div className="space-y-4 text-center">
        <h1 ref={sentHeadingRef} tabIndex={-1} className="font-display text-3xl font-bold text-brand-900 outline-none">
          Email Sent!
        </h1>
        {isSentHere ? (
          <p className="text-gray-800">
            If an account exists for <strong className="break-all">{getValues("email")}</strong>, we have sent it a link to reset
            your password. Check your inbox; the link works for 1 hour.
          </p>
        ) : (
          // The page the form post led to: the address it was sent for is not in the address bar, so not said here.
          <p className="text-gray-800">{sentNotice}</p>
        )}
        <p className="text-sm text-gray-700">Didn&apos;t get the email? Check your spam folder, or try again.</p>
        <div className="flex flex-col gap-3 sm:flex-row sm:justify-center">
          {isSentHere ? (
            <Button variant="secondary" onClick={() => setIsSent(false)}>
              Try again
            </Button>
          ) : (
            <Link href={paths.forgotPassword} className={buttonClasses({ variant: "secondary" })}>
              Try again
            </Link>
          )}
          <Link href={paths.login} className={buttonClasses()}>
            Back to Sign In
          </Link>
        </div>
      </div>
    );
  }

  const onSubmit = submit(
    (values) => {
      setRefusal(undefined);
      if (!forgotMutation.isPending) forgotMutation.mutate(values);
    },
    (formErrors) => {
      setRefusal(undefined);
      if (formErrors.email?.message === AUTH_MESSAGES.emailRequired) {
        toast({ title: "Email Required", description: AUTH_MESSAGES.emailRequired, variant: "destructive" });
      }
    },
  );

  return (
    <div className="space-y-6">
      <div className="space-y-2 text-center">
        <h1 className="font-display text-3xl font-bold text-brand-900">Forgot Password</h1>
        <p className="text-gray-800">Enter the email address of your account and we will send you a link to reset your password.</p>
      </div>
      <ErrorSummaryScope summary={summary}>
        <form method="post" action={FORGOT_PASSWORD_FORM.action} onFocus={resolver.preload} onSubmit={onSubmit} noValidate={isAppRunning} className="space-y-4">
          <ErrorSummary summary={summary} extra={refusal ? [{ message: refusal, field: "email" }] : []} />
          <FormField label="Email" error={errors.email?.message}>
            {(field) => <Input {...field} {...register("email")} required type="email" autoComplete="email" />}
          </FormField>
          <Button type="submit" className="w-full" pending={forgotMutation.isPending}>
            {forgotMutation.isPending ? "Sending..." : "Send Reset Link"}
          </Button>
        </form>
      </ErrorSummaryScope>
      <p className="text-center text-sm">
        <Link href={paths.login} className={buttonClasses({ variant: "link" })}>
          Back to Sign In
        </Link>
      </p>
    </div>
  );
}
