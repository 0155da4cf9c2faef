import crypto from "node:crypto";
import { and, desc, eq, inArray, sql } from "drizzle-orm";
import { coupons, loyaltyEntries, users, type PublicUser } from "@shared/schema";
import { findReward, insufficientPointsMessage, loyaltyStanding, pointsEarned } from "@shared/rules/loyalty";
import type { LoyaltyAccountView, LoyaltyEntryView, LoyaltyStandingView, RedeemedReward } from "@shared/validators/loyalty";
import type { Page, PaginationQuery } from "@shared/validators/pagination";
import type { Database, Transaction } from "../db/client";
import { conflict, notFound } from "../errors";
import { recordAudit } from "./audit-log";

type Executor = Database | Transaction;

/** The balance is the ledger's sum; nothing else stores it. */
async function balanceOf(executor: Executor, userId: number): Promise<number> {
  const [row] = await executor
    .select({ points: sql<number>`coalesce(sum(${loyaltyEntries.points}), 0)::int` })
    .from(loyaltyEntries)
    .where(eq(loyaltyEntries.userId, userId));
  return row.points;
}

/**
 * Every change of a client's points locks their user row first, so concurrent redemptions, earnings and
 * adjustments of one client run one after another and each sees the balance the previous one left.
 */
async function lockAccount(tx: Transaction, userId: number): Promise<boolean> {
  const [row] = await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for("update");
  return Boolean(row);
}

/** Points for a paid order, inside the transaction that marks it paid. One earn entry per order. */
export async function earnPointsForOrder(tx: Transaction, order: { id: number; userId: number | null; totalCents: number; number: string }): Promise<void> {
  if (order.userId === null || !(await lockAccount(tx, order.userId))) return;
  const points = pointsEarned(order.totalCents, await balanceOf(tx, order.userId));
  if (points <= 0) return;
  await tx
    .insert(loyaltyEntries)
    .values({ userId: order.userId, kind: "earn", points, orderId: order.id, description: `Order ${order.number}` })
    .onConflictDoNothing();
}

/** The points an order has brought its client: what it earned, less what its refunds took back. */
export async function pointsFromOrder(executor: Executor, orderId: number): Promise<number> {
  const [row] = await executor
    .select({ points: sql<number>`coalesce(sum(${loyaltyEntries.points}), 0)::int` })
    .from(loyaltyEntries)
    .where(and(eq(loyaltyEntries.orderId, orderId), inArray(loyaltyEntries.kind, ["earn", "refund"])));
  return Math.max(0, row.points);
}

/**
 * A refund takes back the points its share of the order earned: after refunding r of a total t, floor(earned × r / t)
 * have been taken back in all. Never more than the client holds: the balance stays at zero or above.
 */
export async function takeBackPointsForRefund(
  tx: Transaction,
  order: { id: number; userId: number | null; totalCents: number; number: string },
  refundedCents: number,
): Promise<void> {
  if (order.userId === null || order.totalCents <= 0 || !(await lockAccount(tx, order.userId))) return;
  const [row] = await tx
    .select({
      earned: sql<number>`coalesce(sum(${loyaltyEntries.points}) filter (where ${loyaltyEntries.kind} = 'earn'), 0)::int`,
      takenBack: sql<number>`coalesce(-sum(${loyaltyEntries.points}) filter (where ${loyaltyEntries.kind} = 'refund'), 0)::int`,
    })
    .from(loyaltyEntries)
    .where(eq(loyaltyEntries.orderId, order.id));
  const due = Math.floor((row.earned * Math.min(refundedCents, order.totalCents)) / order.totalCents) - row.takenBack;
  const points = Math.min(due, await balanceOf(tx, order.userId));
  if (points <= 0) return;
  await tx.insert(loyaltyEntries).values({ userId: order.userId, kind: "refund", points: -points, orderId: order.id, description: `Refund of order ${order.number}` });
}

/** A reward's coupon code: readable, unguessable enough for a single-use personal code. */
const rewardCode = () => `RWD-${crypto.randomBytes(4).toString("hex").toUpperCase()}`;

