/**
 * The business's social media pages, shown in the footer and on the home page. Empty: not shown. Kept apart from
 * their validator (shared/validators/admin.ts) so the visitor's first page does not load zod to show them.
 */
export const SOCIAL_NETWORKS = ["facebook", "instagram", "tiktok", "x"] as const;
export type SocialLinks = Record<(typeof SOCIAL_NETWORKS)[number], string>;
export const DEFAULT_SOCIAL_LINKS: SocialLinks = { facebook: "", instagram: "", tiktok: "", x: "" };
export const SOCIAL_LABELS: Record<keyof SocialLinks, string> = { facebook: "Facebook", instagram: "Instagram", tiktok: "TikTok", x: "X (Twitter)" };
