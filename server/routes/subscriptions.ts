import { Router } from "express";
import { requireAdmin, requireAuth } from "../auth/guards";
import { apiRoute } from "../http/api-route";
import type { SubscriptionService } from "../services/subscriptions";
import type { CurrentSettings } from "../settings/current-settings";
import { parseId } from "./params";

/** `settings`: the business settings in force (a start date is from today in its time zone). */
export function subscriptionsRouter(subscriptions: SubscriptionService, settings: CurrentSettings): Router {
  const router = Router();
  /** The active plans: public, like the menu. Admins also see the ones they switched off. */
  const plans = apiRoute("GET /api/subscriptions");
  router.get(plans.path, async (req, res) => {
    plans.send(res, await subscriptions.listPlans(req.user?.role === "admin"));
  });
  const createPlan = apiRoute("POST /api/subscriptions");
  router.post(createPlan.path, requireAdmin, createPlan.validate, async (req, res) => {
    createPlan.send(res, await subscriptions.createPlan(req.user!, createPlan.body(req)));
  });
  const setPlanActive = apiRoute("PATCH /api/subscriptions/:id");
  router.patch(setPlanActive.path, requireAdmin, setPlanActive.validate, async (req, res) => {
    setPlanActive.send(res, await subscriptions.setPlanActive(req.user!, parseId(req.params.id, "Plan"), setPlanActive.body(req).active));
  });
  const list = apiRoute("GET /api/subscription-requests");
  router.get(list.path, requireAuth, list.validate, async (req, res) => {
    list.send(res, await subscriptions.list(req.user!, list.query(req)));
  });
  const request = apiRoute("POST /api/subscription-requests", { settings });
  router.post(request.path, requireAuth, request.validate, async (req, res) => {
    request.send(res, await subscriptions.request(req.user!, request.body(req)));
  });
  const changeStatus = apiRoute("PATCH /api/subscription-requests/:id");
  router.patch(changeStatus.path, requireAdmin, changeStatus.validate, async (req, res) => {
    changeStatus.send(res, await subscriptions.changeStatus(req.user!, parseId(req.params.id, "Subscription"), changeStatus.body(req).status));
  });
  return router;
}
