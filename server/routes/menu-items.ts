import { Router } from "express";
import type { CachedJson } from "../http/cached-json";

/** Public menu reads. Mounted before the session middleware: no visitor's read waits on a session lookup. */
export function publicMenuRouter(menuItems: CachedJson): Router {
  const router = Router();
  router.get("/menu-items", (req, res) => menuItems.send(req, res));
  return router;
}
