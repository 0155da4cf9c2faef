import crypto from "node:crypto";
import { Router, type RequestHandler } from "express";
import { PAYMENT_TEST_AMOUNT_CENTS } from "@shared/validators/payment-test";
import { apiRoute } from "../http/api-route";
import { readIdempotencyKey, type Idempotency } from "../http/idempotency";
import { NotFound, Unauthenticated, UpstreamFailed } from "../errors";
import type { PaymentGateway } from "../payments/gateway";

/**
 * The $1.00 card test tool. The password is checked here (PAYMENT_TEST_PASSWORD), never in the browser, and
 * the whole tool is off when that variable is unset. The amount is fixed by the server.
 */
export function paymentTestRouter(options: {
  idempotency: Idempotency;
  gateway: PaymentGateway;
  password: string | undefined;
  /** Wrong passwords per address and from all addresses together (counters in the database, shared by instances). */
  limitGuesses: RequestHandler[];
}): Router {
  const { idempotency, gateway, password, limitGuesses } = options;
  const router = Router();
  const status = apiRoute("GET /api/payment-test");
  const unlock = apiRoute("POST /api/payment-test/unlock");
  const charge = apiRoute("POST /api/payment-test");
  const expected = password ? crypto.createHash("sha256").update(password).digest() : undefined;
  const passwordMatches = (given: string) =>
    !!expected && crypto.timingSafeEqual(crypto.createHash("sha256").update(given).digest(), expected);

  const enabled: RequestHandler = (_req, _res, next) => {
    next(expected ? undefined : new NotFound("The payment test tool is not enabled on this server."));
  };
  // Both forms' bodies carry the password: read from whichever route validated it.
  const checkPassword =
    (route: typeof unlock | typeof charge): RequestHandler =>
    (req, _res, next) => {
      if (passwordMatches(route.body(req).password)) return next();
      req.log.warn({ event: "payment_test_denied" }, "payment test password refused");
      next(new Unauthenticated("Incorrect password"));
    };

  router.get(status.path, (_req, res) => {
    status.send(res, { enabled: !!expected, amount: "1.00", provider: gateway.provider });
  });

  router.post(unlock.path, enabled, ...limitGuesses, unlock.validate, checkPassword(unlock), (_req, res) => {
    unlock.send(res, { message: "Access Granted" });
  });

  router.post(charge.path, enabled, ...limitGuesses, charge.validate, checkPassword(charge), async (req, res) => {
    const { token, description } = charge.body(req);
    const key = readIdempotencyKey(req.get("idempotency-key"));
    const answer = await idempotency.run({ scope: "payment-test", key, requestBody: { token } }, async () => {
      const outcome = await gateway.charge({
        token,
        amountCents: PAYMENT_TEST_AMOUNT_CENTS,
        description: description || "Creative Cuisines payment test",
        idempotencyKey: `payment-test-${key}`,
      });
      if (outcome.status === "unavailable") throw new UpstreamFailed(outcome.message);
      req.log.info({ event: "payment_test", outcome: outcome.status, provider: gateway.provider }, "payment test charge");
      if (outcome.status === "declined") return { status: 402, body: { success: false, message: outcome.message } };
      const message = gateway.demo ? "Test payment of $1.00 processed (test mode)." : "Test payment of $1.00 processed.";
      return { status: 200, body: { success: true, chargeId: outcome.chargeId, demo: gateway.demo, message } };
    });
    charge.sendStored(res, answer);
  });

  return router;
}
