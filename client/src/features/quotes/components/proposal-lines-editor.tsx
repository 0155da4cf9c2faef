import { useId } from "react";
import { centsToDecimal, decimalToCents, formatCents } from "@shared/rules/money";
import { parsePriceText, purchaseMode } from "@shared/rules/pricing";
import { PERCENT_LINE_KINDS, priceProposal, PROPOSAL_LINE_KINDS, type ProposalLineKind, type ProposalPrice } from "@shared/rules/proposals";
import { basisPointsToPercent, dishOptions, percentToBasisPoints, proposalLinesFrom, type MenuRowForPricing, type ProposalLineEntry } from "@shared/rules/proposal-lines";
import type { ProposalLineInput, ProposalLineView } from "@shared/validators/proposals";
import { Button } from "@/components/ui/button";
import { useErrorSummaryEntry } from "@/components/ui/error-summary";
import { FormField } from "@/components/ui/form-field";
import { Input, inputClasses } from "@/components/ui/input";
import type { MenuItem } from "@/features/menu";

/**
 * The line editor of a proposal: the same one prepares a new proposal (New Proposal) and prices a client's request
 * (Price by lines). A dish is priced from the menu (its option chosen for pans and sizes, a per-person dish for the
 * guests); services are typed; a service charge and tax are percentages, a discount an amount or a percentage. The
 * totals shown are priceProposal's (shared/rules/proposals.ts), the function the server prices with.
 */
export interface LineDraft {
  key: number;
  kind: ProposalLineKind;
  menuItemId: number | null;
  option: string;
  description: string;
  quantity: string;
  unitPrice: string;
  /** Percent, as typed ("18"). */
  rate: string;
  /** A discount: an amount off, or a percentage of the subtotal. */
  discountMode: "amount" | "percent";
  perPerson: boolean;
}

let nextKey = 1;
export const newLine = (line: Partial<LineDraft> = {}): LineDraft => ({
  key: nextKey++,
  kind: "other",
  menuItemId: null,
  option: "",
  description: "",
  quantity: "1",
  unitPrice: "",
  rate: "",
  discountMode: "amount",
  perPerson: false,
  ...line,
});

/** What a new line of `kind` starts as: a service charge, discount or tax named for what it is. */
const KIND_DESCRIPTIONS: Partial<Record<ProposalLineKind, string>> = { "service-charge": "Service charge", tax: "Sales tax", discount: "Discount", delivery: "Delivery" };

/** The menu's dishes by id, as the shared pricing reads them. */
export const menuById = (menu: readonly MenuItem[]) => new Map<number, MenuRowForPricing>(menu.map((item) => [item.id, { id: item.id, name: item.name, price: item.price }]));

/** A dish as a new line: its first option (a pan size), priced from the menu; a market-value dish is priced by hand. */
export function dishLine(item: Pick<MenuItem, "id" | "name" | "price">, option?: string): LineDraft {
  const options = dishOptions(item.price);
  const chosen = option ?? options[0] ?? "";
  const parsed = parsePriceText(item.price);
  const single = parsed?.kind === "fixed" && parsed.options.length === 1 ? parsed.options[0] : null;
  return newLine({ kind: "menu", menuItemId: item.id, option: chosen, description: item.name, perPerson: single?.unit === "per person" });
}

/**
 * The lines of a quote to edit: its priced lines as they are, or (for a request without lines) its dishes priced
 * from the menu. A pan's option is read back from its description ("Jollof Rice (Full Pan)").
 */
export function linesFromQuote(quote: { lines?: ProposalLineView[]; menuItemIds: number[] }, menu: readonly MenuItem[]): LineDraft[] {
  if (quote.lines?.length) {
    return quote.lines.map((line) => {
      const dish = line.menuItemId === null ? undefined : menu.find((m) => m.id === line.menuItemId);
      const option = dish ? (dishOptions(dish.price).find((o) => line.description.endsWith(`(${o})`)) ?? "") : "";
      const cents = decimalToCents(line.unitPrice) ?? 0;
      return newLine({
        kind: line.kind as ProposalLineKind,
        menuItemId: line.menuItemId,
        option,
        description: line.description,
        quantity: String(line.quantity),
        unitPrice: line.rateBasisPoints === null ? centsToDecimal(cents) : "",
        rate: line.rateBasisPoints === null ? "" : basisPointsToPercent(line.rateBasisPoints),
        discountMode: line.kind === "discount" && line.rateBasisPoints !== null ? "percent" : "amount",
        perPerson: line.perPerson,
      });
    });
  }
  return quote.menuItemIds.flatMap((id) => {
    const dish = menu.find((m) => m.id === id);
    return dish ? [dishLine(dish)] : [];
  });
}

const isPercent = (line: LineDraft) => line.kind === "service-charge" || line.kind === "tax" || (line.kind === "discount" && line.discountMode === "percent");

/** A dish the menu prices (not market value): its price and description come from the menu. */
const menuPriced = (line: LineDraft, menu: ReadonlyMap<number, MenuRowForPricing>) => {
  if (line.kind !== "menu" || line.menuItemId === null) return null;
  const dish = menu.get(line.menuItemId);
  return dish && parsePriceText(dish.price)?.kind === "fixed" ? dish : null;
};

