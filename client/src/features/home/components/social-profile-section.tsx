import { ContentSection } from "@/components/ui/content-section";
import { SOCIAL_PROFILE } from "../home-content";
import { Camera } from "lucide-react";

export function SocialProfileSection() {
  return (
    <ContentSection title="Follow Our Kitchen" intro="Behind-the-scenes prep, fresh menus and event highlights every week.">
      <a
        href={SOCIAL_PROFILE.url}
        target="_blank"
        rel="noopener noreferrer"
        aria-label={`Follow ${SOCIAL_PROFILE.handle} on ${SOCIAL_PROFILE.network} (opens in a new tab)`}
        className="inline-flex min-h-11 items-center gap-2 rounded-md border border-brand-700 px-4 py-2 font-medium text-brand-700 hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
      >
        <Camera className="size-5" />
        Follow {SOCIAL_PROFILE.handle} on {SOCIAL_PROFILE.network}
      </a>
    </ContentSection>
  );
}
