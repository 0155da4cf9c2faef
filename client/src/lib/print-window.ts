/** A printed document (a quote, a packing list) is printed 100 ms after its window has loaded (docs/decisions/007-screen-copy.md). */
export const PRINT_DELAY_MS = 100;

export const POPUP_BLOCKED_MESSAGE = "Unable to open print window. Please check popup settings.";

/**
 * Opens an empty window for the printable quote. It must be called straight from the click (before any await),
 * or pop-up blockers refuse it. Null when the browser blocked it.
 */
export function openPrintWindow(): Window | null {
  return window.open("", "_blank");
}

/**
 * Writes `html` (a complete, escaped document) into `target` and prints it PRINT_DELAY_MS after the written
 * document has loaded, once.
 */
export function writeAndPrint(target: Window, html: string): void {
  target.document.write(html);
  target.document.close();
  let scheduled = false;
  const printSoon = () => {
    if (scheduled) return;
    scheduled = true;
    setTimeout(() => {
      target.focus();
      target.print();
    }, PRINT_DELAY_MS);
  };
  if (target.document.readyState === "complete") printSoon();
  else target.addEventListener("load", printSoon, { once: true });
}