/** The lines as the API takes them (a dish the menu prices is sent with its menu name and price; the server prices it again). */
export function toLineInputs(lines: readonly LineDraft[], menu: ReadonlyMap<number, MenuRowForPricing>): ProposalLineInput[] {
  return editorPrice(lines, menu, 0).priced.map((l) => ({
    kind: l.kind,
    menuItemId: l.menuItemId,
    option: l.option || null,
    description: l.description,
    quantity: isPercent(l) ? 1 : Number(l.quantity) || 0,
    unitPrice: isPercent(l) ? null : l.unitPrice,
    rate: isPercent(l) ? l.rate : null,
    perPerson: !PERCENT_LINE_KINDS.includes(l.kind) && l.perPerson,
  }));
}

/** The live price of the lines for `guestCount` guests, by the shared rules (a line not yet priced counts $0.00). */
export function editorPrice(lines: readonly LineDraft[], menu: ReadonlyMap<number, MenuRowForPricing>, guestCount: number): { price: ProposalPrice; priced: (LineDraft & { description: string; unitPrice: string; perPerson: boolean })[] } {
  const entries: ProposalLineEntry[] = lines.map((l) => ({
    kind: l.kind,
    menuItemId: l.kind === "menu" ? l.menuItemId : null,
    option: l.option || null,
    description: l.description,
    quantity: Math.max(0, Math.trunc(Number(l.quantity) || 0)),
    unitPriceCents: isPercent(l) ? null : (decimalToCents(l.unitPrice) ?? 0),
    rateBasisPoints: isPercent(l) ? (percentToBasisPoints(l.rate) ?? 0) : null,
    perPerson: l.perPerson,
  }));
  // A line the rules cannot price yet (a dish whose option is not chosen, one gone from the menu) counts $0.00 until
  // it can; the server refuses it with its message.
  const result = proposalLinesFrom(
    entries.map((e) => (proposalLinesFrom([e], menu).ok ? e : { ...e, menuItemId: null, kind: "other", unitPriceCents: 0 })),
    menu,
  );
  const priceLines = result.ok ? result.lines : [];
  const price = priceProposal(priceLines, guestCount);
  const priced = lines.map((l, i) => {
    const line = priceLines[i];
    const fromMenu = menuPriced(l, menu) && line?.kind === "menu";
    return fromMenu ? { ...l, description: line.description, unitPrice: centsToDecimal(line.unitPriceCents), perPerson: line.perPerson } : l;
  });
  return { price, priced };
}

/** Subtotal, service charge, discount, tax, total and per person, as the document writes them. */
function Totals({ price, guestCount }: { price: ProposalPrice; guestCount: number }) {
  const rows: [string, number][] = [
    ["Subtotal", price.subtotalCents],
    ...(price.serviceChargeCents ? [["Service charge", price.serviceChargeCents] as [string, number]] : []),
    ...(price.discountCents ? [["Discount", -price.discountCents] as [string, number]] : []),
    ...(price.taxCents ? [["Tax", price.taxCents] as [string, number]] : []),
  ];
  return (
    <div className="space-y-0.5 text-right text-sm text-gray-900" aria-live="polite">
      {rows.map(([label, cents]) => (
        <p key={label}>{`${label}: ${formatCents(cents)}`}</p>
      ))}
      <p className="text-lg font-semibold">{`Total: ${formatCents(price.totalCents)}`}</p>
      {price.perPersonCents !== null ? <p>{`Per person (${guestCount} guests): ${formatCents(price.perPersonCents)}`}</p> : null}
    </div>
  );
}

