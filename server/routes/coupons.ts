import { Router } from "express";
import { requireAdmin } from "../auth/guards";
import { apiRoute } from "../http/api-route";
import type { CouponService } from "../services/coupons";
import { parseId } from "./params";

/** Admins manage coupon codes (the checkout's POST /api/coupons/quote applies them); anyone sees the advertised ones. */
export function couponsRouter(coupons: CouponService): Router {
  const router = Router();
  const advertised = apiRoute("GET /api/coupons/advertised");
  const list = apiRoute("GET /api/coupons");
  const create = apiRoute("POST /api/coupons");
  const setActive = apiRoute("PATCH /api/coupons/:id");
  router.get(advertised.path, async (_req, res) => {
    advertised.send(res, await coupons.advertised());
  });
  router.get(list.path, requireAdmin, list.validate, async (req, res) => {
    list.send(res, await coupons.list(list.query(req)));
  });
  router.post(create.path, requireAdmin, create.validate, async (req, res) => {
    create.send(res, await coupons.create(req.user!, create.body(req)));
  });
  router.patch(setActive.path, requireAdmin, setActive.validate, async (req, res) => {
    setActive.send(res, await coupons.setActive(req.user!, parseId(req.params.id, "Coupon"), setActive.body(req).active));
  });
  return router;
}
