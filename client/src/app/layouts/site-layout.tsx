import { useRef, type ReactNode } from "react";
import { SiteFooter } from "./site-footer";
import { SiteHeader } from "./site-header";
import { LiveUpdatesWhenSignedIn } from "./live-updates-when-signed-in";
import { SkipLink } from "./skip-link";
import { useFocusKeeper } from "./use-focus-keeper";

/** The visitors' layout: skip link, header, the page, footer. Signed-in users get the portal layout instead. */
export function SiteLayout({ children }: { children: ReactNode }) {
  const mainRef = useRef<HTMLElement>(null);
  useFocusKeeper(mainRef);
  return (
    <div className="flex min-h-dvh flex-col">
      <SkipLink />
      <SiteHeader />
      <LiveUpdatesWhenSignedIn />
      {/* At least a screen tall: while a page loads, the footer stays below the fold instead of jumping down (layout shift). */}
      <main ref={mainRef} id="main" tabIndex={-1} className="min-h-dvh flex-1 outline-none">
        {children}
      </main>
      <SiteFooter />
    </div>
  );
}

/** A centred column for forms and short pages. */
export function PageContainer({ children, width = "md" }: { children: ReactNode; width?: "md" | "lg" }) {
  return <div className={`mx-auto w-full px-4 py-10 ${width === "md" ? "max-w-md" : "max-w-3xl"}`}>{children}</div>;
}