export function createLoyaltyService(db: Database) {
  /** A client sees their own points; an admin anyone's; anyone else is told the account does not exist. */
  async function requireVisible(viewer: PublicUser, userId: number): Promise<void> {
    if (viewer.role !== "admin" && viewer.id !== userId) throw notFound("Loyalty account not found");
    const [user] = await db.select({ id: users.id }).from(users).where(eq(users.id, userId));
    if (!user) throw notFound("Loyalty account not found");
  }

  async function standing(viewer: PublicUser, userId: number): Promise<LoyaltyStandingView> {
    await requireVisible(viewer, userId);
    const points = await balanceOf(db, userId);
    const rewardCoupons = await db
      .select({ code: coupons.code, description: coupons.description, used: sql<boolean>`${coupons.usedCount} >= coalesce(${coupons.maxUses}, 1)` })
      .from(coupons)
      .where(eq(coupons.userId, userId))
      .orderBy(desc(coupons.createdAt), desc(coupons.id));
    return { userId, ...loyaltyStanding(points), coupons: rewardCoupons };
  }

  async function ledger(viewer: PublicUser, userId: number, { page, pageSize }: PaginationQuery): Promise<Page<LoyaltyEntryView>> {
    await requireVisible(viewer, userId);
    const [items, [{ total }]] = await Promise.all([
      db
        .select({
          id: loyaltyEntries.id,
          kind: loyaltyEntries.kind,
          points: loyaltyEntries.points,
          description: loyaltyEntries.description,
          couponCode: loyaltyEntries.couponCode,
          createdAt: loyaltyEntries.createdAt,
        })
        .from(loyaltyEntries)
        .where(eq(loyaltyEntries.userId, userId))
        .orderBy(desc(loyaltyEntries.createdAt), desc(loyaltyEntries.id))
        .limit(pageSize)
        .offset((page - 1) * pageSize),
      db.select({ total: sql<number>`count(*)::int` }).from(loyaltyEntries).where(eq(loyaltyEntries.userId, userId)),
    ]);
    return { items, page, pageSize, total };
  }

  /** Points buy a reward: a single-use coupon only this client can use, written with the points' deduction. */
  async function redeem(client: PublicUser, rewardId: string): Promise<RedeemedReward> {
    const reward = findReward(rewardId);
    if (!reward) throw notFound("Reward not found");
    return db.transaction(async (tx) => {
      await lockAccount(tx, client.id);
      const balance = await balanceOf(tx, client.id);
      if (balance < reward.points) throw conflict(insufficientPointsMessage(reward.points, balance), { pointsNeeded: reward.points - balance });
      const code = rewardCode();
      await tx.insert(coupons).values({ code, description: reward.description, ...reward.coupon, userId: client.id, maxUses: 1 });
      await tx.insert(loyaltyEntries).values({ userId: client.id, kind: "redeem", points: -reward.points, couponCode: code, description: reward.name });
      return { code, rewardId: reward.id, description: reward.description, points: balance - reward.points };
    });
  }

  /** An admin's correction, audited. It may not take a balance below zero. */
  async function adjust(admin: PublicUser, userId: number, input: { points: number; reason: string }): Promise<LoyaltyStandingView> {
    await db.transaction(async (tx) => {
      if (!(await lockAccount(tx, userId))) throw notFound("Loyalty account not found");
      const before = await balanceOf(tx, userId);
      if (before + input.points < 0) throw conflict(`The balance is ${before} points: it cannot go below zero.`);
      await tx.insert(loyaltyEntries).values({ userId, kind: "adjust", points: input.points, description: input.reason, createdBy: admin.id });
      await recordAudit(tx, admin, {
        action: "loyalty.adjust",
        entityType: "user",
        entityId: userId,
        before: { points: before },
        after: { points: before + input.points, reason: input.reason },
      });
    });
    return standing(admin, userId);
  }

  /** Admins find a client's account by name or email, with the balance beside it. */
  async function searchAccounts(query: string): Promise<LoyaltyAccountView[]> {
    const pattern = `%${query.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    // The outer column is written out in full: in a one-table select drizzle would print a bare "id" (e.id here).
    const points = sql<number>`coalesce((select sum(e.points) from ${loyaltyEntries} e where e.user_id = "users"."id"), 0)::int`;
    const rows = await db
      .select({ userId: users.id, username: users.username, email: users.email, points })
      .from(users)
      .where(sql`${users.role} = 'client' and (${users.username} ilike ${pattern} or ${users.email} ilike ${pattern} or ${users.fullName} ilike ${pattern})`)
      .orderBy(users.username)
      .limit(20);
    return rows.map((row) => ({ ...row, tier: loyaltyStanding(row.points).tier }));
  }

  return { standing, ledger, redeem, adjust, searchAccounts };
}
export type LoyaltyService = ReturnType<typeof createLoyaltyService>;

