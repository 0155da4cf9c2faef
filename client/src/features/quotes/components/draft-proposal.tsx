import { useId, useState } from "react";
import { useQuery } from "@tanstack/react-query";
import { useForm, type Resolver } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { z } from "zod";
import { QUOTE_DRAFT_MESSAGES } from "@shared/rules/quotes";
import { quoteDraftSubmitSchema, type QuoteDraftChangesInput } from "@shared/validators/quote-drafts";
import { perSettings, type BusinessSettings } from "@shared/settings/business-settings";
import { DEFAULT_COMPANY_INFO } from "@shared/settings/company-info";
import type { QuoteView } from "@shared/validators/quotes";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { ErrorSummary, ErrorSummaryScope } from "@/components/ui/error-summary";
import { ERROR_SUMMARY_FORM_OPTIONS, useFormErrorSummary } from "@/components/ui/use-form-error-summary";
import { EventTypeSelect } from "@/components/ui/event-type-select";
import { FormField } from "@/components/ui/form-field";
import { Input, inputClasses } from "@/components/ui/input";
import { toast } from "@/components/ui/use-toast";
import { companyInfoQueryOptions, useBusinessDates, useBusinessSettings } from "@/features/company-info";
import { cn } from "@/lib/cn";
import { useDeleteQuoteDraft, useSubmitQuoteDraft, useUpdateQuoteDraft } from "../api/quote-drafts";
import { draftPreview } from "../draft-preview";
import { eventDateInputs } from "../event-date-input";
import { proposalQueryOptions, useProposalAccess } from "../proposal-access";
import { buildQuoteDocument } from "../quote-document";
import { toastQuoteError, toastQuoteSubmitted } from "../quote-toasts";
import { QUOTE_FIELD_MESSAGES } from "../quote-wizard-rules";
import { ProposalFigures } from "./proposal-figures";
import { QuoteStatusBadge } from "./quote-card";

/** A field left empty says what to enter before the shared rule checks the rest. */
const filledIn = (message: string) => z.string({ error: message }).trim().min(1, message);

/**
 * The draft's form: the custom request's shared rules (shared/validators/quote-drafts.ts), with the form's date
 * ("YYYY-MM-DD", a whole day from midnight at the business) turned into the instant the API takes first.
 */
const draftFormSchema = perSettings((settings: BusinessSettings) => {
  const rules = quoteDraftSubmitSchema(settings);
  return rules.extend({
    eventType: filledIn(QUOTE_FIELD_MESSAGES.eventType).pipe(rules.shape.eventType),
    eventDate: filledIn(QUOTE_FIELD_MESSAGES.eventDate).transform(eventDateInputs(settings).eventDayIso).pipe(rules.shape.eventDate),
  });
});
type DraftFormSchema = ReturnType<typeof draftFormSchema>;
type FormValues = { eventType: string; eventDate: string; guestCount: string; venue: string; notes: string };
type FormOutput = z.output<DraftFormSchema>;
const draftResolver = perSettings((settings: BusinessSettings) => zodResolver(draftFormSchema(settings)) as unknown as Resolver<FormValues, unknown, FormOutput>);

export const DRAFT_DELETED = { title: "Draft deleted", description: "Your draft proposal was deleted." } as const;
export const DRAFT_SAVED = { title: "Draft saved", description: "Your changes are saved. Submit the request when it is ready." } as const;

/** A guest count as typed: a whole number of 1 or more, else null. */
const typedGuests = (value: string) => (/^\d{1,6}$/.test(value.trim()) && Number(value) > 0 ? Number(value) : null);

/**
 * A client's draft proposal from their cart (docs/product/quotes-and-proposals.md, "From cart to proposal"): its
 * lines priced by the server, repriced as the guest count is typed (the shared pricing rule, rendered through the
 * document model), and the form that completes it (date, venue, guests, notes): Save draft, Submit request, Delete draft.
 */
