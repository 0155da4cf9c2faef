import { ADDRESS_FORM_ATTRIBUTE, APP_READY_ATTRIBUTE, QUERY_STATE_ELEMENT_ID } from "@shared/site/server-render";
import { makeZodJitless } from "@/lib/zod-jitless";
import "./index.css";

// Before any chunk that builds a zod schema runs (some run before the app, below).
makeZodJitless();

// The entry: the stylesheet, and the app (boot.tsx) as a chunk of its own. A page the server rendered is on screen
// before any script runs, so its scripts wait until it has painted instead of taking the bandwidth its pictures
// need; any other page (signed in, or rendered in the browser) needs the app at once.
const loadApp = () => import("./boot");
const PRELOADS_PER_TASK = 6;

/**
 * Resolves once the browser reports the page's first contentful paint. A timer after the next animation frame is
 * not enough: the frame can reach the screen later than that timer fires (Lighthouse then saw the app's scripts
 * requested before the paint, and counted their download into the page's LCP: 1.35–1.78 s against 1.0 s on /login).
 * Where paint timing is not reported, or nothing paints (a background tab), the app starts after a frame or 2 s.
 */
function afterFirstPaint(): Promise<void> {
  return new Promise((resolve) => {
    if (!PerformanceObserver.supportedEntryTypes?.includes("paint")) {
      requestAnimationFrame(() => setTimeout(resolve, 0));
      return;
    }
    const observer = new PerformanceObserver((entries) => {
      if (entries.getEntriesByName("first-contentful-paint").length === 0) return;
      observer.disconnect();
      resolve();
    });
    observer.observe({ type: "paint", buffered: true });
    setTimeout(() => {
      observer.disconnect();
      resolve();
    }, 2_000);
  });
}

if (document.getElementById(QUERY_STATE_ELEMENT_ID)) {
  // Until the app has taken the page over, a submitted form is sent by the browser itself. The pages' own forms post
  // to the server, which handles them as it does with scripts off (docs/decisions/011-forms-work-without-the-app.md):
  // let them go. Any other form would be a GET with its fields in the address: hold it until the app's handlers run,
  // unless its fields belong there (ADDRESS_FORM_ATTRIBUTE: the menu's "Free from" filter, docs/product/public-site.md).
  const isReady = () => document.documentElement.hasAttribute(APP_READY_ATTRIBUTE);
  document.addEventListener(
    "submit",
    (event) => {
      const form = event.target as HTMLFormElement;
      if (!isReady() && form.method !== "post" && !form.hasAttribute(ADDRESS_FORM_ATTRIBUTE)) event.preventDefault();
    },
    true,
  );
  // What is typed before then is given back to the fields once the app is ready: taking a form over, the form library
  // sets each field to its starting value, which would wipe it. Given back as an input event, so the app sees it.
  const typed = new Map<HTMLInputElement | HTMLTextAreaElement, string>();
  document.addEventListener(
    "input",
    (event) => {
      const field = event.target;
      const isText = field instanceof HTMLTextAreaElement || (field instanceof HTMLInputElement && !/^(checkbox|radio|file)$/.test(field.type));
      if (isText && !isReady()) typed.set(field, field.value);
    },
    true,
  );
  const whenReady = new MutationObserver(() => {
    if (!isReady()) return;
    whenReady.disconnect();
    for (const [field, value] of typed) {
      // Only a field the app has set back to its start (not one typed in since).
      if (!field.isConnected || field.value === value || field.value !== field.defaultValue) continue;
      const prototype = field instanceof HTMLTextAreaElement ? HTMLTextAreaElement.prototype : HTMLInputElement.prototype;
      // The element's own value setter is React's; the prototype's lets React notice the change.
      Object.getOwnPropertyDescriptor(prototype, "value")?.set?.call(field, value);
      field.dispatchEvent(new Event("input", { bubbles: true }));
    }
    typed.clear();
  });
  whenReady.observe(document.documentElement, { attributes: true, attributeFilter: [APP_READY_ATTRIBUTE] });
  // The app's and the page's chunks (data-modules, written by the server) are fetched together; those that do not
  // need the app (React, the form library…) then run one per task, so that no single task runs them all: a slow
  // phone stays responsive while the page is taken over.
  const root = document.getElementById("root");
  const list = (value: string | undefined) => value?.split(" ").filter(Boolean) ?? [];
  const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0));
  // A few at a time: each modulepreload costs the main thread about a millisecond on a phone.
  const preloadModules = async () => {
    const hrefs = list(root?.dataset.modules);
    for (let start = 0; start < hrefs.length; start += PRELOADS_PER_TASK) {
      const links = document.createDocumentFragment();
      for (const href of hrefs.slice(start, start + PRELOADS_PER_TASK)) {
        links.append(Object.assign(document.createElement("link"), { rel: "modulepreload", href, crossOrigin: "" }));
      }
      document.head.append(links);
      await nextTask();
    }
  };
  const runModulesOneByOne = async () => {
    for (const href of list(root?.dataset.runFirst)) {
      await import(/* @vite-ignore */ href);
      await nextTask();
    }
  };
  void afterFirstPaint()
    .then(preloadModules)
    .then(runModulesOneByOne)
    .then(loadApp);
} else {
  void loadApp();
}
