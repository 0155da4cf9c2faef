/** A `tel:` address dials digits (and a leading +) only; the visible number keeps its formatting. Null without digits. */
export function telHref(phone: string | null | undefined): string | null {
  const trimmed = phone?.trim() ?? "";
  const digits = trimmed.replace(/\D/g, "");
  if (!digits) return null;
  return `tel:${trimmed.startsWith("+") ? "+" : ""}${digits}`;
}
