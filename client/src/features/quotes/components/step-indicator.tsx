import { cn } from "@/lib/cn";
import { QUOTE_STEPS, STEP_COUNT, type StepNumber } from "../quote-wizard-rules";

/**
 * The five steps as numbered marks (done, current, to come). On a phone the marks show numbers only; the step's
 * heading ("Step 2 of 5: Date & Time") names it.
 */
export function StepIndicator({ step }: { step: StepNumber }) {
  return (
    <div>
      <ol aria-label={`Progress: step ${step} of ${STEP_COUNT}`} className="flex items-start gap-1 sm:gap-2">
        {QUOTE_STEPS.map((title, index) => {
          const number = index + 1;
          const state = number < step ? "done" : number === step ? "current" : "todo";
          return (
            <li key={title} aria-current={state === "current" ? "step" : undefined} className="flex flex-1 flex-col items-center gap-1 text-center">
              <span
                aria-hidden="true"
                className={cn(
                  "flex size-8 items-center justify-center rounded-full border-2 text-sm font-semibold",
                  state === "done" && "border-brand-700 bg-brand-700 text-white",
                  state === "current" && "border-brand-700 bg-white text-brand-700",
                  state === "todo" && "border-gray-400 bg-white text-gray-700",
                )}
              >
                {number}
              </span>
              <span className={cn("sr-only text-xs sm:not-sr-only", state === "current" ? "font-semibold text-brand-900" : "text-gray-700")}>{title}</span>
              {state === "done" ? <span className="sr-only"> (completed)</span> : null}
            </li>
          );
        })}
      </ol>
    </div>
  );
}
