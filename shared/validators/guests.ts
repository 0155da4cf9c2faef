import { z } from "zod";
import { ALLERGENS } from "../menu/allergens";
import { GUEST_DIETARY_CHOICES } from "../rules/guests";
import { emailField, instantText, personNameField } from "./fields";
import { safeText } from "./text";
import type { Answer } from "../api/wire";

/**
 * A confirmed event's guest list (docs/product/client-portal.md, "Guest dietary needs"): the guest page's form, the
 * client's invitations, and what the API answers. A link that opens nothing always gets the same words.
 */
export const GUEST_LINK_MESSAGES = {
  invalid: "This guest link is not valid.",
  closed: "The guest list for this event is closed. Please contact your host about your dietary needs.",
  notConfirmed: "Guest links are for confirmed events. Accept the proposal first.",
  full: "This guest list is full. Please contact your host about your dietary needs.",
  sent: "Thank you! Your dietary needs have been sent to your host.",
  nameRequired: "Please enter your name",
  noEmails: "Please enter at least one email address",
} as const;

export const GUEST_NOTES_MAX_LENGTH = 500;
/** Addresses one invitation request may name. */
export const GUEST_INVITATIONS_MAX = 50;

/** One set of ticks, each at most once; the order they come in does not matter. */
const ticks = <T extends readonly [string, ...string[]]>(values: T) =>
  z
    .array(z.enum(values))
    .max(values.length)
    .default([])
    .transform((chosen): T[number][] => values.filter((value) => (chosen as readonly string[]).includes(value)));

/** What a guest leaves through the link. */
export const guestResponseSchema = z.object({
  name: personNameField({ required: GUEST_LINK_MESSAGES.nameRequired }),
  dietary: ticks(GUEST_DIETARY_CHOICES),
  allergens: ticks(ALLERGENS),
  notes: safeText().trim().max(GUEST_NOTES_MAX_LENGTH, `Notes are at most ${GUEST_NOTES_MAX_LENGTH} characters`).default(""),
});
export type GuestResponseInput = z.input<typeof guestResponseSchema>;

/** The client's "chase missing guests": addresses the link is emailed to (never stored). */
export const guestInvitationsSchema = z.object({
  emails: z
    .array(emailField())
    .min(1, GUEST_LINK_MESSAGES.noEmails)
    .max(GUEST_INVITATIONS_MAX, `At most ${GUEST_INVITATIONS_MAX} addresses at a time`)
    .transform((emails) => [...new Set(emails.map((e) => e.toLowerCase()))]),
});
export type GuestInvitationsBody = z.input<typeof guestInvitationsSchema>;

/** Splits what the client typed (commas, semicolons, spaces or lines between addresses) into addresses. */
export const splitEmailList = (text: string): string[] => text.split(/[\s,;]+/).filter(Boolean);

// ── Answers ──────────────────────────────────────────────────────────────────────────────────────────────────────

const dietaryCounts = z.strictObject(Object.fromEntries(GUEST_DIETARY_CHOICES.map((c) => [c, z.number().int()])) as Record<(typeof GUEST_DIETARY_CHOICES)[number], z.ZodNumber>);
const allergenCounts = z.strictObject(Object.fromEntries(ALLERGENS.map((a) => [a, z.number().int()])) as Record<(typeof ALLERGENS)[number], z.ZodNumber>);

export const guestLinkView = z.strictObject({ url: z.string(), closesAt: instantText });

/** What the guest page shows of the event: no venue, no contact, the host's first name only. */
export const guestEventView = z.strictObject({
  eventType: z.string(),
  eventDate: instantText,
  hostFirstName: z.string().nullable(),
  closesAt: instantText,
  open: z.boolean(),
});

export const guestResponseView = z.strictObject({
  id: z.number().int(),
  name: z.string(),
  dietary: z.array(z.string()),
  allergens: z.array(z.string()),
  notes: z.string(),
  createdAt: instantText,
});

export const guestTallyView = z.strictObject({ answered: z.number().int(), dietary: dietaryCounts, allergens: allergenCounts, withNotes: z.number().int() });

/** The client's (and admins') view of a guest list. */
export const guestListView = z.strictObject({
  guestCount: z.number().int(),
  closesAt: instantText,
  open: z.boolean(),
  /** The link to share, once made; null before. */
  url: z.string().nullable(),
  tally: guestTallyView,
  responses: z.array(guestResponseView),
});

export type GuestLinkView = Answer<typeof guestLinkView>;
export type GuestEventView = Answer<typeof guestEventView>;
export type GuestResponseView = Answer<typeof guestResponseView>;
export type GuestListView = Answer<typeof guestListView>;
