import { finalGuestCountDeadline } from "./quotes";

/**
 * A confirmed event's guest list (docs/product/client-portal.md, "Guest dietary needs"): the client shares one link,
 * each guest leaves their name, dietary choices, allergies and notes, and the list closes at the final guest count
 * deadline. The guests' answers are kept until 30 days after the event.
 */

/** The dietary choices a guest can tick: the menu's plain dietary tags (not the "-option" ones, which describe dishes). */
export const GUEST_DIETARY_CHOICES = ["vegetarian", "vegan", "gluten-free"] as const;
export type GuestDietaryChoice = (typeof GUEST_DIETARY_CHOICES)[number];

/** How long after the event the guests' answers (and the link) are kept. */
export const GUEST_DATA_RETENTION_DAYS = 30;

/** Answers a guest list takes at most, for a headcount: room for couples and corrections, not for a flood. */
export const maxGuestResponses = (guestCount: number) => Math.max(guestCount * 2, 20);

/** The guest list closes when the final guest count is due. */
export const guestListClosesAt = (eventDate: Date): Date => finalGuestCountDeadline(eventDate);

export const isGuestListOpen = (eventDate: Date, now: Date): boolean => now.getTime() < guestListClosesAt(eventDate).getTime();

/** Events whose date is before this instant have had their guests' answers for long enough. */
export const guestDataCutoff = (now: Date): Date => new Date(now.getTime() - GUEST_DATA_RETENTION_DAYS * 24 * 60 * 60 * 1000);

/** The one name the guest page shows for its host: the first word of their name (no surname, no contact). */
export function firstName(name: string | null | undefined): string | null {
  const [first] = (name ?? "").trim().split(/\s+/);
  return first || null;
}
