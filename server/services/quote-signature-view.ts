import type { QuoteRow, QuoteSignatureRow } from "@shared/schema";
import { FIRST_PROPOSAL_VERSION } from "@shared/rules/signatures";
import type { QuoteView } from "@shared/validators/quotes";

/**
 * The proposal version a signature binds now. Proposals have one version until versions are added; then this reads
 * the quote's current version, and a signature of another version no longer counts as the proposal's acceptance.
 */
export function currentProposalVersion(quote: QuoteRow): number {
  void quote;
  return FIRST_PROPOSAL_VERSION;
}

/** The signature in force on a quote as the API shows it, or null. */
export function toSignatureView(row: QuoteSignatureRow | undefined, quote: QuoteRow): NonNullable<QuoteView["signature"]> | null {
  if (!row) return null;
  return {
    signerName: row.signerName,
    signedAt: row.signedAt.toISOString(),
    version: row.version,
    documentSha256: row.documentSha256,
    current: row.version === currentProposalVersion(quote),
  };
}

