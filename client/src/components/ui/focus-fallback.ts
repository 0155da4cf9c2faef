/** Whether the element and its ancestors are shown (a hidden heading cannot take the focus). */
function isShown(element: HTMLElement): boolean {
  if (typeof element.checkVisibility === "function") return element.checkVisibility();
  for (let node: HTMLElement | null = element; node; node = node.parentElement) {
    if (node.hidden || node.style.display === "none") return false;
  }
  return true;
}

/** Gives `element` the focus even if it is not focusable by itself (a heading): tabindex -1 keeps it out of the Tab order. */
export function focusElement(element: HTMLElement): void {
  if (element.tabIndex < 0 && !element.hasAttribute("tabindex")) element.setAttribute("tabindex", "-1");
  element.focus();
}

/**
 * Where the focus goes when the control that had it has gone and nothing better is known: the first heading of the
 * nearest part of the page around it that has one (the card it was on, else the page's own heading), else that
 * part itself. Never the page's <body>, where a keyboard user would start again from the top and a screen reader
 * would say nothing.
 */
export function focusNearestHeading(within: HTMLElement | null): void {
  const main = document.querySelector<HTMLElement>("main");
  for (let node: HTMLElement | null = within; node; node = node.parentElement) {
    const heading = [...node.querySelectorAll<HTMLElement>("h1, h2, h3, h4, h5, h6")].find(isShown);
    if (heading) {
      focusElement(heading);
      return;
    }
    if (node === main || node.getAttribute("role") === "dialog") break;
  }
  const target = within?.isConnected ? within : main;
  if (target) focusElement(target);
}
