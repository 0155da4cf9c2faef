import { StrictMode } from "react";
import type { QueryClient } from "@tanstack/react-query";
import { Router } from "wouter";
import { AppProvider } from "@/app/providers";
import { AppRouter } from "@/app/router";

/**
 * The whole app: the same tree in the browser and on the server, so that the browser can take over the HTML the
 * server rendered. On the server `ssrPath` is the page being rendered; in the browser the address bar is.
 */
export function App({ queryClient, ssrPath }: { queryClient?: QueryClient; ssrPath?: string }) {
  return (
    <StrictMode>
      <Router ssrPath={ssrPath}>
        <AppProvider queryClient={queryClient}>
          <AppRouter />
        </AppProvider>
      </Router>
    </StrictMode>
  );
}
