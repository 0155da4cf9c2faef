import type { FieldValues, SubmitErrorHandler, SubmitHandler, UseFormHandleSubmit } from "react-hook-form";
import { useErrorSummary, type ErrorSummaryController } from "./error-summary";

/**
 * What a react-hook-form form passes to useForm with a summary: the summary takes the focus after a refused submit,
 * so react-hook-form must not move it to the first field (it would, just after, and again on a timer).
 */
export const ERROR_SUMMARY_FORM_OPTIONS = { shouldFocusError: false } as const;

/**
 * The error summary of a react-hook-form form: `submit(onValid, onInvalid?)` is handleSubmit whose refusals (after
 * the form's own onInvalid, such as its toast) show the summary and move the focus to it. Give useForm
 * ERROR_SUMMARY_FORM_OPTIONS, wrap the fields in an ErrorSummaryScope and put the ErrorSummary at the form's top.
 */
export function useFormErrorSummary<Values extends FieldValues, Output = Values>(
  handleSubmit: UseFormHandleSubmit<Values, Output>,
  options?: { isRefused?: boolean },
): { summary: ErrorSummaryController; submit: (onValid: SubmitHandler<Output>, onInvalid?: SubmitErrorHandler<Values>) => ReturnType<UseFormHandleSubmit<Values, Output>> } {
  const summary = useErrorSummary(options);
  const submit = (onValid: SubmitHandler<Output>, onInvalid?: SubmitErrorHandler<Values>) =>
    handleSubmit(onValid, async (errors, event) => {
      await onInvalid?.(errors, event);
      summary.show();
    });
  return { summary, submit };
}
