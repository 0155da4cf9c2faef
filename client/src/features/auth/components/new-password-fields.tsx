import { useId, type ComponentPropsWithRef } from "react";
import { meetsPasswordRequirements, PASSWORD_MAX_LENGTH } from "@shared/rules/password";
import { AUTH_MESSAGES } from "@shared/validators/auth-messages";
import { FormField } from "@/components/ui/form-field";
import { PasswordInput } from "@/components/ui/password-input";
import { toast } from "@/components/ui/use-toast";
import { PasswordChecklist } from "./password-checklist";

type InputProps = Omit<ComponentPropsWithRef<"input">, "type">;

/**
 * A refused submit (the button is never disabled: GOV.UK): the toast says what is wrong in the approved words, the
 * fields and the form's error summary say it beside each field.
 */
export function toastPasswordProblem(password: string, confirmPassword: string): void {
  if (!meetsPasswordRequirements(password)) {
    toast({ title: "Invalid Password", description: AUTH_MESSAGES.invalidPassword, variant: "destructive" });
  } else if (password !== confirmPassword) {
    toast({ title: "Passwords Don't Match", description: AUTH_MESSAGES.passwordsDontMatch, variant: "destructive" });
  }
}

/** A new password, its confirmation and the live checklist; used by the register and reset forms. */
export function NewPasswordFields({
  passwordLabel,
  password,
  confirmPassword,
  passwordInput,
  confirmInput,
  passwordError,
  confirmError,
  isConfirmTouched,
}: {
  passwordLabel: string;
  password: string;
  confirmPassword: string;
  /** Props from react-hook-form's register(). */
  passwordInput: InputProps;
  confirmInput: InputProps;
  passwordError?: string;
  confirmError?: string;
  isConfirmTouched: boolean;
}) {
  const checklistId = useId();
  // Say "don't match" once the confirmation can no longer become equal by typing on, or after leaving the field.
  const hasMismatch =
    confirmPassword.length > 0 && confirmPassword !== password && (isConfirmTouched || !password.startsWith(confirmPassword));
  return (
    <>
      <FormField label={passwordLabel} error={passwordError} describedBy={checklistId}>
        {(control) => <PasswordInput {...control} {...passwordInput} autoComplete="new-password" maxLength={PASSWORD_MAX_LENGTH} />}
      </FormField>
      <FormField label="Confirm Password" error={confirmError ?? (hasMismatch ? AUTH_MESSAGES.passwordsDontMatch : undefined)}>
        {(control) => (
          <PasswordInput
            {...control}
            {...confirmInput}
            toggleLabel="confirm password"
            autoComplete="new-password"
            maxLength={PASSWORD_MAX_LENGTH}
          />
        )}
      </FormField>
      <PasswordChecklist id={checklistId} password={password} />
    </>
  );
}
