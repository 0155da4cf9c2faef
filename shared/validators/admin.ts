import { z } from "zod";
import type { SocialLinks } from "../settings/social-links";
import type { OrderStatus } from "../rules/order-lifecycle";
import type { QuoteStatus } from "../rules/quotes";
import { emailSchema, usernameSchema } from "./auth";
import { safeText } from "./text";

export const OVERVIEW_PERIODS = ["week", "30d"] as const;
export type OverviewPeriod = (typeof OVERVIEW_PERIODS)[number];
export const overviewQuerySchema = z.object({ period: z.enum(OVERVIEW_PERIODS).default("week") });

/** The admin dashboard's figures for a period (money as decimal strings). */
export interface AdminOverview {
  period: OverviewPeriod;
  since: string;
  /** Card payments taken in the period, minus what was refunded of them. */
  revenue: string;
  paidOrders: number;
  ordersByStatus: Partial<Record<OrderStatus, number>>;
  quotePipeline: { status: QuoteStatus; count: number; value: string }[];
  depositsCollected: string;
  /** Accepted proposals whose event is in the next 14 days, and what is still owed on them. */
  balancesDue: { count: number; amount: string };
  newEnquiries: number;
}

/** GET /api/admin/clients: a search over client accounts (empty: the first ones). */
export const clientSearchSchema = z.object({ search: safeText().trim().max(100).default("") });

export const staffInvitationSchema = z.object({ username: usernameSchema, email: emailSchema }).strict();

const optionalUrl = safeText()
  .trim()
  .max(300)
  .refine((v) => v === "" || /^https:\/\/\S+$/.test(v), "Please enter a full https:// address, or leave it empty");

/** The business's social media pages (shared/settings/social-links.ts). */
export const socialLinksSchema = z.object({ facebook: optionalUrl, instagram: optionalUrl, tiktok: optionalUrl, x: optionalUrl }).strict() satisfies z.ZodType<SocialLinks>;
export { DEFAULT_SOCIAL_LINKS, SOCIAL_LABELS, type SocialLinks } from "../settings/social-links";
