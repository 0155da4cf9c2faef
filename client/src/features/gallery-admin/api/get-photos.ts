import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import type { PhotoCategory } from "@shared/schema/photos";
import type { Page } from "@shared/validators/pagination";
import type { PhotoView } from "@shared/validators/photos";
import { api } from "@/lib/api-client";
import { adminPhotosQueryKey } from "./photo-cache";

export type { PhotoView };

export interface PhotosQuery {
  page: number;
  pageSize: number;
  /** Omitted: every category. */
  category?: PhotoCategory;
}

/** GET /api/photos (admin): active and inactive gallery photos, in display order, one page at a time. */
export async function getPhotos(query: PhotosQuery): Promise<Page<PhotoView>> {
  return api("GET /api/photos", { query: { page: query.page, pageSize: query.pageSize, category: query.category } });
}

export const photosQueryOptions = ({ page, pageSize, category }: PhotosQuery) =>
  queryOptions({
    queryKey: [...adminPhotosQueryKey, { page, pageSize, category }] as const,
    queryFn: () => getPhotos({ page, pageSize, category }),
    placeholderData: keepPreviousData,
  });

export function usePhotos(query: PhotosQuery) {
  return useQuery(photosQueryOptions(query));
}
