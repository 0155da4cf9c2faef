import "@testing-library/jest-dom/vitest";
import { cleanup, configure } from "@testing-library/react";
import { afterEach, beforeEach, vi } from "vitest";
import { SIGNED_IN_HINT_COOKIE } from "@shared/api/signed-in-hint";
import { dismiss } from "@/components/ui/use-toast";
import { applyDefaultBusinessSettings } from "@shared/settings/business-defaults";

// Pages and layouts are lazy chunks; on a busy two-core machine the first import can outlast findBy's default 1 s
// (3 s once too).
configure({ asyncUtilTimeout: 5000 });

// jsdom does not scroll; the router scrolls to the top on every route change.
Object.defineProperty(window, "scrollTo", { value: () => {}, writable: true });
// jsdom lacks pointer capture, which Radix's swipe handling calls on pointer events.
Element.prototype.hasPointerCapture ??= () => false;
Element.prototype.setPointerCapture ??= () => {};
Element.prototype.releasePointerCapture ??= () => {};

// jsdom computes a style from scratch on every call (its default sheet's cascade, then each inherited property up the
// ancestors), and role queries and user-event ask for one per element and ancestor on every step: about half of the
// client suite's time. A style changes only with the DOM (no stylesheets are loaded, the viewport is fixed), so each
// is kept until the next mutation, read synchronously with takeRecords() so a change made a moment ago is never missed.
// Installed once per worker: test files share the window (isolate: false).
const MEMOIZED = Symbol.for("cc.memoizedComputedStyle");
if (!(MEMOIZED in window)) {
  const computeStyle = window.getComputedStyle.bind(window);
  let styles = new WeakMap<Element, CSSStyleDeclaration>();
  const mutations = new MutationObserver(() => (styles = new WeakMap()));
  mutations.observe(document, { subtree: true, childList: true, attributes: true, characterData: true });
  Object.defineProperty(window, MEMOIZED, { value: true });
  window.getComputedStyle = (element: Element, pseudoElement?: string | null) => {
    if (pseudoElement) return computeStyle(element, pseudoElement);
    if (mutations.takeRecords().length > 0) styles = new WeakMap();
    let style = styles.get(element);
    if (!style) {
      style = computeStyle(element);
      styles.set(element, style);
    }
    return style;
  };
}

// A test that makes React (or our code) log an error fails: such logs are bugs we would otherwise ship.
let consoleErrors: unknown[][] = [];
beforeEach(() => {
  // Test files share one process (isolate: false): a setting one test applied must not reach the next.
  applyDefaultBusinessSettings();
  localStorage.clear();
  sessionStorage.clear();
  // Tests say who is signed in through their GET /api/me answer; the hint makes the app ask (see get-me.ts).
  document.cookie = `${SIGNED_IN_HINT_COOKIE}=1; path=/`;
  consoleErrors = [];
  vi.spyOn(console, "error").mockImplementation((...args: unknown[]) => {
    consoleErrors.push(args);
  });
});

afterEach(() => {
  cleanup();
  // The toast store lives at module level; start every test without toasts.
  dismiss();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  if (consoleErrors.length > 0) {
    throw new Error(`console.error was called:\n${consoleErrors.map((args) => args.map(String).join(" ")).join("\n")}`);
  }
});
