import { useEffect, useRef, useState } from "react";

/** How long a page (a lazy chunk, a spinner) may take to show its h1 before we stop waiting for it. */
const WAIT_FOR_HEADING_MS = 10_000;
const POLL_MS = 50;

/** React hides a page that is being replaced while the next one loads (display: none), without removing it. */
function isHidden(element: HTMLElement): boolean {
  for (let node: HTMLElement | null = element; node; node = node.parentElement) {
    if (node.hidden || node.style.display === "none") return true;
  }
  return false;
}

/**
 * After a route change, focus moves to the new page's h1 and a polite live region says which page it is (WCAG 2.4.3,
 * 4.1.3): a screen reader or keyboard user starts reading the new page instead of being left on the old link or the
 * body. The first page load is left alone, and so is a page that put the focus somewhere itself.
 */
export function RouteAnnouncer({ location }: { location: string }) {
  const [message, setMessage] = useState("");
  const first = useRef(true);

  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    let timer: ReturnType<typeof setTimeout>;
    const started = Date.now();
    const settle = () => {
      const main = document.querySelector("main");
      const heading = [...(main?.querySelectorAll("h1") ?? [])].find((h1) => !isHidden(h1));
      if (!heading) {
        if (Date.now() - started < WAIT_FOR_HEADING_MS) timer = setTimeout(settle, POLL_MS);
        return;
      }
      setMessage(heading.textContent?.trim() || document.title);
      // A page that put the focus on one of its own controls keeps it (a control of the page being replaced does not).
      const active = document.activeElement;
      if (active instanceof HTMLElement && active !== main && main?.contains(active) && !isHidden(active)) return;
      if (!heading.hasAttribute("tabindex")) heading.setAttribute("tabindex", "-1");
      heading.focus({ preventScroll: true });
    };
    timer = setTimeout(settle, 0);
    return () => clearTimeout(timer);
  }, [location]);

  return (
    <p aria-live="polite" aria-atomic="true" className="sr-only">
      {message}
    </p>
  );
}
