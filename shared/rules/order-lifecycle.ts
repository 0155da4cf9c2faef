import type { Fulfilment } from "./fulfilment";

/**
 * An order's life after checkout, one rule set for the admin's buttons and the server's check:
 *
 *   pending_payment ─▶ cancelled
 *   paid ─▶ confirmed ─▶ in_preparation ─▶ ready (pickup) ──────────┐
 *                                      └─▶ out_for_delivery (delivery) ─▶ completed
 *   any state after payment, before completed ─▶ cancelled (what was paid by card is refunded)
 *
 * Dinner pickup orders are paid at pickup: they start confirmed and follow the same path.
 */
export const ORDER_STATUSES = ["pending_payment", "paid", "confirmed", "in_preparation", "ready", "out_for_delivery", "completed", "cancelled"] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

export function isOrderStatus(value: unknown): value is OrderStatus {
  return typeof value === "string" && (ORDER_STATUSES as readonly string[]).includes(value);
}

export const ORDER_STATUS_LABELS: Record<OrderStatus, string> = {
  pending_payment: "Pending Payment",
  paid: "Paid",
  confirmed: "Confirmed",
  in_preparation: "In Preparation",
  ready: "Ready for Pickup",
  out_for_delivery: "Out for Delivery",
  completed: "Completed",
  cancelled: "Cancelled",
};

/** Pickup orders become ready at the counter; deliveries go out for delivery (each order records which it is). */
export type { Fulfilment };

const FORWARD: Record<OrderStatus, (fulfilment: Fulfilment) => OrderStatus[]> = {
  pending_payment: () => ["cancelled"],
  paid: () => ["confirmed", "cancelled"],
  confirmed: () => ["in_preparation", "cancelled"],
  in_preparation: (f) => [f === "pickup" ? "ready" : "out_for_delivery", "cancelled"],
  ready: () => ["completed", "cancelled"],
  out_for_delivery: () => ["completed", "cancelled"],
  completed: () => [],
  cancelled: () => [],
};

/** Where an order may go next, in the order the admin's buttons show them. */
export function nextOrderStatuses(status: OrderStatus, fulfilment: Fulfilment): OrderStatus[] {
  return FORWARD[status](fulfilment);
}

/** Null when the move is allowed; otherwise the sentence that says why not. */
export function orderTransitionRefusal(from: OrderStatus, to: OrderStatus, fulfilment: Fulfilment): string | null {
  if (nextOrderStatuses(from, fulfilment).includes(to)) return null;
  if (from === to) return `This order is already ${ORDER_STATUS_LABELS[to].toLowerCase()}.`;
  if (from === "completed" || from === "cancelled") return `This order is ${ORDER_STATUS_LABELS[from].toLowerCase()}: its status cannot change any more.`;
  if (to === "ready" && fulfilment === "delivery") return "This order is delivered, not picked up: it goes out for delivery instead.";
  if (to === "out_for_delivery" && fulfilment === "pickup") return "This order is picked up, not delivered: it becomes ready for pickup instead.";
  return `An order that is ${ORDER_STATUS_LABELS[from].toLowerCase()} cannot move to ${ORDER_STATUS_LABELS[to].toLowerCase()}.`;
}

/** Statuses in which a card order has been paid (the money is ours until refunded). */
export const PAID_ORDER_STATUSES: readonly OrderStatus[] = ["paid", "confirmed", "in_preparation", "ready", "out_for_delivery", "completed"];

/** The client's /orders filter groups: pending = awaiting payment, confirmed = paid and on its way. */
export const CLIENT_ORDER_GROUPS = {
  pending: ["pending_payment"],
  confirmed: ["paid", "confirmed", "in_preparation", "ready", "out_for_delivery"],
  completed: ["completed"],
  cancelled: ["cancelled"],
} as const satisfies Record<string, readonly OrderStatus[]>;

/** A card order not paid within this many hours is cancelled by a scheduled job (its coupon use is given back). */
export const UNPAID_ORDER_EXPIRY_HOURS = 24;

/** The answer to paying a cancelled order (one not paid in time, or cancelled by the business). */
export const ORDER_CANCELLED_MESSAGE = "This order was cancelled. Please place a new order.";
