import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { PhotoView } from "@shared/validators/photos";
import { galleryPhotosQueryKey, type GalleryPhoto } from "@/features/gallery";
import { api } from "@/lib/api-client";
import { orderByIds } from "../reorder";
import { invalidatePhotoQueries } from "./photo-cache";

/** POST /api/gallery/reorder (admin) with every gallery photo's id, first to last; answers the public list. */
export async function reorderGallery(ids: number[]): Promise<PhotoView[]> {
  return api("POST /api/gallery/reorder", { body: { ids } });
}

/**
 * Drag and drop: the gallery shows the new order at once (optimistic), the server stores it, then the lists are
 * refetched; when the server refuses, the old order comes back.
 */
export function useReorderGallery() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: reorderGallery,
    onMutate: async (ids) => {
      await queryClient.cancelQueries({ queryKey: galleryPhotosQueryKey });
      const previous = queryClient.getQueryData<GalleryPhoto[]>(galleryPhotosQueryKey);
      if (previous) queryClient.setQueryData<GalleryPhoto[]>(galleryPhotosQueryKey, orderByIds(previous, ids));
      return { previous };
    },
    onError: (_error, _ids, context) => {
      if (context?.previous) queryClient.setQueryData(galleryPhotosQueryKey, context.previous);
    },
    onSettled: () => invalidatePhotoQueries(queryClient),
  });
}
