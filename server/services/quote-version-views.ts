import { inArray } from "drizzle-orm";
import { menuItems, users, type PublicUser, type QuoteRow, type QuoteVersionRow } from "@shared/schema";
import { centsToDecimal } from "@shared/rules/money";
import type { ProposalVersionView } from "@shared/validators/quotes";
import { listVersions, type VersionSource } from "./quote-versions";
import { toLineView, type QuoteCommon, type QuoteServiceDeps } from "./quote-common";

/**
 * A proposal's versions as the API shows them (docs/decisions/015-proposal-versions.md): to its owner (signed in, or
 * through the proposal's link) and to admins, who also see who made each one. The client's screen works out the diff
 * between two of them with the shared rule (shared/rules/proposal-diff.ts).
 */
export function createQuoteVersionViews({ db }: Pick<QuoteServiceDeps, "db">, common: QuoteCommon, moves: { openLink(token: string): Promise<QuoteRow> }) {
  async function viewsOf(quote: QuoteRow, { withAuthors }: { withAuthors: boolean }): Promise<ProposalVersionView[]> {
    const versions = await listVersions(db, quote.id);
    const dishIds = [...new Set(versions.flatMap((v) => v.menuItemIds))];
    // Names as the menu has them now; a dish taken off the menu keeps its row, so its name is still known.
    const dishes = dishIds.length ? await db.select({ id: menuItems.id, name: menuItems.name }).from(menuItems).where(inArray(menuItems.id, dishIds)) : [];
    const dishName = new Map(dishes.map((d) => [d.id, d.name]));
    const authorIds = withAuthors ? [...new Set(versions.flatMap((v) => (v.createdBy === null ? [] : [v.createdBy])))] : [];
    const authors = authorIds.length ? await db.select({ id: users.id, username: users.username, fullName: users.fullName }).from(users).where(inArray(users.id, authorIds)) : [];
    const authorName = new Map(authors.map((a) => [a.id, a.fullName || a.username]));
    const toView = (v: QuoteVersionRow): ProposalVersionView => ({
      version: v.version,
      source: v.source as VersionSource,
      createdAt: v.createdAt.toISOString(),
      ...(withAuthors ? { createdBy: v.createdBy === null ? null : (authorName.get(v.createdBy) ?? null) } : {}),
      eventDate: v.eventDate.toISOString(),
      guestCount: v.guestCount,
      venue: v.venue,
      menuItemIds: v.menuItemIds,
      dishes: v.menuItemIds.flatMap((id) => {
        const name = dishName.get(id);
        return name === undefined ? [] : [{ id, name }];
      }),
      lines: v.lines.map(toLineView),
      totalAmount: centsToDecimal(v.totalCents),
      notes: v.notes,
    });
    return versions.map(toView);
  }

  return {
    /** Every version of the quote, oldest first: its owner or an admin; anyone else the same 404 as a missing quote. */
    proposalVersions: async (user: PublicUser, id: number) => viewsOf(await common.loadVisible(user, id), { withAuthors: user.role === "admin" }),
    /** Every version of the proposal the visitor's link opens. */
    proposalVersionsByLink: async (token: string) => viewsOf(await moves.openLink(token), { withAuthors: false }),
  };
}
