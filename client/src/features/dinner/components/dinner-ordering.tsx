import { formatClockTime } from "@shared/rules/dinner";
import { formatCalendarDate } from "@shared/rules/dates";
import { useCallback, useId, useState } from "react";
import { formatCents, decimalToCents } from "@shared/rules/money";
import type { DinnerOrderCreated } from "../api/create-dinner-order";
import { addDish, changeQuantity, dinnerCartItemCount, findDish, type DinnerCartLine } from "../dinner-cart";
import { DinnerDishList } from "./dinner-dish-list";
import { DinnerOrderForm } from "./dinner-order-form";
import { DinnerOrderSummary } from "./dinner-order-summary";

/**
 * The dinner menu beside the order: dishes go into this page's own order (not the menu cart), then the
 * customer's details place it as a pickup order paid at pickup.
 */
export function DinnerOrdering() {
  const menuHeadingId = useId();
  const orderHeadingId = useId();
  const detailsHeadingId = useId();
  const [lines, setLines] = useState<DinnerCartLine[]>([]);
  const [placed, setPlaced] = useState<DinnerOrderCreated | null>(null);
  // Adding a dish changes nothing near the button pressed, so the change is announced.
  const [announcement, setAnnouncement] = useState("");

  const add = (dishId: number) => {
    const next = addDish(lines, dishId);
    setLines(next);
    const quantity = next.find((line) => line.dishId === dishId)?.quantity ?? 0;
    setAnnouncement(`${findDish(dishId)?.name ?? "Dish"} added. ${quantity} in your order.`);
  };

  const onPlaced = (order: DinnerOrderCreated) => {
    setLines([]);
    setPlaced(order);
  };

  // The confirmation takes focus when it appears, so keyboard and screen reader users land on it.
  const focusOnMount = useCallback((node: HTMLElement | null) => node?.focus(), []);

  const itemCount = dinnerCartItemCount(lines);

  return (
    <div className="mx-auto grid max-w-6xl gap-10 px-4 py-10 lg:grid-cols-5">
      <section id={`${menuHeadingId}-section`} aria-labelledby={menuHeadingId} className="min-w-0 lg:col-span-3">
        <h2 id={menuHeadingId} className="font-display text-2xl font-bold text-brand-900">
          Dinner Menu
        </h2>
        <p role="status" className="sr-only">
          {announcement}
        </p>
        <div className="mt-6">
          <DinnerDishList onAdd={add} />
        </div>
      </section>

      <div className="min-w-0 space-y-8 lg:col-span-2">
        {placed ? (
          <section
            key={placed.id}
            ref={focusOnMount}
            tabIndex={-1}
            aria-labelledby={`${orderHeadingId}-confirmed`}
            className="rounded-lg border border-green-700 bg-green-50 p-5 outline-none focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
          >
            <h2 id={`${orderHeadingId}-confirmed`} className="font-display text-xl font-bold text-gray-900">
              Order Confirmed
            </h2>
            <dl className="mt-3 space-y-1 text-gray-900">
              <div className="flex flex-wrap gap-x-2">
                <dt className="font-medium">Order number:</dt>
                <dd>{placed.number}</dd>
              </div>
              {placed.customerInfo?.eventDate ? (
                <div className="flex flex-wrap gap-x-2">
                  <dt className="font-medium">Pickup date:</dt>
                  <dd>{formatCalendarDate(placed.customerInfo.eventDate)}</dd>
                </div>
              ) : null}
              {placed.pickupTime ? (
                <div className="flex flex-wrap gap-x-2">
                  <dt className="font-medium">Pickup time:</dt>
                  <dd>{formatClockTime(placed.pickupTime)}</dd>
                </div>
              ) : null}
              <div className="flex flex-wrap gap-x-2">
                <dt className="font-medium">Total:</dt>
                <dd>{formatTotal(placed.totalAmount)}</dd>
              </div>
            </dl>
            <p className="mt-3 text-sm text-gray-800">Pay at pickup. We look forward to seeing you!</p>
          </section>
        ) : null}

        <section aria-labelledby={orderHeadingId} className="rounded-lg border border-gray-200 bg-white p-5 shadow-sm">
          <h2 id={orderHeadingId} className="font-display text-xl font-bold text-brand-900">
            Your Order{itemCount > 0 ? ` (${itemCount} ${itemCount === 1 ? "item" : "items"})` : ""}
          </h2>
          <div className="mt-4">
            <DinnerOrderSummary lines={lines} onChangeQuantity={(dishId, delta) => setLines((current) => changeQuantity(current, dishId, delta))} />
          </div>
        </section>

        <section aria-labelledby={detailsHeadingId} className="rounded-lg border border-gray-200 bg-white p-5 shadow-sm">
          <h2 id={detailsHeadingId} className="font-display text-xl font-bold text-brand-900">
            Customer Information
          </h2>
          <div className="mt-4">
            <DinnerOrderForm lines={lines} onPlaced={onPlaced} dishesId={`${menuHeadingId}-section`} />
          </div>
        </section>
      </div>
    </div>
  );
}

function formatTotal(decimal: string): string {
  const cents = decimalToCents(decimal);
  return cents === null ? decimal : formatCents(cents);
}
