// The public GETs of `npm run bench` (issue 41's table): each against a bare node:http server in its own process
// sending exactly the same status, headers and bytes (what a socket alone allows on this machine), in turn, at the
// same connection count. The app must find the answer (its path, the Accept-Encoding, the If-None-Match), the bare
// server only writes it: the ratio is what the app's own work costs.
import { spawn, spawnSync } from "node:child_process";
import fs from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import { processCpuMicros as cpuMicros } from "./cpu-use.mjs";
import { median } from "./median.mjs";

/** What a browser sends: the answers compared are the brotli ones wherever the app has them. */
const BROWSER = { "accept-encoding": "gzip, deflate, br" };
/** Headers Node writes itself on every answer (the bare server's too). */
const NODE_OWN = new Set(["date", "connection", "keep-alive", "transfer-encoding"]);

function getRaw(base, urlPath) {
  return new Promise((resolve, reject) => {
    http
      .get(`${base}${urlPath}`, { headers: BROWSER }, (res) => {
        const chunks = [];
        res.on("data", (chunk) => chunks.push(chunk));
        res.on("end", () => {
          const headers = [];
          for (let i = 0; i < res.rawHeaders.length; i += 2) if (!NODE_OWN.has(res.rawHeaders[i].toLowerCase())) headers.push(res.rawHeaders[i], res.rawHeaders[i + 1]);
          resolve({ status: res.statusCode, headers, body: Buffer.concat(chunks) });
        });
      })
      .on("error", reject);
  });
}

/** The public GETs measured: the table, with the build's own hashed entry script and a dish picture. */
async function targets(base, root) {
  const html = await (await fetch(`${base}/menu`)).text();
  const entry = /<script type="module"[^>]*src="(\/assets\/index-[^"]+\.js)"/.exec(html)?.[1];
  if (!entry) throw new Error("no hashed entry script in /menu");
  const dishes = path.join(root, "dist", "public", "images", "dishes");
  const dish = fs.existsSync(path.join(dishes, "classic-caesar-salad.webp")) ? "classic-caesar-salad.webp" : fs.readdirSync(dishes).find((f) => f.endsWith(".webp"));
  return [
    ["GET /api/menu-items", "/api/menu-items"],
    ["GET /api/gallery", "/api/gallery"],
    ["GET /menu (rendered page)", "/menu"],
    ["GET /home (rendered page)", "/home"],
    ["GET /gallery (rendered page)", "/gallery"],
    [`GET ${entry} (hashed)`, entry],
    [`GET /images/dishes/${dish}`, `/images/dishes/${dish}`],
    ["GET /robots.txt", "/robots.txt"],
  ];
}

/**
 * On two cores, autocannon and the server measured share them: whichever the scheduler puts beside the load
 * generator loses a part of its core, and the ratio swings by ±15 % between runs. So, where Linux's taskset is there,
 * the load generator (this process, every thread) keeps core 0 and the server measured, app or bare, core 1 — the
 * same for both. Undone after the public part (the write and checkout parts share the machine as before).
 */
function pinning(serverPids) {
  const cores = os.availableParallelism();
  const tasksetThere = cores >= 2 && spawnSync("taskset", ["-V"]).status === 0;
  const pin = (pid, cpus) => spawnSync("taskset", ["-a", "-p", "-c", cpus, String(pid)], { stdio: "ignore" }).status === 0;
  if (!tasksetThere) return { pinned: false, undo: () => {} };
  const all = `0-${cores - 1}`;
  const pinned = pin(process.pid, "0") && serverPids.every((pid) => pin(pid, "1"));
  return { pinned, undo: () => [process.pid, ...serverPids].forEach((pid) => pin(pid, all)) };
}


/**
 * One side's measure of a run, taken in `slices` parts (app and bare server in turn, ABBA…), so that both meet the
 * same moments of a shared machine: a neighbour's burst or the host's CPU steal falls on both, not on whichever
 * side ran at that moment. Requests per second and CPU µs per answer are over all of the side's slices; p99 is the
 * median of its slices'.
 */
async function interleaved({ run, url, connections, seconds, slices, sides }) {
  const totals = Object.fromEntries(Object.keys(sides).map((who) => [who, { requests: 0, seconds: 0, cpu: 0, p99: [], errors: 0 }]));
  const order = Object.keys(sides);
  for (let slice = 0; slice < slices; slice++) {
    for (const who of slice % 2 === 0 ? order : [...order].reverse()) {
      const { origin, pid } = sides[who];
      const cpuBefore = cpuMicros(pid);
      const result = await run({ url: `${origin}${url}`, headers: BROWSER, connections, duration: seconds / slices });
      const cpuAfter = cpuMicros(pid);
      const side = totals[who];
      side.requests += result.requests.total;
      side.seconds += result.duration;
      side.cpu = cpuBefore === undefined || cpuAfter === undefined || side.cpu === undefined ? undefined : side.cpu + (cpuAfter - cpuBefore);
      side.p99.push(result.latency.p99);
      side.errors += result.errors + result.timeouts + (result.non2xx ?? 0);
    }
  }
  return Object.fromEntries(
    Object.entries(totals).map(([who, side]) => [
      who,
      { rps: side.requests / side.seconds, p99: median(side.p99), cpu: side.cpu === undefined ? undefined : side.cpu / side.requests, errors: side.errors },
    ]),
  );
}

