import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { PhotoFields, PhotoView } from "@shared/validators/photos";
import { apiRequest } from "@/lib/api-client";
import { invalidatePhotoQueries } from "./photo-cache";

export interface UpdatePhotoInput {
  id: number;
  /** Only the fields to change (photoPatchSchema); tags go as an array. */
  changes: Partial<PhotoFields>;
}

/** PATCH /api/photos/:id (admin). */
export async function updatePhoto({ id, changes }: UpdatePhotoInput): Promise<PhotoView> {
  const res = await apiRequest("PATCH", `/api/photos/${id}`, changes);
  return (await res.json()) as PhotoView;
}

export function useUpdatePhoto() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updatePhoto,
    onSuccess: () => invalidatePhotoQueries(queryClient),
  });
}
