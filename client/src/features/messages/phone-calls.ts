import { useSyncExternalStore } from "react";

/**
 * A device we treat as able to place a call from a `tel:` link: its primary pointer is coarse (a finger), as on
 * phones and tablets. Feature detection rather than a user-agent check: user-agent strings are frozen or spoofed
 * (iPadOS reports a desktop Mac) while the pointer media query describes the actual input. A laptop with a touch
 * screen keeps a fine primary pointer, so it gets the "not supported" message instead of a link that would
 * open an unrelated app or nothing at all.
 */
export const CALL_CAPABLE_QUERY = "(pointer: coarse)";

function mediaQuery(): MediaQueryList | null {
  return typeof window !== "undefined" && typeof window.matchMedia === "function" ? window.matchMedia(CALL_CAPABLE_QUERY) : null;
}

function subscribe(onChange: () => void): () => void {
  const query = mediaQuery();
  query?.addEventListener?.("change", onChange);
  return () => query?.removeEventListener?.("change", onChange);
}

const getSnapshot = () => mediaQuery()?.matches ?? false;
const getServerSnapshot = () => false;

/** Whether this device can place a call from a link; follows changes (a tablet docked to a keyboard and mouse). */
export function useCanPlaceCalls(): boolean {
  return useSyncExternalStore(subscribe, getSnapshot, getServerSnapshot);
}
