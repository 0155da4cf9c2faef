import { useId } from "react";
import { STATS } from "../home-content";

export function StatsBar() {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="border-b border-brand-100 bg-brand-50">
      <h2 id={headingId} className="sr-only">
        Creative Cuisines in numbers
      </h2>
      <dl className="mx-auto grid max-w-6xl grid-cols-2 gap-6 px-4 py-8 text-center md:grid-cols-4">
        {STATS.map((stat) => (
          <div key={stat.id} className="flex flex-col-reverse">
            <dt className="text-sm font-medium text-gray-800">{stat.label}</dt>
            <dd className="font-display text-3xl font-bold text-brand-700 sm:text-4xl">{stat.value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
