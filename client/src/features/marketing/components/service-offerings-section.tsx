import { formatDollars, SERVICE_OFFERINGS } from "../content";
import { ContentSection } from "@/components/ui/content-section";
import { Check } from "lucide-react";

export function ServiceOfferingsSection({ tone }: { tone?: "plain" | "tinted" }) {
  return (
    <ContentSection title="What We Offer" intro="Starting prices are per person; your quote reflects your menu and guest count." tone={tone}>
      <ul className="grid gap-6 md:grid-cols-3">
        {SERVICE_OFFERINGS.map((service) => (
          <li key={service.id} className="flex flex-col rounded-lg border border-gray-200 bg-white p-6 shadow-sm">
            <h3 className="text-xl font-semibold text-gray-900">{service.title}</h3>
            <p className="mt-2 text-gray-800">{service.description}</p>
            <p className="mt-4 text-brand-700">
              <span className="text-sm font-medium">Starting at </span>
              <span className="text-2xl font-bold">{formatDollars(service.startingPrice)}</span>
              <span className="text-sm font-medium"> per person</span>
            </p>
            <ul className="mt-4 space-y-2 text-sm text-gray-800">
              {service.highlights.map((highlight) => (
                <li key={highlight} className="flex gap-2">
                  <Check className="mt-0.5 size-5 shrink-0 text-brand-700" />
                  {highlight}
                </li>
              ))}
            </ul>
          </li>
        ))}
      </ul>
    </ContentSection>
  );
}
