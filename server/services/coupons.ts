import { desc, eq, sql } from "drizzle-orm";
import { coupons, type CouponRow, type PublicUser } from "@shared/schema";
import { businessDayEnd } from "@shared/rules/dates";
import { isBuiltInCoupon } from "@shared/rules/coupons";
import { centsToDecimal } from "@shared/rules/money";
import type { CouponCreate, CouponView } from "@shared/validators/coupons";
import type { Page, PaginationQuery } from "@shared/validators/pagination";
import type { Database } from "../db/client";
import { conflict, isUniqueViolation, notFound } from "../errors";
import { recordAudit } from "./audit-log";

const toView = (row: CouponRow): CouponView => ({
  id: row.id,
  code: row.code,
  description: row.description,
  percentOff: row.percentOff,
  amountOff: row.amountOffCents === null ? null : centsToDecimal(row.amountOffCents),
  minSubtotal: centsToDecimal(row.minSubtotalCents),
  maxUses: row.maxUses,
  usedCount: row.usedCount,
  active: row.active,
  expiresAt: row.expiresAt?.toISOString() ?? null,
  ownerId: row.userId,
  createdAt: row.createdAt.toISOString(),
});

/** Coupon codes kept as data: the admin's own offers, and the rewards clients redeemed (read-only here). */
export function createCouponService(db: Database) {
  async function list({ page, pageSize }: PaginationQuery): Promise<Page<CouponView>> {
    const [rows, [{ total }]] = await Promise.all([
      db.select().from(coupons).orderBy(desc(coupons.createdAt), desc(coupons.id)).limit(pageSize).offset((page - 1) * pageSize),
      db.select({ total: sql<number>`count(*)::int` }).from(coupons),
    ]);
    return { items: rows.map(toView), page, pageSize, total };
  }

  async function create(admin: PublicUser, input: CouponCreate): Promise<CouponView> {
    if (isBuiltInCoupon(input.code)) throw conflict(`${input.code} is one of the built-in codes. Please choose another.`, { field: "code" });
    try {
      const [row] = await db
        .insert(coupons)
        .values({
          code: input.code,
          description: input.description,
          percentOff: input.kind === "percent" ? input.percentOff! : null,
          amountOffCents: input.kind === "amount" ? input.amountOff! : null,
          minSubtotalCents: input.minSubtotal,
          maxUses: input.maxUses,
          // Valid through the end of that day in the business's time zone.
          expiresAt: input.expiresOn ? businessDayEnd(input.expiresOn) : null,
          active: input.active,
        })
        .returning();
      await recordAudit(db, admin, { action: "coupon.create", entityType: "coupon", entityId: row.id, after: toView(row) });
      return toView(row);
    } catch (error) {
      if (isUniqueViolation(error)) throw conflict(`The code ${input.code} already exists.`, { field: "code" });
      throw error;
    }
  }

  async function setActive(admin: PublicUser, id: number, active: boolean): Promise<CouponView> {
    const [row] = await db.update(coupons).set({ active }).where(eq(coupons.id, id)).returning();
    if (!row) throw notFound("Coupon not found");
    await recordAudit(db, admin, { action: "coupon.update", entityType: "coupon", entityId: id, after: { active } });
    return toView(row);
  }

  return { list, create, setActive };
}
export type CouponService = ReturnType<typeof createCouponService>;
