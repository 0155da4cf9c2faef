import { startTransition } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { hydrate } from "@tanstack/react-query";
import { QUERY_STATE_ELEMENT_ID } from "@shared/site/server-render";
import { queryClient } from "@/lib/query-client";
import { App } from "@/app/app";

// The app itself, loaded by main.tsx: right away, or once a page the server rendered has painted.

const container = document.getElementById("root");
if (!container) throw new Error("The #root element is missing from index.html");

// A public page a visitor opens comes rendered by the server, with the answers it was rendered from: start from
// those and take over the HTML (hydrate) instead of building the page again.
const serverState = document.getElementById(QUERY_STATE_ELEMENT_ID)?.textContent;
if (serverState) hydrate(queryClient, JSON.parse(serverState));

// As a transition the first render is done in slices of a few milliseconds, so a slow phone stays responsive
// while the page is built (one long task otherwise: Lighthouse counted 300–600 ms of blocking time).
startTransition(() => {
  if (serverState) hydrateRoot(container, <App />);
  else createRoot(container).render(<App />);
});
