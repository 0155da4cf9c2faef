import { and, eq, inArray, sql } from "drizzle-orm";
import { couponRedemptions, coupons, orders, type CouponRow, type PublicUser } from "@shared/schema";
import type { CartCoupon } from "@shared/rules/cart-pricing";
import { alreadyUsedMessage, COUPON_USED_UP_MESSAGE, normaliseCouponCode, type CouponTerms } from "@shared/rules/coupons";
import { PAID_ORDER_STATUSES } from "@shared/rules/order-lifecycle";
import type { Database, Transaction } from "../db/client";
import { Conflict } from "../errors";

export interface CouponCustomer {
  user: PublicUser | undefined;
  email: string | null | undefined;
  eventType: string | null | undefined;
}

/** A code looked up for a customer: what priceCart needs, and the row to redeem when the order is placed. */
export interface OrderCoupon {
  cartCoupon: CartCoupon;
  coupon: (CouponTerms & { id: number }) | null;
}

const toTerms = (row: CouponRow): CouponTerms & { id: number } => ({
  id: row.id,
  code: row.code,
  description: row.description,
  percentOff: row.percentOff,
  amountOffCents: row.amountOffCents,
  fixedTotalCents: row.fixedTotalCents,
  minSubtotalCents: row.minSubtotalCents,
  firstOrderOnly: row.firstOrderOnly,
  eventType: row.eventType,
  startsAt: row.startsAt,
  expiresAt: row.expiresAt,
  maxUses: row.maxUses,
  usedCount: row.usedCount,
  maxUsesPerCustomer: row.maxUsesPerCustomer,
});

const normaliseEmail = (email: string | null | undefined) => email?.trim().toLowerCase() || null;

/** A customer's first order: no paid (or later) order under that email yet. */
async function isFirstOrder(db: Database, email: string | null): Promise<boolean> {
  if (!email) return false;
  const [row] = await db
    .select({ id: orders.id })
    .from(orders)
    .where(and(sql`lower(${orders.customerEmail}) = ${email}`, inArray(orders.status, [...PAID_ORDER_STATUSES])))
    .limit(1);
  return !row;
}

async function countCustomerUses(executor: Database | Transaction, couponId: number, email: string | null): Promise<number> {
  if (!email) return 0;
  const [{ uses }] = await executor
    .select({ uses: sql<number>`count(*)::int` })
    .from(couponRedemptions)
    .where(and(eq(couponRedemptions.couponId, couponId), eq(couponRedemptions.customerEmail, email)));
  return uses;
}

/**
 * Finds an active code this customer may use (anyone's, or their own reward) and gathers what its conditions
 * look at; the first-order and per-customer queries run only for coupons that have those conditions.
 */
export async function findOrderCoupon(db: Database, code: string | null | undefined, customer: CouponCustomer): Promise<OrderCoupon | null> {
  if (!code) return null;
  const normalised = normaliseCouponCode(code);
  const [row] = await db
    .select()
    .from(coupons)
    .where(and(eq(coupons.code, normalised), eq(coupons.active, true), sql`(${coupons.userId} is null or ${coupons.userId} = ${customer.user?.id ?? null})`));
  const coupon = row ? toTerms(row) : null;
  const email = normaliseEmail(customer.email);
  const [customerUses, firstOrder] = await Promise.all([
    coupon?.maxUsesPerCustomer != null ? countCustomerUses(db, coupon.id, email) : 0,
    coupon?.firstOrderOnly ? isFirstOrder(db, email) : false,
  ]);
  return {
    coupon,
    cartCoupon: { code: normalised, context: { coupon, customerUses, isFirstOrder: firstOrder, eventType: customer.eventType, now: new Date() } },
  };
}

/**
 * Uses the coupon with the order, inside the order's transaction, before the order is written. The conditional
 * update locks the coupon's row, so of orders racing for its last use (or a customer's last use) the later ones find
 * none left and roll back.
 */
export async function claimCoupon(tx: Transaction, coupon: CouponTerms & { id: number }, email: string | null | undefined): Promise<void> {
  const [claimed] = await tx
    .update(coupons)
    .set({ usedCount: sql`${coupons.usedCount} + 1` })
    .where(and(eq(coupons.id, coupon.id), eq(coupons.active, true), sql`(${coupons.maxUses} is null or ${coupons.usedCount} < ${coupons.maxUses})`))
    .returning({ id: coupons.id });
  if (!claimed) throw new Conflict(COUPON_USED_UP_MESSAGE, { field: "couponCode" });
  if (coupon.maxUsesPerCustomer !== null && (await countCustomerUses(tx, coupon.id, normaliseEmail(email))) >= coupon.maxUsesPerCustomer) {
    throw new Conflict(alreadyUsedMessage(coupon.code), { field: "couponCode" });
  }
}

/** Records the order's use of the coupon (after claimCoupon, in the same transaction). */
export async function recordRedemption(tx: Transaction, couponId: number, order: { id: number; userId: number | null; email: string | null | undefined }): Promise<void> {
  await tx.insert(couponRedemptions).values({ couponId, orderId: order.id, userId: order.userId, customerEmail: normaliseEmail(order.email) ?? "" });
}

/** An unpaid order that is cancelled gives its coupon use back. */
export async function releaseCoupon(tx: Transaction, orderId: number): Promise<void> {
  const [released] = await tx.delete(couponRedemptions).where(eq(couponRedemptions.orderId, orderId)).returning({ couponId: couponRedemptions.couponId });
  if (!released) return;
  await tx
    .update(coupons)
    .set({ usedCount: sql`${coupons.usedCount} - 1` })
    .where(and(eq(coupons.id, released.couponId), sql`${coupons.usedCount} > 0`));
}
