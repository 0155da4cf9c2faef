// The lists and dashboards at scale, part of `npm run bench`: each endpoint's median time at about 100 rows, then
// again after the bench has seeded 100,000 quotes and 1,000,000 orders (one line each) in SQL; the target is a median
// at a million rows within 2× of the median at a hundred. Needs a PostgreSQL server (the embedded database is not
// for a million rows).
import http from "node:http";
import pg from "pg";

const ORDERS = 1_000_000;
const QUOTES = 100_000;
/** Requests per endpoint and stage, one at a time (latency, not throughput); the first ones warm up. */
const SAMPLES = Number(process.env.BENCH_SCALE_SAMPLES ?? 200);
const WARM_UP = 30;

const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });

function get(base, path, cookie) {
  return new Promise((resolve, reject) => {
    const req = http.get(`${base}${path}`, { agent, headers: { cookie, "x-forwarded-proto": "https" } }, (res) => {
      const chunks = [];
      res.on("data", (c) => chunks.push(c));
      res.on("end", () => resolve({ status: res.statusCode, body: Buffer.concat(chunks).toString() }));
    });
    req.on("error", reject);
  });
}

async function signIn(base, username, password) {
  const res = await fetch(`${base}/api/login`, { method: "POST", headers: { "content-type": "application/json", "x-forwarded-proto": "https" }, body: JSON.stringify({ username, password }) });
  if (!res.ok) throw new Error(`bench sign-in as ${username}: ${res.status}`);
  return res.headers.getSetCookie().map((c) => c.split(";")[0]).join("; ");
}

/** Median and p90 of SAMPLES sequential requests, in ms; any answer but 200 stops the bench. */
async function time(base, path, cookie) {
  const durations = [];
  for (let i = 0; i < WARM_UP + SAMPLES; i++) {
    const started = performance.now();
    const res = await get(base, path, cookie);
    const elapsed = performance.now() - started;
    if (res.status !== 200) throw new Error(`GET ${path}: ${res.status} ${res.body.slice(0, 200)}`);
    if (i >= WARM_UP) durations.push(elapsed);
  }
  durations.sort((a, b) => a - b);
  return { p50: durations[Math.floor(durations.length / 2)], p90: durations[Math.floor(durations.length * 0.9)] };
}

/**
 * Seeds orders and quotes up to the given counts: created over the last three years (ids in time order),
 * statuses mixed as a busy caterer's would be; one quote in a thousand is the demo client's (the others are
 * visitors), so the client's own list grows with the table as it would.
 */
async function seedUpTo(client, clientId, orderCount, quoteCount) {
  const [{ n: haveOrders }] = (await client.query("select count(*)::int as n from orders")).rows;
  const [{ n: haveQuotes }] = (await client.query("select count(*)::int as n from quotes")).rows;
  const orders = Math.max(0, orderCount - haveOrders);
  const quotes = Math.max(0, quoteCount - haveQuotes);
  const started = performance.now();
  await client.query(
    `with made as (
       insert into orders (status, customer_name, customer_email, customer_phone, event_date, subtotal_cents, total_cents, paid_at, created_at, updated_at)
       select s.status::order_status, 'Guest ' || i, 'guest' || (i % 50000) || '@example.com', '555-0100',
              (made_at + interval '10 days')::date, 3198, 3198,
              case when s.status in ('pending_payment', 'cancelled') then null else made_at + interval '1 minute' end,
              made_at, made_at
       from generate_series(1, $1::int) as i,
            -- 94 s apart: a million orders span three years, up to now.
            lateral (select now() - make_interval(secs => ($1::int - i) * 94.0) as made_at) t,
            lateral (select (array['completed','completed','completed','completed','completed','completed','paid','confirmed','cancelled','pending_payment'])[1 + i % 10] as status) s
       returning id
     )
     insert into order_items (order_id, name, unit_price_cents, quantity, line_total_cents)
     select id, 'Honey Cornbread', 1599, 2, 3198 from made`,
    [orders],
  );
  await client.query(
    `insert into quotes (client_id, status, event_type, event_date, guest_count, venue, menu_package, total_cents, contact_name, contact_email, created_at, updated_at)
     select case when i % 1000 = 0 then $2::int end,
            (array['sent','viewed','accepted','rejected'])[1 + i % 4]::quote_status, 'wedding', made_at + interval '60 days', 80,
            'Hall A, 1 Main Street', 'custom', 480000, 'Guest ' || i, 'guest' || i || '@example.com', made_at, made_at
     from generate_series(1, $1::int) as i,
          -- 940 s apart: 100,000 quotes over the same three years.
          lateral (select now() - make_interval(secs => ($1::int - i) * 940.0) as made_at) t`,
    [quotes, clientId],
  );
  // What autovacuum would have done by the time a table had grown this far: statistics and the visibility map.
  await client.query("vacuum analyze orders, order_items, quotes");
  return { orders, quotes, seconds: (performance.now() - started) / 1000 };
}

