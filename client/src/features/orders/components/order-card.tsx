import { formatClockTime } from "@shared/rules/dinner";
import { useId, useRef, type ReactNode } from "react";
import { eventTypeLabel } from "@shared/rules/event-types";
import { decimalToCents } from "@shared/rules/money";
import type { Order } from "../api/get-orders";
import {
  formatAmount,
  formatCalendarDate,
  formatTimestampDate,
  paymentLabel,
  sourceLabel,
} from "../order-display";
import { OrderManagement } from "./order-management";
import { OrderAgain } from "./order-again";
import { OrderStatusBadge } from "./order-status-badge";
import { useBusinessDates, useCompanyInfo } from "@/features/company-info";
import { FULFILMENT_LABELS } from "@shared/rules/fulfilment";

const linkClasses =
  "text-brand-700 underline underline-offset-2 wrap-anywhere hover:text-brand-900 " +
  "focus-visible:rounded-sm focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700";

function Detail({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="font-medium text-gray-900">{term}</dt>
      <dd className="wrap-anywhere text-gray-800">{children}</dd>
    </div>
  );
}

/**
 * One order: number, status, dates, pickup or delivery, how it is paid, its lines, total and refunds. Admins list
 * every customer's orders, so their cards also say whose order it is, how to reach them, and hold the controls to
 * move, refund or cancel it; a client's card of a menu order offers Order Again.
 */
