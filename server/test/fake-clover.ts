import http from "node:http";
import type { AddressInfo } from "node:net";

export type FakeCloverMode = "approve" | "decline" | "unauthorized" | "server_error" | "slow";

export interface FakeClover {
  url: string;
  publicKey: string;
  privateToken: string;
  mode: FakeCloverMode;
  /** How long "slow" mode waits before answering (the charge is taken at once, as a real provider might). */
  slowMs: number;
  /** Charges actually taken, one per idempotency key. */
  charges: Map<string, { id: string; amount: number; source: string; description: string; created: number }>;
  /** Requests for the list of charges (GET /v1/charges), each a page. */
  listRequests: number;
  chargeRequests: number;
  /** Refunds taken, one per idempotency key. */
  refunds: Map<string, { id: string; charge: string; amount: number }>;
  close(): Promise<void>;
}

/**
 * A small stand-in for Clover's e-commerce API on loopback, speaking its protocol (tokens with `apikey`,
 * charges with a Bearer token and `idempotency-key`, errors as {error:{type,code,message}}).
 */
export async function startFakeClover(): Promise<FakeClover> {
  const fake: FakeClover = {
    url: "",
    publicKey: "pk_test_fake",
    privateToken: "sk_test_fake",
    mode: "approve",
    slowMs: 1_000,
    charges: new Map(),
    chargeRequests: 0,
    listRequests: 0,
    refunds: new Map(),
    close: async () => {},
  };
  let tokenCounter = 0;
  const server = http.createServer((req, res) => {
    let raw = "";
    req.on("data", (chunk) => (raw += chunk));
    req.on("end", () => {
      const send = (status: number, body: unknown) => {
        if (res.destroyed) return;
        res.writeHead(status, { "Content-Type": "application/json" }).end(JSON.stringify(body));
      };
      const body = raw ? JSON.parse(raw) : {};
      if (req.method === "POST" && req.url === "/v1/tokens") {
        if (req.headers.apikey !== fake.publicKey || fake.mode === "unauthorized") {
          return send(401, { error: { type: "authentication_error", message: "Unauthorized" } });
        }
        return send(200, { id: `clv_${++tokenCounter}`, card: { last4: String(body.card?.number).slice(-4) } });
      }
      if (req.method === "POST" && req.url === "/v1/charges") {
        fake.chargeRequests += 1;
        if (req.headers.authorization !== `Bearer ${fake.privateToken}` || fake.mode === "unauthorized") {
          return send(401, { error: { type: "authentication_error", message: "Unauthorized" } });
        }
        if (fake.mode === "server_error") return send(503, { error: { type: "api_error", message: "Service unavailable" } });
        if (fake.mode === "decline") {
          return send(402, { error: { type: "card_error", code: "card_declined", decline_code: "generic_decline", message: "Card was declined." } });
        }
        const key = String(req.headers["idempotency-key"]);
        let charge = fake.charges.get(key);
        if (!charge) {
          charge = { id: `ch_${fake.charges.size + 1}`, amount: body.amount, source: body.source, description: body.description, created: Date.now() };
          fake.charges.set(key, charge);
        }
        const answer = { id: charge.id, amount: charge.amount, currency: "usd", status: "succeeded", paid: true };
        if (fake.mode === "slow") {
          setTimeout(() => send(200, answer), fake.slowMs);
          return;
        }
        return send(200, answer);
      }
      if (req.method === "GET" && req.url?.startsWith("/v1/charges")) {
        // Newest first, `limit` at a time after `starting_after`, filtered by created.gte / created.lte (milliseconds).
        fake.listRequests += 1;
        if (req.headers.authorization !== `Bearer ${fake.privateToken}` || fake.mode === "unauthorized") {
          return send(401, { error: { type: "authentication_error", message: "Unauthorized" } });
        }
        if (fake.mode === "server_error") return send(503, { error: { type: "api_error", message: "Service unavailable" } });
        const query = new URL(req.url, "http://fake").searchParams;
        const gte = Number(query.get("created.gte") ?? 0);
        const lte = Number(query.get("created.lte") ?? Number.MAX_SAFE_INTEGER);
        const limit = Math.min(100, Number(query.get("limit") ?? 10));
        const all = [...fake.charges.values()].filter((c) => c.created >= gte && c.created <= lte).reverse();
        const after = query.get("starting_after");
        const start = after ? all.findIndex((c) => c.id === after) + 1 : 0;
        const page = all.slice(start, start + limit).map((c) => ({
          id: c.id,
          amount: c.amount,
          amount_refunded: [...fake.refunds.values()].filter((r) => r.charge === c.id).reduce((sum, r) => sum + r.amount, 0),
          currency: "usd",
          created: c.created,
          description: c.description,
          status: "succeeded",
          paid: true,
        }));
        return send(200, { object: "list", url: "/v1/charges", has_more: start + limit < all.length, data: page });
      }
      if (req.method === "POST" && req.url === "/v1/refunds") {
        if (req.headers.authorization !== `Bearer ${fake.privateToken}`) return send(401, { error: { type: "authentication_error", message: "Unauthorized" } });
        if (fake.mode === "server_error") return send(503, { error: { type: "api_error", message: "Service unavailable" } });
        const charge = [...fake.charges.values()].find((c) => c.id === body.charge);
        if (!charge) return send(400, { error: { type: "invalid_request_error", code: "charge_not_found", message: "No such charge." } });
        const key = String(req.headers["idempotency-key"]);
        let refund = fake.refunds.get(key);
        if (!refund) {
          const refunded = [...fake.refunds.values()].filter((r) => r.charge === charge.id).reduce((sum, r) => sum + r.amount, 0);
          if (refunded + body.amount > charge.amount) {
            return send(400, { error: { type: "invalid_request_error", code: "amount_too_large", message: "Refund amount exceeds the charge." } });
          }
          refund = { id: `re_${fake.refunds.size + 1}`, charge: charge.id, amount: body.amount };
          fake.refunds.set(key, refund);
        }
        return send(200, { id: refund.id, charge: refund.charge, amount: refund.amount, status: "succeeded" });
      }
      send(404, { error: { type: "invalid_request_error", message: "Not found" } });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  fake.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  fake.close = () =>
    new Promise((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    });
  return fake;
}
