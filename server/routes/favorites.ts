import { Router } from "express";
import { addFavoriteRequestSchema } from "@shared/validators/favorites";
import { requireAuth } from "../auth/guards";
import { validateBody } from "../middleware/validate";
import type { FavoriteService } from "../services/favorites";
import { parseId } from "./params";


export function favoritesRouter(favorites: FavoriteService): Router {
  const router = Router();
  router.use("/favorites", requireAuth);

  router.get("/favorites", async (req, res) => {
    res.json(await favorites.listFavorites(req.user!.id));
  });

  router.post("/favorites", validateBody(addFavoriteRequestSchema), async (req, res) => {
    const { favorite, created } = await favorites.addFavorite(req.user!.id, req.body.menuItemId, req.body.customQuantity);
    res.status(created ? 201 : 200).json(favorite);
  });

  router.delete("/favorites/:menuItemId", async (req, res) => {
    await favorites.removeFavorite(req.user!.id, parseId(req.params.menuItemId, "Favorite"));
    res.status(204).end();
  });

  return router;
}
