import { useLocation, useSearch } from "wouter";
import { formRefusal, pageNotice, type FormPost } from "@shared/site/form-outcome";

/**
 * A page's own forms work without the app (docs/decisions/011-forms-work-without-the-app.md): sent by the browser,
 * they come back to the page with `?error=<code>` or `?notice=<code>`, which the page (rendered by the server) shows.
 */

/** What `form` says after the server refused its post, read from the address (the same on the server and in the browser). */
export function useFormRefusal(form: FormPost): string | undefined {
  const [pathname] = useLocation();
  return formRefusal(form, pathname, useSearch());
}

/** What this page says after one of its forms did its work, read from the address. */
export function usePageNotice(): string | undefined {
  const [pathname] = useLocation();
  return pageNotice(pathname, useSearch());
}

export { useIsAppRunning } from "./app-running";
