import { useId, useState } from "react";
import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { z } from "zod";
import { centsToDecimal, decimalToCents } from "@shared/rules/money";
import { canTransition, QUOTE_STATUSES, type QuoteStatus } from "@shared/rules/quotes";
import { amountSchema } from "@shared/validators/orders";
import { adminQuoteUpdateSchema, type QuoteView } from "@shared/validators/quotes";
import { Button } from "@/components/ui/button";
import { ErrorSummary, ErrorSummaryScope, useErrorSummary } from "@/components/ui/error-summary";
import { ERROR_SUMMARY_FORM_OPTIONS, useFormErrorSummary } from "@/components/ui/use-form-error-summary";
import { FormField } from "@/components/ui/form-field";
import { Input, inputClasses } from "@/components/ui/input";
import { toast } from "@/components/ui/use-toast";
import { getErrorMessage } from "@/lib/api-client";
import { cn } from "@/lib/cn";
import { telHref } from "@/lib/phone";
import { perSettings, type BusinessSettings } from "@shared/settings/business-settings";
import { useBusinessSettings } from "@/features/company-info";
import { eventDateInputs } from "@/features/quotes/event-date-input";
import { useUpdateQuote, type QuoteChanges } from "../api/update-quote";
import { formatQuoteAmount, quoteStatusLabel } from "../quote-display";
import { QuoteDetail } from "./quote-card";
import { PriceByLinesDialog } from "./price-by-lines-dialog";
import { ProposalVersionHistory } from "./proposal-versions";
import { useQuoteStatusChange } from "./use-quote-status-change";
import { AdminChangeRequests } from "./admin-change-requests";

/**
 * The pricing form: the shared money rule and the shared notes rule, with the total required here. The total is
 * sent in the API's form ("4250.00"), whatever spacing or trailing zeros were typed.
 */
const pricingSchema = perSettings((settings: BusinessSettings) =>
  z
    .object({
      totalAmount: amountSchema,
      notes: adminQuoteUpdateSchema.shape.notes,
      // Date and time inputs at the business; a reschedule agreed on the message thread is made here.
      eventDate: z.string(),
      eventTime: z.string(),
    })
    .refine((v) => eventDateInputs(settings).eventStartIso(v.eventDate, v.eventTime) !== "", { path: ["eventDate"], message: "Please enter a valid date" }),
);
type PricingInput = z.input<ReturnType<typeof pricingSchema>>;
type PricingValues = z.output<ReturnType<typeof pricingSchema>>;

const NOTES_MAX = 2000;

const pricingDefaults = (quote: QuoteView, settings: BusinessSettings): PricingInput => {
  const start = new Date(quote.eventDate);
  const { toDateInputValue, toTimeInputValue } = eventDateInputs(settings);
  return { totalAmount: quote.totalAmount, notes: quote.notes ?? "", eventDate: toDateInputValue(start), eventTime: toTimeInputValue(start) };
};

/** Only what differs from the quote as the server has it: the same total written "4250" is no change. */
function changedFields(quote: QuoteView, values: PricingValues, settings: BusinessSettings): QuoteChanges {
  const changes: QuoteChanges = {};
  const cents = decimalToCents(values.totalAmount);
  if (cents !== null && cents !== decimalToCents(quote.totalAmount)) changes.totalAmount = centsToDecimal(cents);
  const notes = values.notes || null;
  if (notes !== (quote.notes?.trim() || null)) changes.notes = notes;
  // Compared as the inputs show it (to the minute): a stored time with seconds is no change unless edited.
  const shown = pricingDefaults(quote, settings);
  if (values.eventDate !== shown.eventDate || values.eventTime !== shown.eventTime) {
    changes.eventDate = eventDateInputs(settings).eventStartIso(values.eventDate, values.eventTime);
  }
  return changes;
}

/** The statuses an admin may choose: the current one, then every move canTransition allows. */
function statusOptions(from: QuoteStatus): QuoteStatus[] {
  return QUOTE_STATUSES.filter((status) => status === from || canTransition(from, status, "admin"));
}

const linkClasses = "font-medium text-brand-700 underline underline-offset-2 hover:text-brand-900";

