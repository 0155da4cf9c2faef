import { Router } from "express";
import { requireAdmin } from "../auth/guards";
import { requireFile, singleImageUpload } from "../middleware/upload";
import type { CachedJson } from "../http/cached-json";
import { apiRoute } from "../http/api-route";
import type { MenuAdminService } from "../services/menu-admin";
import { parseId } from "./params";

const menuList = apiRoute("GET /api/menu-items");

/** Public menu reads. Mounted before the session middleware: no visitor's read waits on a session lookup. */
export function publicMenuRouter(menuItems: CachedJson): Router {
  const router = Router();
  router.get(menuList.path, (req, res, next) => {
    // ?include=inactive is the editors' full list: it needs the session, so the admin router answers it.
    if (req.query.include !== undefined) return next();
    return menuItems.send(req, res);
  });
  return router;
}

const MENU_ITEM = "Menu item";

/** Menu editing: admins only (visitors 401, clients 403), every change audited. */
export function adminMenuRouter(menu: MenuAdminService): Router {
  const router = Router();
  router.use("/menu-items", requireAdmin);

  // Reached only with ?include= (the public router answers the rest), which the table's query checks.
  router.get(menuList.path, menuList.validate, async (_req, res) => {
    menuList.send(res, await menu.listAll());
  });

  const upload = apiRoute("POST /api/menu-items/upload-photo");
  router.post(upload.path, singleImageUpload("photo"), upload.validate, async (req, res) => {
    const data = requireFile(req.file);
    upload.send(res, await menu.uploadPhoto(req.user!, upload.body(req).itemId, data, req.file?.originalname));
  });

  const deletePhoto = apiRoute("POST /api/menu-items/delete-photo");
  router.post(deletePhoto.path, deletePhoto.validate, async (req, res) => {
    const { itemId, photoUrl } = deletePhoto.body(req);
    deletePhoto.send(res, await menu.deletePhoto(req.user!, itemId, photoUrl));
  });

  const create = apiRoute("POST /api/menu-items");
  router.post(create.path, create.validate, async (req, res) => {
    create.send(res, await menu.create(req.user!, create.body(req)));
  });

  const one = apiRoute("GET /api/menu-items/:id");
  router.get(one.path, async (req, res) => {
    one.send(res, await menu.findItem(parseId(req.params.id, MENU_ITEM)));
  });

  const replace = apiRoute("PUT /api/menu-items/:id");
  router.put(replace.path, replace.validate, async (req, res) => {
    replace.send(res, await menu.update(req.user!, parseId(req.params.id, MENU_ITEM), replace.body(req), "menu_item.replace"));
  });

  const patch = apiRoute("PATCH /api/menu-items/:id");
  router.patch(patch.path, patch.validate, async (req, res) => {
    patch.send(res, await menu.update(req.user!, parseId(req.params.id, MENU_ITEM), patch.body(req), "menu_item.update"));
  });

  const remove = apiRoute("DELETE /api/menu-items/:id");
  router.delete(remove.path, async (req, res) => {
    await menu.remove(req.user!, parseId(req.params.id, MENU_ITEM));
    remove.sendNoContent(res);
  });

  const photos = apiRoute("GET /api/menu-items/:id/photos");
  router.get(photos.path, async (req, res) => {
    photos.send(res, await menu.listPhotos(parseId(req.params.id, MENU_ITEM)));
  });

  /** Set-primary: one of the item's uploaded photos becomes its main photo. */
  const primary = apiRoute("POST /api/menu-items/:id/primary-photo");
  router.post(primary.path, primary.validate, async (req, res) => {
    primary.send(res, await menu.setPrimaryPhoto(req.user!, parseId(req.params.id, MENU_ITEM), primary.body(req).photoId));
  });

  /** Removes the main photo (imageUrl null); the photo stays in the item's list. */
  const removeMain = apiRoute("DELETE /api/menu-items/:id/photo");
  router.delete(removeMain.path, async (req, res) => {
    removeMain.send(res, await menu.update(req.user!, parseId(req.params.id, MENU_ITEM), { imageUrl: null }, "menu_item.update"));
  });

  return router;
}
