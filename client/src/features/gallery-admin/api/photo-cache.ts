import type { QueryClient } from "@tanstack/react-query";
import { galleryPhotosQueryKey } from "@/features/gallery";

/** Every admin photo list shares this prefix: invalidating it refreshes all pages and category filters. */
export const adminPhotosQueryKey = ["/api/photos"] as const;

/**
 * After any photo change: the public gallery (which the home page's featured photos read too) and every
 * admin list are refetched.
 */
export async function invalidatePhotoQueries(queryClient: QueryClient): Promise<void> {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: galleryPhotosQueryKey }),
    queryClient.invalidateQueries({ queryKey: adminPhotosQueryKey }),
  ]);
}