/** Who asked for the quote, as a visitor gave it (admins only; absent on a signed-in client's quote). */
export function RequesterContact({ quote }: { quote: QuoteView }) {
  const tel = telHref(quote.contactPhone);
  return (
    <>
      {quote.contactName ? <QuoteDetail term="Contact">{quote.contactName}</QuoteDetail> : null}
      {quote.contactEmail ? (
        <QuoteDetail term="Email">
          <a href={`mailto:${quote.contactEmail}`} className={linkClasses}>
            {quote.contactEmail}
          </a>
        </QuoteDetail>
      ) : null}
      {quote.contactPhone ? (
        <QuoteDetail term="Phone">
          {tel ? (
            <a href={tel} className={linkClasses}>
              {quote.contactPhone}
            </a>
          ) : (
            quote.contactPhone
          )}
        </QuoteDetail>
      ) : null}
    </>
  );
}

/**
 * Manage Proposal (admins): set the total and notes (PATCH /api/quotes/:id with only what changed) and move the
 * status (PATCH /api/quotes/:id/status). `onUpdated` receives the quote as the server now has it.
 */
export function AdminQuoteEditor({ quote, onUpdated }: { quote: QuoteView; onUpdated: (quote: QuoteView) => void }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="mt-6 space-y-6 border-t border-gray-200 pt-5">
      <div>
        <h3 id={headingId} className="font-display text-xl font-bold text-brand-900">
          Manage Proposal
        </h3>
        <p className="mt-1 text-sm text-gray-800">The client sees your changes as soon as they are saved.</p>
      </div>
      <PriceByLines quote={quote} onUpdated={onUpdated} />
      {/* The client's pending change request: approved, it becomes the next version (docs/decisions/015-proposal-versions.md). */}
      <AdminChangeRequests quote={quote} onUpdated={onUpdated} />
      <PricingForm quote={quote} onUpdated={onUpdated} />
      <StatusForm quote={quote} onUpdated={onUpdated} />
      {/* Every version the client was sent (docs/decisions/015-proposal-versions.md). */}
      <ProposalVersionHistory quote={quote} />
    </section>
  );
}

/**
 * The business prices a request by lines (dishes from the menu, services, service charge, discounts, tax) rather than
 * one typed total; the dialog sends the result as the proposal's next version.
 */
function PriceByLines({ quote, onUpdated }: { quote: QuoteView; onUpdated: (quote: QuoteView) => void }) {
  const [open, setOpen] = useState(false);
  const hintId = useId();
  const priced = (quote.lines?.length ?? 0) > 0;
  return (
    <div className="space-y-2">
      <Button type="button" onClick={() => setOpen(true)} aria-describedby={hintId}>
        {priced ? "Change the lines" : "Price by lines"}
      </Button>
      <p id={hintId} className="text-sm text-gray-800">
        {priced ? "This proposal is priced by lines: its total follows them." : "Build the price from the menu's dishes, staffing, rentals, delivery, a service charge, discounts and tax."}
      </p>
      <PriceByLinesDialog quote={quote} open={open} onOpenChange={setOpen} onUpdated={onUpdated} />
    </div>
  );
}

