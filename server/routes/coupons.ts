import { Router } from "express";
import { couponCreateSchema, couponUpdateSchema } from "@shared/validators/coupons";
import { paginationQuerySchema, type PaginationQuery } from "@shared/validators/pagination";
import { requireAdmin } from "../auth/guards";
import { validateBody, validateQuery } from "../middleware/validate";
import type { CouponService } from "../services/coupons";
import { parseId } from "./params";

/** Admins manage coupon codes (the checkout's POST /api/coupons/quote applies them); anyone sees the advertised ones. */
export function couponsRouter(coupons: CouponService): Router {
  const router = Router();
  router.get("/coupons/advertised", async (_req, res) => {
    res.json(await coupons.advertised());
  });
  router.get("/coupons", requireAdmin, validateQuery(paginationQuerySchema), async (_req, res) => {
    res.json(await coupons.list(res.locals.query as PaginationQuery));
  });
  router.post("/coupons", requireAdmin, validateBody(couponCreateSchema), async (req, res) => {
    res.status(201).json(await coupons.create(req.user!, req.body));
  });
  router.patch("/coupons/:id", requireAdmin, validateBody(couponUpdateSchema), async (req, res) => {
    res.json(await coupons.setActive(req.user!, parseId(req.params.id, "Coupon"), req.body.active));
  });
  return router;
}
