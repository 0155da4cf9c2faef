import lighthouse from "lighthouse";
import * as chromeLauncher from "chrome-launcher";
const url = process.argv[2];
const chrome = await chromeLauncher.launch({ chromePath: "/usr/bin/chromium", chromeFlags: ["--headless", "--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update", "--disable-sync", "--no-first-run"] });
const result = await lighthouse(url, { port: chrome.port, output: "json", logLevel: "error", onlyCategories: ["performance"] });
await chrome.kill();
const { lhr, artifacts } = result;
console.log("TBT", Math.round(lhr.audits["total-blocking-time"].numericValue), "FCP", Math.round(lhr.audits["first-contentful-paint"].numericValue));
for (const t of lhr.audits["long-tasks"].details.items) console.log("  long", t.url.replace(url, "/"), Math.round(t.duration), "at", Math.round(t.startTime));
const events = artifacts.Trace.traceEvents;
// main thread of the page: the renderer's CrRendererMain with most events
const threads = new Map();
for (const e of events) if (e.name === "thread_name" && e.args?.name === "CrRendererMain") threads.set(`${e.pid}:${e.tid}`, 0);
for (const e of events) { const k = `${e.pid}:${e.tid}`; if (threads.has(k)) threads.set(k, threads.get(k) + 1); }
const main = [...threads].sort((a, b) => b[1] - a[1])[0][0];
const mine = events.filter((e) => `${e.pid}:${e.tid}` === main && e.ph === "X" && e.dur);
const tasks = mine.filter((e) => e.name === "RunTask").sort((a, b) => b.dur - a.dur).slice(0, 4);
for (const task of tasks) {
  const end = task.ts + task.dur;
  const inside = mine.filter((e) => e !== task && e.ts >= task.ts && e.ts + e.dur <= end);
  const byName = new Map();
  for (const e of inside) byName.set(e.name, (byName.get(e.name) ?? 0) + e.dur);
  console.log(`task ${(task.dur / 1000).toFixed(1)} ms wall, ${((task.tdur ?? 0) / 1000).toFixed(1)} thread:`, [...byName].sort((a, b) => b[1] - a[1]).slice(0, 12).map(([n, d]) => `${n} ${(d / 1000).toFixed(1)}`).join(", "));
}