function PricingForm({ quote, onUpdated }: { quote: QuoteView; onUpdated: (quote: QuoteView) => void }) {
  const hintId = useId();
  const settings = useBusinessSettings();
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors },
  } = useForm<PricingInput, unknown, PricingValues>({
    resolver: zodResolver(pricingSchema(settings)),
    defaultValues: pricingDefaults(quote, settings),
    ...ERROR_SUMMARY_FORM_OPTIONS,
  });
  const { summary, submit } = useFormErrorSummary(handleSubmit);
  const update = useUpdateQuote();
  const priced = (quote.lines?.length ?? 0) > 0;

  const onSubmit = submit((values) => {
    // The server's own rule, so "nothing changed" reads the same here as there.
    const changes = changedFields(quote, values, settings);
    const checked = adminQuoteUpdateSchema.safeParse(changes);
    if (!checked.success) {
      setError("root", { message: checked.error.issues[0]?.message ?? "Nothing to change" });
      summary.show();
      return;
    }
    update.mutate(
      { id: quote.id, changes },
      {
        onSuccess: (updated) => {
          toast({ title: "Proposal Updated", description: `${updated.number} now totals ${formatQuoteAmount(updated.totalAmount)}.` });
          reset(pricingDefaults(updated, settings));
          onUpdated(updated);
        },
        onError: (error) => {
          // The form keeps what was typed so the admin can correct it and save again.
          toast({ title: "Error", description: getErrorMessage(error, "We couldn't update the proposal. Please try again."), variant: "destructive" });
        },
      },
    );
  });

  return (
    <ErrorSummaryScope summary={summary}>
      <form onSubmit={onSubmit} noValidate className="space-y-4">
        <ErrorSummary summary={summary} extra={errors.root?.message ? [{ message: errors.root.message }] : []} />
        {/* A proposal priced by lines takes its total from them (Change the lines above), never a typed one. */}
        {priced ? null : (
          <>
            <FormField label="Total Amount" error={errors.totalAmount?.message} describedBy={hintId} isRequired>
              {(field) => (
                <div className="relative max-w-xs">
                  <span aria-hidden="true" className="pointer-events-none absolute inset-y-0 left-3 flex items-center text-gray-800">
                    $
                  </span>
                  <Input {...field} {...register("totalAmount")} required inputMode="decimal" autoComplete="off" className="pl-7 tabular-nums" />
                </div>
              )}
            </FormField>
            <p id={hintId} className="-mt-2 text-sm text-gray-800">
              In dollars, for example 4250.00. The deposit and balance follow the total.
            </p>
          </>
        )}
        <div className="grid gap-4 sm:grid-cols-2">
          <FormField label="Event Date" error={errors.eventDate?.message} isRequired>
            {(field) => <Input {...field} {...register("eventDate")} type="date" required />}
          </FormField>
          <FormField label="Start Time" error={errors.eventTime?.message} isRequired>
            {(field) => <Input {...field} {...register("eventTime")} type="time" required />}
          </FormField>
        </div>
        <FormField label="Notes" error={errors.notes?.message}>
          {(field) => <textarea {...field} {...register("notes")} rows={4} maxLength={NOTES_MAX} className={cn(inputClasses, "min-h-28")} />}
        </FormField>
        <Button type="submit" pending={update.isPending}>
          {update.isPending ? "Saving..." : "Save Changes"}
        </Button>
      </form>
    </ErrorSummaryScope>
  );
}

function StatusForm({ quote, onUpdated }: { quote: QuoteView; onUpdated: (quote: QuoteView) => void }) {
  // The choice belongs to the status it was made from: once the quote moves on, the select shows the new status.
  const [choice, setChoice] = useState<{ from: QuoteStatus; to: QuoteStatus } | null>(null);
  const statusChange = useQuoteStatusChange(onUpdated);
  const selected = choice?.from === quote.status ? choice.to : quote.status;
  const summary = useErrorSummary();
  // Pressing Update Status with the current status still chosen says so, instead of a button that does nothing.
  const [unchangedAt, setUnchangedAt] = useState<QuoteStatus | null>(null);
  const error = unchangedAt === quote.status && selected === quote.status ? `Choose a status other than ${quoteStatusLabel(quote.status)}` : undefined;

  return (
    <ErrorSummaryScope summary={summary}>
      <form
        noValidate
        className="flex flex-wrap items-end gap-3"
        onSubmit={(event) => {
          event.preventDefault();
          if (selected === quote.status) {
            setUnchangedAt(quote.status);
            summary.show();
            return;
          }
          statusChange.change(quote.id, selected);
        }}
      >
        <ErrorSummary summary={summary} className="w-full" />
        <div className="w-full sm:w-56">
          <FormField label="Status" error={error}>
            {(field) => (
              <select
                {...field}
                value={selected}
                onChange={(event) => setChoice({ from: quote.status, to: event.target.value as QuoteStatus })}
                className={cn(inputClasses, "pr-8")}
              >
                {statusOptions(quote.status).map((status) => (
                  <option key={status} value={status}>
                    {status === quote.status ? `${quoteStatusLabel(status)} (current)` : quoteStatusLabel(status)}
                  </option>
                ))}
              </select>
            )}
          </FormField>
        </div>
        <Button type="submit" variant="secondary" pending={statusChange.isPending}>
          {statusChange.isPending ? "Updating..." : "Update Status"}
        </Button>
      </form>
    </ErrorSummaryScope>
  );
}
