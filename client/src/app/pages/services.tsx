import { AddOnsSection } from "@/features/marketing/components/add-ons-section";
import { BookingAdviceSection } from "@/features/marketing/components/booking-advice-section";
import { CallToActionSection } from "@/features/marketing/components/call-to-action-section";
import { CateringPackagesSection } from "@/features/marketing/components/catering-packages-section";
import { LocationsSection } from "@/features/marketing/components/locations-section";
import { PageHeader } from "@/features/marketing/components/page-header";
import { ServiceOfferingsSection } from "@/features/marketing/components/service-offerings-section";

export default function ServicesPage() {
  return (
    <>
      <PageHeader
        title="Our Services"
        lead="Corporate catering, special events and our food truck, with packages and add-ons to fit your plans."
      />
      <ServiceOfferingsSection />
      <CateringPackagesSection tone="tinted" />
      <AddOnsSection />
      <BookingAdviceSection tone="tinted" />
      <LocationsSection />
      <CallToActionSection />
    </>
  );
}
