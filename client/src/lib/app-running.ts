import { useSyncExternalStore } from "react";

const subscribeToNothing = () => () => {};

/**
 * True once the app runs the page: its forms then check themselves (noValidate) and send JSON. False while the server
 * renders it and while the browser takes that HTML over: until then the browser checks the fields (required, type)
 * and sends the form itself. A module of its own, so that a page's first scripts can use it without the form
 * outcomes' words (form-outcome.ts).
 */
export function useIsAppRunning(): boolean {
  return useSyncExternalStore(
    subscribeToNothing,
    () => true,
    () => false,
  );
}
