import { Router } from "express";
import { requireAdmin } from "../auth/guards";
import { apiRoute } from "../http/api-route";
import { idempotencyScope, readIdempotencyKey, type Idempotency } from "../http/idempotency";
import type { CurrentSettings } from "../settings/current-settings";
import type { OrderService } from "../services/orders";

/** Phone orders: staff enter an order for a customer (docs/product/admin.md, "Phone orders"). */
export function phoneOrdersRouter(deps: { idempotency: Idempotency; orders: OrderService; settings: CurrentSettings }): Router {
  const { idempotency, orders, settings } = deps;
  const router = Router();

  // An Idempotency-Key is optional, as at checkout: with one, a retried submission never records a second order.
  const place = apiRoute("POST /api/admin/orders", { settings });
  router.post(place.path, requireAdmin, place.validate, async (req, res) => {
    const request = place.body(req);
    const header = req.get("idempotency-key");
    if (!header) {
      place.send(res, await orders.createPhoneOrder(req.user!, request));
      return;
    }
    const key = readIdempotencyKey(header);
    const answer = await idempotency.run({ scope: idempotencyScope("phone-order", `user:${req.user!.id}`), key, requestBody: request }, async (answerInTx) => ({
      status: 201,
      body: await orders.createPhoneOrder(req.user!, request, (tx, stored) => answerInTx(tx, { status: 201, body: stored })),
    }));
    place.sendStored(res, answer);
  });

  return router;
}
