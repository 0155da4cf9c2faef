import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api-client";
import type { MenuItem, MenuItemPhotoView } from "./menu-admin-queries";
import { refreshMenu } from "./menu-item-mutations";

export interface UploadItemPhotoInput {
  itemId: number;
  file: File;
}

export interface UploadItemPhotoResult {
  imageUrl: string;
  photo: MenuItemPhotoView;
}

/** POST /api/menu-items/upload-photo (multipart photo + itemId): the upload becomes the item's main photo. */
export async function uploadItemPhoto({ itemId, file }: UploadItemPhotoInput): Promise<UploadItemPhotoResult> {
  const form = new FormData();
  form.append("photo", file);
  form.append("itemId", String(itemId));
  const res = await apiRequest("POST", "/api/menu-items/upload-photo", form);
  return (await res.json()) as UploadItemPhotoResult;
}

/** Set-primary: one of the item's uploaded photos becomes its main photo. */
export async function setPrimaryPhoto({ itemId, photoId }: { itemId: number; photoId: number }): Promise<MenuItem> {
  const res = await apiRequest("POST", `/api/menu-items/${itemId}/primary-photo`, { photoId });
  return (await res.json()) as MenuItem;
}

/** The item shows no photo (imageUrl null); the photo stays in its list. */
export async function removeMainPhoto(itemId: number): Promise<MenuItem> {
  const res = await apiRequest("DELETE", `/api/menu-items/${itemId}/photo`);
  return (await res.json()) as MenuItem;
}

/** Deletes one of the item's photos for good, files included. */
export async function deleteItemPhoto({ itemId, photoUrl }: { itemId: number; photoUrl: string }): Promise<MenuItem> {
  const res = await apiRequest("POST", "/api/menu-items/delete-photo", { photoUrl, itemId });
  return (await res.json()) as MenuItem;
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
