import QRCode from "qrcode";
import { QR_DOWNLOAD_PX } from "@shared/rules/qr-codes";

// Black on white, drawn in the browser: the text never leaves the page.
const COLORS = { dark: "#000000", light: "#ffffff" };

export function qrPngDataUrl(text: string, size: number): Promise<string> {
  return QRCode.toDataURL(text, { width: size, margin: 2, color: COLORS, errorCorrectionLevel: "M" });
}

export function qrSvg(text: string, size: number): Promise<string> {
  return QRCode.toString(text, { type: "svg", width: size, margin: 2, color: COLORS, errorCorrectionLevel: "M" });
}

/** A file name from the code's name: "Spring Flyer" → "spring-flyer-qr.png". */
export function qrFileName(name: string, format: "png" | "svg"): string {
  const slug = name.toLowerCase().replace(/[^a-z0-9]+/g, "-").replace(/^-|-$/g, "") || "qr-code";
  return `${slug}-qr.${format}`;
}

function saveHref(href: string, fileName: string) {
  const link = document.createElement("a");
  link.href = href;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
}

/** Downloads the code at download size as PNG or SVG. */
export async function downloadQr(text: string, name: string, format: "png" | "svg"): Promise<void> {
  if (format === "png") return saveHref(await qrPngDataUrl(text, QR_DOWNLOAD_PX), qrFileName(name, "png"));
  const url = URL.createObjectURL(new Blob([await qrSvg(text, QR_DOWNLOAD_PX)], { type: "image/svg+xml" }));
  saveHref(url, qrFileName(name, "svg"));
  // The click has started the download; the URL can go once the browser has read it.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
