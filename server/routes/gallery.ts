import { Router } from "express";
import type { CachedJson } from "../http/cached-json";

/** Public gallery reads (active photos only), session-free and served from cached bytes. */
export function publicGalleryRouter(gallery: CachedJson): Router {
  const router = Router();
  router.get("/gallery", (req, res) => gallery.send(req, res));
  return router;
}
