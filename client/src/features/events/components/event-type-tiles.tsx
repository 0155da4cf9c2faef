import { useId } from "react";
import { eventTypeLabel } from "@shared/rules/event-types";
import { useCateringWizard } from "@/features/quotes";
import { EVENT_TILES } from "../event-tiles";

/** One tile per main event type; choosing one opens the catering order wizard with that type already picked. */
export function EventTypeTiles() {
  const { openWizard } = useCateringWizard();
  const baseId = useId();
  return (
    <ul aria-label="Event types" className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
      {EVENT_TILES.map(({ type, description }) => {
        const labelId = `${baseId}-${type}-label`;
        const descriptionId = `${baseId}-${type}-description`;
        return (
          <li key={type}>
            <button
              type="button"
              onClick={() => openWizard(type)}
              aria-labelledby={labelId}
              aria-describedby={descriptionId}
              className="flex h-full w-full flex-col items-start gap-1 rounded-lg border border-gray-200 bg-white p-5 text-left shadow-sm transition-colors hover:border-brand-700 hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
            >
              <span id={labelId} className="font-display text-lg font-bold text-brand-900">
                {eventTypeLabel(type)}
              </span>
              <span id={descriptionId} className="text-sm text-gray-800">
                {description}
              </span>
              <span aria-hidden="true" className="mt-2 text-sm font-medium text-brand-700">
                Start booking →
              </span>
            </button>
          </li>
        );
      })}
    </ul>
  );
}
