import { formatCalendarDate, type BusinessDates } from "@shared/rules/dates";
import { formatDecimalAmount } from "@shared/rules/money";
import { ORDER_STATUS_LABELS, PAID_ORDER_STATUSES } from "@shared/rules/order-lifecycle";
import type { OrderGroup } from "@shared/validators/orders";
import type { Order } from "./api/get-orders";

/** The filter buttons in order: every order, then the client's groups (shared/rules/order-lifecycle.ts). */
export const ORDER_FILTERS = [
  { value: "all", label: "All" },
  { value: "pending", label: "Pending" },
  { value: "confirmed", label: "Confirmed" },
  { value: "completed", label: "Completed" },
  { value: "cancelled", label: "Cancelled" },
] as const satisfies readonly { value: "all" | OrderGroup; label: string }[];

export type OrderFilter = (typeof ORDER_FILTERS)[number]["value"];

export { ORDER_STATUS_LABELS };

/** An ISO timestamp → "November 22, 2026" in the business's time zone (`dates`; shown as sent when not a date). */
export const formatTimestampDate = (iso: string, dates: BusinessDates) => dates.formatLongDate(iso, iso);
export { formatCalendarDate };

/** A decimal string from the API → "$1,234.56"; text that is not an amount is shown as sent. */
export const formatAmount = (decimal: string) => formatDecimalAmount(decimal, decimal);

export function sourceLabel(source: string): string {
  if (source === "phone") return "Phone order";
  return source === "dinner" ? "Dinner pickup" : source === "subscription" ? "Subscription delivery" : "Online order";
}

export function paymentLabel(order: Pick<Order, "paymentMethod" | "paidAt" | "status">): string {
  if (order.paymentMethod === "at_pickup") return "Pay at pickup";
  if (order.paymentMethod === "invoice") return "Subscription: invoiced";
  if (order.paidAt || PAID_ORDER_STATUSES.includes(order.status)) return "Paid by card";
  return order.status === "cancelled" ? "Not paid" : "Awaiting payment";
}
