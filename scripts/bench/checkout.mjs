// A full checkout as the browser does it, part of `npm run bench`: place the order, fetch the payment key,
// tokenise the test card with the sandbox provider, charge the token. `connections` shoppers back to back for the
// run's duration; a checkout counts only when every step answered 2xx and the charge came back paid.
import http from "node:http";

function post(agent, base, path, body, headers = {}) {
  const payload = JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const req = http.request(
      `${base}${path}`,
      { method: "POST", agent, headers: { "content-type": "application/json", "content-length": Buffer.byteLength(payload), ...headers } },
      (res) => {
        const chunks = [];
        res.on("data", (c) => chunks.push(c));
        res.on("end", () => {
          const text = Buffer.concat(chunks).toString();
          resolve({ status: res.statusCode, body: text ? JSON.parse(text) : null });
        });
      },
    );
    req.on("error", reject);
    req.end(payload);
  });
}

export async function checkoutBench({ base, menuItemId, unitPrice, connections, durationS }) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: connections });
  const eventDate = new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10);
  const total = (2 * unitPrice).toFixed(2);
  const latencies = [];
  const failures = [];
  // Keys unique to this run: a second run (the warm-up, then the measure) must not replay the first one's answers.
  const run = crypto.randomUUID();
  let sequence = 0;

  async function checkout() {
    const n = ++sequence;
    const order = await post(
      agent,
      base,
      "/api/orders",
      {
        customerInfo: { firstName: "Bench", lastName: "Mark", email: `bench${n}@example.com`, phone: "555-0100", eventDate },
        fulfilment: "delivery",
        deliveryAddress: "1 Bench Street, Springfield",
        orderItems: [{ menuItemId, option: null, quantity: 2 }],
        totalAmount: total,
      },
      { "idempotency-key": `bench-order-${run}-${n}` },
    );
    if (order.status !== 201) return `order ${order.status}`;
    const key = await post(agent, base, "/api/payments/api-key", {});
    if (key.status !== 200) return `api-key ${key.status}`;
    const card = await post(agent, base, "/api/payments/sandbox/tokens", { card: { number: "4242424242424242", exp_month: "12", exp_year: "2031", cvv: "123" } }, { apikey: key.body.apiKey });
    if (card.status !== 201) return `tokenise ${card.status}`;
    const charge = await post(
      agent,
      base,
      "/api/payments/charge",
      { orderId: order.body.id, orderToken: order.body.accessToken, token: card.body.id, amount: total },
      { "idempotency-key": `bench-charge-${run}-${n}` },
    );
    if (charge.status !== 200) return `charge ${charge.status}: ${JSON.stringify(charge.body).slice(0, 120)}`;
    return null;
  }

  const until = performance.now() + durationS * 1000;
  await Promise.all(
    Array.from({ length: connections }, async () => {
      while (performance.now() < until) {
        const started = performance.now();
        const failure = await checkout().catch((error) => `network ${error.message}`);
        if (failure) failures.push(failure);
        else latencies.push(performance.now() - started);
      }
    }),
  );
  agent.destroy();
  latencies.sort((a, b) => a - b);
  return {
    perSecond: latencies.length / durationS,
    completed: latencies.length,
    p99: Math.round(latencies[Math.floor(latencies.length * 0.99)] ?? 0),
    errors: failures.length,
    firstFailure: failures[0],
  };
}
