import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { PhotoFields, PhotoView } from "@shared/validators/photos";
import { api } from "@/lib/api-client";
import { invalidatePhotoQueries } from "./photo-cache";

export interface UpdatePhotoInput {
  id: number;
  /** Only the fields to change (photoPatchSchema); tags go as an array. */
  changes: Partial<PhotoFields>;
}

/** PATCH /api/photos/:id (admin). */
export async function updatePhoto({ id, changes }: UpdatePhotoInput): Promise<PhotoView> {
  return api("PATCH /api/photos/:id", { params: { id }, body: changes });
}

export function useUpdatePhoto() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updatePhoto,
    onSuccess: () => invalidatePhotoQueries(queryClient),
  });
}
