/**
 * Renders the menu's dish artwork (npm run art): every dish in dishes.mjs becomes client/public/images/dishes/<slug>.webp
 * (800 × 600, the photo viewer) and <slug>-thumb.webp (400 × 300, cards), like uploaded photos; each menu category's
 * placeholder becomes client/public/images/placeholders/<category>.svg. The files are committed, so builds do not
 * depend on this script; run it after changing a drawing.
 */
import { mkdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import sharp from "sharp";
import { DRAWN, HAND_DRAWN, PLACEHOLDERS } from "./dishes.mjs";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
const images = path.join(root, "client/public/images");
const only = process.argv.slice(2);

async function toWebp(svg, file, width) {
  await sharp(Buffer.from(svg), { density: (72 * width) / 400 })
    .resize(width, (width * 3) / 4)
    .webp({ quality: 80, effort: 6 })
    .toFile(file);
}

await mkdir(path.join(images, "dishes"), { recursive: true });
await mkdir(path.join(images, "placeholders"), { recursive: true });
const sources = [
  ...Object.entries(HAND_DRAWN).map(([slug, file]) => [slug, () => readFile(path.join(images, file), "utf8")]),
  ...Object.entries(DRAWN),
];
for (const [slug, source] of sources) {
  if (only.length && !only.includes(slug)) continue;
  const svg = await source();
  await toWebp(svg, path.join(images, "dishes", `${slug}.webp`), 800);
  await toWebp(svg, path.join(images, "dishes", `${slug}-thumb.webp`), 400);
}
for (const [category, paint] of Object.entries(PLACEHOLDERS)) {
  await writeFile(path.join(images, "placeholders", `${category}.svg`), paint());
}
console.log(`${sources.length} dishes and ${Object.keys(PLACEHOLDERS).length} placeholders rendered into ${path.relative(root, images)}`);
