import { useId, type ReactNode } from "react";
import { eventTypeLabel } from "@shared/rules/event-types";
import { useBusinessSettings } from "@/features/company-info";
import { businessDates } from "@shared/rules/dates";
import { formatCents } from "@shared/rules/money";
import { estimateCents, PACKAGE_RATE_CENTS } from "@shared/rules/quotes";
import { FormField } from "@/components/ui/form-field";
import { inputClasses } from "@/components/ui/input";
import { MENU_PACKAGES as PACKAGE_CARDS } from "@/features/menu";
import { cn } from "@/lib/cn";
import { eventDateInputs } from "../../event-date-input";
import type { QuoteWizard } from "../../use-quote-wizard";
import { ContactFields } from "../contact-fields";

/** Notes stay short enough that the item names in front of them still fit the server's 2,000 characters. */
const NOTES_MAX_LENGTH = 1000;

function SummaryRow({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="grid gap-0.5 sm:grid-cols-[10rem_1fr] sm:gap-3">
      <dt className="font-medium text-gray-900">{label}</dt>
      <dd className="break-words text-gray-800">{children}</dd>
    </div>
  );
}

/**
 * Step 5: the order summary, the cost breakdown (guests × rate; an estimate, the server prices the quote), notes,
 * and a visitor's contact details.
 */
export function CheckoutStep({ wizard, itemNames, isVisitor }: { wizard: QuoteWizard; itemNames: readonly string[]; isVisitor: boolean }) {
  const summaryId = useId();
  const costId = useId();
  const settings = useBusinessSettings();
  const { formatLongDateTime } = businessDates(settings.timeZone);
  const { eventStartIso } = eventDateInputs(settings);
  const { draft, errors, setField } = wizard;
  const pkg = PACKAGE_CARDS.find((p) => p.id === draft.menuPackage);
  const rate = draft.menuPackage ? PACKAGE_RATE_CENTS[draft.menuPackage] : 0;
  const estimate = draft.menuPackage ? estimateCents(draft.guestCount, draft.menuPackage) : 0;
  return (
    <div className="space-y-6">
      <section aria-labelledby={summaryId} className="rounded-lg border border-gray-200 p-4">
        <h4 id={summaryId} className="text-base font-semibold text-gray-900">
          Order summary
        </h4>
        <dl className="mt-3 space-y-2 text-sm">
          <SummaryRow label="Event type">{eventTypeLabel(draft.eventType)}</SummaryRow>
          <SummaryRow label="Date and time">{formatLongDateTime(eventStartIso(draft.eventDate, draft.eventTime))}</SummaryRow>
          <SummaryRow label="Guests">{draft.guestCount}</SummaryRow>
          <SummaryRow label="Venue">{draft.venue.trim()}</SummaryRow>
          <SummaryRow label="Package">{pkg?.name ?? "None chosen"}</SummaryRow>
          <SummaryRow label="Menu items">
            <ul className="list-disc pl-5">
              {itemNames.map((name) => (
                <li key={name}>{name}</li>
              ))}
            </ul>
          </SummaryRow>
        </dl>
      </section>

      <section aria-labelledby={costId} className="rounded-lg bg-brand-50 p-4">
        <h4 id={costId} className="text-base font-semibold text-gray-900">
          Cost breakdown
        </h4>
        <dl className="mt-3 space-y-2 text-sm">
          <div className="flex justify-between gap-4">
            <dt className="text-gray-800">
              {draft.guestCount} guests × {formatCents(rate)} per person
            </dt>
            <dd className="font-medium text-gray-900">{formatCents(estimate)}</dd>
          </div>
          <div className="flex justify-between gap-4 border-t border-brand-100 pt-2 text-base">
            <dt className="font-semibold text-gray-900">Estimated total</dt>
            <dd className="font-semibold text-gray-900">{formatCents(estimate)}</dd>
          </div>
        </dl>
        <p className="mt-2 text-sm text-gray-800">This is an estimate. Your quote will confirm the final price.</p>
      </section>

      <FormField label="Notes (optional)" error={errors.notes}>
        {(field) => (
          <textarea
            {...field}
            rows={4}
            maxLength={NOTES_MAX_LENGTH}
            placeholder="Dietary needs, timings, anything we should know"
            value={draft.notes}
            onChange={(event) => setField("notes", event.target.value)}
            className={cn(inputClasses, "min-h-28")}
          />
        )}
      </FormField>

      {isVisitor ? (
        <ContactFields
          errors={errors}
          bind={(name) => ({ value: draft[name], onChange: (event) => setField(name, event.target.value) })}
        />
      ) : null}
    </div>
  );
}
