import { Router } from "express";
import { loyaltyAccountSearchSchema, loyaltyAdjustmentSchema, redeemRewardSchema } from "@shared/validators/loyalty";
import { paginationQuerySchema, type PaginationQuery } from "@shared/validators/pagination";
import { requireAdmin, requireAuth } from "../auth/guards";
import { validateBody, validateQuery } from "../middleware/validate";
import type { LoyaltyService } from "../services/loyalty";
import { parseId } from "./params";

export function loyaltyRouter(loyalty: LoyaltyService): Router {
  const router = Router();
  router.use("/loyalty", requireAuth);

  router.get("/loyalty/accounts", requireAdmin, validateQuery(loyaltyAccountSearchSchema), async (_req, res) => {
    res.json(await loyalty.searchAccounts((res.locals.query as { q: string }).q));
  });

  router.get("/loyalty/:userId", async (req, res) => {
    res.json(await loyalty.standing(req.user!, parseId(req.params.userId, "Loyalty account")));
  });

  router.get("/loyalty/:userId/ledger", validateQuery(paginationQuerySchema), async (req, res) => {
    res.json(await loyalty.ledger(req.user!, parseId(req.params.userId, "Loyalty account"), res.locals.query as PaginationQuery));
  });

  /** Only the client themself redeems their points. */
  router.post("/loyalty/redemptions", validateBody(redeemRewardSchema), async (req, res) => {
    res.status(201).json(await loyalty.redeem(req.user!, req.body.rewardId));
  });

  router.post("/loyalty/:userId/adjustments", requireAdmin, validateBody(loyaltyAdjustmentSchema), async (req, res) => {
    res.status(201).json(await loyalty.adjust(req.user!, parseId(req.params.userId, "Loyalty account"), req.body));
  });
  return router;
}
