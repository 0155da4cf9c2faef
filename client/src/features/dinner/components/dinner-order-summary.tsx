import { formatCents } from "@shared/rules/money";
import { priceDinnerOrder } from "@shared/rules/dinner";
import { MAX_DISH_QUANTITY, type DinnerCartLine } from "../dinner-cart";

/** The dinner order so far: each dish with −/+ and its line total, then the order total (priced as the server prices it). */
export function DinnerOrderSummary({
  lines,
  onChangeQuantity,
}: {
  lines: readonly DinnerCartLine[];
  onChangeQuantity: (dishId: number, delta: number) => void;
}) {
  const priced = priceDinnerOrder(lines);
  return (
    <div>
      {lines.length === 0 ? (
        <p className="text-sm text-gray-800">No dishes yet. Choose Add to Order on a dish to start your order.</p>
      ) : (
        <ul className="divide-y divide-gray-200">
          {priced.lines.map(({ dish, quantity, unitCents, totalCents }) => {
            return (
              <li key={dish.id} className="flex flex-wrap items-center justify-between gap-x-3 gap-y-2 py-3">
                <div className="min-w-0">
                  <p className="font-medium text-gray-900">{dish.name}</p>
                  <p className="text-sm text-gray-800">{formatCents(unitCents)} each</p>
                </div>
                <div className="flex items-center gap-3">
                  <div className="flex items-center gap-1">
                    <QuantityButton label={`Decrease quantity of ${dish.name}`} onClick={() => onChangeQuantity(dish.id, -1)}>
                      −
                    </QuantityButton>
                    <span className="w-8 text-center font-medium tabular-nums text-gray-900">
                      <span className="sr-only">Quantity:</span>{" "}
                      {quantity}
                    </span>
                    <QuantityButton
                      label={`Increase quantity of ${dish.name}`}
                      onClick={() => onChangeQuantity(dish.id, 1)}
                      disabled={quantity >= MAX_DISH_QUANTITY}
                    >
                      +
                    </QuantityButton>
                  </div>
                  <span className="w-20 text-right font-semibold tabular-nums text-gray-900">{formatCents(totalCents)}</span>
                </div>
              </li>
            );
          })}
        </ul>
      )}
      <p className="mt-3 flex items-center justify-between border-t border-gray-300 pt-3 text-lg font-bold text-gray-900">
        <span>Total</span>
        <span className="tabular-nums" data-testid="dinner-order-total">
          {formatCents(priced.totalCents)}
        </span>
      </p>
    </div>
  );
}

const quantityButtonClasses =
  "inline-flex size-9 items-center justify-center rounded-md border border-brand-700 bg-white text-lg font-medium text-brand-700 hover:bg-brand-50 " +
  "focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700 disabled:cursor-not-allowed disabled:opacity-60";

function QuantityButton({ label, onClick, disabled, children }: { label: string; onClick: () => void; disabled?: boolean; children: string }) {
  return (
    <button type="button" aria-label={label} onClick={onClick} disabled={disabled} className={quantityButtonClasses}>
      <span aria-hidden="true">{children}</span>
    </button>
  );
}
