import { z } from "zod";
import { safeText } from "./text";
import { recordId } from "./ids";
import { instantField } from "./fields";
import { QUOTE_STATUSES } from "../rules/quotes";
import { OFFLINE_PAYMENT_METHOD_VALUES } from "../rules/proposal-payments";
import { amountSchema, orderRefundRequestSchema } from "./orders";
import type * as view from "../api/responses";
import type { Answer } from "../api/wire";

/**
 * PATCH …/viewed: opening a proposal. With `version`, the client's screen has shown that version's changes, and it
 * becomes the version they last saw (docs/decisions/015-proposal-versions.md); without, only a sent proposal becomes viewed.
 */
export const quoteViewedRequestSchema = z.object({ version: z.coerce.number().int().min(1).max(1_000_000).optional() }).strict();
export type QuoteViewedRequest = z.infer<typeof quoteViewedRequestSchema>;

export const quoteStatusRequestSchema = z.object({ status: z.enum(QUOTE_STATUSES, { error: "Unknown status" }) });

/** What an admin may adjust on a quote; the client sees the change. */
export const adminQuoteUpdateSchema = z
  .object({
    totalAmount: amountSchema.optional(),
    notes: safeText().trim().max(2000).nullish(),
    menuItemIds: z.array(recordId()).max(20).optional(),
    eventDate: instantField().optional(),
  })
  .refine((v) => Object.keys(v).length > 0, "Nothing to change");

/** A quote as the API shows it. */
export type QuoteView = Answer<typeof view.quoteView>;

/** One version of a proposal as the API shows it (docs/decisions/015-proposal-versions.md). */
export type ProposalVersionView = Answer<typeof view.proposalVersionView>;

export type QuoteStats = Answer<typeof view.quoteStatsView>;

export const depositRequestSchema = z.object({
  token: safeText().trim().min(1, "Card token is required").max(200),
  /** What the browser showed; the server charges its own figure and refuses any other. */
  amount: amountSchema,
});

/** An admin's refund of a quote's deposit: the reason is kept in the audit log and told to the client. */
/** An admin's deposit refund: an amount (all that is left when omitted) and a reason the client is told. */
export const depositRefundRequestSchema = orderRefundRequestSchema.partial({ amount: true });

/** The balance by card: the same card token and shown amount as the deposit; the server charges its own figure. */
export const balanceRequestSchema = depositRequestSchema;

/** An admin's record of a payment received outside the card gateway (check, bank transfer, cash), with its reference. */
export const offlinePaymentRequestSchema = z.object({
  method: z.enum(OFFLINE_PAYMENT_METHOD_VALUES, { error: "Please choose how it was paid" }),
  reference: safeText({ error: "Please enter the check number or transfer reference" })
    .trim()
    .min(1, "Please enter the check number or transfer reference")
    .max(100, "The reference is at most 100 characters"),
  amount: amountSchema,
});
export type OfflinePaymentRequest = z.output<typeof offlinePaymentRequestSchema>;

/** An entry of a proposal's payment history, as the API shows it. */
export type ProposalPaymentView = Answer<typeof view.proposalPaymentView>;
