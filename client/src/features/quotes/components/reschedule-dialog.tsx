import { useMemo } from "react";
import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import type { QuoteView } from "@shared/validators/quotes";
import { Button } from "@/components/ui/button";
import { ErrorSummary, ErrorSummaryScope } from "@/components/ui/error-summary";
import { ERROR_SUMMARY_FORM_OPTIONS, useFormErrorSummary } from "@/components/ui/use-form-error-summary";
import { Dialog } from "@/components/ui/dialog";
import { FormField } from "@/components/ui/form-field";
import { Input, inputClasses } from "@/components/ui/input";
import { toast } from "@/components/ui/use-toast";
import { getErrorMessage } from "@/lib/api-client";
import { cn } from "@/lib/cn";
import { useSendMessage } from "@/features/messages";
import { useBusinessDates, useBusinessSettings } from "@/features/company-info";
import { formatQuoteDate } from "../quote-display";
import {
  earliestRescheduleDate,
  RESCHEDULE_NOTE_MAX,
  rescheduleFormSchema,
  rescheduleMessage,
  type RescheduleFormInput,
  type RescheduleRequest,
} from "../reschedule-request";

/** Asks for a preferred new date (and an optional note) and sends it as a message on the quote's thread. */
export function RescheduleDialog({
  quote,
  open,
  onOpenChange,
  onRequested,
}: {
  quote: QuoteView;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onRequested: () => void;
}) {
  const dates = useBusinessDates();
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title="Request a New Date"
      description={`${quote.number} is set for ${formatQuoteDate(quote.eventDate, dates)}. Tell us the date you would prefer and we'll confirm it on your message thread.`}
    >
      <RescheduleForm quote={quote} onCancel={() => onOpenChange(false)} onRequested={onRequested} />
    </Dialog>
  );
}

function RescheduleForm({ quote, onCancel, onRequested }: { quote: QuoteView; onCancel: () => void; onRequested: () => void }) {
  const settings = useBusinessSettings();
  const schema = useMemo(() => rescheduleFormSchema(quote.eventDate, settings), [quote.eventDate, settings]);
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<RescheduleFormInput, unknown, RescheduleRequest>({
    resolver: zodResolver(schema),
    defaultValues: { newDate: "", note: "" },
    ...ERROR_SUMMARY_FORM_OPTIONS,
  });
  const { summary, submit } = useFormErrorSummary(handleSubmit);
  const send = useSendMessage();

  const onSubmit = submit((request) =>
    send.mutate(
      { quoteId: quote.id, content: rescheduleMessage(quote.eventDate, request, settings) },
      {
        onSuccess: () => {
          toast({ title: "Reschedule Requested", description: "We'll confirm the new date on your message thread." });
          onRequested();
        },
        onError: (error) => {
          toast({ title: "Error", description: getErrorMessage(error, "We couldn't send your request. Please try again."), variant: "destructive" });
        },
      },
    ),
  );

  return (
    <ErrorSummaryScope summary={summary}>
      <form onSubmit={onSubmit} noValidate className="space-y-5">
        <ErrorSummary summary={summary} />
        <FormField label="Preferred New Date" error={errors.newDate?.message} isRequired>
          {(field) => <Input {...field} {...register("newDate")} type="date" required min={earliestRescheduleDate(settings)} />}
        </FormField>
        <FormField label="Note (optional)" error={errors.note?.message}>
          {(field) => <textarea {...field} {...register("note")} rows={3} maxLength={RESCHEDULE_NOTE_MAX} className={cn(inputClasses, "min-h-24")} />}
        </FormField>
        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={onCancel} disabled={send.isPending}>
            Cancel
          </Button>
          <Button type="submit" pending={send.isPending}>
            {send.isPending ? "Sending..." : "Send Request"}
          </Button>
        </div>
      </form>
    </ErrorSummaryScope>
  );
}
