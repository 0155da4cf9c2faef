/** 16 digits in four groups of four: "4242 4242 4242 4242". */
export const CARD_NUMBER_MAX_LENGTH = 19;
const MAX_DIGITS = 16;

/** The digits of what was typed or pasted (spaces, dashes and anything else dropped), at most 16. */
export function stripCardNumber(value: string): string {
  return value.replace(/\D/g, "").slice(0, MAX_DIGITS);
}

/** Groups the digits in fours as the customer types: "42424242" → "4242 4242". Never longer than 19. */
export function formatCardNumber(value: string): string {
  return stripCardNumber(value).replace(/(\d{4})(?=\d)/g, "$1 ");
}

/**
 * Where the caret belongs after formatting: just after the same number of digits it followed before, so
 * typing or deleting in the middle of the number does not throw the caret to the end.
 */
export function caretAfterFormatting(raw: string, caret: number, formatted: string): number {
  const digitsBefore = stripCardNumber(raw.slice(0, caret)).length;
  if (digitsBefore === 0) return 0;
  let seen = 0;
  for (let i = 0; i < formatted.length; i += 1) {
    if (/\d/.test(formatted[i])) seen += 1;
    if (seen === digitsBefore) return i + 1;
  }
  return formatted.length;
}
