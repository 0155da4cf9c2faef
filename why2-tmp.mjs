import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
const url = process.argv[2];
const chrome = await chromeLauncher.launch({ chromePath: "/usr/bin/chromium", chromeFlags: ["--headless", "--no-sandbox", "--disable-gpu", "--no-first-run"] });
const { lhr } = await lighthouse(url, { port: chrome.port, output: "json", logLevel: "error", onlyCategories: ["performance", "best-practices"] });
await chrome.kill();
for (const id of ["errors-in-console", "layout-shifts", "inspector-issues"]) { const a = lhr.audits[id]; console.log("==", id, a.score, JSON.stringify(a.details?.items ?? []).slice(0, 700)); }
const scripts = lhr.audits["network-requests"].details.items.filter((i) => i.resourceType === "Script").map((i) => [i.transferSize, i.url.replace(/.*\/assets\//, "")]);
scripts.sort((a, b) => b[0] - a[0]); console.log(scripts.slice(0, 25).map((s) => `${(s[0] / 1024).toFixed(1)} ${s[1]}`).join("\n"));
