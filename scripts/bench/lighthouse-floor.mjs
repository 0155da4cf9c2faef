// What Lighthouse counts as blocking time on this machine for a page with no script and no style, served with the
// response headers of one of our pages, then with each header that can change how the browser commits the
// navigation left out. It tells the machine's and the browser's share of `npm run bench:web`'s blocking time from
// the page's own (README, Performance, "Cross-Origin-Opener-Policy and the navigation's commit").
//
//   node scripts/bench/lighthouse-floor.mjs http://localhost:5000/login   (a running server; BENCH_WEB_RUNS=5)
import http from "node:http";
import lighthouse from "lighthouse";
import { launchChromium } from "./lighthouse-chromium.mjs";
import { median } from "./median.mjs";

const source = process.argv[2];
if (!source) throw new Error("usage: node scripts/bench/lighthouse-floor.mjs <url of a page whose headers to copy>");
const RUNS = Number(process.env.BENCH_WEB_RUNS ?? 5);
/** Headers of the body or of this one answer, not of the page's kind. */
const NOT_COPIED = new Set(["date", "connection", "keep-alive", "content-length", "content-encoding", "content-type", "etag", "vary", "set-cookie", "transfer-encoding"]);
const LEFT_OUT = ["cross-origin-opener-policy", "origin-agent-cluster", "content-security-policy"];

const answer = await fetch(source);
const copied = Object.fromEntries([...answer.headers].filter(([name]) => !NOT_COPIED.has(name)));
const page = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>Empty</title><meta name="description" content="An empty page."></head><body><h1>Empty</h1><p>No script, no style.</p></body></html>`;

let headers = copied;
const server = http.createServer((_req, res) => {
  res.writeHead(200, { "Content-Type": "text/html; charset=utf-8", ...headers });
  res.end(page);
});
await new Promise((resolve) => server.listen(0, "127.0.0.1", resolve));
const url = `http://127.0.0.1:${server.address().port}/`;
const chrome = await launchChromium();
const variants = [
  ["no headers of ours", {}],
  [`${source}'s headers`, copied],
  ...LEFT_OUT.filter((name) => name in copied).map((name) => [`…without ${name}`, Object.fromEntries(Object.entries(copied).filter(([key]) => key !== name))]),
];
const rows = [];
try {
  for (const [name, variant] of variants) {
    headers = variant;
    const tbt = [];
    const commit = [];
    for (let i = 0; i < RUNS; i++) {
      const { lhr } = await lighthouse(url, { port: chrome.port, output: "json", logLevel: "error", onlyCategories: ["performance"] });
      if (lhr.runtimeError) throw new Error(`Lighthouse could not measure the empty page: ${lhr.runtimeError.code}`);
      tbt.push(lhr.audits["total-blocking-time"].numericValue);
      // The longest task no script is behind: the navigation's commit.
      commit.push(Math.max(0, ...(lhr.audits["long-tasks"].details?.items ?? []).filter((task) => task.url === "Unattributable").map((task) => task.duration)));
    }
    rows.push({ headers: name, "TBT median ms": Math.round(median(tbt)), "TBT each run": tbt.map(Math.round).join(" "), "longest unattributable task (median, simulated ms)": Math.round(median(commit)) });
  }
} finally {
  await chrome.kill();
  server.close();
}
console.log(`\nLighthouse on an empty page, ${RUNS} runs each (mobile, simulated 4× slower CPU):`);
console.table(rows);
