import { eq } from "drizzle-orm";
import { orderItems, type OrderRow } from "@shared/schema";
import { documentNumber } from "@shared/rules/quotes";
import { formatCalendarDate } from "@shared/rules/dates";
import type { Transaction } from "../db/client";
import type { Logger } from "../logger";
import { mailWithChange, type MailMessage, type Mailer } from "../mail/mailer";
import { emails, type OrderReceipt } from "../mail/templates";

const orderNumber = (order: { documentNumber: number }) => documentNumber(order.documentNumber);

/**
 * An order's confirmation: the customer's receipt and the business's notice of a paid order. Sent when a card order
 * is paid (services/payments.ts) and when a phone order paid at pickup or by invoice is confirmed at once
 * (docs/product/admin.md, "Phone orders"); the receipt's total says how the order is paid. Queued in the caller's
 * transaction (sent if and only if it commits), and a failed email never fails the order.
 */
export async function sendOrderConfirmation(
  tx: Transaction,
  { mailer, logger }: { mailer: Mailer; logger: Logger },
  order: OrderRow,
  /** Where the business hears of a new paid order; null: not told (a phone order's staff took it themselves). */
  businessAddress: string | null,
  /**
   * The order's lines as the receipt lists them, when the caller read them with the order (a charge does, in its
   * first read: an order's lines never change once it is placed); otherwise read here.
   */
  lines?: OrderReceipt["lines"],
): Promise<void> {
  try {
    const receiptLines =
      lines ??
      (await tx.select().from(orderItems).where(eq(orderItems.orderId, order.id)).orderBy(orderItems.id)).map((item) => ({
        quantity: item.quantity,
        name: item.name,
        option: item.option,
        totalCents: item.lineTotalCents,
      }));
    const receipt: OrderReceipt = {
      number: orderNumber(order),
      lines: receiptLines,
      coupon: order.couponCode ? { code: order.couponCode, discountCents: order.discountCents } : null,
      deliveryFeeCents: order.deliveryFeeCents,
      taxCents: order.taxCents,
      totalCents: order.totalCents,
      paymentMethod: order.paymentMethod,
      eventDate: order.eventDate ? formatCalendarDate(order.eventDate) : null,
      location: order.eventLocation,
      fulfilment:
        order.fulfilment === "delivery" ? { method: "delivery" as const, deliveryAddress: order.deliveryAddress } : { method: "pickup" as const, pickupTime: order.pickupTime },
      notes: order.notes,
    };
    const messages: MailMessage[] = [];
    // Named by the order (about): each goes out once, with the same Message-ID on every attempt (mail/mailer.ts).
    if (order.customerEmail) messages.push({ to: order.customerEmail, about: `order-${order.id}/receipt`, email: emails.orderReceipt({ customerName: order.customerName, order: receipt }) });
    // The business hears of every paid order, with who to call.
    if (businessAddress) {
      messages.push({ to: businessAddress, about: `order-${order.id}/new-paid-order`, email: emails.newPaidOrder({ customer: { name: order.customerName, phone: order.customerPhone, email: order.customerEmail }, order: receipt }) });
    }
    await mailWithChange(tx, mailer, messages, logger);
  } catch (error) {
    logger.error({ err: error, orderId: order.id }, "order confirmation email failed");
  }
}
