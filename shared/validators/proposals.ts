import { z } from "zod";
import { safeText } from "./text";
import { personNameField, phoneField } from "./fields";
import { recordId } from "./ids";
import { amountSchema } from "./orders";
import { emailSchema } from "./auth";
import { EVENT_TYPE_VALUES } from "../rules/event-types";
import { decimalToCents } from "../rules/money";
import { bookingMessages, eventDateSchema, guestCount, QUOTE_MESSAGES } from "../rules/quotes";
import { perSettings, type BusinessSettings } from "../settings/business-settings";
import { MAX_PROPOSAL_LINES, PROPOSAL_LINE_KIND_VALUES, PROPOSAL_TOO_LARGE_MESSAGE, proposalTotalCents, proposalTotalFits } from "../rules/proposals";
import type * as view from "../api/responses";
import type { Answer } from "../api/wire";

export const proposalLineSchema = z.object({
  kind: z.enum(PROPOSAL_LINE_KIND_VALUES, { error: "Please choose what the line is" }),
  menuItemId: recordId().nullish().transform((v) => v ?? null),
  description: safeText().trim().min(1, "Please describe the line").max(200),
  quantity: z.coerce.number({ error: "Quantity: a whole number of 1 or more" }).int("Quantity: a whole number of 1 or more").min(1, "Quantity: a whole number of 1 or more").max(100_000),
  unitPrice: amountSchema,
});
export type ProposalLineInput = z.input<typeof proposalLineSchema>;

/** Who the proposal is for: an existing client account, or a new contact who is invited to make one. */
export const proposalClientSchema = z.discriminatedUnion("kind", [
  z.object({ kind: z.literal("existing"), id: recordId("Please choose a client") }),
  z.object({
    kind: z.literal("new"),
    name: personNameField({ required: "Please enter the client's name" }),
    email: emailSchema,
    phone: phoneField({ required: "Please enter the client's phone number" }),
  }),
]);

/** POST /api/admin/proposals: a proposal an admin prepares for a client, priced line by line (booking rules of `settings`). */
export const adminProposalSchema = perSettings(({ booking }: Pick<BusinessSettings, "booking">) =>
  z
    .object({
      client: proposalClientSchema,
      eventType: z.enum(EVENT_TYPE_VALUES, { error: QUOTE_MESSAGES.missing }),
      eventDate: eventDateSchema(booking),
      guestCount: guestCount(booking, bookingMessages(booking).customMinGuests),
      venue: safeText().trim().max(300).nullish().transform((v) => v || "TBD"),
      lines: z.array(proposalLineSchema).min(1, "Please add at least one line").max(MAX_PROPOSAL_LINES),
      notes: safeText().trim().max(2000).nullish().transform((v) => v || null),
    })
    .strict()
    .refine(
      (p) => proposalTotalFits(proposalTotalCents(p.lines.map((l) => ({ quantity: l.quantity, unitPriceCents: decimalToCents(l.unitPrice) ?? 0 })))),
      { message: PROPOSAL_TOO_LARGE_MESSAGE, path: ["lines"] },
    ),
);
export type AdminProposalInput = z.input<ReturnType<typeof adminProposalSchema>>;
export type AdminProposal = z.output<ReturnType<typeof adminProposalSchema>>;

/** A priced line of a proposal, as the API shows it. */
export type ProposalLineView = Answer<typeof view.proposalLineView>;

/** A client account an admin can prepare a proposal for. */
export type ClientSummary = Answer<typeof view.clientSummaryView>;
