import { decimalToCents, formatCents } from "./money";

/**
 * Menu price text, as the business writes it, parsed into priced options:
 *   "Half Pan $60 / Full Pan $90"  → options "Half Pan" 6000, "Full Pan" 9000
 *   "Small $50 / Large $75"        → options "Small" 5000, "Large" 7500
 *   "$15.99"                       → one option (label null) 1599
 *   "$30 per person"               → one option 3000, unit "per person"
 *   "Market Value" / "MP"          → market: not payable online, quote only
 * Anything else is unparseable, and the server refuses to save it.
 */
export interface PriceOption {
  /** "Half Pan", "Full Pan", "Small", "Large"; null for a single price. */
  label: string | null;
  cents: number;
  /** "per person" when the price is per guest; null for a flat price. */
  unit: string | null;
}

export type ParsedPrice = { kind: "market" } | { kind: "fixed"; options: PriceOption[] };

const AMOUNT = String.raw`\$\s*(\d{1,3}(?:,\d{3})+|\d+)(?:\.(\d{2}))?`;
const PART = new RegExp(String.raw`^(?:([A-Za-z][A-Za-z ]*?)\s+)?${AMOUNT}(?:\s*(per person|each|per dozen|per tray))?$`, "i");

/** The selection rule: price text containing "mp" or "market" is market value. */
export function isMarketPriceText(text: string): boolean {
  return /\bmp\b|market/i.test(text);
}

export function parsePriceText(text: string): ParsedPrice | null {
  const trimmed = text.trim();
  if (!trimmed) return null;
  if (isMarketPriceText(trimmed)) return { kind: "market" };
  const options: PriceOption[] = [];
  for (const part of trimmed.split("/").map((p) => p.trim())) {
    const match = PART.exec(part);
    if (!match) return null;
    const cents = decimalToCents(`${match[2]}${match[3] ? `.${match[3]}` : ""}`);
    if (cents === null || cents <= 0) return null;
    options.push({ label: match[1] ? normaliseLabel(match[1]) : null, cents, unit: match[4] ? match[4].toLowerCase() : null });
  }
  // Several options need distinct labels, or a customer could not say which one they want.
  if (options.length > 1) {
    const labels = options.map((o) => o.label?.toLowerCase());
    if (labels.some((l) => !l) || new Set(labels).size !== labels.length) return null;
  }
  return { kind: "fixed", options };
}

function normaliseLabel(label: string): string {
  return label
    .trim()
    .split(/\s+/)
    .map((w) => w[0].toUpperCase() + w.slice(1).toLowerCase())
    .join(" ");
}

/**
 * The option a cart line names. A single-price item needs no option (naming its own label is fine too);
 * a multi-option item must name one of its labels (case-insensitive). Null when the choice is not offered.
 */
export function findPriceOption(price: ParsedPrice, option: string | null | undefined): PriceOption | null {
  if (price.kind === "market") return null;
  const wanted = option?.trim().toLowerCase() || null;
  if (price.options.length === 1) {
    const only = price.options[0];
    return wanted === null || wanted === only.label?.toLowerCase() ? only : null;
  }
  if (wanted === null) return null;
  return price.options.find((o) => o.label?.toLowerCase() === wanted) ?? null;
}

/**
 * How an item is sold online, from its price text:
 * - quote: market value (or text the rules cannot read): not payable online, offer a quote request;
 * - single: one price, added as is;
 * - choice: several options (Half Pan / Full Pan, Small / Large), one is chosen before adding.
 */
export type PurchaseMode =
  | { kind: "quote" }
  | { kind: "single"; option: PriceOption }
  | { kind: "choice"; label: "Pan size" | "Size"; options: PriceOption[] };

export function purchaseMode(priceText: string): PurchaseMode {
  const parsed = parsePriceText(priceText);
  if (!parsed || parsed.kind === "market") return { kind: "quote" };
  if (parsed.options.length === 1) return { kind: "single", option: parsed.options[0] };
  const isPans = parsed.options.every((o) => o.label?.endsWith(" Pan"));
  return { kind: "choice", label: isPans ? "Pan size" : "Size", options: parsed.options };
}

/** "Half Pan, $60.00" or "$30.00 per person". */
export function describePriceOption(option: PriceOption): string {
  const amount = `${formatCents(option.cents)}${option.unit ? ` ${option.unit}` : ""}`;
  return option.label ? `${option.label}, ${amount}` : amount;
}

/** Above this a card order is an event: the business quotes it (and an integer cents column always holds it). */
export const MAX_ORDER_CENTS = 100_000_00;
export const MAX_ORDER_MESSAGE = "Orders above $100,000 need a quote. Please request a quote for an event this size.";
