import { useUser } from "@/features/auth/api/get-me";
import { GalleryAccessNotice } from "@/features/gallery/components/gallery-access-notice";
import { GalleryBrowser } from "@/features/gallery/components/gallery-browser";
import { SpecialEventsSection } from "@/features/gallery/components/special-events-section";
import { PageHeader } from "@/features/marketing/components/page-header";

/** /gallery: public sections. The admin photo panel (upload, edit, reorder, delete) is a later issue. */
export default function GalleryPage() {
  const { data: user, isPending } = useUser();
  return (
    <>
      <PageHeader title="Creative Cuisines Gallery" lead="showcasing culinary excellence through crafted dishes and events" />
      <div className="mx-auto max-w-6xl space-y-12 px-4 py-10">
        {isPending ? null : <GalleryAccessNotice user={user ?? null} />}
        <SpecialEventsSection />
        <GalleryBrowser />
      </div>
    </>
  );
}
