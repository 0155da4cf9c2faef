// Renders the site's icons and link-preview picture from the SVG artwork in client/public/images:
// favicon.ico (16, 32, 48), the web app manifest's icons (192, 512, and a maskable 512 with a safe zone),
// the Apple touch icon, and a 1200 × 630 Open Graph picture. Run with `npm run icons`; the files are committed.
import fs from "node:fs/promises";
import path from "node:path";
import sharp from "sharp";
import pngToIco from "png-to-ico";

const publicDir = path.join(import.meta.dirname, "..", "client", "public");
const images = path.join(publicDir, "images");
const favicon = await fs.readFile(path.join(images, "favicon.svg"));
const CREAM = "#fdf6ee";

const square = (size, svg = favicon) => sharp(svg, { density: 72 * (size / 32) * 1.1 }).resize(size, size).png({ compressionLevel: 9 }).toBuffer();

/** The icon on a full-bleed cream square, shrunk to the maskable safe zone (the inner 80 %). */
async function maskable(size) {
  const inner = Math.round(size * 0.7);
  return sharp({ create: { width: size, height: size, channels: 4, background: CREAM } })
    .composite([{ input: await square(inner), gravity: "center" }])
    .png({ compressionLevel: 9 })
    .toBuffer();
}

await fs.mkdir(path.join(publicDir, "icons"), { recursive: true });
await fs.writeFile(path.join(publicDir, "favicon.ico"), await pngToIco(await Promise.all([16, 32, 48].map((size) => square(size)))));
await fs.writeFile(path.join(publicDir, "icons", "icon-192.png"), await square(192));
await fs.writeFile(path.join(publicDir, "icons", "icon-512.png"), await square(512));
await fs.writeFile(path.join(publicDir, "icons", "icon-maskable-512.png"), await maskable(512));
await fs.writeFile(path.join(publicDir, "icons", "apple-touch-icon.png"), await maskable(180));

// Link previews: the buffet hero, cropped to the 1.91:1 frame the networks show.
const hero = await fs.readFile(path.join(images, "hero-buffet.svg"));
await sharp(hero, { density: 110 }).resize(1200, 630, { fit: "cover" }).png({ compressionLevel: 9, palette: true }).toFile(path.join(images, "og-image.png"));
console.log("icons written to client/public (favicon.ico, icons/, images/og-image.png)");
