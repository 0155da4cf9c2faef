import { formatCalendarDate } from "@shared/rules/dates";
import { WEEKDAY_NAMES } from "@shared/settings/kitchen";
import { Button } from "@/components/ui/button";
import { cn } from "@/lib/cn";
import { useBusinessDates } from "@/features/company-info";
import { useAvailability } from "../api/get-availability";
import { dateAdvice, dateRefusal, type EventShape } from "../date-check";

const STATUS_TEXT = { open: "open", full: "fully booked", closed: "closed" } as const;

/**
 * Under a date field: whether the kitchen takes the chosen date (closed, fully booked or too soon, with the next dates
 * that fit as buttons), and the next days as a calendar with full and closed days greyed out. The server checks the
 * same rule (shared/rules/capacity.ts) when the order or quote is sent; this only lets the customer see it first.
 */
export function DateAvailability({ value, onPick, id, event = {} }: { value: string; onPick: (date: string) => void; id?: string; event?: EventShape }) {
  const { data } = useAvailability();
  const { timeZone } = useBusinessDates();
  if (!data) return null;
  const isDate = /^\d{4}-\d{2}-\d{2}$/.test(value);
  const refusal = isDate ? dateRefusal(data, timeZone, value, event) : null;
  const advice = isDate && !refusal ? dateAdvice(data, timeZone, value, event) : null;
  const lead = new Date(`${data.days[0]?.date}T12:00:00Z`).getUTCDay();

  return (
    <div className="space-y-3">
      <div aria-live="polite" id={id}>
        {refusal ? (
          <div className="rounded-md border border-red-300 bg-red-50 p-3 text-sm text-red-900" data-testid="date-refusal">
            <p>{refusal.message}</p>
            {refusal.nextDates.length > 0 ? (
              <>
                <p className="mt-2 font-semibold">Next available dates:</p>
                <ul className="mt-1 flex flex-wrap gap-2">
                  {refusal.nextDates.map((date) => (
                    <li key={date}>
                      <Button variant="secondary" size="sm" onClick={() => onPick(date)}>
                        {formatCalendarDate(date)}
                      </Button>
                    </li>
                  ))}
                </ul>
              </>
            ) : null}
          </div>
        ) : advice ? (
          <p className="rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900">{advice}</p>
        ) : null}
      </div>
      <details className="rounded-md border border-gray-200 p-3">
        <summary className="cursor-pointer text-sm font-medium text-brand-800">See which dates are open</summary>
        <ol className="mt-3 grid grid-cols-7 gap-1 text-center text-xs" aria-label="The next days: full and closed days are greyed out">
          {WEEKDAY_NAMES.map((name) => (
            <li key={name} aria-hidden="true" className="font-semibold text-gray-700">
              {name.slice(0, 2)}
            </li>
          ))}
          {Array.from({ length: lead }, (_, i) => (
            <li key={`blank-${i}`} aria-hidden="true" />
          ))}
          {data.days.map((day) => {
            const isOpen = day.status === "open";
            const label = `${formatCalendarDate(day.date)}: ${STATUS_TEXT[day.status]}${day.reason && day.status !== "open" ? `. ${day.reason}` : ""}`;
            return (
              <li key={day.date}>
                <button
                  type="button"
                  aria-label={label}
                  title={label}
                  aria-disabled={!isOpen}
                  aria-pressed={day.date === value}
                  data-status={day.status}
                  onClick={() => isOpen && onPick(day.date)}
                  className={cn(
                    "min-h-9 w-full rounded border text-sm focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-brand-700",
                    isOpen ? "border-brand-200 bg-white text-gray-900 hover:bg-brand-50" : "cursor-not-allowed border-gray-200 bg-gray-100 text-gray-500 line-through",
                    day.date === value && "border-brand-700 bg-brand-100 font-bold",
                  )}
                >
                  {Number(day.date.slice(8))}
                </button>
              </li>
            );
          })}
        </ol>
        <p className="mt-2 text-xs text-gray-700">Greyed-out days are fully booked or closed.</p>
      </details>
    </div>
  );
}
