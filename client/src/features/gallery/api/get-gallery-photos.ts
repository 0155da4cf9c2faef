import { queryOptions, useQuery } from "@tanstack/react-query";
import type { GalleryPhoto } from "@shared/api/contract";
import { api } from "@/lib/api-client";

export type { GalleryPhoto };

export const galleryPhotosQueryKey = ["/api/gallery"] as const;

/** Active photos in display order; an empty list in a fresh install. */
export const getGalleryPhotos = ({ signal }: { signal?: AbortSignal } = {}) => api("GET /api/gallery", { signal });

export const galleryPhotosQueryOptions = () => queryOptions({ queryKey: galleryPhotosQueryKey, queryFn: getGalleryPhotos });

export function useGalleryPhotos() {
  return useQuery(galleryPhotosQueryOptions());
}