/**
 * Runs every public GET `runs` times, each run `seconds` per side in interleaved slices (above); medians over runs.
 * `run` is the bench's autocannon runner.
 */
export async function publicGetsBench({ base, serverPid, root, dataDir, connections = 50, runs = 1, seconds = 8, slices = 4, only, run, freePort }) {
  // `only` (BENCH_PUBLIC_ONLY): measure just the rows whose name contains one of these, e.g. "gallery,robots".
  const list = (await targets(base, root)).filter(([name]) => !only || only.some((part) => name.includes(part)));
  const answers = {};
  for (const [, urlPath] of list) {
    const answer = await getRaw(base, urlPath);
    if (answer.status !== 200) throw new Error(`${urlPath} answered ${answer.status}`);
    answers[urlPath] = { status: answer.status, headers: answer.headers, body: answer.body.toString("base64") };
  }
  const answersFile = path.join(dataDir, "public-answers.json");
  fs.writeFileSync(answersFile, JSON.stringify(answers));
  const barePort = await freePort();
  // Nothing but a lookup of the path and a write of the recorded answer.
  const bareSource = `
    const answers = JSON.parse(require("node:fs").readFileSync(${JSON.stringify(answersFile)}, "utf8"));
    const byPath = new Map(Object.entries(answers).map(([p, a]) => [p, { status: a.status, headers: a.headers, body: Buffer.from(a.body, "base64") }]));
    require("node:http").createServer((req, res) => {
      const a = byPath.get(req.url);
      res.writeHead(a.status, a.headers);
      res.end(a.body);
    }).listen(${barePort}, "127.0.0.1", () => process.send("ready"));`;
  const bare = spawn(process.execPath, ["-e", bareSource], { stdio: ["ignore", "ignore", "inherit", "ipc"] });
  await new Promise((r) => bare.once("message", r));
  const bareBase = `http://127.0.0.1:${barePort}`;
  const rows = [];
  const pins = pinning([serverPid, bare.pid]);
  try {
    for (const [name, urlPath] of list) {
      const samples = { app: [], bare: [] };
      for (const origin of [base, bareBase]) await run({ url: `${origin}${urlPath}`, headers: BROWSER, connections: 10, duration: 1 });
      for (let i = 0; i < runs; i++) {
        const sides = i % 2 === 0 ? { app: { origin: base, pid: serverPid }, bare: { origin: bareBase, pid: bare.pid } } : { bare: { origin: bareBase, pid: bare.pid }, app: { origin: base, pid: serverPid } };
        const measured = await interleaved({ run, url: urlPath, connections, seconds, slices, sides });
        samples.app.push(measured.app);
        samples.bare.push(measured.bare);
      }
      const cpu = (list) => (list.some((s) => s.cpu === undefined) ? undefined : Number(median(list.map((s) => s.cpu)).toFixed(1)));
      const app = { rps: median(samples.app.map((s) => s.rps)), p99: median(samples.app.map((s) => s.p99)), cpu: cpu(samples.app), errors: samples.app.reduce((n, s) => n + s.errors, 0) };
      const ceiling = { rps: median(samples.bare.map((s) => s.rps)), p99: median(samples.bare.map((s) => s.p99)), cpu: cpu(samples.bare) };
      const ratios = samples.app.map((s, i) => s.rps / samples.bare[i].rps);
      rows.push({
        name,
        bytes: Buffer.from(answers[urlPath].body, "base64").length,
        "app req/s": Math.round(app.rps),
        "app p99 ms": app.p99,
        "bare req/s": Math.round(ceiling.rps),
        "bare p99 ms": ceiling.p99,
        ratio: Number(median(ratios).toFixed(2)),
        "app CPU µs/req": app.cpu,
        "bare CPU µs/req": ceiling.cpu,
        errors: app.errors,
      });
    }
  } finally {
    pins.undo();
    bare.kill();
  }
  return { rows, pinned: pins.pinned };
}

/** The targets for one row: ≥ 0.90 of the bare server, p99 ≤ 5 ms or within 1.5× the bare server's own. */
export function publicGetVerdict(row) {
  const ratioMet = row.ratio >= 0.9;
  const p99Met = row["app p99 ms"] <= 5 || row["app p99 ms"] <= 1.5 * row["bare p99 ms"];
  return { ratioMet, p99Met, met: ratioMet && p99Met && row.errors === 0 };
}
