import { asc, eq, sql } from "drizzle-orm";
import { quoteLines, quotes, quoteVersions, type QuoteRow, type QuoteVersionLine, type QuoteVersionRow } from "@shared/schema";
import type { Transaction } from "../db/client";

/**
 * Proposal versions (docs/decisions/015-proposal-versions.md): quotes and quote_lines hold the current version; each
 * version, as it was, is a row of quote_versions, written here and never changed. Callers hold the quote's row lock
 * (SELECT … FOR UPDATE) when they make a new version, so two changes can never take the same number.
 */
export type VersionSource = "request" | "business" | "change-request";

/** A priced line (a quote_lines row, an estimate's line) in the shape a version keeps it. */
export const asVersionLine = ({ kind, menuItemId, description, quantity, unitPriceCents, lineTotalCents, rateBasisPoints, perPerson }: QuoteVersionLine): QuoteVersionLine => ({
  kind,
  menuItemId,
  description,
  quantity,
  unitPriceCents,
  lineTotalCents,
  rateBasisPoints,
  perPerson,
});

/** The current lines of a quote, in their order, in the shape a version keeps them. */
export async function currentLines(executor: Pick<Transaction, "select">, quoteId: number): Promise<QuoteVersionLine[]> {
  const rows = await executor.select().from(quoteLines).where(eq(quoteLines.quoteId, quoteId)).orderBy(asc(quoteLines.position));
  return rows.map(asVersionLine);
}

async function insertVersion(tx: Transaction, quote: QuoteRow, version: number, source: VersionSource, createdBy: number | null): Promise<QuoteVersionRow> {
  const [row] = await tx
    .insert(quoteVersions)
    .values({
      quoteId: quote.id,
      version,
      source,
      createdBy,
      eventDate: quote.eventDate,
      guestCount: quote.guestCount,
      venue: quote.venue,
      menuItemIds: quote.menuItemIds,
      totalCents: quote.totalCents,
      notes: quote.notes,
      lines: await currentLines(tx, quote.id),
    })
    .returning();
  return row;
}

/**
 * Version 1 of a quote just created (its row and lines already written in `tx`). A request's first version is the
 * requester's own: they have seen it, so the business's first change is shown to them as a diff from it.
 */
export async function recordFirstVersion(tx: Transaction, quote: QuoteRow, source: VersionSource, createdBy: number | null): Promise<QuoteVersionRow> {
  if (source === "request") await tx.update(quotes).set({ clientSeenVersion: 1 }).where(eq(quotes.id, quote.id));
  return insertVersion(tx, quote, 1, source, createdBy);
}

/**
 * The quote as it now stands (its row and lines already changed in `tx`) becomes its next version: quotes.version
 * moves on and the snapshot is kept. Returns the updated quote row and the version.
 */
export async function recordNextVersion(tx: Transaction, quoteId: number, source: VersionSource, createdBy: number | null): Promise<{ quote: QuoteRow; version: QuoteVersionRow }> {
  const [quote] = await tx
    .update(quotes)
    .set({ version: sql`${quotes.version} + 1`, updatedAt: new Date() })
    .where(eq(quotes.id, quoteId))
    .returning();
  return { quote, version: await insertVersion(tx, quote, quote.version, source, createdBy) };
}

/** Every version of a quote, oldest first. */
export function listVersions(tx: Pick<Transaction, "select">, quoteId: number): Promise<QuoteVersionRow[]> {
  return tx.select().from(quoteVersions).where(eq(quoteVersions.quoteId, quoteId)).orderBy(asc(quoteVersions.version));
}
