import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { PhotoFields, PhotoView } from "@shared/validators/photos";
import { api } from "@/lib/api-client";
import { invalidatePhotoQueries } from "./photo-cache";

export interface UploadPhotoInput {
  file: File;
  fields: PhotoFields;
}

/** The multipart body of POST /api/gallery/upload: the file and the fields as text (tags comma-separated). */
export function uploadFormData({ file, fields }: UploadPhotoInput): FormData {
  const body = new FormData();
  body.append("photo", file);
  body.append("displayName", fields.displayName);
  if (fields.description) body.append("description", fields.description);
  body.append("category", fields.category);
  body.append("tags", fields.tags.join(","));
  body.append("featuredOnHomepage", String(fields.featuredOnHomepage));
  return body;
}

/** POST /api/gallery/upload (admin): the server checks, re-encodes and stores the image, then answers the photo. */
export async function uploadPhoto(input: UploadPhotoInput): Promise<PhotoView> {
  return api("POST /api/gallery/upload", { body: uploadFormData(input) });
}

export function useUploadPhoto() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadPhoto,
    onSuccess: () => invalidatePhotoQueries(queryClient),
  });
}
