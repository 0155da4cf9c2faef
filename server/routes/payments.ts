import { Router, type RequestHandler } from "express";
import { apiRoute } from "../http/api-route";
import { idempotencyScope, readIdempotencyKey, type Idempotency } from "../http/idempotency";
import type { PaymentGateway } from "../payments/gateway";
import type { PaymentService } from "../services/payments";
import { hashAccessToken } from "../services/order-access";

export function paymentsRouter(deps: { idempotency: Idempotency; gateway: PaymentGateway; payments: PaymentService; limitCharges: RequestHandler[] }): Router {
  const { idempotency, gateway, payments, limitCharges } = deps;
  const router = Router();

  const config = apiRoute("POST /api/payments/api-key");
  router.post(config.path, (_req, res) => {
    config.send(res, gateway.browserConfig());
  });

  // Keys belong to their caller: the signed-in user, or the holder of the visitor order's access token.
  const charge = apiRoute("POST /api/payments/charge");
  router.post(charge.path, charge.validate, ...limitCharges, async (req, res) => {
    const request = charge.body(req);
    const key = readIdempotencyKey(req.get("idempotency-key"));
    const token = request.orderToken;
    const caller = req.user ? `user:${req.user.id}` : token ? `order-token:${hashAccessToken(token)}` : "anonymous";
    const answer = await idempotency.run({ scope: idempotencyScope("charge", caller), key, requestBody: request }, async (answerInTx) => ({
      status: 200,
      body: await payments.chargeOrder(request, req.user, (tx, body) => answerInTx(tx, { status: 200, body })),
    }));
    charge.sendStored(res, answer);
  });

  return router;
}
