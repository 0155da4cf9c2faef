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
import { MAX_PROPOSAL_LINES, PERCENT_LINE_KINDS, PROPOSAL_LINE_KIND_VALUES, PROPOSAL_TOO_LARGE_MESSAGE, priceProposal, proposalPriceProblem } from "../rules/proposals";
import { percentToBasisPoints, type ProposalLineEntry } from "../rules/proposal-lines";
import type * as view from "../api/responses";
import type { Answer } from "../api/wire";

export const PROPOSAL_RATE_MESSAGE = "Rate: a percentage above 0 and at most 100, such as 18 or 8.88";
export const PROPOSAL_LINE_FIELD_MESSAGES = {
  rateNeeded: "Please enter the percentage",
  rateNotHere: "Only a service charge, tax or discount is a percentage",
  discountEither: "A discount is an amount or a percentage, not both",
  dishOnly: "Only a menu line names a dish",
  perPersonNot: "A service charge, discount or tax is not per person",
} as const;

/** A percentage with two decimals at most, above 0 and at most 100, in basis points ("18" → 1800). */
const rateField = z
  .union([safeText({ error: PROPOSAL_RATE_MESSAGE }), z.number({ error: PROPOSAL_RATE_MESSAGE })])
  .transform((v, ctx) => {
    if (String(v).trim() === "") return null;
    const basisPoints = percentToBasisPoints(String(v));
    if (basisPoints === null || basisPoints <= 0 || basisPoints > 10_000) {
      ctx.addIssue({ code: "custom", message: PROPOSAL_RATE_MESSAGE });
      return z.NEVER;
    }
    return basisPoints;
  });

/**
 * One line of a proposal as the business enters it. A dish the menu prices needs no unit price (the server prices
 * it from the menu row: shared/rules/proposal-lines.ts); other amount lines need one; a service charge and tax need a
 * rate, and a discount either an amount or a rate. A per-person line's quantity is the guest count.
 */
export const proposalLineSchema = z
  .object({
    kind: z.enum(PROPOSAL_LINE_KIND_VALUES, { error: "Please choose what the line is" }),
    menuItemId: recordId().nullish().transform((v) => v ?? null),
    option: safeText().trim().max(40).nullish().transform((v) => v || null),
    description: safeText().trim().min(1, "Please describe the line").max(200),
    quantity: z.coerce.number({ error: "Quantity: a whole number of 1 or more" }).int("Quantity: a whole number of 1 or more").min(1, "Quantity: a whole number of 1 or more").max(100_000).default(1),
    unitPrice: z.union([z.literal(""), amountSchema]).nullish().transform((v) => (v ? decimalToCents(v) : null)),
    rate: rateField.nullish().transform((v) => v ?? null),
    perPerson: z.boolean().default(false),
  })
  .superRefine((line, ctx) => {
    const percentKind = PERCENT_LINE_KINDS.includes(line.kind);
    if (line.kind !== "menu" && line.menuItemId !== null) ctx.addIssue({ code: "custom", path: ["menuItemId"], message: PROPOSAL_LINE_FIELD_MESSAGES.dishOnly });
    if (percentKind && line.perPerson) ctx.addIssue({ code: "custom", path: ["perPerson"], message: PROPOSAL_LINE_FIELD_MESSAGES.perPersonNot });
    if (line.kind === "discount") {
      if (line.rate !== null && line.unitPrice !== null) ctx.addIssue({ code: "custom", path: ["rate"], message: PROPOSAL_LINE_FIELD_MESSAGES.discountEither });
      if (line.rate === null && line.unitPrice === null) ctx.addIssue({ code: "custom", path: ["unitPrice"], message: "Please enter the discount as an amount or a percentage" });
    } else if (percentKind) {
      if (line.rate === null) ctx.addIssue({ code: "custom", path: ["rate"], message: PROPOSAL_LINE_FIELD_MESSAGES.rateNeeded });
    } else {
      if (line.rate !== null) ctx.addIssue({ code: "custom", path: ["rate"], message: PROPOSAL_LINE_FIELD_MESSAGES.rateNotHere });
      // A dish named by the menu may leave its price to the server; anything else is priced here.
      if (line.unitPrice === null && line.menuItemId === null) ctx.addIssue({ code: "custom", path: ["unitPrice"], message: "Please enter a unit price" });
    }
  })
  .transform(
    (line): ProposalLineEntry => ({
      kind: line.kind,
      menuItemId: line.menuItemId,
      option: line.option,
      description: line.description,
      quantity: line.quantity,
      unitPriceCents: line.unitPrice,
      rateBasisPoints: line.rate,
      perPerson: line.perPerson,
    }),
  );
export type ProposalLineInput = z.input<typeof proposalLineSchema>;

/** The lines of a proposal: at least one, at most MAX_PROPOSAL_LINES. */
export const proposalLinesField = z.array(proposalLineSchema).min(1, "Please add at least one line").max(MAX_PROPOSAL_LINES);

/**
 * What the form can tell before the server prices it: a total too large, or (when no line is a dish the menu
 * prices) one of $0.00 or less. The server prices the lines itself and applies the same rule.
 */
function checkLinesTotal(lines: readonly ProposalLineEntry[], guestCount: number, ctx: z.RefinementCtx) {
  const entered = lines.map((l) => ({ ...l, unitPriceCents: l.unitPriceCents ?? 0 }));
  const problem = proposalPriceProblem(priceProposal(entered, guestCount));
  // A dish named by the menu is priced from its menu row by the server, whatever unit price the form sent.
  const allPriced = lines.every((l) => l.menuItemId === null && (l.rateBasisPoints !== null || l.unitPriceCents !== null));
  if (problem === PROPOSAL_TOO_LARGE_MESSAGE || (problem && allPriced)) ctx.addIssue({ code: "custom", path: ["lines"], message: problem });
}

/** PUT /api/admin/quotes/:id/lines: a client's request (or any proposal) priced by lines, with optional notes. */
export const proposalLinesUpdateSchema = z
  .object({
    lines: proposalLinesField,
    notes: safeText().trim().max(2000).nullish(),
  })
  .strict();
export type ProposalLinesUpdateInput = z.input<typeof proposalLinesUpdateSchema>;
export type ProposalLinesUpdate = z.output<typeof proposalLinesUpdateSchema>;

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
      lines: proposalLinesField,
      notes: safeText().trim().max(2000).nullish().transform((v) => v || null),
    })
    .strict()
    .superRefine((p, ctx) => checkLinesTotal(p.lines, Number(p.guestCount) || 0, ctx)),
);
export type AdminProposalInput = z.input<ReturnType<typeof adminProposalSchema>>;
export type AdminProposal = z.output<ReturnType<typeof adminProposalSchema>>;

/** A priced line of a proposal, as the API shows it. */
export type ProposalLineView = Answer<typeof view.proposalLineView>;

/** A client account an admin can prepare a proposal for. */
export type ClientSummary = Answer<typeof view.clientSummaryView>;
