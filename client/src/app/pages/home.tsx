import { FeaturedPhotos } from "@/features/gallery/components/featured-photos";
import { HeroCarousel } from "@/features/home/components/hero-carousel";
import { PlatformFeatures } from "@/features/home/components/platform-features";
import { ServicesOverview } from "@/features/home/components/services-overview";
import { SocialProfileSection } from "@/features/home/components/social-profile-section";
import { SpecialtiesSection } from "@/features/home/components/specialties-section";
import { StatsBar } from "@/features/home/components/stats-bar";
import { TestimonialsSection } from "@/features/home/components/testimonials-section";
import { CallToActionSection } from "@/features/marketing/components/call-to-action-section";

/** /home: the marketing home for everyone, signed in or not. */
export default function HomePage() {
  return (
    <>
      <HeroCarousel />
      <StatsBar />
      <ServicesOverview />
      <FeaturedPhotos />
      <SpecialtiesSection />
      <PlatformFeatures />
      <TestimonialsSection />
      <SocialProfileSection />
      <CallToActionSection />
    </>
  );
}
