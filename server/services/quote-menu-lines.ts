import { asc, eq, inArray } from "drizzle-orm";
import { menuItems, quoteLines } from "@shared/schema";
import { menuProposalLine, priceProposal, proposalPriceProblem, type ProposalLine, type ProposalPrice } from "@shared/rules/proposals";
import { QUOTE_DRAFT_MESSAGES } from "@shared/rules/quotes";
import type { Database, Transaction } from "../db/client";
import { badRequest } from "../errors";

/** A cart line as a request or a draft sends it: the dish, its option and how many (its price is never taken). */
export interface CartItemInput {
  menuItemId: number;
  option?: string | null;
  quantity: number;
}

/**
 * A cart's lines priced from the menu's own rows (docs/decisions/015-proposal-versions.md): each dish by its price
 * text and option (menuProposalLine), a per-person dish for `guestCount` guests and a pan at the cart's quantity,
 * totalled by priceProposal. A dish no longer on the menu or without an online price is refused (400).
 */
export async function priceCartItems(executor: Database | Transaction, items: readonly CartItemInput[], guestCount: number): Promise<{ lines: ProposalLine[]; price: ProposalPrice; menuItemIds: number[] }> {
  const menuItemIds = [...new Set(items.map((item) => item.menuItemId))];
  const rows = menuItemIds.length
    ? await executor.select({ id: menuItems.id, name: menuItems.name, price: menuItems.price, isActive: menuItems.isActive }).from(menuItems).where(inArray(menuItems.id, menuItemIds))
    : [];
  const byId = new Map(rows.filter((row) => row.isActive).map((row) => [row.id, row]));
  const lines = items.map((item) => {
    const row = byId.get(item.menuItemId);
    if (!row) throw badRequest(QUOTE_DRAFT_MESSAGES.dishGone);
    const line = menuProposalLine(row, item.option ?? null, item.quantity);
    if (!line) throw badRequest(QUOTE_DRAFT_MESSAGES.dishUnpriced(row.name));
    return line;
  });
  const price = priceProposal(lines, guestCount);
  const problem = proposalPriceProblem(price);
  if (problem) throw badRequest(problem);
  return { lines, price, menuItemIds };
}

/**
 * A quote's lines repriced for `guestCount` guests by priceProposal (per-person lines follow the guest count), written
 * back in `tx`. Returns the new total in cents.
 */
export async function repriceQuoteLines(tx: Transaction, quoteId: number, guestCount: number): Promise<number> {
  const rows = await tx.select().from(quoteLines).where(eq(quoteLines.quoteId, quoteId)).orderBy(asc(quoteLines.position));
  const price = priceProposal(rows, guestCount);
  const problem = proposalPriceProblem(price);
  if (problem) throw badRequest(problem);
  for (const [index, row] of rows.entries()) {
    const priced = price.lines[index];
    if (priced.quantity !== row.quantity || priced.lineTotalCents !== row.lineTotalCents) {
      await tx.update(quoteLines).set({ quantity: priced.quantity, lineTotalCents: priced.lineTotalCents }).where(eq(quoteLines.id, row.id));
    }
  }
  return price.totalCents;
}
