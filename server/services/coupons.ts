import { and, asc, desc, eq, isNull, sql } from "drizzle-orm";
import { coupons, type CouponRow, type PublicUser } from "@shared/schema";
import { businessDates } from "@shared/rules/dates";
import { centsToDecimal } from "@shared/rules/money";
import type { AdvertisedCoupon, CouponCreate, CouponView } from "@shared/validators/coupons";
import type { Page, PaginationQuery } from "@shared/validators/pagination";
import type { Database } from "../db/client";
import type { CurrentSettings } from "../settings/current-settings";
import { badRequest, conflict, isUniqueViolation, notFound } from "../errors";
import { couponExpired, expiredCouponMessage } from "@shared/rules/coupons";
import { recordAudit } from "./audit-log";

const toView = (row: CouponRow): CouponView => ({
  id: row.id,
  code: row.code,
  description: row.description,
  percentOff: row.percentOff,
  amountOff: row.amountOffCents === null ? null : centsToDecimal(row.amountOffCents),
  fixedTotal: row.fixedTotalCents === null ? null : centsToDecimal(row.fixedTotalCents),
  minSubtotal: centsToDecimal(row.minSubtotalCents),
  firstOrderOnly: row.firstOrderOnly,
  eventType: row.eventType,
  maxUses: row.maxUses,
  maxUsesPerCustomer: row.maxUsesPerCustomer,
  usedCount: row.usedCount,
  advertised: row.advertised,
  active: row.active,
  startsAt: row.startsAt?.toISOString() ?? null,
  expiresAt: row.expiresAt?.toISOString() ?? null,
  ownerId: row.userId,
  createdAt: row.createdAt.toISOString(),
});

/**
 * Every coupon code: the business's offers, which admins manage, and the rewards clients redeemed (read-only here).
 * `settings`: the business settings in force (an offer's days start and end at midnight in its time zone).
 */
export function createCouponService(db: Database, settings: CurrentSettings) {
  async function list({ page, pageSize }: PaginationQuery): Promise<Page<CouponView>> {
    const [rows, [{ total }]] = await Promise.all([
      db.select().from(coupons).orderBy(desc(coupons.createdAt), desc(coupons.id)).limit(pageSize).offset((page - 1) * pageSize),
      db.select({ total: sql<number>`count(*)::int` }).from(coupons),
    ]);
    return { items: rows.map(toView), page, pageSize, total };
  }

  async function create(admin: PublicUser, input: CouponCreate): Promise<CouponView> {
    const { businessDayStart, businessDayEnd } = businessDates(settings().timeZone);
    try {
      // The coupon and its audit entry commit together.
      const row = await db.transaction(async (tx) => {
        const [created] = await tx
          .insert(coupons)
          .values({
            code: input.code,
            description: input.description,
            percentOff: input.kind === "percent" ? input.percentOff! : null,
            amountOffCents: input.kind === "amount" ? input.amountOff! : null,
            minSubtotalCents: input.minSubtotal,
            firstOrderOnly: input.firstOrderOnly,
            eventType: input.eventType,
            maxUses: input.maxUses,
            maxUsesPerCustomer: input.maxUsesPerCustomer,
            // Valid from the start of the first day through the end of the last, in the business's time zone.
            startsAt: input.startsOn ? businessDayStart(input.startsOn) : null,
            expiresAt: input.expiresOn ? businessDayEnd(input.expiresOn) : null,
            advertised: input.advertised,
            active: input.active,
          })
          .returning();
        await recordAudit(tx, admin, { action: "coupon.create", entityType: "coupon", entityId: created.id, after: toView(created) });
        return created;
      });
      return toView(row);
    } catch (error) {
      if (isUniqueViolation(error)) throw conflict(`The code ${input.code} already exists.`, { field: "code" });
      throw error;
    }
  }

  /** Switching off always works; switching on a code whose last day has passed is refused (it would never apply). */
  async function setActive(admin: PublicUser, id: number, active: boolean): Promise<CouponView> {
    const row = await db.transaction(async (tx) => {
      const [current] = await tx.select().from(coupons).where(eq(coupons.id, id)).for("update");
      if (!current) throw notFound("Coupon not found");
      if (active && couponExpired(current, new Date())) throw badRequest(expiredCouponMessage(current.code), { field: "active" });
      const [updated] = await tx.update(coupons).set({ active }).where(eq(coupons.id, id)).returning();
      await recordAudit(tx, admin, { action: "coupon.update", entityType: "coupon", entityId: id, after: { active } });
      return updated;
    });
    return toView(row);
  }

  /** The offers shown on the public QR codes page: advertised, active, anyone's, and valid now or later. */
  async function advertised(): Promise<AdvertisedCoupon[]> {
    return db
      .select({ code: coupons.code, description: coupons.description })
      .from(coupons)
      .where(and(eq(coupons.advertised, true), eq(coupons.active, true), isNull(coupons.userId), sql`(${coupons.expiresAt} is null or ${coupons.expiresAt} > now())`))
      .orderBy(asc(coupons.id));
  }

  return { list, create, setActive, advertised };
}
export type CouponService = ReturnType<typeof createCouponService>;
