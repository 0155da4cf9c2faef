import { Router } from "express";
import { requireAdmin, requireAuth } from "../auth/guards";
import { apiRoute } from "../http/api-route";
import type { LoyaltyService } from "../services/loyalty";
import { parseId } from "./params";

export function loyaltyRouter(loyalty: LoyaltyService): Router {
  const router = Router();
  router.use("/loyalty", requireAuth);

  const accounts = apiRoute("GET /api/loyalty/accounts");
  router.get(accounts.path, requireAdmin, accounts.validate, async (req, res) => {
    accounts.send(res, await loyalty.searchAccounts(accounts.query(req).q));
  });

  const standing = apiRoute("GET /api/loyalty/:userId");
  router.get(standing.path, async (req, res) => {
    standing.send(res, await loyalty.standing(req.user!, parseId(req.params.userId, "Loyalty account")));
  });

  const ledger = apiRoute("GET /api/loyalty/:userId/ledger");
  router.get(ledger.path, ledger.validate, async (req, res) => {
    ledger.send(res, await loyalty.ledger(req.user!, parseId(req.params.userId, "Loyalty account"), ledger.query(req)));
  });

  /** Only the client themself redeems their points. */
  const redeem = apiRoute("POST /api/loyalty/redemptions");
  router.post(redeem.path, redeem.validate, async (req, res) => {
    redeem.send(res, await loyalty.redeem(req.user!, redeem.body(req).rewardId));
  });

  const adjust = apiRoute("POST /api/loyalty/:userId/adjustments");
  router.post(adjust.path, requireAdmin, adjust.validate, async (req, res) => {
    adjust.send(res, await loyalty.adjust(req.user!, parseId(req.params.userId, "Loyalty account"), adjust.body(req)));
  });
  return router;
}
