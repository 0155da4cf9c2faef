import { z } from "zod";
import type { SocialLinks } from "../settings/social-links";
import { usernameSchema } from "./auth";
import { emailField } from "./fields";
import { safeText } from "./text";
import type * as view from "../api/responses";
import type { Answer } from "../api/wire";

export const OVERVIEW_PERIODS = ["week", "30d"] as const;
export type OverviewPeriod = (typeof OVERVIEW_PERIODS)[number];
export const overviewQuerySchema = z.object({ period: z.enum(OVERVIEW_PERIODS).default("week") });

/** The admin dashboard's figures for a period (money as decimal strings). */
export type AdminOverview = Answer<typeof view.adminOverviewView>;

/** GET /api/admin/clients: a search over client accounts (empty: the first ones). */
export const clientSearchSchema = z.object({ search: safeText().trim().max(100).default("") });

/** The invitation's messages speak of the person invited, not of the admin filling the form in. */
export const staffInvitationSchema = z.object({ username: usernameSchema, email: emailField({ required: "Please enter the new admin's email address" }) }).strict();

const optionalUrl = safeText()
  .trim()
  .max(300)
  .refine((v) => v === "" || /^https:\/\/\S+$/.test(v), "Please enter a full https:// address, or leave it empty");

/** The business's social media pages (shared/settings/social-links.ts). */
export const socialLinksSchema = z.object({ facebook: optionalUrl, instagram: optionalUrl, tiktok: optionalUrl, x: optionalUrl }).strict() satisfies z.ZodType<SocialLinks>;
export { DEFAULT_SOCIAL_LINKS, SOCIAL_LABELS, type SocialLinks } from "../settings/social-links";
