import { useUser } from "@/features/auth/api/get-me";
import { GalleryAccessNotice } from "@/features/gallery/components/gallery-access-notice";
import { GalleryBrowser } from "@/features/gallery/components/gallery-browser";
import { SpecialEventsSection } from "@/features/gallery/components/special-events-section";
import { GalleryAdminPanel } from "@/features/gallery-admin/components/gallery-admin-panel";
import { useGalleryAdmin } from "@/features/gallery-admin/use-gallery-admin";
import { PageHeader } from "@/features/marketing/components/page-header";

/**
 * /gallery: public sections for everyone. Admins also get the admin panel (in place of the access notice), drag
 * handles, Edit and Delete on the server photos, and 'Add First Photo' in the empty state.
 */
export default function GalleryPage() {
  const { data: user, isPending } = useUser();
  const isAdmin = user?.role === "admin";
  const admin = useGalleryAdmin();
  return (
    <>
      <PageHeader title="Creative Cuisines Gallery" lead="showcasing culinary excellence through crafted dishes and events" />
      <div className="mx-auto max-w-6xl space-y-12 px-4 py-10">
        {isPending ? null : isAdmin ? <GalleryAdminPanel onAddPhoto={admin.openAdd} /> : <GalleryAccessNotice user={user ?? null} />}
        <SpecialEventsSection />
        <GalleryBrowser admin={isAdmin ? admin.slots : undefined} />
      </div>
      {isAdmin ? admin.dialogs : null}
    </>
  );
}
