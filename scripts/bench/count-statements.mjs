// Loaded into the benchmarked server process (`node --import`) by `npm run bench`: counts the statements the server
// sends to PostgreSQL, per HTTP request kind, at the driver. Every statement of the app, drizzle's and pg-boss's
// alike, goes through pg's Client#query (pools hand out Clients), and each call is one round trip to the database
// (a transaction's BEGIN and COMMIT are statements of their own, as the database sees them). A statement made while a
// request is being answered counts for that request (AsyncLocalStorage follows it through awaits and timers); any
// other is background work: the mail worker's (pg-boss statements on the "mail" queue, its sent-markers) or the rest
// (job maintenance, schedules, change feed). The bench reads and resets the counts over the IPC channel.
import { AsyncLocalStorage, AsyncResource } from "node:async_hooks";
import http from "node:http";
import pg from "pg";

const context = new AsyncLocalStorage();
/** label → { statements, texts: Map<statement summary, count> } */
let counts = new Map();
/** label → requests answered */
let requests = new Map();

// Counting is on only between the bench's "statements:reset" and "statements:stop", and so are the patches below:
// outside that window the server runs Node's and pg's own methods, untouched. Even idle, a wrapped
// http.Server#emit cost the public part about 5 µs of CPU per answer (a quarter of a small answer's), and the
// per-request context turns Node's async hooks on: costs the bare server of the public part does not pay (README,
// "Every public GET from memory").
const patched = [
  [http.Server.prototype, "emit", countingEmit],
  [pg.Pool.prototype, "connect", countingConnect],
  [pg.Client.prototype, "query", countingQuery],
];
const originals = Object.fromEntries(patched.map(([target, name]) => [name, target[name]]));
/** Which of them the prototypes held as their own (the others they inherit, and get back by deleting ours). */
const ownBefore = patched.map(([target, name]) => Object.hasOwn(target, name));

function countingEmit(event, req, res) {
  if (event !== "request") return originals.emit.apply(this, arguments);
  const label = `${req.method} ${String(req.url).split("?")[0]}`;
  res.once("finish", () => requests.set(label, (requests.get(label) ?? 0) + 1));
  return context.run(label, () => originals.emit.apply(this, arguments));
}

/** A short, stable name for a statement: a prepared statement's name, or the start of its SQL. */
function summary(text, name) {
  if (name) return `prepared ${name}`;
  return String(text).replace(/\s+/g, " ").trim().slice(0, 90);
}

function backgroundLabel(text, values) {
  if (/mail_sent/.test(text) || (Array.isArray(values) && values[0] === "mail" && /pgboss\./.test(text))) return "background: mail worker";
  return "background: other";
}

// A pool queues a request waiting for a connection and hands it one when another request releases it: the callback
// must run in the waiting request's context, not the releasing one's.
function countingConnect(callback) {
  return originals.connect.call(this, typeof callback === "function" ? AsyncResource.bind(callback) : callback);
}

function countingQuery(config, values) {
  const text = typeof config === "string" ? config : config?.text;
  // pg's own connection set-up has no text worth counting; every statement has one.
  if (typeof text === "string") {
    const params = Array.isArray(values) ? values : config?.values;
    // pg-boss's own work (fetching, completing, maintenance) is background even when its loop was first started by
    // a request; a request's own job statements are its inserts into the queue and the NOTIFY that wakes the worker.
    // The mail worker's sent-markers likewise.
    const jobWork = (/pgboss\./.test(text) && !/INSERT INTO pgboss\.job/i.test(text)) || /mail_sent/.test(text);
    const label = (!jobWork && context.getStore()) || backgroundLabel(text, params);
    let entry = counts.get(label);
    if (!entry) counts.set(label, (entry = { statements: 0, texts: new Map() }));
    entry.statements += 1;
    const key = summary(text, typeof config === "object" ? config.name : undefined);
    entry.texts.set(key, (entry.texts.get(key) ?? 0) + 1);
  }
  return originals.query.apply(this, arguments);
}

function startCounting() {
  for (const [target, name, counting] of patched) target[name] = counting;
}

function stopCounting() {
  patched.forEach(([target, name], i) => {
    if (ownBefore[i]) target[name] = originals[name];
    else delete target[name];
  });
  // With no context in use, Node turns its async hooks off again.
  context.disable();
}

if (process.send) {
  process.on("message", (message) => {
    if (message?.type === "statements:reset") {
      counts = new Map();
      requests = new Map();
      startCounting();
      process.send({ type: "statements:reset" });
    } else if (message?.type === "statements:stop") {
      stopCounting();
      process.send({ type: "statements:stop" });
    } else if (message?.type === "statements:read") {
      process.send({
        type: "statements:counts",
        requests: Object.fromEntries(requests),
        counts: Object.fromEntries([...counts].map(([label, { statements, texts }]) => [label, { statements, texts: Object.fromEntries(texts) }])),
      });
    }
  });
  // The channel must not keep the server alive once it is told to stop.
  process.channel?.unref();
}
