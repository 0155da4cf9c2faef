/** For reviewing the artwork: `node scripts/dish-art/contact-sheet.mjs [start]` puts 16 card thumbnails on /tmp/sheet<start>.png. */
import { readdirSync } from "node:fs";
import sharp from "sharp";

const dir = new URL("../../client/public/images/dishes/", import.meta.url).pathname;
const start = Number(process.argv[2] || 0);
const files = readdirSync(dir).filter((name) => name.endsWith("-thumb.webp")).sort().slice(start, start + 16);
const composites = files.map((name, i) => ({ input: dir + name, left: (i % 4) * 400, top: Math.floor(i / 4) * 300 }));
await sharp({ create: { width: 1600, height: 1200, channels: 3, background: "#fff" } }).composite(composites).png().toFile(`/tmp/sheet${start}.png`);
console.log(`/tmp/sheet${start}.png: ${files.join(" ")}`);
