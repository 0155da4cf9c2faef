import { useLocation, useSearch } from "wouter";
import { formRefusal, pageNotice, type FormName } from "@shared/site/form-posts";
import { useSyncExternalStore } from "react";

/**
 * A page's own forms work without the app (docs/decisions/011-forms-work-without-the-app.md): sent by the browser,
 * they come back to the page with `?error=<code>` or `?notice=<code>`, which the page (rendered by the server) shows.
 */

/** What `form` says after the server refused its post, read from the address (the same on the server and in the browser). */
export function useFormRefusal(form: FormName): string | undefined {
  const [pathname] = useLocation();
  return formRefusal(form, pathname, useSearch());
}

/** What this page says after one of its forms did its work, read from the address. */
export function usePageNotice(): string | undefined {
  const [pathname] = useLocation();
  return pageNotice(pathname, useSearch());
}

const subscribeToNothing = () => () => {};

/**
 * True once the app runs the page: its forms then check themselves (noValidate) and send JSON. False while the server
 * renders it and while the browser takes that HTML over: until then the browser checks the fields (required, type)
 * and sends the form itself.
 */
export function useIsAppRunning(): boolean {
  return useSyncExternalStore(
    subscribeToNothing,
    () => true,
    () => false,
  );
}
