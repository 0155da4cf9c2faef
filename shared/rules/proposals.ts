import { MAX_AMOUNT_CENTS } from "./money";
import { findPriceOption, parsePriceText } from "./pricing";

/**
 * What a proposal's lines may be: dishes from the menu, the services around them, and the percentages and discounts
 * worked out from them. Every proposal total (the business's proposal, a priced request, a client's draft from their
 * cart, a change request's estimate) is computed by priceProposal below (docs/decisions/015-proposal-versions.md).
 */
export const PROPOSAL_LINE_KINDS = [
  { value: "menu", label: "Menu" },
  { value: "staffing", label: "Staffing" },
  { value: "rental", label: "Rentals and equipment" },
  { value: "delivery", label: "Delivery" },
  { value: "other", label: "Other" },
  { value: "service-charge", label: "Service charge (%)" },
  { value: "discount", label: "Discount" },
  { value: "tax", label: "Tax (%)" },
] as const;
export type ProposalLineKind = (typeof PROPOSAL_LINE_KINDS)[number]["value"];
export const PROPOSAL_LINE_KIND_VALUES = PROPOSAL_LINE_KINDS.map((k) => k.value) as [ProposalLineKind, ...ProposalLineKind[]];

/** Lines priced as a percentage (in basis points, 1800 = 18%): a service charge and tax always, a discount when it has a rate. */
export const PERCENT_LINE_KINDS: readonly string[] = ["service-charge", "discount", "tax"];

export const MAX_PROPOSAL_LINES = 50;
export const PROPOSAL_TOO_LARGE_MESSAGE = "That proposal is too large. Please split it or contact support.";
export const PRICED_BY_LINES_MESSAGE = "This proposal is priced by its lines. Please change the lines instead of the total.";
export const PROPOSAL_NOT_POSITIVE_MESSAGE = "The discounts take the total to $0.00 or less. Please check them.";

/** A line as it is entered: a per-person line's quantity is the guest count, whatever was typed. */
export interface ProposalLine {
  kind: string;
  menuItemId: number | null;
  description: string;
  quantity: number;
  unitPriceCents: number;
  /** For a service charge, tax or percent discount: the rate in basis points. */
  rateBasisPoints: number | null;
  perPerson: boolean;
}

export interface PricedProposalLine extends ProposalLine {
  /** Negative for a discount. */
  lineTotalCents: number;
}

export interface ProposalPrice {
  lines: PricedProposalLine[];
  /** The dishes and services: every line that is not a service charge, discount or tax. */
  subtotalCents: number;
  serviceChargeCents: number;
  /** What the discounts take off, as a positive amount. */
  discountCents: number;
  taxCents: number;
  totalCents: number;
  /** The total per guest, rounded to the cent (the breakdown the client sees); null without guests. */
  perPersonCents: number | null;
}

/** `cents` × `basisPoints` / 10000, rounded half up (amounts and rates are never negative here). */
const percentOf = (cents: number, basisPoints: number) => Math.round((cents * basisPoints) / 10_000);

/**
 * The one price of a proposal's lines for `guestCount` guests, in integer cents: per-person lines take the guest
 * count as their quantity; the subtotal is the dishes and services; the service charge is a percentage of the
 * subtotal; discounts (a rate of the subtotal or an amount) come off; tax is a percentage of what is left.
 */
export function priceProposal(lines: readonly ProposalLine[], guestCount: number): ProposalPrice {
  const withQuantity = lines.map((line) => (line.perPerson ? { ...line, quantity: guestCount } : { ...line }));
  const isAmount = (line: ProposalLine) => !PERCENT_LINE_KINDS.includes(line.kind) || (line.kind === "discount" && line.rateBasisPoints === null);
  const subtotalCents = withQuantity.filter((l) => l.kind !== "discount" && isAmount(l)).reduce((sum, l) => sum + l.quantity * l.unitPriceCents, 0);
  const total = new Map<ProposalLine, number>();
  let serviceChargeCents = 0;
  let discountCents = 0;
  for (const line of withQuantity) {
    if (line.kind === "service-charge") total.set(line, percentOf(subtotalCents, line.rateBasisPoints ?? 0));
    else if (line.kind === "discount") total.set(line, -(line.rateBasisPoints === null ? line.quantity * line.unitPriceCents : percentOf(subtotalCents, line.rateBasisPoints)));
    else if (line.kind !== "tax") total.set(line, line.quantity * line.unitPriceCents);
    if (line.kind === "service-charge") serviceChargeCents += total.get(line)!;
    if (line.kind === "discount") discountCents -= total.get(line)!;
  }
  const taxableCents = Math.max(0, subtotalCents + serviceChargeCents - discountCents);
  let taxCents = 0;
  for (const line of withQuantity.filter((l) => l.kind === "tax")) {
    total.set(line, percentOf(taxableCents, line.rateBasisPoints ?? 0));
    taxCents += total.get(line)!;
  }
  const totalCents = subtotalCents + serviceChargeCents - discountCents + taxCents;
  return {
    lines: withQuantity.map((line) => ({ ...line, lineTotalCents: total.get(line)! })),
    subtotalCents,
    serviceChargeCents,
    discountCents,
    taxCents,
    totalCents,
    perPersonCents: guestCount > 0 ? Math.round(totalCents / guestCount) : null,
  };
}

/** Why a priced proposal cannot be sent, or null: a total of zero or less, or one too large for the money column. */
export function proposalPriceProblem(price: Pick<ProposalPrice, "totalCents">): string | null {
  if (price.totalCents <= 0) return PROPOSAL_NOT_POSITIVE_MESSAGE;
  if (price.totalCents > MAX_AMOUNT_CENTS) return PROPOSAL_TOO_LARGE_MESSAGE;
  return null;
}

/**
 * A menu dish as a proposal line, priced from the menu's own price text and the chosen option (Half Pan, Full Pan…):
 * a per-person price makes a per-person line. Null when the dish has no online price (market value, unreadable) or
 * the option is not one it offers: the business prices such a line by hand.
 */
export function menuProposalLine(item: { id: number; name: string; price: string }, option: string | null, quantity: number): ProposalLine | null {
  const parsed = parsePriceText(item.price);
  if (!parsed) return null;
  const chosen = findPriceOption(parsed, option);
  if (!chosen) return null;
  const perPerson = chosen.unit === "per person";
  return {
    kind: "menu",
    menuItemId: item.id,
    description: chosen.label ? `${item.name} (${chosen.label})` : item.name,
    quantity,
    unitPriceCents: chosen.cents,
    rateBasisPoints: null,
    perPerson,
  };
}

/** The proposal's total: the sum of quantity × unit price of its lines, in cents (the form and the server both use it). */
export function proposalTotalCents(lines: readonly { quantity: number; unitPriceCents: number }[]): number {
  return lines.reduce((sum, line) => sum + line.quantity * line.unitPriceCents, 0);
}

/** True when a total fits the database's money column. */
export const proposalTotalFits = (cents: number) => cents <= MAX_AMOUNT_CENTS;
