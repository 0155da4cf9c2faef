import { useId, useState } from "react";
import type { ProductionSheet as Sheet } from "@shared/api/contract";
import { allergenLabel } from "@shared/menu/allergens";
import { formatCalendarDate } from "@shared/rules/dates";
import { formatClockTime } from "@shared/rules/dinner";
import { FULFILMENT_LABELS } from "@shared/rules/fulfilment";
import { formatSheetTime } from "@shared/rules/production";
import { useBusinessDates } from "@/features/company-info";
import { buttonClasses } from "@/components/ui/button";
import { inputClasses } from "@/components/ui/input";
import { Spinner } from "@/components/ui/spinner";
import { getErrorMessage } from "@/lib/api-client";
import { productionSheetPdfUrl, useProductionSheet } from "../api/production-sheet";

const otherText = (other: Sheet["totals"]["other"]) => other.map((o) => `${o.quantity} ${o.label}`).join(", ");

/**
 * The kitchen's production sheet for a day (docs/product/admin.md, "Production sheet and BEO"): tomorrow unless
 * another day is chosen, one row per dish with its pans and people, prep time, when prep starts and its allergens,
 * the totals, the orders and events behind it, and the same sheet as a PDF.
 */
export function ProductionSheet() {
  const { businessDateInDays } = useBusinessDates();
  const [date, setDate] = useState(() => businessDateInDays(1));
  const { data: sheet, isLoading, error } = useProductionSheet(date);
  const dateId = useId();
  const captionId = useId();

  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-end gap-3">
        <div>
          <label htmlFor={dateId} className="block text-sm font-medium text-gray-900">
            Day
          </label>
          <input id={dateId} type="date" required value={date} onChange={(event) => setDate(event.target.value)} className={inputClasses} />
        </div>
        {date ? (
          <a href={productionSheetPdfUrl(date)} download className={buttonClasses({ variant: "secondary" })}>
            Download PDF
          </a>
        ) : null}
      </div>

      {!date ? <p className="text-gray-800">Choose a day to see its production sheet.</p> : null}
      {date && isLoading ? <Spinner /> : null}
      {error ? (
        <p role="alert" className="text-red-700">
          {getErrorMessage(error, "We couldn't load the production sheet. Please try again.")}
        </p>
      ) : null}

      {sheet && sheet.date === date ? (
        <>
          {sheet.rows.length === 0 ? (
            <p className="text-gray-800">Nothing to cook on {formatCalendarDate(sheet.date)}.</p>
          ) : (
            // Scrolls sideways on a narrow screen; focusable so a keyboard can scroll it too.
            <div
              role="region"
              aria-labelledby={captionId}
              tabIndex={0}
              className="overflow-x-auto rounded-lg border border-gray-200 bg-white focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-600"
            >
              <table className="min-w-[56rem] w-full text-left text-sm">
                <caption id={captionId} className="px-3 py-2 text-left font-semibold text-gray-900">
                  Production sheet: {formatCalendarDate(sheet.date)}
                </caption>
                <thead className="bg-gray-50 text-gray-900">
                  <tr>
                    <th scope="col" className="px-3 py-2">
                      Dish
                    </th>
                    <th scope="col" className="px-3 py-2 text-right">
                      Half pans
                    </th>
                    <th scope="col" className="px-3 py-2 text-right">
                      Full pans
                    </th>
                    <th scope="col" className="px-3 py-2 text-right">
                      Per person
                    </th>
                    <th scope="col" className="px-3 py-2">
                      Other
                    </th>
                    <th scope="col" className="px-3 py-2 text-right">
                      Total
                    </th>
                    <th scope="col" className="px-3 py-2 text-right">
                      Prep
                    </th>
                    <th scope="col" className="px-3 py-2">
                      Start prep
                    </th>
                    <th scope="col" className="px-3 py-2">
                      Allergens
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {sheet.rows.map((row) => (
                    <tr key={row.menuItemId ?? row.name} className="border-t border-gray-200">
                      <th scope="row" className="px-3 py-2 font-medium text-gray-900">
                        {row.name}
                      </th>
                      <td className="px-3 py-2 text-right">{row.counts.halfPans}</td>
                      <td className="px-3 py-2 text-right">{row.counts.fullPans}</td>
                      <td className="px-3 py-2 text-right">{row.counts.perPerson}</td>
                      <td className="px-3 py-2">{otherText(row.counts.other)}</td>
                      <td className="px-3 py-2 text-right font-semibold">{row.counts.total}</td>
                      <td className="px-3 py-2 text-right">{row.prepMinutes ? `${row.prepMinutes} min` : ""}</td>
                      <td className="px-3 py-2">{formatSheetTime(row.prepStart, sheet.date)}</td>
                      <td className="px-3 py-2">{row.allergens.map(allergenLabel).join(", ") || "None listed"}</td>
                    </tr>
                  ))}
                </tbody>
                <tfoot className="border-t-2 border-gray-400 font-semibold text-gray-900">
                  <tr>
                    <th scope="row" className="px-3 py-2">
                      Totals
                    </th>
                    <td className="px-3 py-2 text-right">{sheet.totals.halfPans}</td>
                    <td className="px-3 py-2 text-right">{sheet.totals.fullPans}</td>
                    <td className="px-3 py-2 text-right">{sheet.totals.perPerson}</td>
                    <td className="px-3 py-2">{otherText(sheet.totals.other)}</td>
                    <td className="px-3 py-2 text-right">{sheet.totals.total}</td>
                    <td colSpan={3} />
                  </tr>
                </tfoot>
              </table>
            </div>
          )}

          <section aria-labelledby={`${captionId}-sources`}>
            <h2 id={`${captionId}-sources`} className="font-display text-xl font-bold text-brand-900">
              Orders and events
            </h2>
            {sheet.sources.length === 0 ? (
              <p className="mt-2 text-gray-800">None on this day.</p>
            ) : (
              <ul className="mt-2 space-y-1 text-gray-900">
                {sheet.sources.map((source) => (
                  <li key={`${source.kind}-${source.number}`}>
                    <span className="font-medium">{source.number}</span> · {source.customerName} ·{" "}
                    {source.fulfilment === "event" ? `Event for ${source.guests ?? 0} guests` : FULFILMENT_LABELS[source.fulfilment]}
                    {source.time ? ` at ${formatClockTime(source.time)}` : ""}
                    {source.place ? ` · ${source.place}` : ""}
                  </li>
                ))}
              </ul>
            )}
          </section>
        </>
      ) : null}
    </div>
  );
}
