import { Router, type RequestHandler } from "express";
import { requireAdmin, requireAuth } from "../auth/guards";
import { apiRoute } from "../http/api-route";
import type { CurrentSettings } from "../settings/current-settings";
import { idempotencyScope, readIdempotencyKey, type Idempotency } from "../http/idempotency";
import { visitorDevice } from "../http/visitor-device";
import type { OrderLifecycle } from "../services/order-lifecycle";
import type { OrderService } from "../services/orders";
import type { PaymentService } from "../services/payments";
import { parseId } from "./params";

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

  const couponQuote = apiRoute("POST /api/coupons/quote");
  router.post(couponQuote.path, couponQuote.validate, async (req, res) => {
    couponQuote.send(res, await orders.quoteCoupon(couponQuote.body(req), req.user));
  });

  // An Idempotency-Key is optional here: with one, a retried checkout never creates a second order.
  const place = apiRoute("POST /api/orders", { settings });
  router.post(place.path, ...limitOrders, place.validate, async (req, res) => {
    const order = place.body(req);
    const header = req.get("idempotency-key");
    if (!header) {
      place.send(res, await orders.createOrder(order, req.user));
      return;
    }
    const key = readIdempotencyKey(header);
    // A visitor has no identity yet: their keys are scoped by their browser's device cookie, so another visitor
    // sending the same key and body gets an order of their own, never this one's answer (and its access token).
    const scope = idempotencyScope("order", req.user ? `user:${req.user.id}` : `visitor:${visitorDevice(req, res, { secure: secureCookies })}`);
    const answer = await idempotency.run({ scope, key, requestBody: order }, async (answerInTx) => ({
      status: 201,
      body: await orders.createOrder(order, req.user, (tx, stored) => answerInTx(tx, { status: 201, body: stored })),
    }));
    // The stored answer has no access token (only what derives it again).
    place.sendStored(res, { status: answer.status, body: orders.answerWithAccessToken(answer.body) });
  });

  const dinner = apiRoute("POST /api/dinner-orders", { settings });
  router.post(dinner.path, ...limitOrders, dinner.validate, async (req, res) => {
    dinner.send(res, await orders.createDinnerOrder(dinner.body(req), req.user));
  });

  const list = apiRoute("GET /api/orders");
  router.get(list.path, requireAuth, list.validate, async (req, res) => {
    const { page, pageSize, cursor, ...filter } = list.query(req);
    list.send(res, await orders.listOrders(req.user!, { page, pageSize, cursor }, filter));
  });

  // The filtered list as a spreadsheet (admins): every matching order, newest first.
  const csv = apiRoute("GET /api/orders/export.csv");
  router.get(csv.path, requireAdmin, csv.validate, async (req, res) => {
    res.setHeader("Content-Type", "text/csv; charset=utf-8");
    res.setHeader("Content-Disposition", `attachment; filename="orders.csv"`);
    res.send(await orders.exportOrdersCsv(csv.query(req)));
  });

  const packing = apiRoute("GET /api/orders/packing-list");
  router.get(packing.path, requireAdmin, packing.validate, async (req, res) => {
    packing.send(res, await orders.packingList(packing.query(req).date));
  });

  const one = apiRoute("GET /api/orders/:id");
  router.get(one.path, requireAuth, async (req, res) => {
    one.send(res, await orders.getOrder(req.user!, parseId(req.params.id, "Order")));
  });

  // Order again (the owner or an admin): what of the order the menu still sells, at today's prices.
  const reorder = apiRoute("GET /api/orders/:id/reorder");
  router.get(reorder.path, requireAuth, async (req, res) => {
    reorder.send(res, await orders.reorder(req.user!, parseId(req.params.id, "Order")));
  });

  const move = apiRoute("PATCH /api/orders/:id/status");
  router.patch(move.path, requireAdmin, move.validate, async (req, res) => {
    move.send(res, await lifecycle.moveOrder(req.user!, parseId(req.params.id, "Order"), move.body(req)));
  });

  const timeline = apiRoute("GET /api/orders/:id/timeline");
  router.get(timeline.path, requireAdmin, async (req, res) => {
    timeline.send(res, await lifecycle.timeline(parseId(req.params.id, "Order")));
  });

  const note = apiRoute("POST /api/orders/:id/notes");
  router.post(note.path, requireAdmin, note.validate, async (req, res) => {
    note.send(res, await lifecycle.addNote(req.user!, parseId(req.params.id, "Order"), note.body(req).note));
  });

  // Full or partial, through the gateway; the same Idempotency-Key never refunds twice.
  const refund = apiRoute("POST /api/orders/:id/refunds");
  router.post(refund.path, requireAdmin, refund.validate, async (req, res) => {
    const id = parseId(req.params.id, "Order");
    const request = refund.body(req);
    const key = readIdempotencyKey(req.get("idempotency-key"));
    const scope = idempotencyScope("order-refund", `user:${req.user!.id}`);
    const answer = await idempotency.run({ scope, key, requestBody: { id, ...request } }, async (answerInTx) => ({
      status: 201,
      body: await payments.refundOrder(req.user!, id, request, (tx, body) => answerInTx(tx, { status: 201, body })),
    }));
    refund.sendStored(res, answer);
  });

  return router;
}
