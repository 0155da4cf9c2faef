import { useId, type ReactNode } from "react";
import { cn } from "@/lib/cn";

/**
 * A page section named by its h2, so the landmark list and the heading outline read the same.
 * `tone="tinted"` gives alternating bands on long pages.
 */
export function ContentSection({
  title,
  intro,
  tone = "plain",
  children,
  className,
}: {
  title: string;
  intro?: ReactNode;
  tone?: "plain" | "tinted";
  children: ReactNode;
  className?: string;
}) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className={cn(tone === "tinted" ? "bg-gray-50" : "bg-white", className)}>
      <div className="mx-auto max-w-6xl px-4 py-12">
        <h2 id={headingId} className="font-display text-2xl font-bold text-brand-900 sm:text-3xl">
          {title}
        </h2>
        {intro ? <p className="mt-2 max-w-2xl text-gray-800">{intro}</p> : null}
        <div className="mt-8">{children}</div>
      </div>
    </section>
  );
}