export function OrderCard({ order, showCustomer }: { order: Order; showCustomer: boolean }) {
  const headingId = useId();
  // An admin's change (a status, a refund) can remove the control that had the focus: it moves here instead.
  const headingRef = useRef<HTMLHeadingElement>(null);
  const dates = useBusinessDates();
  const company = useCompanyInfo();
  const { customerInfo: customer } = order;
  const hasDiscount = order.coupon !== null || (decimalToCents(order.discountAmount) ?? 0) > 0;
  const deliveryFee = decimalToCents(order.deliveryFeeAmount) ?? 0;
  const tax = decimalToCents(order.taxAmount) ?? 0;
  const isRefunded = (decimalToCents(order.refundedAmount) ?? 0) > 0;

  return (
    <article aria-labelledby={headingId} className="rounded-lg border border-gray-200 bg-white p-4 shadow-sm sm:p-5">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <h2
            id={headingId}
            ref={headingRef}
            tabIndex={-1}
            className="scroll-mt-4 text-lg font-semibold text-gray-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
          >
            {order.number}
          </h2>
          <p className="text-sm text-gray-800">
            Placed <time dateTime={order.createdAt}>{formatTimestampDate(order.createdAt, dates)}</time>
          </p>
        </div>
        <OrderStatusBadge status={order.status} />
      </div>

      <dl className="mt-4 grid gap-x-6 gap-y-3 text-sm sm:grid-cols-2">
        {showCustomer ? (
          <>
            <Detail term="Customer">{customer.name}</Detail>
            <Detail term="Phone">
              <a href={`tel:${customer.phone.replace(/[^\d+]/g, "")}`} className={linkClasses}>
                {customer.phone}
              </a>
            </Detail>
            <Detail term="Email">
              {customer.email ? (
                <a href={`mailto:${customer.email}`} className={linkClasses}>
                  {customer.email}
                </a>
              ) : (
                "Not given"
              )}
            </Detail>
          </>
        ) : null}
        <Detail term="Order type">{sourceLabel(order.source)}</Detail>
        <Detail term="Payment">{paymentLabel(order)}</Detail>
        {customer.eventDate ? (
          <Detail term="Event date">
            <time dateTime={customer.eventDate}>{formatCalendarDate(customer.eventDate)}</time>
          </Detail>
        ) : null}
        <Detail term="Pickup or delivery">{FULFILMENT_LABELS[order.fulfilment]}</Detail>
        {order.fulfilment === "delivery" ? <Detail term="Delivery address">{order.deliveryAddress ?? "Not given"}</Detail> : null}
        {order.pickupTime ? <Detail term="Pickup time">{formatClockTime(order.pickupTime)}</Detail> : null}
        {order.fulfilment === "pickup" && company.data ? <Detail term="Pickup from">{company.data.address}</Detail> : null}
        {customer.eventType ? <Detail term="Event type">{eventTypeLabel(customer.eventType)}</Detail> : null}
        {customer.eventLocation ? <Detail term="Location">{customer.eventLocation}</Detail> : null}
      </dl>

      <h3 className="mt-4 text-sm font-semibold text-gray-900">Items</h3>
      <ul className="mt-1 divide-y divide-gray-200 text-sm">
        {order.items.map((line, index) => (
          <li key={index} className="flex flex-wrap justify-between gap-x-4 py-1.5">
            <span className="min-w-0 wrap-anywhere text-gray-900">
              {line.quantity} × {line.name}
              {line.option ? ` (${line.option})` : ""}
              <span className="sr-only"> — </span>
            </span>
            <span className="shrink-0 whitespace-nowrap text-gray-800 tabular-nums">{formatAmount(line.lineTotal)}</span>
          </li>
        ))}
      </ul>

      {order.notes ? (
        <p className="mt-3 text-sm wrap-anywhere text-gray-800">
          <span className="font-medium text-gray-900">Notes:</span> {order.notes}
        </p>
      ) : null}

      <dl className="mt-3 space-y-1 border-t border-gray-200 pt-3 text-sm">
        {hasDiscount || deliveryFee > 0 || tax > 0 ? (
          <div className="flex justify-between gap-4">
            <dt className="text-gray-800">Subtotal</dt>
            <dd className="shrink-0 whitespace-nowrap text-gray-900 tabular-nums">{formatAmount(order.subtotalAmount)}</dd>
          </div>
        ) : null}
        {hasDiscount ? (
          <div className="flex justify-between gap-4">
            <dt className="min-w-0 wrap-anywhere text-gray-800">{order.coupon ? `Coupon ${order.coupon.code}` : "Discount"}</dt>
            <dd className="shrink-0 whitespace-nowrap text-green-800 tabular-nums">−{formatAmount(order.discountAmount)}</dd>
          </div>
        ) : null}
        {deliveryFee > 0 ? (
          <div className="flex justify-between gap-4">
            <dt className="text-gray-800">Delivery</dt>
            <dd className="shrink-0 whitespace-nowrap text-gray-900 tabular-nums">{formatAmount(order.deliveryFeeAmount)}</dd>
          </div>
        ) : null}
        {tax > 0 ? (
          <div className="flex justify-between gap-4">
            <dt className="text-gray-800">Sales tax</dt>
            <dd className="shrink-0 whitespace-nowrap text-gray-900 tabular-nums">{formatAmount(order.taxAmount)}</dd>
          </div>
        ) : null}
        <div className="flex justify-between gap-4 text-base font-semibold text-gray-900">
          <dt>Total</dt>
          <dd className="shrink-0 whitespace-nowrap tabular-nums">{formatAmount(order.totalAmount)}</dd>
        </div>
        {isRefunded ? (
          <>
            <div className="flex justify-between gap-4">
              <dt className="text-gray-800">Paid</dt>
              <dd className="shrink-0 whitespace-nowrap text-gray-900 tabular-nums">{formatAmount(order.paidAmount)}</dd>
            </div>
            <div className="flex justify-between gap-4">
              <dt className="text-gray-800">Refunded</dt>
              <dd className="shrink-0 whitespace-nowrap text-gray-900 tabular-nums">−{formatAmount(order.refundedAmount)}</dd>
            </div>
          </>
        ) : null}
      </dl>
      {showCustomer ? <OrderManagement order={order} headingRef={headingRef} /> : null}
      {!showCustomer && order.source === "checkout" ? <OrderAgain orderId={order.id} orderNumber={order.number} /> : null}
    </article>
  );
}
