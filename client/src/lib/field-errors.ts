/** A schema's issues as one message per field: the first one (a value that is not an amount is not also "too large"). */
export function fieldErrors(
  issues: readonly { path: readonly PropertyKey[]; message: string }[],
  fieldOf: (path: readonly PropertyKey[]) => string = (path) => String(path[0]),
): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of issues) errors[fieldOf(issue.path)] ??= issue.message;
  return errors;
}
