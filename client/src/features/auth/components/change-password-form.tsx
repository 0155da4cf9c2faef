import { useForm, useWatch } from "react-hook-form";
import type { ChangePasswordForm as ChangePasswordValues } from "@shared/validators/auth";
import { lazyZodResolver } from "@/lib/lazy-zod-resolver";
import { Button } from "@/components/ui/button";
import { FormField } from "@/components/ui/form-field";
import { PasswordInput } from "@/components/ui/password-input";
import { toast } from "@/components/ui/use-toast";
import { getErrorMessage } from "@/lib/api-client";
import { useChangePassword } from "../api/change-password";
import { isPasswordPairValid, NewPasswordFields, toastPasswordProblem } from "./new-password-fields";

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
  } = useForm<ChangePasswordValues>({ resolver, defaultValues: EMPTY });
  const [newPassword = "", confirmPassword = ""] = useWatch({ control, name: ["newPassword", "confirmPassword"] });
  const change = useChangePassword();

  const onSubmit = handleSubmit(
    ({ currentPassword, newPassword: chosen }) =>
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
    <form onFocus={resolver.preload} onSubmit={onSubmit} noValidate className="space-y-4">
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
      <Button type="submit" className="w-full" disabled={!isPasswordPairValid(newPassword, confirmPassword) || change.isPending}>
        {change.isPending ? "Saving..." : "Change Password"}
      </Button>
    </form>
  );
}
