import { MAX_AMOUNT_CENTS } from "./money";

/** What a proposal's lines may be: dishes from the menu and the services around them. */
export const PROPOSAL_LINE_KINDS = [
  { value: "menu", label: "Menu" },
  { value: "staffing", label: "Staffing" },
  { value: "rental", label: "Rentals" },
  { value: "delivery", label: "Delivery" },
  { value: "other", label: "Other" },
] as const;
export type ProposalLineKind = (typeof PROPOSAL_LINE_KINDS)[number]["value"];
export const PROPOSAL_LINE_KIND_VALUES = PROPOSAL_LINE_KINDS.map((k) => k.value) as [ProposalLineKind, ...ProposalLineKind[]];

export const MAX_PROPOSAL_LINES = 50;
export const PROPOSAL_TOO_LARGE_MESSAGE = "That proposal is too large. Please split it or contact support.";

/** The proposal's total: the sum of quantity × unit price of its lines, in cents (the form and the server both use it). */
export function proposalTotalCents(lines: readonly { quantity: number; unitPriceCents: number }[]): number {
  return lines.reduce((sum, line) => sum + line.quantity * line.unitPriceCents, 0);
}

/** True when a total fits the database's money column. */
export const proposalTotalFits = (cents: number) => cents <= MAX_AMOUNT_CENTS;
