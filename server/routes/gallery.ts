import { Router, type Request, type Response } from "express";
import { PHOTO_CATEGORIES } from "@shared/schema";
import { paginationQuerySchema, type PaginationQuery } from "@shared/validators/pagination";
import { photoFieldsSchema, photoOrderSchema, photoPatchSchema } from "@shared/validators/photos";
import { z } from "zod";
import { requireAdmin } from "../auth/guards";
import { validateBody, validateQuery } from "../middleware/validate";
import { requireFile, singleImageUpload } from "../middleware/upload";
import type { CachedJson } from "../http/cached-json";
import type { GalleryService } from "../services/gallery";
import { parseId } from "./params";

/** Public gallery reads (active photos only), session-free and served from cached bytes. */
export function publicGalleryRouter(gallery: CachedJson): Router {
  const router = Router();
  router.get("/gallery", (req, res) => gallery.send(req, res));
  return router;
}

const photoListQuery = paginationQuerySchema.extend({ category: z.enum(PHOTO_CATEGORIES).optional() });
const PHOTO = "Photo";

/**
 * Gallery administration, admins only (docs/product/admin.md, Photos). Both API families (/api/photos from the
 * photo manager, /api/gallery from the gallery panel) act on the one photos table.
 */
export function galleryAdminRouter(gallery: GalleryService): Router {
  const router = Router();
  router.use(["/photos", "/gallery"], requireAdmin);

  router.get("/photos", validateQuery(photoListQuery), async (_req, res) => {
    const { category, ...page } = res.locals.query as PaginationQuery & { category?: string };
    res.json(await gallery.listPhotos(page, category));
  });
  router.get("/photos/:id", async (req, res) => {
    res.json(await gallery.getPhoto(parseId(req.params.id, PHOTO)));
  });

  const upload = async (req: Request, res: Response) => {
    const data = requireFile(req.file);
    res.status(201).json(await gallery.uploadPhoto(req.user!, data, req.file?.originalname, req.body));
  };
  // Admin check first (router.use above), then the body: nobody else's upload is ever buffered.
  router.post("/gallery/upload", singleImageUpload("photo"), validateBody(photoFieldsSchema), upload);
  router.post("/gallery", singleImageUpload("photo"), validateBody(photoFieldsSchema), upload);

  /** Drag and drop: the photos' ids in their new order. */
  router.post("/gallery/reorder", validateBody(photoOrderSchema), async (req, res) => {
    res.json(await gallery.reorderPhotos(req.user!, req.body.ids));
  });

  for (const base of ["/photos", "/gallery"]) {
    router.patch(`${base}/:id`, validateBody(photoPatchSchema), async (req, res) => {
      res.json(await gallery.updatePhoto(req.user!, parseId(req.params.id, PHOTO), req.body));
    });
    router.delete(`${base}/:id`, async (req, res) => {
      await gallery.deletePhoto(req.user!, parseId(req.params.id, PHOTO));
      res.status(204).end();
    });
  }
  router.put("/gallery/:id", validateBody(photoFieldsSchema), async (req, res) => {
    res.json(await gallery.updatePhoto(req.user!, parseId(req.params.id, PHOTO), req.body));
  });

  return router;
}
