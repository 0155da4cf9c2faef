import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { invalidatePhotoQueries } from "./photo-cache";

/** DELETE /api/photos/:id (admin): the photo and its files are gone for good. */
export async function deletePhoto(id: number): Promise<void> {
  await api("DELETE /api/photos/:id", { params: { id } });
}

export function useDeletePhoto() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deletePhoto,
    onSuccess: () => invalidatePhotoQueries(queryClient),
  });
}
