import "@testing-library/jest-dom/vitest";
import happyDomDefaultStyles from "happy-dom/lib/css/declaration/computed-style/config/CSSComputedStyleElementDefault.js";
import { cleanup, configure } from "@testing-library/react";
import { afterEach, beforeEach, vi } from "vitest";
import { SIGNED_IN_HINT_COOKIE } from "@shared/api/signed-in-hint";
import { dismiss } from "@/components/ui/use-toast";
// A findBy's failed tries no longer print the page (see the module).
import "./quiet-tries";
import { preloadToaster } from "@/app/providers";

// Pages and layouts are lazy chunks; on a busy two-core machine the first import can outlast findBy's default 1 s
// (3 s once too).
configure({ asyncUtilTimeout: 5000 });

// The app's toast UI is a lazy chunk that loads with the first toast (app/providers.tsx). On a busy two-core machine
// that first import took 0.5–6 s, on top of the page's own work before the toast, and a test file's first toast came
// after findBy had given up. Loaded here (once per process: isolate is off), the toast shows as soon as it is raised.
await preloadToaster();

// happy-dom lacks two reflected attributes that react-hook-form reads to tell whether a select was edited before the
// form registered it (without them every select counts as edited, and keeps its first option instead of the default).
if (!("size" in HTMLSelectElement.prototype)) {
  Object.defineProperty(HTMLSelectElement.prototype, "size", {
    get(this: HTMLSelectElement) {
      return Number(this.getAttribute("size") ?? 0);
    },
  });
}
if (!("defaultSelected" in HTMLOptionElement.prototype)) {
  Object.defineProperty(HTMLOptionElement.prototype, "defaultSelected", {
    get(this: HTMLOptionElement) {
      return this.hasAttribute("selected");
    },
  });
}

// happy-dom leaves the computed display of inline elements (span, a, b…) empty instead of "inline", so accessible
// names took a space at each inline child ("Cart , 0 items" where browsers say "Cart, 0 items"). Its table of
// default element styles is one shared module; the inline ones get what browsers give them.
for (const [tag, css] of Object.entries(happyDomDefaultStyles)) {
  if (css === "") (happyDomDefaultStyles as Record<string, unknown>)[tag] = "display: inline;";
}

// A test that makes React (or our code) log an error fails: such logs are bugs we would otherwise ship.
let consoleErrors: unknown[][] = [];
beforeEach(() => {
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
