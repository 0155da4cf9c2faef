import { useEffect } from "react";
import { documentTitle, pageMeta } from "@shared/site/pages";

/**
 * Keeps the tab title and the meta description on the current page's (shared/site/pages.ts), as the server
 * wrote them into the first HTML: each page has its own title in the history, tabs and bookmarks.
 */
export function usePageMeta(location: string): void {
  useEffect(() => {
    document.title = documentTitle(location);
    document.querySelector('meta[name="description"]')?.setAttribute("content", pageMeta(location).description);
  }, [location]);
}
