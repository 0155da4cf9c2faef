import type { ReactNode } from "react";

/** The page's one h1 with an optional lead paragraph, on the brand band every public page opens with. */
export function PageHeader({ title, lead, children }: { title: string; lead?: ReactNode; children?: ReactNode }) {
  return (
    <div className="border-b border-brand-100 bg-brand-50">
      <div className="mx-auto max-w-6xl px-4 py-12 sm:py-16">
        <h1 className="font-display text-3xl font-bold text-brand-900 sm:text-4xl">{title}</h1>
        {lead ? <p className="mt-3 max-w-2xl text-lg text-gray-800">{lead}</p> : null}
        {children}
      </div>
    </div>
  );
}
