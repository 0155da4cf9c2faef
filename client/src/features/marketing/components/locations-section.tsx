import { LOCATIONS } from "../content";
import { ContentSection } from "@/components/ui/content-section";

/** Both readings of where we work, kept side by side (docs/decisions/006-product-rules.md: the location is a content matter). */
export function LocationsSection({ tone }: { tone?: "plain" | "tinted" }) {
  return (
    <ContentSection title="Where We Cook" intro="Two kitchens, two ways to enjoy our food." tone={tone}>
      <div className="grid gap-6 md:grid-cols-2">
        {LOCATIONS.map((location) => (
          <article key={location.id} className="rounded-lg border border-gray-200 bg-white p-6 shadow-sm">
            <h3 className="text-xl font-semibold text-gray-900">{location.title}</h3>
            <p className="mt-2 text-gray-800">{location.summary}</p>
            <ul className="mt-4 space-y-2">
              {location.details.map((detail) => (
                <li key={detail} className="flex gap-2 text-gray-800">
                  <span aria-hidden="true" className="text-brand-700">
                    •
                  </span>
                  {detail}
                </li>
              ))}
            </ul>
          </article>
        ))}
      </div>
    </ContentSection>
  );
}
