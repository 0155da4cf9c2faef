import { useEffect, type RefObject } from "react";
import { focusNearestHeading } from "@/components/ui/focus-fallback";

/**
 * A safety net under every page (WCAG 2.4.3): when the control that had the focus inside `main` goes away (an
 * action removed or replaced it: a status button after the status changed, a card after a delete) or becomes
 * disabled, the browser drops the focus to the page's <body>, where a keyboard user starts again from the top and a
 * screen reader says nothing. The focus goes instead to the heading of the nearest part of the page that is still
 * there (the card it was on, else the page's own heading). Screens that know a better place move the focus
 * themselves first, and then this does nothing.
 */
export function useFocusKeeper(mainRef: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    const main = mainRef.current;
    if (!main || typeof MutationObserver === "undefined") return;
    // The focused element and the elements around it, nearest first, as they were when it took the focus: once it
    // is removed, its own parents are gone with it.
    let focused: HTMLElement | null = null;
    let around: HTMLElement[] = [];

    const onFocusIn = (event: FocusEvent) => {
      const target = event.target;
      if (!(target instanceof HTMLElement) || target === main || !main.contains(target)) {
        focused = null;
        around = [];
        return;
      }
      focused = target;
      around = [];
      for (let node = target.parentElement; node && node !== main; node = node.parentElement) around.push(node);
    };

    const observer = new MutationObserver(() => {
      if (!focused) return;
      const lost = !focused.isConnected || (focused as HTMLButtonElement).disabled === true;
      if (!lost) return;
      const active = document.activeElement;
      // Something else took the focus on purpose (a heading, a dialog). (A browser may still name the removed or
      // disabled element as the active one for a moment: that is not a place to stay.)
      if (active && active !== document.body && active !== focused) {
        focused = null;
        return;
      }
      const survivor = around.find((node) => node.isConnected && main.contains(node)) ?? main;
      focused = null;
      focusNearestHeading(survivor);
    });
    observer.observe(main, { childList: true, subtree: true, attributes: true, attributeFilter: ["disabled"] });
    document.addEventListener("focusin", onFocusIn);
    return () => {
      observer.disconnect();
      document.removeEventListener("focusin", onFocusIn);
    };
  }, [mainRef]);
}
