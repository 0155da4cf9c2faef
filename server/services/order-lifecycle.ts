import { and, asc, eq, inArray, lt, sql } from "drizzle-orm";
import { announceOrder } from "../events/live-events";
import { auditLog, orderItems, orders, type PublicUser } from "@shared/schema";
import type { OrderTimelineEntry } from "@shared/api/contract";
import { centsToDecimal } from "@shared/rules/money";
import { formatCalendarDate } from "@shared/rules/dates";
import { isOrderStatus, ORDER_STATUS_LABELS, orderTransitionRefusal, UNPAID_ORDER_EXPIRY_HOURS, type OrderStatus } from "@shared/rules/order-lifecycle";
import type { OrderStatusChange, OrderView } from "@shared/validators/orders";
import type { Database } from "../db/client";
import { Conflict, notFound } from "../errors";
import type { Logger } from "../logger";
import { mailWithChange, type Mailer } from "../mail/mailer";
import { emails } from "../mail/templates";
import { recordAudit, SYSTEM_ACTOR } from "./audit-log";
import { releaseCoupon } from "./coupon-redemptions";
import { wantsEmail } from "./profile";
import { earnPointsForOrder, pointsFromOrder } from "./loyalty";
import { orderNumber, toOrderView } from "./orders";
import { paymentHolds, type PaymentService } from "./payments";

/** The statuses the client is emailed about, and what the email says. */
const CUSTOMER_NEWS: Partial<Record<OrderStatus, (order: { number: string; pickupTime: string | null }) => string>> = {
  confirmed: (o) => `Good news: we have confirmed your order ${o.number}. We will be in touch if we need anything else.`,
  ready: (o) => `Your order ${o.number} is ready for pickup${o.pickupTime ? ` (pickup time ${o.pickupTime})` : ""}.`,
  cancelled: (o) => `Your order ${o.number} has been cancelled.`,
};

/**
 * What the business does with an order after checkout: move it along its lifecycle (shared/rules/order-lifecycle.ts),
 * cancel it (refunding what was paid by card), keep staff notes, and show all of it as a timeline.
 */
export function createOrderLifecycle({ db, payments, mailer, logger }: { db: Database; payments: PaymentService; mailer: Mailer; logger: Logger }) {
  async function findOrder(id: number) {
    const [order] = await db.select().from(orders).where(eq(orders.id, id));
    if (!order) throw notFound("Order not found");
    return order;
  }

  async function moveOrder(admin: PublicUser, id: number, change: OrderStatusChange): Promise<OrderView> {
    let order = await findOrder(id);
    const refusal = orderTransitionRefusal(order.status, change.status, order.fulfilment);
    if (refusal) throw new Conflict(refusal);

    // Cancelling after payment gives back what is left of the card payment first: a cancelled order keeps no money.
    const refundLeft = change.status === "cancelled" && order.paymentMethod === "card" && order.paidAt ? order.totalCents - order.refundedCents : 0;
    if (refundLeft > 0) {
      await payments.refundOrder(admin, id, { amount: centsToDecimal(refundLeft), reason: change.note || "Order cancelled" });
      order = await findOrder(id);
    }

    // Read before the transaction, which may only use its own connection (PGlite has one). Cancellations with a
    // refund concern money: always sent. Progress news, and the thanks when the order is completed, follow the
    // client's settings.
    const news = CUSTOMER_NEWS[change.status];
    const tellCustomer =
      (!!news || change.status === "completed") && !!order.customerEmail && (change.status === "cancelled" || (await wantsEmail(db, order.customerEmail, "orderUpdates")));

    const moved = await db.transaction(async (tx) => {
      // The status moves only from the one the admin saw: two admins moving one order cannot skip a step.
      const [locked] = await tx.select({ status: orders.status }).from(orders).where(eq(orders.id, id)).for("update");
      if (locked?.status !== order.status) return null;
      // An unpaid order may be being paid right now: the charge and this change take the order's payment claim,
      // so one of them waits for the other and the loser is refused (a charge before it reaches the card).
      if (order.status === "pending_payment") await payments.holdOrder(tx, id);
      const [row] = await tx
        .update(orders)
        .set({ status: change.status, updatedAt: new Date() })
        .where(and(eq(orders.id, id), eq(orders.status, order.status)))
        .returning();
      if (!row) return null;
      // An order paid in person (at pickup, by invoice) is paid once it is completed: that is when it earns points.
      if (change.status === "completed" && order.paymentMethod !== "card") {
        await earnPointsForOrder(tx, { ...row, number: orderNumber(row) });
      }
      // An unpaid order that is cancelled gives its coupon use back.
      if (order.status === "pending_payment") await releaseCoupon(tx, id);
      await recordAudit(tx, admin, {
        action: "order.status",
        entityType: "order",
        entityId: id,
        before: { status: order.status },
        after: { status: change.status, note: change.note ?? null },
      });
      await announceOrder(tx, row);
      if (tellCustomer && row.customerEmail) {
        const number = orderNumber(row);
        const email = news
          ? emails.orderStatus({
              customerName: row.customerName,
              number,
              statusLabel: ORDER_STATUS_LABELS[change.status],
              news: news({ number, pickupTime: row.pickupTime }),
              refundedCents: change.status === "cancelled" ? row.refundedCents : 0,
            })
          : emails.orderCompleted({
              customerName: row.customerName,
              order: {
                number,
                date: row.eventDate ? formatCalendarDate(row.eventDate) : null,
                totalCents: row.totalCents,
                refundedCents: row.refundedCents,
                paymentMethod: row.paymentMethod,
                pointsEarned: await pointsFromOrder(tx, id),
              },
            });
        // Named by the order and the status it reached (each is reached once): one email, whatever the retries.
        await mailWithChange(tx, mailer, { to: row.customerEmail, about: `order-${id}/status-${change.status}`, email }, logger);
      }
      return row;
    });
    if (!moved) throw new Conflict("This order changed meanwhile. Please reload it and try again.");
    const items = await db.select().from(orderItems).where(eq(orderItems.orderId, id)).orderBy(orderItems.id);
    return toOrderView(moved, items);
  }

  async function addNote(admin: PublicUser, id: number, note: string): Promise<OrderTimelineEntry[]> {
    await findOrder(id);
    await recordAudit(db, admin, { action: "order.note", entityType: "order", entityId: id, after: { note } });
    return timeline(id);
  }

  /** Status changes, refunds and notes, oldest first. */
  async function timeline(id: number): Promise<OrderTimelineEntry[]> {
    await findOrder(id);
    const rows = await db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityType, "order"), eq(auditLog.entityId, id), sql`${auditLog.action} in ('order.status', 'order.note', 'order.refund')`))
      .orderBy(asc(auditLog.createdAt), asc(auditLog.id));
    return rows.map((row) => {
      const before = (row.before ?? {}) as Record<string, unknown>;
      const after = (row.after ?? {}) as Record<string, unknown>;
      const text = (value: unknown) => (typeof value === "string" ? value : null);
      const kind = row.action === "order.status" ? "status" : row.action === "order.refund" ? "refund" : "note";
      return {
        id: row.id,
        kind,
        actorName: row.actorName,
        from: kind === "status" && isOrderStatus(before.status) ? before.status : null,
        to: kind === "status" && isOrderStatus(after.status) ? after.status : null,
        note: text(after.note) ?? text(after.reason),
        amount: kind === "refund" && typeof after.amountCents === "number" ? centsToDecimal(after.amountCents) : null,
        createdAt: row.createdAt.toISOString(),
      };
    });
  }

  return { moveOrder, addNote, timeline };
}
export type OrderLifecycle = ReturnType<typeof createOrderLifecycle>;

