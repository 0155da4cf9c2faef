import { Link } from "wouter";
import { paths } from "@/lib/paths";
import { buttonClasses } from "@/components/ui/button";
import { ContentSection } from "@/components/ui/content-section";
import { SERVICES } from "../home-content";

export function ServicesOverview() {
  return (
    <ContentSection title="Our Services" intro="Whatever the size of your gathering, we have a way to feed it well.">
      <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {SERVICES.map((service) => (
          <li key={service.id} className="rounded-lg border border-gray-200 bg-white p-6 shadow-sm">
            <service.icon className="size-8 text-brand-700" />
            <h3 className="mt-3 text-lg font-semibold text-gray-900">{service.title}</h3>
            <p className="mt-2 text-gray-800">{service.description}</p>
          </li>
        ))}
      </ul>
      <p className="mt-8">
        <Link href={paths.services} className={buttonClasses({ variant: "secondary" })}>
          Explore Services &amp; Pricing
        </Link>
      </p>
    </ContentSection>
  );
}
