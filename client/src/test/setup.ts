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
