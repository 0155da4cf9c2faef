import { and, desc, isNotNull, isNull, sql } from "drizzle-orm";
import { quotes, type QuoteRow } from "@shared/schema";
import { documentNumber, type QuoteStatus } from "@shared/rules/quotes";
import { eventTypeLabel } from "@shared/rules/event-types";
import type { QuoteView } from "@shared/validators/quotes";
import type { QueueDefinition } from "../jobs/job-queue";
import { emails } from "../mail/templates";
import type { QuoteCommon, QuoteServiceDeps } from "./quote-common";

/**
 * Requests for a visitor's proposal links are queued, whichever email they name, and a worker sends the links: the
 * request does the same work (one job queued) whether or not the address has a quote, so neither its answer nor its
 * timing says which addresses have quotes (as password resets, services/auth.ts).
 */
export const PROPOSAL_LINK_QUEUE = "proposal-links";
export const PROPOSAL_LINK_QUEUE_DEFINITION: QueueDefinition = { name: PROPOSAL_LINK_QUEUE, retryLimit: 5, retryDelay: 5, retryBackoff: true };

export interface ProposalLinkRequest {
  email: string;
  /** The request that asked, so the worker's log line can be matched to it. */
  requestId?: string;
}

/** At most this many proposals are listed in one email of links (the newest). */
const LINKS_PER_EMAIL = 10;

/** What the link-holding visitor's own moves on their quote need from the quote service's other parts. */
interface OwnMoves {
  markOwnQuoteViewed(quote: QuoteRow, seenVersion?: number): Promise<QuoteView>;
  changeStatus(quote: QuoteRow, status: QuoteStatus, user: null): Promise<QuoteView>;
}

/**
 * A visitor's proposal, opened by the signed link its emails carry (services/quote-access.ts): read it, mark it
 * seen, accept or decline it as its client would; and the request for a new link by email.
 */
export function createQuoteLinks(
  { db, logger, mailer, links, linkRequests }: Pick<QuoteServiceDeps, "db" | "logger" | "mailer" | "links" | "linkRequests">,
  common: QuoteCommon,
  moves: OwnMoves,
) {
  /** The quote the link opens; every link that opens nothing gets the same 404. */
  const openLink = (token: string): Promise<QuoteRow> => links.open(db, token);

  /** The proposal in full (lines, payments, signature), as its client sees it in the portal. */
  async function linkedProposal(token: string): Promise<QuoteView> {
    return common.detailOf(await openLink(token));
  }

  async function markViewedByLink(token: string, seenVersion?: number): Promise<QuoteView> {
    return moves.markOwnQuoteViewed(await openLink(token), seenVersion);
  }

  /** Accept or decline, with the client's moves only and the client's rules (the price, a paid deposit). */
  async function setStatusByLink(token: string, status: QuoteStatus): Promise<QuoteView> {
    return moves.changeStatus(await openLink(token), status, null);
  }

  /** Only queues the request: nothing about the email is looked up before the answer (sendProposalLinks does it). */
  async function requestProposalLinks(email: string, requestId?: string): Promise<void> {
    await linkRequests.send({ email, ...(requestId ? { requestId } : {}) });
  }

  /** The worker's part: the address's visitor quotes, each with a fresh link, in one email; nothing when it has none. */
  async function sendProposalLinks({ email, requestId }: ProposalLinkRequest): Promise<void> {
    const found = await db
      .select()
      .from(quotes)
      .where(and(isNull(quotes.clientId), isNotNull(quotes.accessNonce), sql`lower(${quotes.contactEmail}) = ${email.toLowerCase()}`))
      .orderBy(desc(quotes.createdAt), desc(quotes.id))
      .limit(LINKS_PER_EMAIL);
    // Not the email itself: the log says only how many quotes it named.
    logger.info({ event: "proposal_links_processed", requestId, quotes: found.length }, "proposal link request processed");
    if (!found.length) return;
    const dates = common.dates();
    const proposals = found.map((quote) => ({
      number: documentNumber(quote.documentNumber),
      summary: `${eventTypeLabel(quote.eventType)} for ${quote.guestCount} guests on ${dates.formatBusinessDate(quote.eventDate)}`,
      url: links.urlFor(quote),
    }));
    await mailer.send({ to: found[0].contactEmail ?? email, email: emails.proposalLinks({ name: found[0].contactName, proposals }) });
  }

  return { openLink, linkedProposal, markViewedByLink, setStatusByLink, requestProposalLinks, sendProposalLinks };
}
