import { z } from "zod";
import { safeText } from "./text";
import { calendarDateField, moneyCentsField } from "./fields";
import { EVENT_TYPE_VALUES } from "../rules/event-types";
import { couponExpiryRefusal } from "../rules/coupons";
import { businessDates } from "../rules/dates";
import { perSettings, type BusinessSettings } from "../settings/business-settings";
import type * as view from "../api/responses";
import type { Answer } from "../api/wire";

/** Coupon amounts stay below a million dollars. */
const money = (label: string) => moneyCentsField({ invalid: `${label}: enter an amount such as 25.00`, tooLarge: `${label}: enter an amount such as 25.00`, maxCents: 99_999_999 });

/**
 * An admin's coupon code: a percentage or a fixed amount off, with its conditions (minimum order, first order only,
 * event type), validity (first and last day, in the business's time zone) and use limits (in total, per customer).
 */
export const couponCreateSchema = z
  .object({
    code: safeText()
      .trim()
      .toUpperCase()
      .regex(/^[A-Z0-9-]{3,30}$/, "Use 3 to 30 letters, digits or dashes for the code."),
    description: safeText().trim().min(3, "Please describe the offer.").max(200),
    kind: z.enum(["percent", "amount"]),
    percentOff: z.number().int().min(1, "Between 1% and 100%.").max(100, "Between 1% and 100%.").optional(),
    amountOff: money("Amount off").optional(),
    minSubtotal: money("Minimum order").default(0),
    maxUses: z.number().int().min(1).max(1_000_000).nullable().default(null),
    maxUsesPerCustomer: z.number().int().min(1).max(1_000).nullable().default(null),
    firstOrderOnly: z.boolean().default(false),
    eventType: z.enum(EVENT_TYPE_VALUES).nullable().default(null),
    startsOn: calendarDateField().nullable().default(null),
    expiresOn: calendarDateField().nullable().default(null),
    advertised: z.boolean().default(false),
    active: z.boolean().default(true),
  })
  .strict()
  .superRefine((c, ctx) => {
    if (c.kind === "percent" && c.percentOff === undefined) ctx.addIssue({ code: "custom", path: ["percentOff"], message: "Between 1% and 100%." });
    if (c.kind === "amount" && !c.amountOff) ctx.addIssue({ code: "custom", path: ["amountOff"], message: "Amount off: enter an amount such as 25.00" });
    if (c.startsOn && c.expiresOn && c.expiresOn < c.startsOn) ctx.addIssue({ code: "custom", path: ["expiresOn"], message: "The last day cannot be before the first day." });
    if (c.maxUses !== null && c.maxUsesPerCustomer !== null && c.maxUsesPerCustomer > c.maxUses) {
      ctx.addIssue({ code: "custom", path: ["maxUsesPerCustomer"], message: "Uses per customer cannot be more than the total uses." });
    }
  });
/**
 * POST /api/coupons as it stands under the business's settings: the last day may not be already past in its time
 * zone (today is read when a coupon is checked, not when the schema is built). The admin's form checks with the same.
 */
export const couponCreateRequestSchema = perSettings(({ timeZone }: Pick<BusinessSettings, "timeZone">) =>
  couponCreateSchema.superRefine((c, ctx) => {
    const refusal = couponExpiryRefusal(c.expiresOn, businessDates(timeZone).businessToday());
    if (refusal) ctx.addIssue({ code: "custom", path: ["expiresOn"], message: refusal });
  }),
);
export type CouponCreateInput = z.input<typeof couponCreateSchema>;
export type CouponCreate = z.output<typeof couponCreateSchema>;

export const couponUpdateSchema = z.object({ active: z.boolean() }).strict();

export type CouponView = Answer<typeof view.couponView>;

/** A code shown on the public QR codes page. */
export type AdvertisedCoupon = Answer<typeof view.advertisedCouponView>;