export function DraftProposal({ quote, onQuoteUpdated, onDeleted }: { quote: QuoteView; onQuoteUpdated: (quote: QuoteView) => void; onDeleted?: () => void }) {
  const headingId = useId();
  const guestHintId = useId();
  const settings = useBusinessSettings();
  const dates = useBusinessDates();
  const inputs = eventDateInputs(settings);
  const access = useProposalAccess();
  const full = useQuery(proposalQueryOptions(access, quote.id)).data ?? quote;
  const company = useQuery(companyInfoQueryOptions()).data ?? { ...DEFAULT_COMPANY_INFO, timeZone: dates.timeZone };
  const save = useUpdateQuoteDraft();
  const submitDraft = useSubmitQuoteDraft();
  const remove = useDeleteQuoteDraft();
  const [confirmingDelete, setConfirmingDelete] = useState(false);

  const {
    register,
    handleSubmit,
    watch,
    getValues,
    formState: { errors },
  } = useForm<FormValues, unknown, FormOutput>({
    resolver: draftResolver(settings),
    defaultValues: {
      eventType: quote.eventType,
      eventDate: inputs.toDateInputValue(new Date(quote.eventDate)),
      guestCount: String(quote.guestCount),
      venue: quote.venue === "TBD" ? "" : quote.venue,
      notes: quote.notes ?? "",
    },
    ...ERROR_SUMMARY_FORM_OPTIONS,
  });
  const { summary, submit } = useFormErrorSummary(handleSubmit);

  // The figures follow the guest count as it is typed: per-person lines are for every guest.
  const guests = typedGuests(watch("guestCount")) ?? full.guestCount;
  const doc = buildQuoteDocument(draftPreview(full, guests), company, []);

  /** What the form holds that a draft may keep (anything unfinished is left as it was). */
  function changesSoFar(): QuoteDraftChangesInput {
    const values = getValues();
    const day = inputs.eventDayIso(values.eventDate);
    const typed = typedGuests(values.guestCount);
    return {
      ...(values.eventType ? { eventType: values.eventType as QuoteDraftChangesInput["eventType"] } : {}),
      ...(day ? { eventDate: day } : {}),
      ...(typed ? { guestCount: typed } : {}),
      venue: values.venue,
      notes: values.notes,
    };
  }

  const saveDraft = () =>
    save.mutate(
      { id: quote.id, changes: changesSoFar() },
      {
        onSuccess: (updated) => {
          toast(DRAFT_SAVED);
          onQuoteUpdated(updated);
        },
        onError: toastQuoteError,
      },
    );

  const onSubmit = submit((values) =>
    submitDraft.mutate(
      { id: quote.id, changes: { eventType: values.eventType, eventDate: values.eventDate, guestCount: Number(values.guestCount), venue: values.venue, notes: values.notes } },
      {
        onSuccess: (sent) => {
          toastQuoteSubmitted();
          onQuoteUpdated(sent);
        },
        onError: toastQuoteError,
      },
    ),
  );

  const busy = save.isPending || submitDraft.isPending || remove.isPending;

  return (
    <section aria-labelledby={headingId} className="rounded-lg border border-gray-200 bg-white p-4 shadow-sm sm:p-6">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <h2 id={headingId} className="font-display text-2xl font-bold text-brand-900">
          {quote.number}
        </h2>
        <QuoteStatusBadge status={quote.status} />
      </div>
      <p className="mt-2 rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-gray-900">
        <span className="font-semibold">{QUOTE_DRAFT_MESSAGES.heading}.</span> Only you can see it. Complete the date, venue and guests, then submit your
        request: we reply within 24 hours.
      </p>

      <h3 className="mt-5 text-lg font-semibold text-gray-900">Your dishes</h3>
      <p className="text-sm text-gray-800">Priced from our menu; per-person dishes are for every guest.</p>
      <div aria-live="polite">
        <ProposalFigures doc={doc} />
      </div>

      <ErrorSummaryScope summary={summary}>
        <form noValidate onSubmit={onSubmit} className="mt-6 space-y-5 border-t border-gray-200 pt-5" aria-label="Complete your request">
          <ErrorSummary summary={summary} />
          <p className="text-sm text-gray-800">Fields marked * are required.</p>
          <div className="grid gap-5 sm:grid-cols-2">
            <FormField label="Event Type" error={errors.eventType?.message} isRequired>
              {(field) => <EventTypeSelect {...field} {...register("eventType")} required placeholder="Select an event type" />}
            </FormField>
            <FormField label="Event Date" error={errors.eventDate?.message} isRequired>
              {(field) => <Input {...field} {...register("eventDate")} type="date" required min={inputs.earliestEventDay()} />}
            </FormField>
            <FormField label="Number of Guests" error={errors.guestCount?.message} describedBy={guestHintId} isRequired>
              {(field) => (
                <>
                  <Input {...field} {...register("guestCount")} inputMode="numeric" autoComplete="off" required maxLength={6} />
                  <p id={guestHintId} className="text-sm text-gray-800">
                    At least {settings.booking.minGuests} guests.
                  </p>
                </>
              )}
            </FormField>
            <FormField label="Venue (optional)" error={errors.venue?.message}>
              {(field) => <Input {...field} {...register("venue")} autoComplete="street-address" maxLength={300} placeholder="Street, city, state and ZIP, or leave blank (TBD)" />}
            </FormField>
          </div>
          <FormField label="Notes (optional)" error={errors.notes?.message}>
            {(field) => (
              <textarea
                {...field}
                {...register("notes")}
                rows={4}
                maxLength={2000}
                placeholder="Tell us about your event and dietary needs"
                className={cn(inputClasses, "min-h-28")}
              />
            )}
          </FormField>
          <div className="flex flex-col gap-3 border-t border-gray-200 pt-4 sm:flex-row sm:flex-wrap sm:justify-end">
            <Button variant="ghost" className="text-red-800 hover:bg-red-50" onClick={() => setConfirmingDelete(true)} disabled={busy}>
              Delete draft
            </Button>
            <Button variant="secondary" onClick={saveDraft} pending={save.isPending} disabled={busy}>
              Save draft
            </Button>
            <Button type="submit" pending={submitDraft.isPending} disabled={busy}>
              {submitDraft.isPending ? "Submitting..." : "Submit request"}
            </Button>
          </div>
        </form>
      </ErrorSummaryScope>

      <ConfirmDialog
        open={confirmingDelete}
        onOpenChange={setConfirmingDelete}
        title="Delete Draft"
        message="Delete this draft proposal? Its dishes are not put back in your cart."
        confirmLabel="Delete draft"
        onConfirm={() => {
          setConfirmingDelete(false);
          remove.mutate(quote.id, {
            onSuccess: () => {
              toast(DRAFT_DELETED);
              onDeleted?.();
            },
            onError: toastQuoteError,
          });
        }}
      />
    </section>
  );
}
