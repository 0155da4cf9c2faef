import { useId, type ReactNode } from "react";
import { cn } from "@/lib/cn";

/**
 * A part of a page named by its h2 (a landmark screen readers list), inside the page's own width. ContentSection is
 * the full-width band of the marketing pages; this is the plain section of the portal's pages.
 */
export function PageSection({ title, children, className }: { title: string; children: ReactNode; className?: string }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className={cn("space-y-4", className)}>
      <h2 id={headingId} className="text-2xl font-bold text-brand-900">
        {title}
      </h2>
      {children}
    </section>
  );
}
