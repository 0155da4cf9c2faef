import { useEffect } from "react";
import { APP_READY_ATTRIBUTE } from "@shared/site/server-render";

/** Marks the app ready (APP_READY_ATTRIBUTE); placed beside the routed page inside its Suspense boundary, so it commits with the page. */
export function AppReadyMark(): null {
  useEffect(() => {
    document.documentElement.setAttribute(APP_READY_ATTRIBUTE, "");
  }, []);
  return null;
}
