import { Link } from "wouter";
import { formatDecimalAmount } from "@shared/rules/money";
import { Spinner } from "@/components/ui/spinner";
import { paths } from "@/lib/paths";
import { useOrders } from "../api/get-orders";
import { formatTimestampDate } from "../order-display";
import { useBusinessDates } from "@/features/company-info";
import { OrderStatusBadge } from "./order-status-badge";

/** The client's latest orders in a compact list (the profile's Order History tab), with a link to all of them. */
export function OrderHistory() {
  const orders = useOrders({ page: 1, pageSize: 10 });
  const dates = useBusinessDates();
  if (orders.isPending) return <Spinner />;
  if (orders.isError) return <p className="text-red-700">Could not load your orders.</p>;
  if (!orders.data.items.length) {
    return (
      <p className="text-gray-800">
        No orders yet.{" "}
        <Link href={paths.menu} className="text-brand-700 underline underline-offset-2">
          Browse the menu
        </Link>
      </p>
    );
  }
  return (
    <div className="space-y-4">
      <ul className="divide-y divide-gray-200 rounded-lg border border-gray-200 bg-white">
        {orders.data.items.map((order) => (
          <li key={order.id} className="flex flex-wrap items-center justify-between gap-3 p-4">
            <div className="min-w-0">
              <p className="font-semibold text-gray-900">{order.number}</p>
              <p className="text-sm text-gray-800">
                {formatTimestampDate(order.createdAt, dates)} · {order.items.length} {order.items.length === 1 ? "item" : "items"}
              </p>
            </div>
            <div className="flex items-center gap-3">
              <OrderStatusBadge status={order.status} />
              <span className="font-semibold text-gray-900">{formatDecimalAmount(order.totalAmount)}</span>
            </div>
          </li>
        ))}
      </ul>
      <Link href={paths.orders} className="text-brand-700 underline underline-offset-2 hover:text-brand-900">
        See all orders
      </Link>
    </div>
  );
}
