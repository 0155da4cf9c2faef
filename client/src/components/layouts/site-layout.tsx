import type { ReactNode } from "react";
import { Link } from "wouter";
import { paths } from "@/app/paths";

/** Banner with the brand and an account corner, then the page. The full header and sidebar come later. */
export function SiteLayout({ accountNav, children }: { accountNav: ReactNode; children: ReactNode }) {
  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href="#main"
        className="sr-only rounded-md bg-white px-3 py-2 text-brand-700 focus:not-sr-only focus:absolute focus:top-2 focus:left-2 focus:z-50 focus:outline-2 focus:outline-brand-700"
      >
        Skip to content
      </a>
      <header className="border-b border-gray-200 bg-white">
        <div className="mx-auto flex max-w-6xl flex-wrap items-center justify-between gap-3 px-4 py-3">
          <Link
            href={paths.home}
            className="rounded-md font-display text-xl font-bold text-brand-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
          >
            Creative Cuisines
          </Link>
          {accountNav}
        </div>
      </header>
      <main id="main" tabIndex={-1} className="flex-1 outline-none">
        {children}
      </main>
    </div>
  );
}

/** A centred column for forms and short pages. */
export function PageContainer({ children, width = "md" }: { children: ReactNode; width?: "md" | "lg" }) {
  return <div className={`mx-auto w-full px-4 py-10 ${width === "md" ? "max-w-md" : "max-w-3xl"}`}>{children}</div>;
}
