import crypto from "node:crypto";
import { and, eq, inArray, isNull, sql } from "drizzle-orm";
import { messages, quotes, type QuoteRow } from "@shared/schema";
import type { Database, Transaction } from "../db/client";
import { notFound } from "../errors";
import { PROPOSAL_LINK_MESSAGES } from "@shared/validators/proposal-links";
import { linkMac, newLinkNonce } from "./link-mac";

/**
 * Links that open a visitor's proposal without an account (docs/decisions/012-visitor-proposal-links.md).
 *
 * Quote ids are sequential, so a link carries a MAC no one can forge: HMAC-SHA256, under a key of its own derived
 * from the server's secret, of the quote's id, the link's expiry and the quote's random `access_nonce`. The link is
 * derived, never stored: the database holds the nonce alone, which opens nothing without the secret (as the
 * visitors' order tokens, services/order-access.ts). Clearing the nonce (the quote joined an account) ends every
 * link to the quote at once.
 *
 * The token is 40 bytes in base64url (54 characters, no dots, safe in a path): the quote id and the expiry (Unix
 * seconds), 4 bytes each, then the 32-byte MAC.
 */
export const PROPOSAL_LINK_TTL_MS = 30 * 24 * 60 * 60 * 1000;
const TOKEN_BYTES = 40;
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{54}$/;


export interface ProposalLinks {
  /** A fresh link to this visitor's quote, valid PROPOSAL_LINK_TTL_MS from `now`. */
  token(quote: { id: number; accessNonce: string }, now?: Date): string;
  /** A fresh link to the proposal page for a visitor's quote; null for a quote in an account. */
  visitorUrl(quote: Pick<QuoteRow, "id" | "clientId" | "accessNonce">, now?: Date): string | null;
  /**
   * Where an email about `quote` sends its reader: the proposal's own link for a visitor's quote, the signed-in
   * portal's proposals for a client's.
   */
  urlFor(quote: Pick<QuoteRow, "id" | "clientId" | "accessNonce">, now?: Date): string;
  /** The quote the token opens, or the same 404 for every token that opens nothing. */
  open(db: Database | Transaction, token: string, now?: Date): Promise<QuoteRow>;
}

/** A new quote's nonce: 256 random bits. */
export const newAccessNonce = newLinkNonce;

export function proposalLinks({ secret, appUrl }: { secret: string; appUrl: string }): ProposalLinks {
  // A key of its own, so these MACs never coincide with another use of the same secret.
  const sign = linkMac(secret, "proposal-links");
  const mac = (id: number, expires: number, nonce: string) => sign(`proposal-link:${id}:${expires}:${nonce}`);

  function token(quote: { id: number; accessNonce: string }, now = new Date()): string {
    const expires = Math.floor((now.getTime() + PROPOSAL_LINK_TTL_MS) / 1000);
    const head = Buffer.alloc(8);
    head.writeUInt32BE(quote.id, 0);
    head.writeUInt32BE(expires, 4);
    return Buffer.concat([head, mac(quote.id, expires, quote.accessNonce)]).toString("base64url");
  }

  async function open(db: Database | Transaction, given: string, now = new Date()): Promise<QuoteRow> {
    // The one answer for a link that opens nothing: expired, tampered, another proposal's, a quote now in an account.
    const invalid = () => notFound(PROPOSAL_LINK_MESSAGES.invalid);
    if (!TOKEN_PATTERN.test(given)) throw invalid();
    const bytes = Buffer.from(given, "base64url");
    // One spelling per token: the last character's spare bits must be zero too, so no altered token opens anything.
    if (bytes.length !== TOKEN_BYTES || bytes.toString("base64url") !== given) throw invalid();
    const id = bytes.readUInt32BE(0);
    const expires = bytes.readUInt32BE(4);
    if (expires * 1000 <= now.getTime()) throw invalid();
    const [quote] = await db.select().from(quotes).where(eq(quotes.id, id));
    // A quote in an account is opened by signing in to it: its nonce is gone, and so is every link.
    if (!quote || quote.clientId !== null || !quote.accessNonce) throw invalid();
    if (!crypto.timingSafeEqual(bytes.subarray(8), mac(id, expires, quote.accessNonce))) throw invalid();
    return quote;
  }

  const visitorUrl: ProposalLinks["visitorUrl"] = (quote, now) =>
    quote.clientId === null && quote.accessNonce ? `${appUrl}/proposals/view/${token({ id: quote.id, accessNonce: quote.accessNonce }, now)}` : null;
  return {
    token,
    visitorUrl,
    urlFor: (quote, now) => visitorUrl(quote, now) ?? `${appUrl}/proposals`,
    open,
  };
}

/**
 * Gives an account the visitor quotes left under its email, once the account has proved it owns that email (a link
 * sent there was opened, or it signed in with a verified email): each quote becomes the account's, its links stop
 * working, and the visitor's messages on it become the account's. Returns the ids attached.
 */
export async function attachVisitorQuotes(executor: Database | Transaction, account: { id: number; email: string }): Promise<number[]> {
  const attached = await executor
    .update(quotes)
    .set({ clientId: account.id, accessNonce: null, updatedAt: new Date() })
    .where(and(isNull(quotes.clientId), sql`lower(${quotes.contactEmail}) = ${account.email.toLowerCase()}`))
    .returning({ id: quotes.id });
  const ids = attached.map((q) => q.id);
  if (ids.length) {
    await executor
      .update(messages)
      .set({ senderId: account.id })
      .where(and(inArray(messages.quoteId, ids), eq(messages.fromContact, true), isNull(messages.senderId)));
  }
  return ids;
}
