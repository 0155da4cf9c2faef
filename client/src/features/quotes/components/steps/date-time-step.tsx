import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { useBusinessSettings } from "@/features/company-info";
import { DateAvailability } from "@/features/kitchen";
import { eventDateInputs } from "../../event-date-input";
import type { QuoteWizard } from "../../use-quote-wizard";

/** Step 2: when (at least the lead time ahead; the inputs' minimum says so) and where. */
export function DateTimeStep({ wizard }: { wizard: QuoteWizard }) {
  const { draft, errors, setField } = wizard;
  const settings = useBusinessSettings();
  const earliest = eventDateInputs(settings).earliestEventInputs();
  const dateError = errors.eventDate;
  return (
    <div className="space-y-5">
      <p className="text-sm text-gray-800">We need at least {settings.booking.minLeadHours} hours' notice and advise booking 72 hours ahead (2 weeks for 100+ guests).</p>
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField label="Event Date" error={dateError} isRequired>
          {(field) => (
            <Input {...field} type="date" required min={earliest.date} value={draft.eventDate} onChange={(event) => setField("eventDate", event.target.value)} />
          )}
        </FormField>
        <FormField label="Start Time" error={errors.eventTime} isRequired>
          {(field) => (
            <Input
              {...field}
              type="time"
              required
              // The earliest time applies only on the earliest day.
              min={draft.eventDate === earliest.date ? earliest.time : undefined}
              value={draft.eventTime}
              onChange={(event) => setField("eventTime", event.target.value)}
            />
          )}
        </FormField>
      </div>
      {/* The kitchen's rule for the day, the time and the headcount (closed, fully booked, notice for 100+ guests). */}
      <DateAvailability value={draft.eventDate} onPick={(date) => setField("eventDate", date)} event={{ guests: Number(draft.guestCount) || null, time: draft.eventTime || undefined }} />
      <FormField label="Venue Address" error={errors.venue} isRequired>
        {(field) => (
          <Input
            {...field}
            required
            autoComplete="street-address"
            maxLength={300}
            placeholder="Street, city, state and ZIP"
            value={draft.venue}
            onChange={(event) => setField("venue", event.target.value)}
          />
        )}
      </FormField>
    </div>
  );
}
