import crypto from "node:crypto";
import { and, eq } from "drizzle-orm";
import sharp from "sharp";
import { quotes, quoteSignatures, type PublicUser, type QuoteRow, type QuoteSignatureRow } from "@shared/schema";
import { MAX_SIGNATURE_PNG_BYTES, SIGNATURE_CONSENT_TEXT, SIGNATURE_MESSAGES, signProposalSchema } from "@shared/rules/signatures";
import type { QuoteView } from "@shared/validators/quotes";
import type { z } from "zod";
import { badRequest, conflict, notFound } from "../errors";
import { renderSignedProposalPdf, signedOriginalFilename } from "../documents/signed-proposal-pdf";
import type { Transaction } from "../db/client";
import { documentNumber } from "@shared/rules/quotes";
import { announceQuote } from "../events/live-events";
import { toQuoteView, type QuoteCommon, type QuoteServiceDeps } from "./quote-common";
import { currentProposalVersion, toSignatureView } from "./quote-signature-view";

/** Where a signature came from, as the request showed it. */
export interface SigningRequest {
  ip: string;
  userAgent: string;
}

type SignInput = z.output<typeof signProposalSchema>;

/** What the signing needs from the quote service's other parts. */
interface SigningMoves {
  changeStatus(quote: QuoteRow, status: "accepted", user: PublicUser | null, options: { signature: (tx: Transaction, locked: QuoteRow) => Promise<void> }): Promise<QuoteView>;
  proposalPdf(quote: QuoteRow, executor?: Transaction): Promise<{ filename: string; pdf: Buffer }>;
  openLink(token: string): Promise<QuoteRow>;
}

const PNG_MAGIC = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
/** A signature is a few hundred pixels wide; anything far larger is not one (and is not decoded). */
const MAX_SIGNATURE_PIXELS = 4_000_000;
/** The user agent is kept as sent, up to this length. */
const MAX_USER_AGENT = 512;

export const sha256Hex = (bytes: Buffer) => crypto.createHash("sha256").update(bytes).digest("hex");

/**
 * The signature image as sent, once proved a non-blank PNG: the PNG signature bytes, then decoded by sharp (a file
 * that only starts like a PNG fails there), then at least one pixel unlike the others (a blank canvas is refused).
 */
export async function checkSignaturePng(base64: string): Promise<Buffer> {
  const png = Buffer.from(base64, "base64");
  if (png.length > MAX_SIGNATURE_PNG_BYTES) throw badRequest(SIGNATURE_MESSAGES.tooLarge);
  if (png.length < PNG_MAGIC.length || !png.subarray(0, PNG_MAGIC.length).equals(PNG_MAGIC)) throw badRequest(SIGNATURE_MESSAGES.notPng);
  let uniform: boolean;
  try {
    const image = sharp(png, { limitInputPixels: MAX_SIGNATURE_PIXELS });
    if ((await image.metadata()).format !== "png") throw new Error("not a PNG");
    uniform = (await image.stats()).channels.every((channel) => channel.min === channel.max);
  } catch {
    throw badRequest(SIGNATURE_MESSAGES.notPng);
  }
  if (uniform) throw badRequest(SIGNATURE_MESSAGES.blank);
  return png;
}

/**
 * Accepting a proposal by signing it (docs/decisions/014-e-signature.md): the signature is checked, then, in the
 * acceptance's own transaction (quote-status.ts, with every rule of an acceptance: price, kitchen capacity, the
 * status move), the proposal PDF is rendered from the locked row, hashed, and stored with the signature. The
 * signed PDF and the original are served from what was stored.
 */