/** Runs the scale stage against the running bench server; returns table rows and a verdict per endpoint. */
export async function scaleBench(base, databaseUrl) {
  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  try {
    const admin = await signIn(base, "admin", "AdminDemo1");
    const client = await signIn(base, "client", "ClientDemo1");
    const [{ id: clientId }] = (await db.query("select id from users where username = 'client'")).rows;
    const endpoints = [
      { name: "GET /api/orders?status=paid (admin, page 1)", path: () => "/api/orders?status=paid", cookie: admin },
      // The pager's Next sends the cursor the page before ended at (keyset paging).
      { name: "GET /api/orders?status=paid (admin, a deep page)", path: (stage) => `/api/orders?status=paid&pageSize=5&page=${stage.deepPage}&cursor=${encodeURIComponent(stage.cursor)}`, cookie: admin },
      { name: "GET /api/quotes (client)", path: () => "/api/quotes", cookie: client },
      { name: "GET /api/quotes/stats (client)", path: () => "/api/quotes/stats", cookie: client },
      { name: "GET /api/quotes/stats (admin)", path: () => "/api/quotes/stats", cookie: admin },
      { name: "GET /api/admin/overview?period=30d (admin)", path: () => "/api/admin/overview?period=30d", cookie: admin },
      { name: "GET /api/dashboard/week (admin)", path: () => "/api/dashboard/week", cookie: admin },
    ];
    const measure = async (stage) => {
      const out = {};
      for (const e of endpoints) out[e.name] = await time(base, e.path(stage), e.cookie);
      return out;
    };

    // Where page `page` of 5 paid orders starts: the position of the paid order before it, newest first.
    const deep = async (page) => {
      const { rows } = await db.query(
        `select to_char(created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') || '_' || id as cursor
         from orders where status = 'paid' order by created_at desc, id desc offset $1 limit 1`,
        [(page - 1) * 5 - 1],
      );
      return { deepPage: page, cursor: rows[0].cursor };
    };
    // From 100 rows: the earlier parts of the bench left thousands of orders behind.
    await db.query("truncate orders, quotes cascade");
    await seedUpTo(db, clientId, 100, 100);
    // The last page of paid orders at 100 rows (page 2: 10 of them, 5 a page), and page 10,000 (paid orders
    // 49,996–50,000 of 100,000) at a million.
    const small = await measure(await deep(2));
    const seeded = await seedUpTo(db, clientId, ORDERS, QUOTES);
    const large = await measure(await deep(10_000));
    const rows = endpoints.map((e) => ({
      endpoint: e.name,
      "p50 ms at 100": Number(small[e.name].p50.toFixed(2)),
      "p50 ms at 1M": Number(large[e.name].p50.toFixed(2)),
      "p90 ms at 1M": Number(large[e.name].p90.toFixed(2)),
      ratio: Number((large[e.name].p50 / small[e.name].p50).toFixed(2)),
    }));
    return { rows, seeded: { ...seeded, totalOrders: ORDERS, totalQuotes: QUOTES } };
  } finally {
    await db.end();
    agent.destroy();
  }
}
