import { Router } from "express";
import { requireAdmin } from "../auth/guards";
import { apiRoute } from "../http/api-route";
import type { CouponService } from "../services/coupons";
import type { CurrentSettings } from "../settings/current-settings";
import { parseId } from "./params";

/**
 * Admins manage coupon codes (the checkout's POST /api/coupons/quote applies them); anyone sees the advertised ones.
 * `settings`: the business settings in force (a new coupon's last day is checked against today in its time zone).
 */
export function couponsRouter(coupons: CouponService, settings: CurrentSettings): Router {
  const router = Router();
  const advertised = apiRoute("GET /api/coupons/advertised");
  const list = apiRoute("GET /api/coupons");
  const create = apiRoute("POST /api/coupons", { settings });
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
