import { useId, useState } from "react";
import { EVENT_TYPES, type EventType } from "@shared/rules/event-types";
import { useBusinessSettings } from "@/features/company-info";
import { useErrorSummaryEntry } from "@/components/ui/error-summary";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { cn } from "@/lib/cn";
import type { QuoteWizard } from "../../use-quote-wizard";
import { radioCard } from "./radio-card";


/**
 * The guest count: what is typed shows as typed, but a number below the minimum is not taken; leaving the field
 * below it puts the minimum back and says why.
 */
function GuestCountField({ wizard }: { wizard: QuoteWizard }) {
  const id = useId();
  const hintId = useId();
  const errorId = useId();
  const { minGuests } = useBusinessSettings().booking;
  const [typed, setTyped] = useState<string | null>(null);
  const error = wizard.errors.guestCount;
  useErrorSummaryEntry(id, error);
  const leave = () => {
    if (typed !== null) wizard.leaveGuestCount(/^\d+$/.test(typed) ? Number(typed) : Number.NaN);
    setTyped(null);
  };
  return (
    <div className="space-y-1.5">
      <Label htmlFor={id}>Number of guests</Label>
      <Input
        id={id}
        type="number"
        inputMode="numeric"
        min={minGuests}
        step={1}
        required
        value={typed ?? String(wizard.draft.guestCount)}
        aria-invalid={Boolean(error)}
        aria-describedby={error ? `${hintId} ${errorId}` : hintId}
        onChange={(event) => {
          setTyped(event.target.value);
          if (/^\d+$/.test(event.target.value)) wizard.typeGuestCount(Number(event.target.value));
        }}
        onBlur={leave}
        onKeyDown={(event) => {
          // Enter moves on; a count below the minimum is put right first, as leaving the field would.
          if (event.key === "Enter") leave();
        }}
        className="max-w-40"
      />
      <p id={hintId} className="text-sm text-gray-800">
        Catering quotes start at {minGuests} guests.
      </p>
      {error ? (
        <p id={errorId} role="alert" className="text-sm text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** Step 1: what kind of event, and for how many guests. */
export function EventTypeStep({ wizard }: { wizard: QuoteWizard }) {
  const groupId = useId();
  const errorId = useId();
  const error = wizard.errors.eventType;
  useErrorSummaryEntry(groupId, error);
  return (
    <div className="space-y-6">
      <fieldset id={groupId} aria-invalid={Boolean(error)} aria-describedby={error ? errorId : undefined}>
        <legend className="text-base font-semibold text-gray-900">What are you celebrating?</legend>
        {error ? (
          <p id={errorId} className="mt-1 text-sm text-red-700">
            {error}
          </p>
        ) : null}
        <div className="mt-3 grid grid-cols-1 gap-2 min-[400px]:grid-cols-2 sm:grid-cols-3">
          {EVENT_TYPES.map((type) => {
            const isChecked = wizard.draft.eventType === type.value;
            return (
              <label key={type.value} className={cn(radioCard, isChecked ? "border-brand-700 bg-brand-50 font-semibold" : "border-gray-300 bg-white hover:border-brand-700")}>
                <input
                  type="radio"
                  name="eventType"
                  value={type.value}
                  checked={isChecked}
                  onChange={() => wizard.setField("eventType", type.value as EventType)}
                  className="size-4 shrink-0 accent-brand-700"
                />
                {type.label}
              </label>
            );
          })}
        </div>
      </fieldset>
      <GuestCountField wizard={wizard} />
    </div>
  );
}
