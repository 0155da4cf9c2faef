import fs from "node:fs/promises";
import path from "node:path";
import sharp from "sharp";
import { projectRoot } from "../paths";

/**
 * The business's logo (the site's own, client/public/images/logo.svg) where the server finds it: in the sources, or
 * in the built client, which is all a deployment has (the Dockerfile copies dist/ and no sources).
 */
const LOGO_SVG_PATHS = [path.join("client", "public", "images", "logo.svg"), path.join("dist", "public", "images", "logo.svg")];

/** The logo drawn on documents, as PNG pixels: PDFKit draws PNG and JPEG, not SVG. */
export const DOCUMENT_LOGO_PX = 192;

/**
 * The logo as a PNG of DOCUMENT_LOGO_PX square on white, rendered once when the server starts (compose/services.ts)
 * and drawn by the proposal PDF (documents/quote-pdf.ts). sharp (librsvg) renders the SVG, so the logo has one
 * source, and the same PNG bytes each time: a PDF's SHA-256 stays the same from one download to the next
 * (docs/decisions/014-e-signature.md).
 */
export async function renderLogoPng(root: string = projectRoot()): Promise<Buffer> {
  for (const relative of LOGO_SVG_PATHS) {
    const svg = await fs.readFile(path.join(root, relative)).catch(() => null);
    if (!svg) continue;
    // The SVG's viewBox is 64 units: a density of 72 × 192/64 renders it at 192 px without scaling pixels.
    return sharp(svg, { density: (72 * DOCUMENT_LOGO_PX) / 64 })
      .resize(DOCUMENT_LOGO_PX, DOCUMENT_LOGO_PX, { fit: "contain", background: "#ffffff" })
      .flatten({ background: "#ffffff" })
      .png()
      .toBuffer();
  }
  throw new Error(`The business's logo is missing (looked for ${LOGO_SVG_PATHS.join(" and ")} under ${root}).`);
}
