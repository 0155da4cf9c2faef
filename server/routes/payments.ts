import { Router } from "express";
import { chargeRequestSchema } from "@shared/validators/orders";
import { depositRequestSchema } from "@shared/validators/quotes";
import { requireAuth } from "../auth/guards";
import { parseId } from "./params";
import { validateBody } from "../middleware/validate";
import { readIdempotencyKey, runIdempotent } from "../http/idempotency";
import type { Database } from "../db/client";
import type { PaymentGateway } from "../payments/gateway";
import type { PaymentService } from "../services/payments";

export function paymentsRouter(db: Database, gateway: PaymentGateway, payments: PaymentService): Router {
  const router = Router();

  router.post("/payments/api-key", (_req, res) => {
    res.json(gateway.browserConfig());
  });

  router.post("/payments/charge", validateBody(chargeRequestSchema), async (req, res) => {
    const key = readIdempotencyKey(req.get("idempotency-key"));
    const answer = await runIdempotent(db, { scope: "charge", key, requestBody: req.body }, () =>
      payments.chargeOrder({ ...req.body, idempotencyKey: key }, req.user),
    );
    res.status(answer.status).json(answer.body);
  });

  router.post("/quotes/:id/deposit", requireAuth, validateBody(depositRequestSchema), async (req, res) => {
    const quoteId = parseId(req.params.id, "Quote");
    const key = readIdempotencyKey(req.get("idempotency-key"));
    const answer = await runIdempotent(db, { scope: `deposit:${req.user!.id}`, key, requestBody: { quoteId, ...req.body } }, () =>
      payments.chargeQuoteDeposit({ quoteId, ...req.body, idempotencyKey: key }, req.user!),
    );
    res.status(answer.status).json(answer.body);
  });

  return router;
}
