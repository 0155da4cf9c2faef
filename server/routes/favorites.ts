import { Router } from "express";
import { requireAuth } from "../auth/guards";
import { apiRoute } from "../http/api-route";
import type { FavoriteService } from "../services/favorites";
import { parseId } from "./params";

export function favoritesRouter(favorites: FavoriteService): Router {
  const router = Router();
  const list = apiRoute("GET /api/favorites");
  const add = apiRoute("POST /api/favorites");
  const remove = apiRoute("DELETE /api/favorites/:menuItemId");
  router.use("/favorites", requireAuth);

  router.get(list.path, async (req, res) => {
    list.send(res, await favorites.listFavorites(req.user!.id));
  });

  router.post(add.path, add.validate, async (req, res) => {
    const { menuItemId, customQuantity } = add.body(req);
    const { favorite, created } = await favorites.addFavorite(req.user!.id, menuItemId, customQuantity);
    add.send(res, favorite, created ? 201 : 200);
  });

  router.delete(remove.path, async (req, res) => {
    await favorites.removeFavorite(req.user!.id, parseId(req.params.menuItemId, "Favorite"));
    remove.sendNoContent(res);
  });

  return router;
}
