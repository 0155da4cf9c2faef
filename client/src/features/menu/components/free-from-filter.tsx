import { useId, type MouseEvent } from "react";
import { ALLERGEN_LABELS, ALLERGENS, FREE_FROM_PARAM, type Allergen } from "@shared/menu/allergens";
import { buttonClasses } from "@/components/ui/button";
import { useIsAppRunning } from "@/lib/app-running";
import { ADDRESS_FORM_ATTRIBUTE } from "@shared/site/server-render";

/**
 * A link that clears the "Free from" filter: a plain link to /menu before the app runs (or without it); once it
 * runs, `onClear` clears the filter where the page is.
 */
export function ClearFreeFrom({ onClear, className }: { onClear: () => void; className?: string }) {
  const clear = (event: MouseEvent) => {
    event.preventDefault();
    onClear();
  };
  return (
    <a href="/menu" onClick={clear} className={buttonClasses({ variant: "link", className })}>
      Clear allergen filter
    </a>
  );
}

/**
 * The menu's "Free from" filter (docs/product/public-site.md, Allergens). A GET form to /menu: before the app runs
 * the browser sends it itself (?free=milk&free=peanuts), a page the server renders; once the app runs each tick
 * changes the address at once, and the Show dishes button is not needed.
 */
export function FreeFromFilter({ id, value, onChange, onClear }: { id: string; value: readonly Allergen[]; onChange: (next: Allergen[]) => void; onClear: () => void }) {
  const hintId = useId();
  const isAppRunning = useIsAppRunning();
  const toggle = (allergen: Allergen, on: boolean) => onChange(on ? [...value, allergen] : value.filter((other) => other !== allergen));
  return (
    <form id={id} method="get" action="/menu" {...{ [ADDRESS_FORM_ATTRIBUTE]: "" }} onSubmit={(event) => event.preventDefault()} className="mt-4">
      <fieldset aria-describedby={hintId}>
        <legend className="text-sm font-semibold text-gray-900">Free from</legend>
        <p id={hintId} className="text-sm text-gray-800">
          Show only the dishes that contain none of the allergens you tick.
        </p>
        <div className="flex flex-wrap gap-x-5">
          {ALLERGENS.map((allergen) => (
            // The checkbox inside its label, a 44 px target (as CheckboxField, not imported: this is /menu's first script).
            <label key={allergen} className="flex min-h-11 items-center gap-2 text-sm text-gray-900">
              <input
                type="checkbox"
                name={FREE_FROM_PARAM}
                value={allergen}
                checked={value.includes(allergen)}
                onChange={(event) => toggle(allergen, event.target.checked)}
                className="size-5 accent-brand-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
              />
              {ALLERGEN_LABELS[allergen]}
            </label>
          ))}
        </div>
      </fieldset>
      <div className="flex flex-wrap items-center gap-x-5 gap-y-2">
        {isAppRunning ? null : (
          <button type="submit" className={buttonClasses({ variant: "secondary" })}>
            Show dishes
          </button>
        )}
        {value.length ? <ClearFreeFrom onClear={onClear} className="min-h-11" /> : null}
      </div>
    </form>
  );
}
