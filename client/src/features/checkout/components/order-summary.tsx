import { useId, type ReactNode } from "react";
import { formatCents } from "@shared/rules/money";
import { formatTaxRate } from "@shared/rules/charges";
import type { CartPrice } from "@shared/rules/cart-pricing";
import type { CartLine } from "@/features/cart";
import { useBusinessSettings } from "@/features/company-info";

const money = (cents: number | null) => (cents === null ? "—" : formatCents(cents));

/** The lines with quantity, option and line total; then subtotal, discount, delivery and tax (when charged) and total. */
export function OrderSummary({
  lines,
  subtotalCents,
  discountCents,
  deliveryFeeCents = 0,
  taxCents = 0,
  totalCents,
  deliveryNote,
  priceNote,
  coupon,
}: {
  /** The cart's lines as priceCart priced them. */
  lines: CartPrice<CartLine>["lines"];
  subtotalCents: number | null;
  discountCents: number;
  deliveryFeeCents?: number;
  taxCents?: number;
  totalCents: number | null;
  /** What delivery would add, before the customer has chosen pickup or delivery. */
  deliveryNote?: string | null;
  /** The server's word on a changed total, shown under it. */
  priceNote?: string | null;
  coupon?: ReactNode;
}) {
  const headingId = useId();
  const { charges } = useBusinessSettings();
  return (
    <section aria-labelledby={headingId} className="min-w-0 rounded-lg border border-gray-200 bg-white p-5 shadow-sm">
      <h2 id={headingId} className="font-display text-xl font-bold text-brand-900">
        Order Summary
      </h2>
      <ul className="mt-4 divide-y divide-gray-200">
        {lines.map(({ line, price }) => (
          <li key={`${line.id}-${line.option ?? ""}`} className="flex items-start justify-between gap-3 py-3">
            <div className="min-w-0">
              <p className="font-medium break-words text-gray-900">{line.name}</p>
              <p className="text-sm text-gray-700">
                Qty {line.quantity}
                {line.option ? ` · ${line.option}` : null}
              </p>
            </div>
            <p className="shrink-0 font-medium text-gray-900">{money(price.priced ? price.totalCents : null)}</p>
          </li>
        ))}
      </ul>
      {coupon ? <div className="mt-4">{coupon}</div> : null}
      <dl className="mt-4 space-y-2 border-t border-gray-200 pt-4 text-sm">
        <div className="flex justify-between gap-3">
          <dt className="text-gray-800">Subtotal</dt>
          <dd className="text-gray-900">{money(subtotalCents)}</dd>
        </div>
        <div className="flex justify-between gap-3">
          <dt className="text-gray-800">Discount</dt>
          <dd className="text-gray-900">{discountCents > 0 ? `−${formatCents(discountCents)}` : formatCents(0)}</dd>
        </div>
        {deliveryFeeCents > 0 ? (
          <div className="flex justify-between gap-3">
            <dt className="text-gray-800">Delivery</dt>
            <dd className="text-gray-900">{formatCents(deliveryFeeCents)}</dd>
          </div>
        ) : null}
        {taxCents > 0 ? (
          <div className="flex justify-between gap-3">
            <dt className="text-gray-800">Sales tax ({formatTaxRate(charges.taxRateThousandths)})</dt>
            <dd className="text-gray-900">{formatCents(taxCents)}</dd>
          </div>
        ) : null}
        <div className="flex justify-between gap-3 border-t border-gray-200 pt-2 text-base font-bold">
          <dt className="text-gray-900">Total</dt>
          <dd className="text-brand-900">
            {money(totalCents)}
          </dd>
        </div>
      </dl>
      {deliveryNote ? <p className="mt-2 text-sm text-gray-800">{deliveryNote}</p> : null}
      <div role="status" className="empty:hidden">
        {priceNote ? <p className="mt-3 rounded-md bg-amber-50 p-3 text-sm text-gray-900">{priceNote}</p> : null}
      </div>
    </section>
  );
}
