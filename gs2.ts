import { PGlite } from "@electric-sql/pglite";
let t = performance.now();
const lap = (s: string) => { const n = performance.now(); console.log(s, (n - t).toFixed(0)); t = n; };
const a = new PGlite(); await a.waitReady; lap("fresh initdb");
const dump = await a.dumpDataDir("none"); lap("dump " + dump.size);
const b = new PGlite({ loadDataDir: dump }); await b.waitReady; lap("load from dump");
await b.query("select 1"); lap("q");