/** Per run, so one run stays short however many orders are waiting; the next run takes the rest. */
const EXPIRY_BATCH = 500;

/**
 * Cancels card orders left unpaid for UNPAID_ORDER_EXPIRY_HOURS (a checkout abandoned at the payment step), gives
 * their coupon uses back, and records each in the order's timeline. An order whose charge is in flight (a live
 * payment claim) is left alone; one paid meanwhile is no longer pending and is not touched. Safe to run twice at
 * once (the scheduled job's delivery is at least once).
 */
export async function expireUnpaidOrders(db: Database): Promise<number> {
  return db.transaction(async (tx) => {
    const stale = await tx
      .select({ id: orders.id })
      .from(orders)
      .where(
        and(
          eq(orders.status, "pending_payment"),
          eq(orders.paymentMethod, "card"),
          lt(orders.createdAt, sql`now() - make_interval(hours => ${UNPAID_ORDER_EXPIRY_HOURS})`),
        ),
      )
      .orderBy(orders.createdAt)
      .limit(EXPIRY_BATCH)
      // Two runs at once (a retry beside a late one) take different orders instead of waiting on each other.
      .for("update", { skipLocked: true });
    // The orders' payment claims, held like an admin's cancel holds one: a charge holding one is left to finish,
    // and a charge arriving now waits for this run, then finds its order cancelled before reaching the card.
    const beingPaid = await paymentHolds.holdOrders(
      tx,
      stale.map(({ id }) => id),
    );
    const expiring = stale.map(({ id }) => id).filter((id) => !beingPaid.has(id));
    if (expiring.length === 0) return 0;
    const expired = await tx
      .update(orders)
      .set({ status: "cancelled", updatedAt: new Date() })
      .where(and(inArray(orders.id, expiring), eq(orders.status, "pending_payment")))
      .returning();
    for (const order of expired) {
      await releaseCoupon(tx, order.id);
      await recordAudit(tx, SYSTEM_ACTOR, {
        action: "order.status",
        entityType: "order",
        entityId: order.id,
        before: { status: "pending_payment" },
        after: { status: "cancelled", note: `Not paid within ${UNPAID_ORDER_EXPIRY_HOURS} hours` },
      });
      await announceOrder(tx, order);
    }
    return expired.length;
  });
}
