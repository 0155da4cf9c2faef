/**
 * Password rules for register and reset, plus the 128-character ceiling (docs/product/accounts-and-security.md,
 * Passwords).
 * The form's live checklist and the server's validation both read this list, so they can never disagree.
 */
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;

export interface PasswordRequirement {
  id: "length" | "lowercase" | "uppercase" | "number";
  label: string;
  test: (password: string) => boolean;
}

export const PASSWORD_REQUIREMENTS: readonly PasswordRequirement[] = [
  { id: "length", label: `At least ${PASSWORD_MIN_LENGTH} characters`, test: (p) => p.length >= PASSWORD_MIN_LENGTH },
  { id: "lowercase", label: "One lowercase letter", test: (p) => /[a-z]/.test(p) },
  { id: "uppercase", label: "One uppercase letter", test: (p) => /[A-Z]/.test(p) },
  { id: "number", label: "One number", test: (p) => /[0-9]/.test(p) },
];

export function meetsPasswordRequirements(password: string): boolean {
  return password.length <= PASSWORD_MAX_LENGTH && PASSWORD_REQUIREMENTS.every((rule) => rule.test(password));
}
