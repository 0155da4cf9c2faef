import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { UploadItemPhotoResult } from "@shared/api/contract";
import { api } from "@/lib/api-client";
import type { MenuItem } from "./menu-admin-queries";
import { refreshMenu } from "./menu-item-mutations";

export interface UploadItemPhotoInput {
  itemId: number;
  file: File;
}

export type { UploadItemPhotoResult };

/** POST /api/menu-items/upload-photo (multipart photo + itemId): the upload becomes the item's main photo. */
export async function uploadItemPhoto({ itemId, file }: UploadItemPhotoInput): Promise<UploadItemPhotoResult> {
  const form = new FormData();
  form.append("photo", file);
  form.append("itemId", String(itemId));
  return api("POST /api/menu-items/upload-photo", { body: form });
}

/** Set-primary: one of the item's uploaded photos becomes its main photo. */
export async function setPrimaryPhoto({ itemId, photoId }: { itemId: number; photoId: number }): Promise<MenuItem> {
  return api("POST /api/menu-items/:id/primary-photo", { params: { id: itemId }, body: { photoId } });
}

/** The item shows no photo (imageUrl null); the photo stays in its list. */
export async function removeMainPhoto(itemId: number): Promise<MenuItem> {
  return api("DELETE /api/menu-items/:id/photo", { params: { id: itemId } });
}

/** Deletes one of the item's photos for good, files included. */
export async function deleteItemPhoto({ itemId, photoUrl }: { itemId: number; photoUrl: string }): Promise<MenuItem> {
  return api("POST /api/menu-items/delete-photo", { body: { photoUrl, itemId } });
}

export function useUploadItemPhoto() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: uploadItemPhoto, onSettled: () => refreshMenu(queryClient) });
}

export function useSetPrimaryPhoto() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: setPrimaryPhoto, onSettled: () => refreshMenu(queryClient) });
}

export function useRemoveMainPhoto() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: removeMainPhoto, onSettled: () => refreshMenu(queryClient) });
}

export function useDeleteItemPhoto() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deleteItemPhoto, onSettled: () => refreshMenu(queryClient) });
}
