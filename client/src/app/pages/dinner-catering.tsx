import { formatClockTime } from "@shared/rules/dinner";
import { DINNER_SERVICE } from "@shared/menu/dinner-menu";
import { DinnerOrdering } from "@/features/dinner/components/dinner-ordering";
import { ServiceGate, useBusinessSettings } from "@/features/company-info";

/** /dinner-catering: the fixed dinner menu, this page's own order and a pickup order paid at pickup. */
export default function DinnerCateringPage() {
  // The hours are business settings: drawn again when they arrive (the header loads them).
  const { orderCutoff, pickupEarliest, pickupLatest } = useBusinessSettings().dinner;
  return (
    <>
      <div className="border-b border-brand-100 bg-brand-50">
        <div className="mx-auto max-w-6xl px-4 py-10 sm:py-12">
          <h1 className="font-display text-3xl font-bold text-brand-900 sm:text-4xl">Dinner Catering</h1>
          <p className="mt-3 max-w-2xl text-lg text-gray-800">Chef-made dinners, ordered ahead and paid at pickup.</p>
          <dl className="mt-5 grid gap-3 text-gray-900 sm:grid-cols-3">
            <div>
              <dt className="text-sm font-semibold text-brand-700">Service area</dt>
              <dd>{DINNER_SERVICE.area}</dd>
            </div>
            <div>
              <dt className="text-sm font-semibold text-brand-700">Dinner service and pickup</dt>
              <dd>
                {formatClockTime(pickupEarliest)} – {formatClockTime(pickupLatest)}
              </dd>
            </div>
            <div>
              <dt className="text-sm font-semibold text-brand-700">Order by</dt>
              <dd>{formatClockTime(orderCutoff)} for the same day</dd>
            </div>
          </dl>
        </div>
      </div>
      <ServiceGate service="dinnerPickup">
        <DinnerOrdering />
      </ServiceGate>
    </>
  );
}