export function ProposalLinesEditor({
  lines,
  setLines,
  guestCount,
  menu,
  menuPending = false,
  errors,
}: {
  lines: LineDraft[];
  setLines: (lines: LineDraft[]) => void;
  guestCount: number;
  menu: readonly MenuItem[];
  menuPending?: boolean;
  errors: Record<string, string>;
}) {
  const dishes = menu.filter((item) => item.isActive);
  const byId = menuById(dishes);
  const change = (key: number, patch: Partial<LineDraft>) => setLines(lines.map((l) => (l.key === key ? { ...l, ...patch } : l)));
  const { price, priced } = editorPrice(lines, byId, guestCount);
  const groupId = useId();
  useErrorSummaryEntry(groupId, errors.lines);
  return (
    <fieldset id={groupId} className="space-y-3">
      <legend className="font-semibold text-gray-900">Lines</legend>
      {errors.lines ? <p className="text-sm text-red-700">{errors.lines}</p> : null}
      <ol className="space-y-3">
        {lines.map((line, index) => {
          const n = index + 1;
          const dish = menuPriced(line, byId);
          const mode = dish ? purchaseMode(dish.price) : null;
          const shown = priced[index];
          const percent = isPercent(line);
          const lineTotal = price.lines[index]?.lineTotalCents;
          const lineError = errors[`lines.${index}`];
          return (
            <li key={line.key} className="grid gap-2 rounded-md border border-gray-200 p-3 sm:grid-cols-2 lg:grid-cols-4 lg:items-end">
              <FormField label={`Line ${n} kind`} error={errors[`lines.${index}.kind`]}>
                {(field) => (
                  <select
                    {...field}
                    className={inputClasses}
                    value={line.kind}
                    onChange={(e) => {
                      const kind = e.target.value as ProposalLineKind;
                      change(line.key, { kind, menuItemId: kind === "menu" ? line.menuItemId : null, description: line.description || KIND_DESCRIPTIONS[kind] || "" });
                    }}
                  >
                    {PROPOSAL_LINE_KINDS.map((k) => (
                      <option key={k.value} value={k.value}>
                        {k.label}
                      </option>
                    ))}
                  </select>
                )}
              </FormField>
              <FormField label={`Line ${n} description`} error={errors[`lines.${index}.description`] ?? lineError}>
                {(field) =>
                  dish ? (
                    // The menu names a dish it prices; the server writes the same name.
                    <Input {...field} readOnly value={shown.description} />
                  ) : (
                    <Input {...field} value={line.description} onChange={(e) => change(line.key, { description: e.target.value })} />
                  )
                }
              </FormField>
              {mode?.kind === "choice" ? (
                <FormField label={`Line ${n} ${mode.label.toLowerCase()}`} error={errors[`lines.${index}.option`]}>
                  {(field) => (
                    <select {...field} className={inputClasses} value={line.option} onChange={(e) => change(line.key, { option: e.target.value })}>
                      <option value="">Choose</option>
                      {mode.options.map((o) => (
                        <option key={o.label} value={o.label ?? ""}>
                          {o.label}, {formatCents(o.cents)}
                        </option>
                      ))}
                    </select>
                  )}
                </FormField>
              ) : null}
              {line.kind === "discount" ? (
                <FormField label={`Line ${n} discount as`}>
                  {(field) => (
                    <select {...field} className={inputClasses} value={line.discountMode} onChange={(e) => change(line.key, { discountMode: e.target.value as LineDraft["discountMode"] })}>
                      <option value="amount">An amount ($)</option>
                      <option value="percent">A percentage (%)</option>
                    </select>
                  )}
                </FormField>
              ) : null}
              {percent ? (
                <FormField label={`Line ${n} rate (%)`} error={errors[`lines.${index}.rate`]}>
                  {(field) => <Input {...field} inputMode="decimal" value={line.rate} onChange={(e) => change(line.key, { rate: e.target.value })} />}
                </FormField>
              ) : shown.perPerson ? (
                <p className="text-sm text-gray-900 lg:pb-2">
                  {dish ? `${formatCents(decimalToCents(shown.unitPrice) ?? 0)} ` : ""}per person × {guestCount} guests
                </p>
              ) : (
                <FormField label="Quantity" error={errors[`lines.${index}.quantity`]}>
                  {(field) => <Input {...field} inputMode="numeric" value={line.quantity} onChange={(e) => change(line.key, { quantity: e.target.value })} />}
                </FormField>
              )}
              {!percent && !dish ? (
                <FormField label="Unit price ($)" error={errors[`lines.${index}.unitPrice`]}>
                  {(field) => <Input {...field} inputMode="decimal" value={line.unitPrice} onChange={(e) => change(line.key, { unitPrice: e.target.value })} />}
                </FormField>
              ) : null}
              {!percent && !dish && line.kind !== "discount" ? (
                <label className="flex min-h-11 items-center gap-2 text-sm">
                  <input type="checkbox" className="size-5 accent-brand-700" checked={line.perPerson} onChange={(e) => change(line.key, { perPerson: e.target.checked })} />
                  {`Line ${n} per person`}
                </label>
              ) : null}
              <div className="flex items-center justify-between gap-3 lg:col-span-4">
                <p className="text-sm text-gray-900 tabular-nums">
                  {dish && !shown.perPerson ? `${formatCents(decimalToCents(shown.unitPrice) ?? 0)} each · ` : ""}
                  {`Line ${n} amount: ${formatCents(lineTotal ?? 0)}`}
                </p>
                <Button type="button" variant="secondary" size="sm" onClick={() => setLines(lines.filter((l) => l.key !== line.key))} aria-label={`Remove line ${n}`}>
                  Remove
                </Button>
              </div>
            </li>
          );
        })}
      </ol>
      <div className="flex flex-wrap items-end gap-3">
        <FormField label="Add a dish from the menu">
          {(field) => (
            <select
              {...field}
              className={inputClasses}
              value=""
              onChange={(e) => {
                const item = dishes.find((d) => d.id === Number(e.target.value));
                if (item) setLines([...lines, dishLine(item)]);
              }}
            >
              <option value="">{menuPending ? "Loading the menu…" : "Choose a dish"}</option>
              {dishes.map((item) => (
                <option key={item.id} value={item.id}>
                  {item.name} — {item.price}
                </option>
              ))}
            </select>
          )}
        </FormField>
        <Button type="button" variant="secondary" onClick={() => setLines([...lines, newLine()])}>
          Add Line
        </Button>
      </div>
      <Totals price={price} guestCount={guestCount} />
    </fieldset>
  );
}
