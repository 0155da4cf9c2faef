import { and, eq } from "drizzle-orm";
import { orderItems, orders, payments, quotes, type PublicUser } from "@shared/schema";
import { depositCents, quoteNumber } from "@shared/rules/quotes";
import { centsToDecimal, decimalToCents, formatCents } from "@shared/rules/money";
import { ORDER_ALREADY_PAID } from "@shared/validators/orders";
import type { Database } from "../db/client";
import { AppError, badRequest, notFound } from "../errors";
import type { Logger } from "../logger";
import type { Mailer } from "../mail/mailer";
import { PAYMENT_MESSAGES, type PaymentGateway } from "../payments/gateway";
import { orderNumber, toOrderView } from "./orders";
import type { StoredResponse } from "../http/idempotency";

export interface PaymentServiceDeps {
  db: Database;
  gateway: PaymentGateway;
  /** False when the sandbox must not mark orders paid (production without DEMO_MODE). */
  gatewayEnabled: boolean;
  mailer: Mailer;
  logger: Logger;
}

export interface ChargeInput {
  orderId: number;
  token: string;
  amount: string;
  description?: string;
  idempotencyKey: string;
}

export function createPaymentService({ db, gateway, gatewayEnabled, mailer, logger }: PaymentServiceDeps) {
  /**
   * Charges exactly the order's total, then marks the order paid. Runs inside runIdempotent, so a retried or
   * concurrent request with the same key never reaches the gateway twice. A decline leaves the order pending.
   */
  async function chargeOrder(input: ChargeInput, user: PublicUser | undefined): Promise<StoredResponse> {
    if (!gatewayEnabled) throw new AppError(503, PAYMENT_MESSAGES.notConfigured);
    const [order] = await db.select().from(orders).where(eq(orders.id, input.orderId));
    // A visitor's order can be paid by whoever holds its id (checkout just created it); a client's only by them.
    if (!order || (order.userId !== null && order.userId !== user?.id)) throw notFound("Order not found");
    if (order.paymentMethod !== "card") throw badRequest("This order is paid at pickup.");
    if (order.status !== "pending_payment") throw new AppError(409, "This order has already been paid.", { code: ORDER_ALREADY_PAID });
    if (decimalToCents(input.amount) !== order.totalCents) {
      throw badRequest(`The amount must be the order total of $${centsToDecimal(order.totalCents)}.`);
    }

    const outcome = await gateway.charge({
      token: input.token,
      amountCents: order.totalCents,
      description: input.description || `Creative Cuisines order ${orderNumber(order.id)}`,
      idempotencyKey: `order-${order.id}-${input.idempotencyKey}`,
    });

    if (outcome.status === "unavailable") {
      logger.warn({ orderId: order.id, provider: gateway.provider }, "payment provider unavailable");
      // Not final: runIdempotent releases the key, and the retry asks the provider again with the same key.
      throw new AppError(502, outcome.message);
    }
    if (outcome.status === "declined") {
      await db.insert(payments).values({
        orderId: order.id,
        provider: gateway.provider,
        amountCents: order.totalCents,
        status: "failed",
        demo: gateway.demo,
        failureMessage: outcome.message,
      });
      logger.info({ orderId: order.id, event: "payment_declined" }, "payment declined");
      return { status: 402, body: { success: false, message: outcome.message } };
    }

    const paid = await db.transaction(async (tx) => {
      await tx.insert(payments).values({
        orderId: order.id,
        provider: gateway.provider,
        chargeId: outcome.chargeId,
        amountCents: order.totalCents,
        status: "succeeded",
        demo: gateway.demo,
      });
      const [row] = await tx
        .update(orders)
        .set({ status: "paid", paidAt: new Date(), updatedAt: new Date() })
        .where(and(eq(orders.id, order.id), eq(orders.status, "pending_payment")))
        .returning();
      return row;
    });
    logger.info({ orderId: order.id, event: "payment_succeeded", demo: gateway.demo }, "payment succeeded");
    if (paid) await sendConfirmation(paid.id);
    const message = gateway.demo ? "Payment processed successfully (test mode)!" : "Payment processed successfully!";
    return { status: 200, body: { success: true, chargeId: outcome.chargeId, demo: gateway.demo, message, orderId: order.id } };
  }

  /**
   * The 50% deposit on an accepted quote, by its own client. Same rules as an order: the server's amount only,
   * run inside runIdempotent so a retry never charges twice; a decline changes nothing but a failed-payment row.
   */
  async function chargeQuoteDeposit(input: { quoteId: number; token: string; amount: string; idempotencyKey: string }, user: PublicUser): Promise<StoredResponse> {
    if (!gatewayEnabled) throw new AppError(503, PAYMENT_MESSAGES.notConfigured);
    const [quote] = await db.select().from(quotes).where(eq(quotes.id, input.quoteId));
    if (!quote || quote.clientId !== user.id) throw notFound("Quote not found");
    if (quote.status !== "accepted") throw new AppError(409, "Please accept the proposal before paying the deposit.");
    if (quote.depositPaidAt) throw new AppError(409, "The deposit for this proposal has already been paid.", { code: ORDER_ALREADY_PAID });
    const amountCents = depositCents(quote.totalCents);
    if (amountCents <= 0) throw badRequest("This proposal has no price yet. Our team will send it shortly.");
    if (decimalToCents(input.amount) !== amountCents) throw badRequest(`The deposit is ${formatCents(amountCents)}.`);

    const outcome = await gateway.charge({
      token: input.token,
      amountCents,
      description: `Deposit for Creative Cuisines quote ${quoteNumber(quote.id)}`,
      idempotencyKey: `deposit-${quote.id}-${input.idempotencyKey}`,
    });
    if (outcome.status === "unavailable") throw new AppError(502, outcome.message);
    if (outcome.status === "declined") {
      await db.insert(payments).values({ quoteId: quote.id, provider: gateway.provider, amountCents, status: "failed", demo: gateway.demo, failureMessage: outcome.message });
      return { status: 402, body: { success: false, message: outcome.message } };
    }
    await db.transaction(async (tx) => {
      await tx.insert(payments).values({ quoteId: quote.id, provider: gateway.provider, chargeId: outcome.chargeId, amountCents, status: "succeeded", demo: gateway.demo });
      await tx.update(quotes).set({ depositPaidCents: amountCents, depositPaidAt: new Date(), updatedAt: new Date() }).where(eq(quotes.id, quote.id));
    });
    logger.info({ quoteId: quote.id, event: "deposit_paid", demo: gateway.demo }, "deposit paid");
    const message = gateway.demo ? "Payment processed successfully (test mode)!" : "Payment processed successfully!";
    return { status: 200, body: { success: true, chargeId: outcome.chargeId, demo: gateway.demo, message } };
  }

  async function sendConfirmation(orderId: number): Promise<void> {
    try {
      const [order] = await db.select().from(orders).where(eq(orders.id, orderId));
      if (!order.customerEmail) return;
      const items = await db.select().from(orderItems).where(eq(orderItems.orderId, orderId));
      const view = toOrderView(order, items);
      const lines = view.items.map((i) => `  ${i.quantity} × ${i.name}${i.option ? ` (${i.option})` : ""}  $${i.lineTotal}`);
      await mailer.send({
        to: order.customerEmail,
        subject: `Your Creative Cuisines order ${view.number}`,
        text: [
          `Hello ${order.customerName},`,
          "",
          `Thank you for your order ${view.number}. Our team will contact you within 24 hours to confirm the details.`,
          "",
          ...lines,
          view.coupon ? `  Discount (${view.coupon.code})  -$${view.coupon.discount}` : "",
          `  Total paid  $${view.totalAmount}`,
          "",
          `Event date: ${view.customerInfo.eventDate ?? "TBD"}`,
          view.customerInfo.eventLocation ? `Location: ${view.customerInfo.eventLocation}` : "",
        ]
          .filter((l) => l !== "")
          .join("\n"),
      });
    } catch (error) {
      // The payment stands whatever happens to the email.
      logger.error({ err: error, orderId }, "order confirmation email failed");
    }
  }

  return { chargeOrder, chargeQuoteDeposit };
}
export type PaymentService = ReturnType<typeof createPaymentService>;
