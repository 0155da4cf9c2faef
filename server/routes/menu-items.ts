import { Router } from "express";
import { z } from "zod";
import { deleteItemPhotoSchema, menuItemInputSchema, menuItemPatchSchema, setPrimaryPhotoSchema } from "@shared/validators/menu-items";
import { requireAdmin } from "../auth/guards";
import { validateBody, validateQuery } from "../middleware/validate";
import { requireFile, singleImageUpload } from "../middleware/upload";
import type { CachedJson } from "../http/cached-json";
import type { MenuAdminService } from "../services/menu-admin";
import { parseId } from "./params";

/** Public menu reads. Mounted before the session middleware: no visitor's read waits on a session lookup. */
export function publicMenuRouter(menuItems: CachedJson): Router {
  const router = Router();
  router.get("/menu-items", (req, res, next) => {
    // ?include=inactive is the editors' full list: it needs the session, so the admin router answers it.
    if (req.query.include !== undefined) return next();
    return menuItems.send(req, res);
  });
  return router;
}

const adminListQuery = z.object({ include: z.literal("inactive", { error: "include must be inactive" }) });
const uploadFields = z.object({ itemId: z.coerce.number({ error: "itemId is required" }).int().positive("itemId is required") });
const MENU_ITEM = "Menu item";

/** Menu editing: admins only (visitors 401, clients 403), every change audited. */
export function adminMenuRouter(menu: MenuAdminService): Router {
  const router = Router();
  router.use("/menu-items", requireAdmin);

  router.get("/menu-items", validateQuery(adminListQuery), async (_req, res) => {
    res.json(await menu.listAll());
  });

  router.post("/menu-items/upload-photo", singleImageUpload("photo"), validateBody(uploadFields), async (req, res) => {
    const data = requireFile(req.file);
    res.status(201).json(await menu.uploadPhoto(req.user!, req.body.itemId, data, req.file?.originalname));
  });

  router.post("/menu-items/delete-photo", validateBody(deleteItemPhotoSchema), async (req, res) => {
    res.json(await menu.deletePhoto(req.user!, req.body.itemId, req.body.photoUrl));
  });

  router.post("/menu-items", validateBody(menuItemInputSchema), async (req, res) => {
    res.status(201).json(await menu.create(req.user!, req.body));
  });

  router.get("/menu-items/:id", async (req, res) => {
    res.json(await menu.findItem(parseId(req.params.id, MENU_ITEM)));
  });

  router.put("/menu-items/:id", validateBody(menuItemInputSchema), async (req, res) => {
    res.json(await menu.update(req.user!, parseId(req.params.id, MENU_ITEM), req.body, "menu_item.replace"));
  });

  router.patch("/menu-items/:id", validateBody(menuItemPatchSchema), async (req, res) => {
    res.json(await menu.update(req.user!, parseId(req.params.id, MENU_ITEM), req.body, "menu_item.update"));
  });

  router.delete("/menu-items/:id", async (req, res) => {
    await menu.remove(req.user!, parseId(req.params.id, MENU_ITEM));
    res.status(204).end();
  });

  router.get("/menu-items/:id/photos", async (req, res) => {
    res.json(await menu.listPhotos(parseId(req.params.id, MENU_ITEM)));
  });

  /** Set-primary: one of the item's uploaded photos becomes its main photo. */
  router.post("/menu-items/:id/primary-photo", validateBody(setPrimaryPhotoSchema), async (req, res) => {
    res.json(await menu.setPrimaryPhoto(req.user!, parseId(req.params.id, MENU_ITEM), req.body.photoId));
  });

  /** Removes the main photo (imageUrl null); the photo stays in the item's list. */
  router.delete("/menu-items/:id/photo", async (req, res) => {
    res.json(await menu.update(req.user!, parseId(req.params.id, MENU_ITEM), { imageUrl: null }, "menu_item.update"));
  });

  return router;
}
