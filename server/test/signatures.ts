import sharp from "sharp";
import { SIGNATURE_CONSENT_TEXT } from "@shared/rules/signatures";

/** A drawn signature as a browser's canvas exports it: a dark stroke on a transparent PNG (drawn by sharp from SVG). */
export async function signaturePng({ width = 400, height = 120 }: { width?: number; height?: number } = {}): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><path d="M10 ${height - 30} C 60 10, 120 ${height - 10}, 180 40 S 300 ${height - 20}, ${width - 20} 30" stroke="#111" stroke-width="3" fill="none"/></svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

/** The body of a signature that accepts a proposal (POST …/sign); `signerName` defaults to a full name. */
export async function signBody(signerName = "Pat Signer"): Promise<{ signerName: string; signaturePng: string; consent: true }> {
  return { signerName, signaturePng: `data:image/png;base64,${(await signaturePng()).toString("base64")}`, consent: true };
}

export { SIGNATURE_CONSENT_TEXT };
