/** QR codes: the kinds an admin saves, and the rules the generator and the short link share. */
export const QR_CODE_TYPES = ["discount", "app-access", "custom"] as const;
export type QrCodeType = (typeof QR_CODE_TYPES)[number];

export const QR_MISSING_FIELDS_MESSAGE = "Please provide both name and data for the QR code.";
/** Pixel sizes: the on-screen preview and the downloaded file. */
export const QR_PREVIEW_PX = 300;
export const QR_DOWNLOAD_PX = 400;

/** The short link a custom code encodes. */
export const qrShortLinkPath = (slug: string) => `/q/${slug}`;

/** Redirects go to web pages only: never javascript:, data: or other schemes. */
export function isWebUrl(text: string): boolean {
  try {
    const url = new URL(text);
    return url.protocol === "http:" || url.protocol === "https:";
  } catch {
    return false;
  }
}
