/**
 * After a refused form step, the first field marked invalid (aria-invalid) takes the focus, so keyboard and
 * screen-reader users land on what needs fixing. A group of choices (a fieldset) gives it to its chosen option, or
 * to its first one.
 */
export function focusFirstInvalid(container: HTMLElement | null): void {
  const invalid = container?.querySelector<HTMLElement>('[aria-invalid="true"]');
  if (!invalid) return;
  const target =
    invalid.tagName === "FIELDSET"
      ? (invalid.querySelector<HTMLElement>("input:checked") ?? invalid.querySelector<HTMLElement>("input, select, textarea, button"))
      : invalid;
  target?.focus();
}
