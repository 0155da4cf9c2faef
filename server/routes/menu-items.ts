import { Router } from "express";
import type { MenuItemService } from "../services/menu-items";

/** Public menu reads. Mounted before the session middleware: no visitor's read waits on a session lookup. */
export function publicMenuRouter(menu: MenuItemService): Router {
  const router = Router();
  router.get("/menu-items", async (_req, res) => {
    res.setHeader("Cache-Control", "public, max-age=0, must-revalidate");
    res.json(await menu.listMenuItems());
  });
  return router;
}
