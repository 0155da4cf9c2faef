import { Router, type RequestHandler } from "express";
import { couponQuoteRequestSchema, createOrderRequestSchema, orderNoteSchema, orderRefundRequestSchema, orderFilterSchema, orderStatusChangeSchema, packingListQuerySchema, type OrderFilter } from "@shared/validators/orders";
import { dinnerOrderRequestSchema } from "@shared/validators/dinner";
import { listCursorSchema, paginationQuerySchema, type PaginationQuery } from "@shared/validators/pagination";
import { requireAdmin, requireAuth } from "../auth/guards";
import { validateBody, validateQuery } from "../middleware/validate";
import type { CurrentSettings } from "../settings/current-settings";
import { idempotencyScope, readIdempotencyKey, type Idempotency } from "../http/idempotency";
import { visitorDevice } from "../http/visitor-device";
import type { OrderLifecycle } from "../services/order-lifecycle";
import type { OrderService } from "../services/orders";
import type { PaymentService } from "../services/payments";
import { parseId } from "./params";

const listQuerySchema = paginationQuerySchema.extend({ ...orderFilterSchema.shape, cursor: listCursorSchema.optional() });

export function ordersRouter(deps: {
  idempotency: Idempotency;
  orders: OrderService;
  lifecycle: OrderLifecycle;
  payments: PaymentService;
  limitOrders: RequestHandler[];
  /** Cookies set here (a visitor's device cookie) are Secure: served over HTTPS. */
  secureCookies: boolean;
  /** The business settings in force: the event and pickup date rules, the pickup hours. */
  settings: CurrentSettings;
}): Router {
  const { idempotency, orders, lifecycle, payments, limitOrders, secureCookies, settings } = deps;
  const router = Router();

  router.post("/coupons/quote", validateBody(couponQuoteRequestSchema), async (req, res) => {
    res.json(await orders.quoteCoupon(req.body, req.user));
  });

  // An Idempotency-Key is optional here: with one, a retried checkout never creates a second order.
  router.post("/orders", ...limitOrders, validateBody(() => createOrderRequestSchema(settings())), async (req, res) => {
    const header = req.get("idempotency-key");
    if (!header) {
      res.status(201).json(await orders.createOrder(req.body, req.user));
      return;
    }
    const key = readIdempotencyKey(header);
    // A visitor has no identity yet: their keys are scoped by their browser's device cookie, so another visitor
    // sending the same key and body gets an order of their own, never this one's answer (and its access token).
    const scope = idempotencyScope("order", req.user ? `user:${req.user.id}` : `visitor:${visitorDevice(req, res, { secure: secureCookies })}`);
    const answer = await idempotency.run({ scope, key, requestBody: req.body }, async (answerInTx) => ({
      status: 201,
      body: await orders.createOrder(req.body, req.user, (tx, stored) => answerInTx(tx, { status: 201, body: stored })),
    }));
    // The stored answer has no access token (only what derives it again).
    res.status(answer.status).json(orders.answerWithAccessToken(answer.body));
  });

  router.post("/dinner-orders", ...limitOrders, validateBody(() => dinnerOrderRequestSchema(settings())), async (req, res) => {
    res.status(201).json(await orders.createDinnerOrder(req.body, req.user));
  });

  router.get("/orders", requireAuth, validateQuery(listQuerySchema), async (req, res) => {
    const { page, pageSize, cursor, ...filter } = res.locals.query as PaginationQuery & OrderFilter & { cursor?: string };
    res.json(await orders.listOrders(req.user!, { page, pageSize, cursor }, filter));
  });

  // The filtered list as a spreadsheet (admins): every matching order, newest first.
  router.get("/orders/export.csv", requireAdmin, validateQuery(orderFilterSchema), async (req, res) => {
    res.setHeader("Content-Type", "text/csv; charset=utf-8");
    res.setHeader("Content-Disposition", `attachment; filename="orders.csv"`);
    res.send(await orders.exportOrdersCsv(res.locals.query as OrderFilter));
  });

  router.get("/orders/packing-list", requireAdmin, validateQuery(packingListQuerySchema), async (req, res) => {
    res.json(await orders.packingList((res.locals.query as { date: string }).date));
  });

  router.get("/orders/:id", requireAuth, async (req, res) => {
    res.json(await orders.getOrder(req.user!, parseId(req.params.id, "Order")));
  });

  router.patch("/orders/:id/status", requireAdmin, validateBody(orderStatusChangeSchema), async (req, res) => {
    res.json(await lifecycle.moveOrder(req.user!, parseId(req.params.id, "Order"), req.body));
  });

  router.get("/orders/:id/timeline", requireAdmin, async (req, res) => {
    res.json(await lifecycle.timeline(parseId(req.params.id, "Order")));
  });

  router.post("/orders/:id/notes", requireAdmin, validateBody(orderNoteSchema), async (req, res) => {
    res.status(201).json(await lifecycle.addNote(req.user!, parseId(req.params.id, "Order"), req.body.note));
  });

  // Full or partial, through the gateway; the same Idempotency-Key never refunds twice.
  router.post("/orders/:id/refunds", requireAdmin, validateBody(orderRefundRequestSchema), async (req, res) => {
    const id = parseId(req.params.id, "Order");
    const key = readIdempotencyKey(req.get("idempotency-key"));
    const scope = idempotencyScope("order-refund", `user:${req.user!.id}`);
    const answer = await idempotency.run({ scope, key, requestBody: { id, ...req.body } }, async (answerInTx) => ({
      status: 201,
      body: await payments.refundOrder(req.user!, id, req.body, (tx, body) => answerInTx(tx, { status: 201, body })),
    }));
    res.status(answer.status).json(answer.body);
  });

  return router;
}
