import { z } from "zod";
import { safeText } from "./text";
import { recordId } from "./ids";
import { QUOTE_STATUSES, type QuoteStatus } from "../rules/quotes";
import { amountSchema, orderRefundRequestSchema } from "./orders";
import type { ProposalLineView } from "./proposals";

export const quoteStatusRequestSchema = z.object({ status: z.enum(QUOTE_STATUSES, { error: "Unknown status" }) });

/** What an admin may adjust on a quote; the client sees the change. */
export const adminQuoteUpdateSchema = z
  .object({
    totalAmount: amountSchema.optional(),
    notes: safeText().trim().max(2000).nullish(),
    menuItemIds: z.array(recordId()).max(20).optional(),
    eventDate: z.iso.datetime({ offset: true, error: "Please enter a valid date" }).optional(),
  })
  .refine((v) => Object.keys(v).length > 0, "Nothing to change");

/** A quote as the API shows it. */
export interface QuoteView {
  id: number;
  number: string;
  clientId: number | null;
  status: QuoteStatus;
  eventType: string;
  eventDate: string;
  guestCount: number;
  venue: string;
  menuPackage: string;
  menuItemIds: number[];
  totalAmount: string;
  budget: string;
  notes: string | null;
  contactName: string | null;
  contactEmail: string | null;
  contactPhone: string | null;
  viewedAt: string | null;
  createdAt: string;
  /** 50% of the total, to secure the date. */
  depositAmount: string;
  /** What is left after the deposit, due on balanceDueDate (7 days before the event). */
  balanceAmount: string;
  balanceDueDate: string;
  depositPaidAt: string | null;
  /** Part of a paid deposit refunded so far ("0.00" when none). */
  depositRefundedAmount: string;
  /** For admins: the account the proposal belongs to (a visitor's request has only the contact fields). */
  client?: { username: string; email: string; fullName: string | null } | null;
  /** A proposal an admin priced line by line (detail only; empty for a request). */
  lines?: ProposalLineView[];
}

export interface QuoteStats {
  total: number;
  pendingReview: number;
  accepted: number;
  totalValue: string;
}

export const depositRequestSchema = z.object({
  token: safeText().trim().min(1, "Card token is required").max(200),
  /** What the browser showed; the server charges its own figure and refuses any other. */
  amount: amountSchema,
});

/** An admin's refund of a quote's deposit: the reason is kept in the audit log and told to the client. */
/** An admin's deposit refund: an amount (all that is left when omitted) and a reason the client is told. */
export const depositRefundRequestSchema = orderRefundRequestSchema.partial({ amount: true });
