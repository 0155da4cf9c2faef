import { Router, type RequestHandler } from "express";
import { z } from "zod";
import { orderStatusEnum } from "@shared/schema";
import { couponQuoteRequestSchema, createOrderRequestSchema } from "@shared/validators/orders";
import { dinnerOrderRequestSchema } from "@shared/validators/dinner";
import { paginationQuerySchema, type PaginationQuery } from "@shared/validators/pagination";
import { requireAuth } from "../auth/guards";
import { validateBody, validateQuery } from "../middleware/validate";
import { idempotencyScope, readIdempotencyKey, type Idempotency } from "../http/idempotency";
import type { OrderService } from "../services/orders";
import { parseId } from "./params";

const listQuerySchema = paginationQuerySchema.extend({ status: z.enum(orderStatusEnum.enumValues).optional() });

export function ordersRouter(idempotency: Idempotency, orders: OrderService, limitOrders: RequestHandler[]): Router {
  const router = Router();

  router.post("/coupons/quote", validateBody(couponQuoteRequestSchema), async (req, res) => {
    res.json(await orders.quoteCoupon(req.body));
  });

  // An Idempotency-Key is optional here: with one, a retried checkout never creates a second order.
  router.post("/orders", ...limitOrders, validateBody(createOrderRequestSchema), async (req, res) => {
    const header = req.get("idempotency-key");
    if (!header) {
      res.status(201).json(await orders.createOrder(req.body, req.user));
      return;
    }
    const key = readIdempotencyKey(header);
    // A visitor has no identity yet: their keys share one scope, and a replay also needs the identical body
    // (names, email, phone, cart), which only the visitor who sent it knows.
    const scope = idempotencyScope("order", req.user ? `user:${req.user.id}` : "visitor");
    const answer = await idempotency.run({ scope, key, requestBody: req.body }, async () => ({
      status: 201,
      body: await orders.createOrder(req.body, req.user),
    }));
    res.status(answer.status).json(answer.body);
  });

  router.post("/dinner-orders", ...limitOrders, validateBody(dinnerOrderRequestSchema), async (req, res) => {
    res.status(201).json(await orders.createDinnerOrder(req.body, req.user));
  });

  router.get("/orders", requireAuth, validateQuery(listQuerySchema), async (req, res) => {
    const { status, ...page } = res.locals.query as PaginationQuery & { status?: (typeof orderStatusEnum.enumValues)[number] };
    res.json(await orders.listOrders(req.user!, page, status));
  });

  router.get("/orders/:id", requireAuth, async (req, res) => {
    res.json(await orders.getOrder(req.user!, parseId(req.params.id, "Order")));
  });

  return router;
}
