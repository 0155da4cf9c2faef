import { useEffect, useRef } from "react";
import { useForm, useWatch } from "react-hook-form";
import { useLocation } from "wouter";
import type { ResetPasswordForm as ResetPasswordFormValues } from "@shared/validators/auth";
import { lazyZodResolver } from "@/lib/lazy-zod-resolver";
import { paths } from "@/lib/paths";
import { Button } from "@/components/ui/button";
import { ErrorSummary, ErrorSummaryScope } from "@/components/ui/error-summary";
import { ERROR_SUMMARY_FORM_OPTIONS, useFormErrorSummary } from "@/components/ui/use-form-error-summary";
import { toast } from "@/components/ui/use-toast";
import { getErrorMessage } from "@/lib/api-client";
import { useResetPassword } from "../api/reset-password";
import { NewPasswordFields, toastPasswordProblem } from "./new-password-fields";

const resolver = lazyZodResolver<ResetPasswordFormValues>(() => import("@shared/validators/auth").then((rules) => rules.resetPasswordFormSchema));

/** Sets a new password with the token from the reset link. Without a token there is nothing to do here. */
export function ResetPasswordForm({ token }: { token: string | null }) {
  const [, navigate] = useLocation();
  const {
    register,
    handleSubmit,
    control,
    formState: { errors, touchedFields },
  } = useForm<ResetPasswordFormValues>({
    resolver,
    defaultValues: { newPassword: "", confirmPassword: "" },
    ...ERROR_SUMMARY_FORM_OPTIONS,
  });
  const { summary, submit } = useFormErrorSummary(handleSubmit);
  const [newPassword = "", confirmPassword = ""] = useWatch({ control, name: ["newPassword", "confirmPassword"] });

  // Once per mount, even when React runs effects twice in development.
  const hasRedirected = useRef(false);
  useEffect(() => {
    if (token || hasRedirected.current) return;
    hasRedirected.current = true;
    toast({ title: "Invalid Reset Link", description: "Please request a new password reset link.", variant: "destructive" });
    navigate(paths.forgotPassword, { replace: true });
  }, [token, navigate]);

  const resetMutation = useResetPassword({
    onSuccess: () => {
      toast({ title: "Password Reset Successfully", description: "You can now sign in with your new password." });
      navigate(paths.login);
    },
    onError: (error) => {
      toast({ title: "Reset Failed", description: getErrorMessage(error, "Could not reset password"), variant: "destructive" });
    },
  });

  const onSubmit = submit(
    (values) => {
      if (resetMutation.isPending) return;
      if (!token) {
        toast({ title: "Invalid Token", description: "Please request a new password reset link.", variant: "destructive" });
        return;
      }
      resetMutation.mutate({ token, newPassword: values.newPassword });
    },
    () => toastPasswordProblem(newPassword, confirmPassword),
  );

  if (!token) return null;

  return (
    <ErrorSummaryScope summary={summary}>
      <form onFocus={resolver.preload} onSubmit={onSubmit} noValidate className="space-y-4">
        <ErrorSummary summary={summary} />
        <NewPasswordFields
          passwordLabel="New Password"
          password={newPassword}
          confirmPassword={confirmPassword}
          passwordInput={register("newPassword")}
          confirmInput={register("confirmPassword")}
          passwordError={errors.newPassword?.message}
          confirmError={errors.confirmPassword?.message}
          isConfirmTouched={Boolean(touchedFields.confirmPassword)}
        />
        <Button type="submit" className="w-full" pending={resetMutation.isPending}>
          {resetMutation.isPending ? "Resetting..." : "Reset Password"}
        </Button>
      </form>
    </ErrorSummaryScope>
  );
}
