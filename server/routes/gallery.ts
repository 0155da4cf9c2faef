import { Router, type Request, type Response } from "express";
import { requireAdmin } from "../auth/guards";
import { requireFile, singleImageUpload } from "../middleware/upload";
import type { CachedJson } from "../http/cached-json";
import { apiRoute } from "../http/api-route";
import type { GalleryService } from "../services/gallery";
import { parseId } from "./params";

/** Public gallery reads (active photos only), session-free and served from cached bytes. */
export function publicGalleryRouter(gallery: CachedJson): Router {
  const router = Router();
  router.get(apiRoute("GET /api/gallery").path, (req, res) => gallery.send(req, res));
  return router;
}

const PHOTO = "Photo";

/**
 * Gallery administration, admins only (docs/product/admin.md, Photos). Both API families (/api/photos from the
 * photo manager, /api/gallery from the gallery panel) act on the one photos table.
 */
export function galleryAdminRouter(gallery: GalleryService): Router {
  const router = Router();
  router.use(["/photos", "/gallery"], requireAdmin);

  const list = apiRoute("GET /api/photos");
  router.get(list.path, list.validate, async (req, res) => {
    const { category, ...page } = list.query(req);
    list.send(res, await gallery.listPhotos(page, category));
  });
  const one = apiRoute("GET /api/photos/:id");
  router.get(one.path, async (req, res) => {
    one.send(res, await gallery.getPhoto(parseId(req.params.id, PHOTO)));
  });

  // Admin check first (router.use above), then the body: nobody else's upload is ever buffered.
  for (const upload of [apiRoute("POST /api/gallery/upload"), apiRoute("POST /api/gallery")]) {
    router.post(upload.path, singleImageUpload("photo"), upload.validate, async (req: Request, res: Response) => {
      const data = requireFile(req.file);
      upload.send(res, await gallery.uploadPhoto(req.user!, data, req.file?.originalname, upload.body(req)));
    });
  }

  /** Drag and drop: the photos' ids in their new order. */
  const reorder = apiRoute("POST /api/gallery/reorder");
  router.post(reorder.path, reorder.validate, async (req, res) => {
    reorder.send(res, await gallery.reorderPhotos(req.user!, reorder.body(req).ids));
  });

  const edits = [
    { patch: apiRoute("PATCH /api/photos/:id"), remove: apiRoute("DELETE /api/photos/:id") },
    { patch: apiRoute("PATCH /api/gallery/:id"), remove: apiRoute("DELETE /api/gallery/:id") },
  ];
  for (const { patch, remove } of edits) {
    router.patch(patch.path, patch.validate, async (req, res) => {
      patch.send(res, await gallery.updatePhoto(req.user!, parseId(req.params.id, PHOTO), patch.body(req)));
    });
    router.delete(remove.path, async (req, res) => {
      await gallery.deletePhoto(req.user!, parseId(req.params.id, PHOTO));
      remove.sendNoContent(res);
    });
  }
  const replace = apiRoute("PUT /api/gallery/:id");
  router.put(replace.path, replace.validate, async (req, res) => {
    replace.send(res, await gallery.updatePhoto(req.user!, parseId(req.params.id, PHOTO), replace.body(req)));
  });

  return router;
}
