import { startTransition, StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { makeZodJitless } from "@/lib/zod-jitless";
import { AppProvider } from "@/app/providers";
import { AppRouter } from "@/app/router";
import "./index.css";

makeZodJitless();

const container = document.getElementById("root");
if (!container) throw new Error("The #root element is missing from index.html");

const root = createRoot(container);
// As a transition the first render is done in slices of a few milliseconds, so a slow phone stays responsive
// while the page is built (one long task otherwise: Lighthouse counted 300–600 ms of blocking time).
startTransition(() => {
  root.render(
    <StrictMode>
      <AppProvider>
        <AppRouter />
      </AppProvider>
    </StrictMode>,
  );
});
