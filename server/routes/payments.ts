import { Router, type RequestHandler } from "express";
import { chargeRequestSchema } from "@shared/validators/orders";
import { validateBody } from "../middleware/validate";
import { idempotencyScope, readIdempotencyKey, type Idempotency } from "../http/idempotency";
import type { PaymentGateway } from "../payments/gateway";
import type { PaymentService } from "../services/payments";
import { hashAccessToken } from "../services/order-access";

export function paymentsRouter(deps: { idempotency: Idempotency; gateway: PaymentGateway; payments: PaymentService; limitCharges: RequestHandler[] }): Router {
  const { idempotency, gateway, payments, limitCharges } = deps;
  const router = Router();

  router.post("/payments/api-key", (_req, res) => {
    res.json(gateway.browserConfig());
  });

  // Keys belong to their caller: the signed-in user, or the holder of the visitor order's access token.
  router.post("/payments/charge", validateBody(chargeRequestSchema), ...limitCharges, async (req, res) => {
    const key = readIdempotencyKey(req.get("idempotency-key"));
    const token = req.body.orderToken as string | undefined;
    const caller = req.user ? `user:${req.user.id}` : token ? `order-token:${hashAccessToken(token)}` : "anonymous";
    const answer = await idempotency.run({ scope: idempotencyScope("charge", caller), key, requestBody: req.body }, async (answerInTx) => ({
      status: 200,
      body: await payments.chargeOrder(req.body, req.user, (tx, body) => answerInTx(tx, { status: 200, body })),
    }));
    res.status(answer.status).json(answer.body);
  });

  return router;
}
