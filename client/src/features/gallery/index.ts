// The gallery feature's public surface: other features import only from here.
export { galleryPhotosQueryKey, useGalleryPhotos } from "./api/get-gallery-photos";
export type { GalleryPhoto } from "./api/get-gallery-photos";
export type { GalleryAdminSlots } from "./components/additional-gallery-section";
export { GalleryBrowser } from "./components/gallery-browser";
export { GalleryImage } from "./components/gallery-image";
export { GalleryPhotoCard } from "./components/gallery-photo-card";
export { SpecialEventsSection } from "./components/special-events-section";
export { categoryLabel } from "./gallery-content";
