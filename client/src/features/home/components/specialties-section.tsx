import { ContentSection } from "@/components/ui/content-section";
import { SPECIALTIES } from "../home-content";

export function SpecialtiesSection() {
  return (
    <ContentSection title="Our Specialties" tone="tinted">
      <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
        {SPECIALTIES.map((specialty) => (
          <li key={specialty.id} className="border-l-4 border-brand-700 bg-white p-5 shadow-sm">
            <h3 className="text-lg font-semibold text-gray-900">{specialty.title}</h3>
            <p className="mt-2 text-gray-800">{specialty.description}</p>
          </li>
        ))}
      </ul>
    </ContentSection>
  );
}
