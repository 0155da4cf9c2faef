import type { QuoteRow, QuoteSignatureRow } from "@shared/schema";
import type { QuoteView } from "@shared/validators/quotes";

/**
 * The proposal version a signature binds now: the quote's current version (docs/decisions/015-proposal-versions.md).
 * A signature of another version no longer counts as the proposal's acceptance: the client signs the new one.
 */
export function currentProposalVersion(quote: Pick<QuoteRow, "version">): number {
  return quote.version;
}

/** The latest signature on a quote as the API shows it, or null; `current` while it binds the quote's current version. */
export function toSignatureView(row: QuoteSignatureRow | undefined, quote: Pick<QuoteRow, "version">): NonNullable<QuoteView["signature"]> | null {
  if (!row) return null;
  return {
    signerName: row.signerName,
    signedAt: row.signedAt.toISOString(),
    version: row.version,
    documentSha256: row.documentSha256,
    current: row.version === currentProposalVersion(quote),
  };
}
