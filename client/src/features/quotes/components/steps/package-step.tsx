import { useId } from "react";
import { formatCents } from "@shared/rules/money";
import { estimateCents, PACKAGE_RATE_CENTS } from "@shared/rules/quotes";
import { MENU_PACKAGES as PACKAGE_CARDS } from "@/features/menu";
import { useErrorSummaryEntry } from "@/components/ui/error-summary";
import { cn } from "@/lib/cn";
import type { QuoteWizard } from "../../use-quote-wizard";

/** Step 3: full-service or brunch, each priced per person, with the estimate for the guests chosen. */
export function PackageStep({ wizard }: { wizard: QuoteWizard }) {
  const errorId = useId();
  const { draft, errors, setField } = wizard;
  const error = errors.menuPackage;
  const groupId = `${errorId}-group`;
  useErrorSummaryEntry(groupId, error);
  return (
    <fieldset id={groupId} aria-invalid={Boolean(error)} aria-describedby={error ? errorId : undefined}>
      <legend className="text-base font-semibold text-gray-900">Choose a package</legend>
      {error ? (
        <p id={errorId} className="mt-1 text-sm text-red-700">
          {error}
        </p>
      ) : null}
      <div className="mt-3 grid gap-3 sm:grid-cols-2">
        {PACKAGE_CARDS.map((pkg) => {
          const isChecked = draft.menuPackage === pkg.id;
          const nameId = `${errorId}-${pkg.id}-name`;
          const detailsId = `${errorId}-${pkg.id}-details`;
          return (
            <label
              key={pkg.id}
              className={cn(
                "flex cursor-pointer flex-col gap-2 rounded-lg border-2 p-4 has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-brand-700",
                isChecked ? "border-brand-700 bg-brand-50" : "border-gray-300 bg-white hover:border-brand-700",
              )}
            >
              <span className="flex items-center gap-3">
                <input
                  type="radio"
                  name="menuPackage"
                  value={pkg.id}
                  checked={isChecked}
                  onChange={() => setField("menuPackage", pkg.id)}
                  aria-labelledby={nameId}
                  aria-describedby={detailsId}
                  className="size-4 shrink-0 accent-brand-700"
                />
                <span id={nameId} className="font-semibold text-gray-900">
                  {pkg.name}
                </span>
              </span>
              <span id={detailsId} className="block space-y-2 text-sm text-gray-800">
                <span className="block text-lg font-semibold text-brand-700">{formatCents(PACKAGE_RATE_CENTS[pkg.id])} per person</span>
                <span className="block">{pkg.description}</span>
                <span className="block">Includes: {pkg.includes.join(", ")}.</span>
                <span className="block font-medium text-gray-900">
                  Estimate for {draft.guestCount} guests: {formatCents(estimateCents(draft.guestCount, pkg.id))}
                </span>
              </span>
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
