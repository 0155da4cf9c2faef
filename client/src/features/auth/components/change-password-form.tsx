import { useForm, useWatch } from "react-hook-form";
import type { ChangePasswordForm as ChangePasswordValues } from "@shared/validators/auth";
import { lazyZodResolver } from "@/lib/lazy-zod-resolver";
import { Button } from "@/components/ui/button";
import { ErrorSummary, ErrorSummaryScope } from "@/components/ui/error-summary";
import { ERROR_SUMMARY_FORM_OPTIONS, useFormErrorSummary } from "@/components/ui/use-form-error-summary";
import { FormField } from "@/components/ui/form-field";
import { PasswordInput } from "@/components/ui/password-input";
import { toast } from "@/components/ui/use-toast";
import { getErrorMessage } from "@/lib/api-client";
import { useChangePassword } from "../api/change-password";
import { NewPasswordFields, toastPasswordProblem } from "./new-password-fields";

const EMPTY = { currentPassword: "", newPassword: "", confirmPassword: "" };

const resolver = lazyZodResolver<ChangePasswordValues>(() => import("@shared/validators/auth").then((rules) => rules.changePasswordFormSchema));

/**
 * Changes the signed-in user's password: the current one, then a new one with the live checklist. Other
 * devices are signed out by the server; a refusal keeps everything typed.
 */
export function ChangePasswordForm() {
  const {
    register,
    handleSubmit,
    control,
    reset,
    formState: { errors, touchedFields },
  } = useForm<ChangePasswordValues>({ resolver, defaultValues: EMPTY, ...ERROR_SUMMARY_FORM_OPTIONS });
  const { summary, submit } = useFormErrorSummary(handleSubmit);
  const [newPassword = "", confirmPassword = ""] = useWatch({ control, name: ["newPassword", "confirmPassword"] });
  const change = useChangePassword();

  const onSubmit = submit(
    ({ currentPassword, newPassword: chosen }) =>
      !change.isPending &&
      change.mutate(
        { currentPassword, newPassword: chosen },
        {
          onSuccess: () => {
            toast({ title: "Password Changed", description: "Your other devices have been signed out." });
            reset(EMPTY);
          },
          onError: (error) => toast({ title: "Password Not Changed", description: getErrorMessage(error, "Could not change your password"), variant: "destructive" }),
        },
      ),
    () => toastPasswordProblem(newPassword, confirmPassword),
  );

  return (
    <ErrorSummaryScope summary={summary}>
      <form onFocus={resolver.preload} onSubmit={onSubmit} noValidate className="space-y-4">
        <ErrorSummary summary={summary} />
        <FormField label="Current Password" error={errors.currentPassword?.message} isRequired>
          {(field) => <PasswordInput {...field} {...register("currentPassword")} required autoComplete="current-password" toggleLabel="current password" />}
        </FormField>
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
        <Button type="submit" className="w-full" pending={change.isPending}>
          {change.isPending ? "Saving..." : "Change Password"}
        </Button>
      </form>
    </ErrorSummaryScope>
  );
}
