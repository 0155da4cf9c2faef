import { useId, type ReactNode } from "react";
import { useErrorSummaryEntry } from "./error-summary";
import { Label } from "./label";

/** What a control needs to be tied to its label and error message. */
export interface FieldControlProps {
  id: string;
  "aria-invalid": boolean;
  "aria-describedby"?: string;
}

/**
 * A visible label, the control and its error. The control receives the ids through a render prop so the
 * error (and any extra description, such as a checklist) is announced with it. Inside an ErrorSummaryScope the
 * error is also listed in the form's error summary, linking here.
 */
export function FormField({
  label,
  error,
  describedBy,
  isRequired = false,
  children,
}: {
  label: string;
  error?: string;
  /**
   * Shows a visual asterisk beside (not inside) the label, so the accessible name stays the plain label;
   * give the control `required` so assistive technology announces it.
   */
  isRequired?: boolean;
  /** Ids of other elements describing the control. */
  describedBy?: string;
  children: (control: FieldControlProps) => ReactNode;
}) {
  const id = useId();
  const errorId = `${id}-error`;
  useErrorSummaryEntry(id, error);
  const describedByIds = [error ? errorId : undefined, describedBy].filter(Boolean).join(" ") || undefined;
  return (
    <div className="space-y-1.5">
      {isRequired ? (
        <div className="flex items-baseline gap-1">
          <Label htmlFor={id}>{label}</Label>
          <span aria-hidden="true" className="text-sm font-medium text-red-700">
            *
          </span>
        </div>
      ) : (
        <Label htmlFor={id}>{label}</Label>
      )}
      {children({ id, "aria-invalid": Boolean(error), "aria-describedby": describedByIds })}
      {error ? (
        <p id={errorId} className="text-sm text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}
