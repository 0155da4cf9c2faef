import { cn } from "@/lib/cn";
import type { OrderStatus } from "../api/get-orders";
import { ORDER_STATUS_LABELS } from "../order-display";

// Dark text on a light tint: every pair is well above 4.5:1, and the words carry the meaning, not the colour.
const STATUS_CLASSES: Record<OrderStatus, string> = {
  pending_payment: "border-amber-300 bg-amber-50 text-amber-900",
  paid: "border-sky-300 bg-sky-50 text-sky-900",
  confirmed: "border-green-300 bg-green-50 text-green-900",
  in_preparation: "border-violet-300 bg-violet-50 text-violet-900",
  ready: "border-teal-300 bg-teal-50 text-teal-900",
  out_for_delivery: "border-indigo-300 bg-indigo-50 text-indigo-900",
  completed: "border-gray-300 bg-gray-100 text-gray-900",
  cancelled: "border-red-300 bg-red-50 text-red-900",
};

export function OrderStatusBadge({ status }: { status: OrderStatus }) {
  return (
    <span className={cn("inline-flex items-center rounded-full border px-2.5 py-0.5 text-xs font-semibold", STATUS_CLASSES[status])}>
      {ORDER_STATUS_LABELS[status]}
    </span>
  );
}
