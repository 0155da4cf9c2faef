import { PhotoManager } from "@/features/gallery-admin/components/photo-manager";

/** /photo-gallery (admin; the router wraps it in AdminOnly): every gallery photo, to filter, edit and delete. */
export default function PhotoGalleryPage() {
  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-10">
      <h1 className="font-display text-3xl font-bold text-brand-900">Photo Gallery Management</h1>
      <p className="mt-2 text-gray-800">
        Every gallery photo, active or hidden from customers. Edit a photo&apos;s details or visibility, or delete it.
      </p>
      <PhotoManager />
    </div>
  );
}
