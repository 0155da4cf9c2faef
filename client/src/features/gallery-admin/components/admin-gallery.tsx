import { GalleryBrowser, SpecialEventsSection } from "@/features/gallery";

import { useGalleryAdmin } from "../use-gallery-admin";
import { GalleryAdminPanel } from "./gallery-admin-panel";

/**
 * /gallery as an admin sees it: the admin panel in place of the access notice, then the public sections with
 * drag handles, Edit and Delete on the server photos, 'Add First Photo', and the dialogs. Its own chunk, so
 * visitors never download the admin tools (drag and drop, forms, upload).
 */
export default function AdminGallery() {
  const admin = useGalleryAdmin();
  return (
    <>
      <GalleryAdminPanel onAddPhoto={admin.openAdd} />
      <SpecialEventsSection />
      <GalleryBrowser admin={admin.slots} />
      {admin.dialogs}
    </>
  );
}
