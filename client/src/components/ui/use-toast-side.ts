import { useLayoutEffect, useState, type RefObject } from "react";

export type ToastSide = "top" | "bottom";

const overlaps = (a: { top: number; bottom: number; left: number; right: number }, b: DOMRect) =>
  a.top < b.bottom && b.top < a.bottom && a.left < b.right && b.left < a.right;

/**
 * Toasts sit at the bottom of the screen. When they would cover the control that has the focus (on a phone the
 * Apply or Pay button is often right there), they move to the top, and back once the focus is elsewhere: the focus
 * is never covered and never moved (WCAG 2.2 focus not obscured).
 */
export function useToastSide(viewport: RefObject<HTMLElement | null>, toastCount: number): ToastSide {
  const [side, setSide] = useState<ToastSide>("bottom");
  useLayoutEffect(() => {
    if (toastCount === 0) return;
    const place = () => {
      const element = viewport.current;
      const focused = document.activeElement;
      if (!element || !(focused instanceof HTMLElement) || focused === document.body || element.contains(focused)) return;
      const { left, right, height } = element.getBoundingClientRect();
      const target = focused.getBoundingClientRect();
      const atBottom = { top: window.innerHeight - height, bottom: window.innerHeight, left, right };
      const atTop = { top: 0, bottom: height, left, right };
      setSide(overlaps(atBottom, target) && !overlaps(atTop, target) ? "top" : "bottom");
    };
    place();
    document.addEventListener("focusin", place);
    window.addEventListener("scroll", place, { passive: true });
    window.addEventListener("resize", place);
    return () => {
      document.removeEventListener("focusin", place);
      window.removeEventListener("scroll", place);
      window.removeEventListener("resize", place);
    };
  }, [viewport, toastCount]);
  return side;
}
