import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api-client";
import { invalidatePhotoQueries } from "./photo-cache";

/** DELETE /api/photos/:id (admin): the photo and its files are gone for good. */
export async function deletePhoto(id: number): Promise<void> {
  await apiRequest("DELETE", `/api/photos/${id}`);
}

export function useDeletePhoto() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deletePhoto,
    onSuccess: () => invalidatePhotoQueries(queryClient),
  });
}
