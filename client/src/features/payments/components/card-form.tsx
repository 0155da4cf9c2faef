import { useEffect, useState, type ChangeEvent, type ReactNode } from "react";
import { useForm, type FieldErrors } from "react-hook-form";
import { Button } from "@/components/ui/button";
import { ErrorSummary, ErrorSummaryScope } from "@/components/ui/error-summary";
import { ERROR_SUMMARY_FORM_OPTIONS, useFormErrorSummary } from "@/components/ui/use-form-error-summary";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { toast } from "@/components/ui/use-toast";
import { lazyZodResolver } from "@/lib/lazy-zod-resolver";
import type { CardDetails, CardFormInput } from "../card-form-schema";
import { EMPTY_CARD } from "../card-form-values";
import { caretAfterFormatting, CARD_NUMBER_MAX_LENGTH, formatCardNumber } from "../card-number";

/**
 * What became of a submitted card: "failed" clears the card fields (all but the name) so no card details
 * linger after a failed payment; "kept" leaves them (nothing was sent to the provider); "done" leaves the
 * form as it is (the page moves on or shows a result).
 */
export type CardSubmitOutcome = "done" | "failed" | "kept";

const resolver = lazyZodResolver<CardFormInput, CardDetails>(() => import("../card-form-schema").then((rules) => rules.cardFormSchema));

const REQUIRED_FIELDS = ["number", "exp_month", "exp_year", "cvv", "name"] as const;

/**
 * The card fields: number (grouped in fours as typed), expiry month and year, CVV and name, all required.
 * The card lives only in this form's memory; `onSubmit` gets the validated card with the number's digits only.
 */
export function CardForm({
  defaultValues = EMPTY_CARD,
  onSubmit,
  submitLabel,
  pendingLabel = "Processing...",
  actions,
}: {
  defaultValues?: CardFormInput;
  onSubmit: (card: CardDetails) => Promise<CardSubmitOutcome>;
  submitLabel: string;
  pendingLabel?: string;
  /** Other buttons shown before the submit button (such as Back), told whether a payment is under way. */
  actions?: (state: { isSubmitting: boolean }) => ReactNode;
}) {
  const {
    register,
    handleSubmit,
    reset,
    getValues,
    setFocus,
    formState: { errors, isSubmitting },
  } = useForm<CardFormInput, unknown, CardDetails>({
    resolver,
    defaultValues,
    ...ERROR_SUMMARY_FORM_OPTIONS,
  });
  const { summary, submit: submitWithSummary } = useFormErrorSummary(handleSubmit);

  // After a failed payment the customer's next move is to enter the card again: focus its number once React has
  // committed the cleared form (an effect, not a timer, so a busy machine cannot run it before the fields exist).
  const [clearedTimes, setClearedTimes] = useState(0);
  useEffect(() => {
    if (clearedTimes > 0) setFocus("number");
  }, [clearedTimes, setFocus]);

  const submit = submitWithSummary(
    async (card) => {
      const outcome = await onSubmit(card);
      if (outcome === "failed") {
        reset({ ...EMPTY_CARD, name: getValues("name") });
        setClearedTimes((times) => times + 1);
      }
    },
    (invalid: FieldErrors<CardFormInput>) => {
      const values = getValues();
      if (REQUIRED_FIELDS.some((field) => invalid[field] && !values[field]?.trim())) {
        toast({ title: "Missing Information", description: "Please fill in all required fields", variant: "destructive" });
      }
    },
  );

  const numberField = register("number");
  const onNumberChange = (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.target;
    const raw = input.value;
    const caret = input.selectionStart ?? raw.length;
    const formatted = formatCardNumber(raw);
    if (formatted !== raw) {
      input.value = formatted;
      const position = caretAfterFormatting(raw, caret, formatted);
      if (input.ownerDocument.activeElement === input) input.setSelectionRange(position, position);
    }
    return numberField.onChange(event);
  };

  return (
    <ErrorSummaryScope summary={summary}>
      <form onFocus={resolver.preload} onSubmit={submit} noValidate className="space-y-5">
        <ErrorSummary summary={summary} />
        <p className="text-sm text-gray-800">All card fields are required.</p>
        <FormField label="Card Number" error={errors.number?.message} isRequired>
          {(field) => (
            <Input
              {...field}
              {...numberField}
              onChange={onNumberChange}
              required
              inputMode="numeric"
              autoComplete="cc-number"
              maxLength={CARD_NUMBER_MAX_LENGTH}
              placeholder="1234 5678 9012 3456"
              spellCheck={false}
            />
          )}
        </FormField>
        <div className="grid grid-cols-2 gap-4 sm:grid-cols-3">
          <FormField label="Expiry Month" error={errors.exp_month?.message} isRequired>
            {(field) => (
              <Input {...field} {...register("exp_month")} required inputMode="numeric" autoComplete="cc-exp-month" maxLength={2} placeholder="MM" />
            )}
          </FormField>
          <FormField label="Expiry Year" error={errors.exp_year?.message} isRequired>
            {(field) => (
              <Input {...field} {...register("exp_year")} required inputMode="numeric" autoComplete="cc-exp-year" maxLength={4} placeholder="YYYY" />
            )}
          </FormField>
          <FormField label="CVV" error={errors.cvv?.message} isRequired>
            {(field) => <Input {...field} {...register("cvv")} required inputMode="numeric" autoComplete="cc-csc" maxLength={4} />}
          </FormField>
        </div>
        <FormField label="Name on Card" error={errors.name?.message} isRequired>
          {(field) => <Input {...field} {...register("name")} required autoComplete="cc-name" spellCheck={false} />}
        </FormField>
        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-between">
          {actions?.({ isSubmitting })}
          <Button type="submit" pending={isSubmitting} className="sm:min-w-48">
            {isSubmitting ? pendingLabel : submitLabel}
          </Button>
        </div>
      </form>
    </ErrorSummaryScope>
  );
}
