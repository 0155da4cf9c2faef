import { Router } from "express";
import { paginationQuerySchema, type PaginationQuery } from "@shared/validators/pagination";
import { subscriptionPlanSchema, subscriptionPlanUpdateSchema, subscriptionRequestSchema, subscriptionStatusChangeSchema } from "@shared/validators/subscriptions";
import { requireAdmin, requireAuth } from "../auth/guards";
import { validateBody, validateQuery } from "../middleware/validate";
import type { SubscriptionService } from "../services/subscriptions";
import type { CurrentSettings } from "../settings/current-settings";
import { parseId } from "./params";

/** `settings`: the business settings in force (a start date is from today in its time zone). */
export function subscriptionsRouter(subscriptions: SubscriptionService, settings: CurrentSettings): Router {
  const router = Router();
  /** The active plans: public, like the menu. Admins also see the ones they switched off. */
  router.get("/subscriptions", async (req, res) => {
    res.json(await subscriptions.listPlans(req.user?.role === "admin"));
  });
  router.post("/subscriptions", requireAdmin, validateBody(subscriptionPlanSchema), async (req, res) => {
    res.status(201).json(await subscriptions.createPlan(req.user!, req.body));
  });
  router.patch("/subscriptions/:id", requireAdmin, validateBody(subscriptionPlanUpdateSchema), async (req, res) => {
    res.json(await subscriptions.setPlanActive(req.user!, parseId(req.params.id, "Plan"), req.body.active));
  });
  router.get("/subscription-requests", requireAuth, validateQuery(paginationQuerySchema), async (req, res) => {
    res.json(await subscriptions.list(req.user!, res.locals.query as PaginationQuery));
  });
  router.post("/subscription-requests", requireAuth, validateBody(() => subscriptionRequestSchema(settings())), async (req, res) => {
    res.status(201).json(await subscriptions.request(req.user!, req.body));
  });
  router.patch("/subscription-requests/:id", requireAdmin, validateBody(subscriptionStatusChangeSchema), async (req, res) => {
    res.json(await subscriptions.changeStatus(req.user!, parseId(req.params.id, "Subscription"), req.body.status));
  });
  return router;
}
