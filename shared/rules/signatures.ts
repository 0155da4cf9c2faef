import { z } from "zod";
import { safeText } from "../validators/text";

/**
 * Accepting a proposal means signing it (docs/decisions/014-e-signature.md): a typed full name, a drawn signature
 * (a PNG), and consent to the terms shown. The browser's dialog and the server validate with the schema below; the
 * server also checks that the PNG really is a non-blank PNG (it decodes it).
 */

/** The consent the signer ticks, stored verbatim with each signature. */
export const SIGNATURE_CONSENT_TEXT =
  "I have read this proposal and its terms, and I agree to them. I accept the proposal and agree that my typed name and the signature above are my electronic signature, with the same effect as a handwritten one.";

export const SIGNER_NAME_MIN = 2;
export const SIGNER_NAME_MAX = 100;

/**
 * The largest signature PNG accepted, in bytes. A drawn signature exported at the dialog's size is a few KB; the
 * cap keeps the request (base64, a third larger) under the API's 100 KB JSON body limit.
 */
export const MAX_SIGNATURE_PNG_BYTES = 60_000;

export const SIGNATURE_MESSAGES = {
  /** A client's or visitor's plain "accept" (PATCH status), refused: acceptance is by signature only. */
  signToAccept: "Please sign the proposal to accept it",
  signerName: `Please type your full name (${SIGNER_NAME_MIN} to ${SIGNER_NAME_MAX} characters)`,
  signature: "Please draw your signature",
  notPng: "The signature must be a PNG image",
  tooLarge: "The signature image is too large",
  blank: "The signature is empty. Please draw your signature.",
  consent: "Please confirm that you agree to the terms",
  /** The proposal changed between the client's reading it and the signature reaching us. */
  changed: "This proposal was just changed. Please review it and sign again.",
  alreadySigned: "This version of the proposal is already signed.",
  notSigned: "This proposal has not been signed",
} as const;

const BASE64 = /^[A-Za-z0-9+/]+={0,2}$/;
const DATA_URL_PREFIX = /^data:image\/png;base64,/;

/** The base64 of a signature sent as a data URL ("data:image/png;base64,…") or as bare base64. */
export function signatureBase64(value: string): string {
  return value.replace(DATA_URL_PREFIX, "");
}

/** Bytes a base64 string decodes to (without decoding it). */
export function base64ByteLength(base64: string): number {
  const padding = base64.endsWith("==") ? 2 : base64.endsWith("=") ? 1 : 0;
  return (base64.length / 4) * 3 - padding;
}

/** The body of POST /api/quotes/:id/sign and of the visitor link's sign. */
export const signProposalSchema = z.object({
  signerName: safeText({ error: SIGNATURE_MESSAGES.signerName }).trim().min(SIGNER_NAME_MIN, SIGNATURE_MESSAGES.signerName).max(SIGNER_NAME_MAX, SIGNATURE_MESSAGES.signerName),
  signaturePng: z
    .string({ error: SIGNATURE_MESSAGES.signature })
    .min(1, SIGNATURE_MESSAGES.signature)
    .transform(signatureBase64)
    .refine((b64) => b64.length % 4 === 0 && BASE64.test(b64), SIGNATURE_MESSAGES.notPng)
    .refine((b64) => base64ByteLength(b64) <= MAX_SIGNATURE_PNG_BYTES, SIGNATURE_MESSAGES.tooLarge),
  consent: z.literal(true, { error: SIGNATURE_MESSAGES.consent }),
  /**
   * The version the signer was shown (docs/decisions/015-proposal-versions.md): when the proposal has moved on since,
   * the signature is refused (409, SIGNATURE_MESSAGES.changed) rather than bind a version they did not read.
   */
  version: z.number().int().positive().optional(),
});
export type SignProposalRequest = z.input<typeof signProposalSchema>;