export function createQuoteSignatures({ db, companyInfo }: Pick<QuoteServiceDeps, "db" | "companyInfo">, common: QuoteCommon, moves: SigningMoves) {
  const { latestSignature } = common;

  async function sign(quote: QuoteRow, input: SignInput, user: PublicUser | null, from: SigningRequest): Promise<QuoteView> {
    const png = await checkSignaturePng(input.signaturePng);
    /** The signature of the locked row's current version (docs/decisions/015-proposal-versions.md), in `tx`. */
    const record = async (tx: Transaction, locked: QuoteRow) => {
      // The signer read one version: a version made since is another document, which they have not seen.
      if (input.version !== undefined && input.version !== locked.version) throw conflict(SIGNATURE_MESSAGES.changed);
      const version = currentProposalVersion(locked);
      const [already] = await tx
        .select({ id: quoteSignatures.id })
        .from(quoteSignatures)
        .where(and(eq(quoteSignatures.quoteId, locked.id), eq(quoteSignatures.version, version)));
      if (already) throw conflict(SIGNATURE_MESSAGES.alreadySigned);
      // The document as it stands on the locked row (before it becomes accepted, for a first signature): what the
      // signer was shown.
      const { pdf } = await moves.proposalPdf(locked, tx);
      await tx.insert(quoteSignatures).values({
        quoteId: locked.id,
        version,
        signerName: input.signerName,
        signaturePng: png,
        consentText: SIGNATURE_CONSENT_TEXT,
        ipAddress: from.ip,
        userAgent: from.userAgent.slice(0, MAX_USER_AGENT),
        documentPdf: pdf,
        documentSha256: sha256Hex(pdf),
      });
    };
    // An accepted proposal changed since it was signed is signed again, for its new version: it stays accepted (no
    // status move, the kitchen already booked). Any other proposal is accepted by its signature, with every rule of
    // an acceptance (a cancelled or declined one cannot be).
    const view = quote.status === "accepted" ? await signAgain(quote, record) : await moves.changeStatus(quote, "accepted", user, { signature: record });
    return { ...view, signature: toSignatureView(await latestSignature(quote.id), view) };
  }

  async function signAgain(quote: QuoteRow, record: (tx: Transaction, locked: QuoteRow) => Promise<void>): Promise<QuoteView> {
    const row = await db.transaction(async (tx) => {
      const [locked] = await tx.select().from(quotes).where(eq(quotes.id, quote.id)).for("update");
      // Checked on the locked row: a proposal declined or cancelled since it was read is not signed.
      if (!locked || locked.status !== "accepted") throw conflict(`This quote is ${locked?.status ?? quote.status} and cannot become accepted.`);
      await record(tx, locked);
      await announceQuote(tx, locked);
      return locked;
    });
    return toQuoteView(row);
  }

  /** The signed-in client signs their own proposal; anyone else (admins included: they accept by status) gets 404. */
  async function signQuote(user: PublicUser, id: number, input: SignInput, from: SigningRequest): Promise<QuoteView> {
    const quote = await common.loadVisible(user, id);
    if (quote.clientId !== user.id) throw notFound("Quote not found");
    return sign(quote, input, user, from);
  }

  /** The visitor holding the proposal's link signs it, as its client. */
  async function signByLink(token: string, input: SignInput, from: SigningRequest): Promise<QuoteView> {
    return sign(await moves.openLink(token), input, null, from);
  }

  async function storedSignature(quote: QuoteRow): Promise<QuoteSignatureRow> {
    const row = await latestSignature(quote.id);
    if (!row) throw notFound(SIGNATURE_MESSAGES.notSigned);
    return row;
  }

  async function signedPdfOf(quote: QuoteRow): Promise<{ filename: string; pdf: Buffer }> {
    const row = await storedSignature(quote);
    const number = documentNumber(quote.documentNumber);
    return { filename: `quote-${number}-signed.pdf`, pdf: await renderSignedProposalPdf({ ...row, number }, await companyInfo()) };
  }

  async function signedOriginalOf(quote: QuoteRow): Promise<{ filename: string; pdf: Buffer }> {
    const row = await storedSignature(quote);
    return { filename: signedOriginalFilename({ number: documentNumber(quote.documentNumber), version: row.version }), pdf: row.documentPdf };
  }

  return {
    signQuote,
    signByLink,
    /** The signed PDF (signature, certificate, the original attached), for the quote's owner or an admin. */
    signedPdf: async (user: PublicUser, id: number) => signedPdfOf(await common.loadVisible(user, id)),
    /** The proposal PDF exactly as signed (its SHA-256 is the one recorded), for the owner or an admin. */
    signedOriginalPdf: async (user: PublicUser, id: number) => signedOriginalOf(await common.loadVisible(user, id)),
    signedPdfByLink: async (token: string) => signedPdfOf(await moves.openLink(token)),
    signedOriginalPdfByLink: async (token: string) => signedOriginalOf(await moves.openLink(token)),
  };
}
