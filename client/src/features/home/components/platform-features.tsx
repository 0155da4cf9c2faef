import { ContentSection } from "@/components/ui/content-section";
import { PLATFORM_FEATURES } from "../home-content";

export function PlatformFeatures() {
  return (
    <ContentSection title="More Than a Caterer" intro="Your client account keeps everything about your event in one place.">
      <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
        {PLATFORM_FEATURES.map((feature) => (
          <li key={feature.id} className="rounded-lg bg-brand-50 p-5">
            <feature.icon className="size-7 text-brand-700" />
            <h3 className="mt-2 text-lg font-semibold text-gray-900">{feature.title}</h3>
            <p className="mt-1 text-gray-800">{feature.description}</p>
          </li>
        ))}
      </ul>
    </ContentSection>
  );
}
