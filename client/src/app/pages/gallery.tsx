import { lazy, Suspense } from "react";
import { Spinner } from "@/components/ui/spinner";
import { useUser } from "@/features/auth/api/get-me";
import { GalleryAccessNotice } from "@/features/gallery/components/gallery-access-notice";
import { GalleryBrowser } from "@/features/gallery/components/gallery-browser";
import { SpecialEventsSection } from "@/features/gallery/components/special-events-section";
import { PageHeader } from "@/features/marketing/components/page-header";

const AdminGallery = lazy(() => import("@/features/gallery-admin/components/admin-gallery"));

/**
 * /gallery: public sections for everyone. Admins get the admin version (panel, drag handles, Edit and Delete,
 * 'Add First Photo'), loaded only for them.
 */
export default function GalleryPage() {
  const { data: user, isPending } = useUser();
  const isAdmin = user?.role === "admin";
  return (
    <>
      <PageHeader title="Creative Cuisines Gallery" lead="showcasing culinary excellence through crafted dishes and events" />
      <div className="mx-auto max-w-6xl space-y-12 px-4 py-10">
        {isAdmin ? (
          <Suspense fallback={<Spinner label="Loading gallery tools" />}>
            <AdminGallery />
          </Suspense>
        ) : (
          <>
            {isPending ? null : <GalleryAccessNotice user={user ?? null} />}
            <SpecialEventsSection />
            <GalleryBrowser />
          </>
        )}
      </div>
    </>
  );
}
