import { parsePriceText, purchaseMode } from "./pricing";
import { menuProposalLine, PERCENT_LINE_KINDS, type ProposalLine } from "./proposals";

/**
 * A proposal's lines as the business enters them, turned into the lines priceProposal prices
 * (docs/decisions/015-proposal-versions.md). The server runs it on every proposal it prices (a new proposal, a
 * client's request priced by lines) and the admin's line editor runs it for its live totals, so both show the
 * same figures.
 *
 * A dish whose price the menu states is priced from the menu row, whatever unit price the request carries: the
 * menu's price (and its option's name) win. A market-value dish, and every service, is priced by the business.
 */
export interface ProposalLineEntry {
  kind: string;
  menuItemId: number | null;
  /** The dish's option ("Half Pan", "Full Pan"…), for a dish sold in several. */
  option: string | null;
  description: string;
  quantity: number;
  /** Amount lines (and an amount discount); null for a percentage line and for a dish the menu prices. */
  unitPriceCents: number | null;
  /** A service charge, tax or percent discount, in basis points (1800 = 18%). */
  rateBasisPoints: number | null;
  perPerson: boolean;
}

export interface MenuRowForPricing {
  id: number;
  name: string;
  price: string;
}

export type ProposalLinesResult = { ok: true; lines: ProposalLine[] } | { ok: false; index: number; message: string };

export const PROPOSAL_LINE_MESSAGES = {
  dishGone: "A dish on the proposal is no longer on the menu. Please remove it.",
  chooseOption: (name: string, options: readonly string[]) => `Please choose ${options.join(" or ")} for ${name}.`,
  priceByHand: (name: string) => `Please enter a unit price for ${name}: the menu does not price it.`,
  unitPrice: "Please enter a unit price",
} as const;

/** True when `kind` is priced as a percentage (a service charge or tax; a discount when it has a rate). */
export const isPercentLine = (line: Pick<ProposalLineEntry, "kind" | "rateBasisPoints">) =>
  PERCENT_LINE_KINDS.includes(line.kind) && (line.kind !== "discount" || line.rateBasisPoints !== null);

/** The option labels a dish is sold in ("Half Pan", "Full Pan"), empty for a single price or market value. */
export function dishOptions(price: string): string[] {
  const mode = purchaseMode(price);
  return mode.kind === "choice" ? mode.options.map((o) => o.label ?? "") : [];
}

/**
 * The lines to price: a dish the menu prices takes the menu's price, name and unit (per person or not); every other
 * line is what the business entered. `menu` holds the dishes that may be proposed (active ones); a dish not in it is
 * refused.
 */
export function proposalLinesFrom(entries: readonly ProposalLineEntry[], menu: ReadonlyMap<number, MenuRowForPricing>): ProposalLinesResult {
  const lines: ProposalLine[] = [];
  for (const [index, entry] of entries.entries()) {
    const percent = isPercentLine(entry);
    if (entry.kind === "menu" && entry.menuItemId !== null) {
      const dish = menu.get(entry.menuItemId);
      if (!dish) return { ok: false, index, message: PROPOSAL_LINE_MESSAGES.dishGone };
      const parsed = parsePriceText(dish.price);
      if (parsed?.kind === "fixed") {
        const priced = menuProposalLine(dish, entry.option, entry.quantity);
        if (!priced) return { ok: false, index, message: PROPOSAL_LINE_MESSAGES.chooseOption(dish.name, dishOptions(dish.price)) };
        lines.push(priced);
        continue;
      }
      // Market value (or a price the rules cannot read): the business prices it here.
      if (entry.unitPriceCents === null) return { ok: false, index, message: PROPOSAL_LINE_MESSAGES.priceByHand(dish.name) };
    } else if (!percent && entry.unitPriceCents === null) {
      return { ok: false, index, message: PROPOSAL_LINE_MESSAGES.unitPrice };
    }
    lines.push({
      kind: entry.kind,
      menuItemId: entry.kind === "menu" ? entry.menuItemId : null,
      description: entry.description,
      quantity: percent ? 1 : entry.quantity,
      unitPriceCents: percent ? 0 : (entry.unitPriceCents ?? 0),
      rateBasisPoints: percent ? entry.rateBasisPoints : null,
      perPerson: !PERCENT_LINE_KINDS.includes(entry.kind) && entry.perPerson,
    });
  }
  return { ok: true, lines };
}

/** "18" → 1800 basis points; "8.875" is refused (two decimals at most). Null when the text is not a rate. */
export function percentToBasisPoints(text: string): number | null {
  const match = /^\s*(\d{1,3})(?:\.(\d{1,2}))?\s*%?\s*$/.exec(text);
  if (!match) return null;
  return Number(match[1]) * 100 + Number((match[2] ?? "").padEnd(2, "0"));
}

/** 1800 → "18", 887 → "8.87", 1250 → "12.5" (how a rate is written back into a form and a document). */
export function basisPointsToPercent(basisPoints: number): string {
  const whole = Math.floor(basisPoints / 100);
  const fraction = String(basisPoints % 100).padStart(2, "0").replace(/0+$/, "");
  return fraction ? `${whole}.${fraction}` : String(whole);
}
