import { useState } from "react";
import { useForm, useWatch } from "react-hook-form";
import type { RegisterForm as RegisterFormValues } from "@shared/validators/auth";
import { REGISTER_FORM } from "@shared/site/forms/register";
import { useFormRefusal, useIsAppRunning } from "@/lib/form-outcome";
import { lazyZodResolver } from "@/lib/lazy-zod-resolver";
import { Button } from "@/components/ui/button";
import { ErrorSummary, ErrorSummaryScope } from "@/components/ui/error-summary";
import { ERROR_SUMMARY_FORM_OPTIONS, useFormErrorSummary } from "@/components/ui/use-form-error-summary";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { toast } from "@/components/ui/use-toast";
import { getErrorMessage } from "@/lib/api-client";
import { useRegister } from "../api/register";
import type { User } from "../api/get-me";
import { NewPasswordFields, toastPasswordProblem } from "./new-password-fields";

/** The register page and the login page's create-account mode word their toasts differently. */
const MESSAGES = {
  "signup-page": { successTitle: "Account Created!", failureTitle: "Registration Failed", failureFallback: "Could not create account" },
  "login-page": { successTitle: "Account created successfully!", failureTitle: "Signup Failed", failureFallback: "Failed to create account" },
} as const;

export type RegisterFormVariant = keyof typeof MESSAGES;

const resolver = lazyZodResolver<RegisterFormValues>(() => import("@shared/validators/auth").then((rules) => rules.registerFormSchema));

export function RegisterForm({ variant, onRegistered }: { variant: RegisterFormVariant; onRegistered: (user: User) => void }) {
  const messages = MESSAGES[variant];
  const {
    register,
    handleSubmit,
    control,
    formState: { errors, touchedFields },
  } = useForm<RegisterFormValues>({
    resolver,
    defaultValues: { username: "", email: "", password: "", confirmPassword: "" },
    ...ERROR_SUMMARY_FORM_OPTIONS,
  });
  // Sent without the app, the form comes back to /signup with the refusal's code (docs/decisions/011-forms-work-without-the-app.md).
  const postRefusal = useFormRefusal(REGISTER_FORM);
  const isAppRunning = useIsAppRunning();
  const { summary, submit } = useFormErrorSummary(handleSubmit, { isRefused: postRefusal !== undefined });
  const [refusal, setRefusal] = useState(postRefusal);
  const [password = "", confirmPassword = ""] = useWatch({ control, name: ["password", "confirmPassword"] });

  const registerMutation = useRegister({
    onSuccess: (user) => {
      toast({ title: messages.successTitle, description: "Please sign in with your new account." });
      onRegistered(user);
    },
    onError: (error) => {
      toast({ title: messages.failureTitle, description: getErrorMessage(error, messages.failureFallback), variant: "destructive" });
    },
  });

  const onSubmit = submit(
    ({ username, email, password }) => {
      setRefusal(undefined);
      if (!registerMutation.isPending) registerMutation.mutate({ username, email, password });
    },
    () => {
      setRefusal(undefined);
      toastPasswordProblem(password, confirmPassword);
    },
  );

  return (
    <ErrorSummaryScope summary={summary}>
      <form method="post" action={REGISTER_FORM.action} onFocus={resolver.preload} onSubmit={onSubmit} noValidate={isAppRunning} className="space-y-4">
        <ErrorSummary summary={summary} extra={refusal ? [{ message: refusal }] : []} />
        <FormField label="Username" error={errors.username?.message}>
          {(field) => <Input {...field} {...register("username")} required minLength={3} maxLength={32} autoComplete="username" autoCapitalize="none" spellCheck={false} />}
        </FormField>
        <FormField label="Email" error={errors.email?.message}>
          {(field) => <Input {...field} {...register("email")} required type="email" autoComplete="email" />}
        </FormField>
        <NewPasswordFields
          passwordLabel="Password"
          password={password}
          confirmPassword={confirmPassword}
          passwordInput={register("password")}
          confirmInput={register("confirmPassword")}
          passwordError={errors.password?.message}
          confirmError={errors.confirmPassword?.message}
          isConfirmTouched={Boolean(touchedFields.confirmPassword)}
        />
        <Button type="submit" className="w-full" pending={registerMutation.isPending}>
          {registerMutation.isPending ? "Creating Account..." : "Create Account"}
        </Button>
      </form>
    </ErrorSummaryScope>
  );
}
