import { queryOptions, useQuery } from "@tanstack/react-query";
import type { PhotoRow } from "@shared/schema/photos";
import { getQueryFn } from "@/lib/api-client";

/** A photo as the API sends it: dates arrive as ISO strings. */
export type GalleryPhoto = Omit<PhotoRow, "createdAt"> & { createdAt: string };

export const galleryPhotosQueryKey = ["/api/gallery"] as const;

/** Active photos in display order; an empty list in a fresh install. */
export const getGalleryPhotos = getQueryFn<GalleryPhoto[]>({ on401: "throw" });

export const galleryPhotosQueryOptions = () => queryOptions({ queryKey: galleryPhotosQueryKey, queryFn: getGalleryPhotos });

export function useGalleryPhotos() {
  return useQuery(galleryPhotosQueryOptions());
}
