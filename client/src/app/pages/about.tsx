import { AboutStory } from "@/features/marketing/components/about-story";
import { CallToActionSection } from "@/features/marketing/components/call-to-action-section";
import { LocationsSection } from "@/features/marketing/components/locations-section";
import { PageHeader } from "@/features/marketing/components/page-header";

export default function AboutPage() {
  return (
    <>
      <PageHeader
        title="About Creative Cuisines"
        lead="A family of cooks, planners and servers who believe every gathering deserves food made from scratch."
      />
      <AboutStory />
      <LocationsSection />
      <CallToActionSection title="Let's Cook for Your Next Event" />
    </>
  );
}
