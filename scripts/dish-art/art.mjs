/**
 * A tiny drawing kit for the menu's dish illustrations: flat shapes on a 400 × 300 canvas in the style of the
 * hand-drawn artwork in client/public/images (coloured background, a plate, bowl or pan seen from above, food on it).
 * Every dish gets its own deterministic random numbers (seeded by its slug), so re-rendering gives the same picture.
 */

function mulberry32(seed) {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function hash(text) {
  let h = 2166136261;
  for (const ch of text) h = Math.imul(h ^ ch.charCodeAt(0), 16777619);
  return h >>> 0;
}

const f = (n) => Math.round(n * 10) / 10;
const GOLDEN_ANGLE = 2.399963;

export class Art {
  constructor(slug, title, background) {
    this.slug = slug;
    this.title = title;
    this.prefix = slug.replace(/[^a-z0-9]/g, "").slice(0, 10);
    this.random = mulberry32(hash(slug));
    this.defs = [];
    this.body = [`<rect width="400" height="300" fill="${background}"/>`];
  }
  id(name) {
    return `${this.prefix}-${name}`;
  }
  def(svg) {
    this.defs.push(svg);
    return this;
  }
  add(svg) {
    this.body.push(svg);
    return this;
  }
  between(min, max) {
    return min + (max - min) * this.random();
  }
  pick(list) {
    return list[Math.floor(this.random() * list.length)];
  }
  /** n points spread evenly over a disc (sunflower spiral), jittered; fn(x, y, i, angleDegrees) draws one piece. */
  inCircle(cx, cy, r, n, fn) {
    const start = this.random() * Math.PI * 2;
    for (let i = 0; i < n; i++) {
      const radius = r * Math.sqrt((i + 0.5) / n);
      const angle = start + i * GOLDEN_ANGLE + this.between(-0.25, 0.25);
      this.add(fn(f(cx + radius * Math.cos(angle)), f(cy + radius * Math.sin(angle)), i, f(this.between(0, 360))));
    }
    return this;
  }
  /** About n points on a jittered grid inside a rectangle. */
  inRect(x, y, w, h, n, fn) {
    const cols = Math.max(1, Math.round(Math.sqrt((n * w) / h)));
    const rows = Math.max(1, Math.ceil(n / cols));
    let i = 0;
    for (let row = 0; row < rows; row++) {
      for (let col = 0; col < cols && i < n; col++, i++) {
        const px = x + ((col + 0.5 + this.between(-0.3, 0.3)) * w) / cols;
        const py = y + ((row + 0.5 + this.between(-0.3, 0.3)) * h) / rows;
        this.add(fn(f(px), f(py), i, f(this.between(0, 360))));
      }
    }
    return this;
  }
  svg() {
    const titleId = this.id("t");
    return [
      `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 300" role="img" aria-labelledby="${titleId}">`,
      `  <title id="${titleId}">${this.title}</title>`,
      `  <defs>${this.defs.join("")}</defs>`,
      ...this.body.map((line) => `  ${line}`),
      "</svg>",
      "",
    ].join("\n");
  }
}

const at = (x, y, rot = 0, scale = 1) => `transform="translate(${x} ${y}) rotate(${rot})${scale === 1 ? "" : ` scale(${scale})`}"`;

// ── Vessels ────────────────────────────────────────────────────────────────────────────────────────────────

/** A white plate with a rim; the well is where the food goes. */
export function plate(art, { cx = 200, cy = 150, r = 124, well = 94, rim = "#fff", edge = "#e6ddd2" } = {}) {
  const g = art.id("plate");
  art.def(`<radialGradient id="${g}" cx=".42" cy=".38" r=".62"><stop offset=".72" stop-color="${rim}"/><stop offset="1" stop-color="${edge}"/></radialGradient>`);
  art.add(`<circle cx="${cx + 8}" cy="${cy + 10}" r="${r}" fill="#3d1d09" opacity=".2"/>`);
  art.add(`<circle cx="${cx}" cy="${cy}" r="${r}" fill="url(#${g})"/>`);
  art.add(`<circle cx="${cx}" cy="${cy}" r="${well}" fill="${rim}" stroke="#eee5d9" stroke-width="3"/>`);
  return art;
}

/** A round serving bowl filled to the brim with `fill` (a colour or a pattern url). */
export function bowl(art, { cx = 200, cy = 150, r = 124, inner = 104, fill, rim = "#fff", edge = "#e6ddd2" }) {
  const g = art.id("bowl");
  art.def(`<radialGradient id="${g}" cx=".42" cy=".38" r=".62"><stop offset=".72" stop-color="${rim}"/><stop offset="1" stop-color="${edge}"/></radialGradient>`);
  art.add(`<circle cx="${cx + 8}" cy="${cy + 10}" r="${r}" fill="#3d1d09" opacity=".25"/>`);
  art.add(`<circle cx="${cx}" cy="${cy}" r="${r}" fill="url(#${g})"/>`);
  art.add(`<circle cx="${cx}" cy="${cy}" r="${inner}" fill="${fill}"/>`);
  art.add(`<circle cx="${cx}" cy="${cy}" r="${inner}" fill="none" stroke="#3d1d09" stroke-width="3" opacity=".12"/>`);
  return art;
}

/** A caterer's aluminium hotel pan seen from above; returns the food area. */
export function pan(art, { x = 48, y = 34, w = 304, h = 232, fill }) {
  const g = art.id("pan");
  art.def(`<linearGradient id="${g}" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#edf2f7"/><stop offset=".5" stop-color="#a0aec0"/><stop offset="1" stop-color="#e2e8f0"/></linearGradient>`);
  art.add(`<rect x="${x + 7}" y="${y + 9}" width="${w}" height="${h}" rx="20" fill="#1a202c" opacity=".25"/>`);
  art.add(`<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="20" fill="url(#${g})"/>`);
  art.add(`<rect x="${x + 14}" y="${y + 14}" width="${w - 28}" height="${h - 28}" rx="12" fill="${fill}"/>`);
  art.add(`<rect x="${x + 14}" y="${y + 14}" width="${w - 28}" height="${h - 28}" rx="12" fill="none" stroke="#1a202c" stroke-width="3" opacity=".15"/>`);
  return { x: x + 14, y: y + 14, w: w - 28, h: h - 28 };
}

/** A glazed ceramic baking dish with handles; returns the food area. */
export function bakingDish(art, { x = 56, y = 46, w = 288, h = 212, color = "#2b6cb0", fill }) {
  art.add(`<rect x="${x - 30}" y="${y + h / 2 - 22}" width="${w + 60}" height="44" rx="16" fill="${color}"/>`);
  art.add(`<rect x="${x + 6}" y="${y + 8}" width="${w}" height="${h}" rx="40" fill="#1a202c" opacity=".22"/>`);
  art.add(`<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="40" fill="${color}"/>`);
  art.add(`<rect x="${x + 16}" y="${y + 16}" width="${w - 32}" height="${h - 32}" rx="28" fill="${fill}"/>`);
  return { x: x + 16, y: y + 16, w: w - 32, h: h - 32 };
}

/** A cast-iron skillet with its handle to the right. */
export function skillet(art, { cx = 180, cy = 150, r = 118, fill }) {
  art.add(`<rect x="${cx + r - 16}" y="${cy - 14}" width="120" height="28" rx="14" fill="#1a202c" opacity=".3" transform="translate(6 8)"/>`);
  art.add(`<rect x="${cx + r - 16}" y="${cy - 14}" width="120" height="28" rx="14" fill="#2d3748"/>`);
  art.add(`<circle cx="${cx + 8}" cy="${cy + 8}" r="${r}" fill="#1a202c" opacity=".3"/>`);
  art.add(`<circle cx="${cx}" cy="${cy}" r="${r}" fill="#2d3748"/>`);
  art.add(`<circle cx="${cx}" cy="${cy}" r="${r - 14}" fill="#4a5568"/>`);
  art.add(`<circle cx="${cx}" cy="${cy}" r="${r - 20}" fill="${fill}"/>`);
  return art;
}

/** A wooden board (rounded rectangle with grain). */
export function board(art, { x = 40, y = 40, w = 320, h = 220 } = {}) {
  art.add(`<rect x="${x + 7}" y="${y + 9}" width="${w}" height="${h}" rx="18" fill="#3d1d09" opacity=".25"/>`);
  art.add(`<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="18" fill="#c98a4b"/>`);
  for (let i = 1; i < 6; i++) {
    const yy = y + (h * i) / 6 + art.between(-6, 6);
    art.add(`<path d="M${x + 16} ${f(yy)}q${w / 3} ${f(art.between(-8, 8))} ${w - 32} 0" stroke="#a86e35" stroke-width="2" fill="none" opacity=".6"/>`);
  }
  return art;
}

/** An oval serving platter. */
export function platter(art, { cx = 200, cy = 150, rx = 172, ry = 124, color = "#fff" } = {}) {
  art.add(`<ellipse cx="${cx + 8}" cy="${cy + 10}" rx="${rx}" ry="${ry}" fill="#3d1d09" opacity=".2"/>`);
  art.add(`<ellipse cx="${cx}" cy="${cy}" rx="${rx}" ry="${ry}" fill="${color}" stroke="#e6ddd2" stroke-width="6"/>`);
  art.add(`<ellipse cx="${cx}" cy="${cy}" rx="${rx - 22}" ry="${ry - 22}" fill="none" stroke="#efe7dc" stroke-width="3"/>`);
  return art;
}

// ── Textures (patterns to fill a bowl or pan) ──────────────────────────────────────────────────────────────

/** Cooked rice: small grains over a base colour. */
export function rice(art, base, grain, name = "rice") {
  const id = art.id(name);
  const grains = [];
  for (let i = 0; i < 14; i++) {
    grains.push(`<ellipse cx="${f(art.between(0, 36))}" cy="${f(art.between(0, 36))}" rx="4.2" ry="1.9" transform="rotate(${f(art.between(0, 180))} ${f(art.between(0, 36))} ${f(art.between(0, 36))})"/>`);
  }
  art.def(`<pattern id="${id}" width="36" height="36" patternUnits="userSpaceOnUse"><rect width="36" height="36" fill="${base}"/><g fill="${grain}">${grains.join("")}</g></pattern>`);
  return `url(#${id})`;
}

/** A creamy base with soft swirls (grits, mash, pudding, gravy). */
export function cream(art, base, swirl, name = "cream") {
  const id = art.id(name);
  art.def(
    `<pattern id="${id}" width="60" height="48" patternUnits="userSpaceOnUse"><rect width="60" height="48" fill="${base}"/>` +
      `<path d="M4 14q12-10 24 0t24 0M-8 38q12-10 24 0t24 0t24 0" stroke="${swirl}" stroke-width="4" fill="none" stroke-linecap="round" opacity=".7"/></pattern>`,
  );
  return `url(#${id})`;
}

/** Shredded cabbage and carrot (coleslaw) or greens. */
export function shreds(art, base, colors, name = "shreds") {
  const id = art.id(name);
  const lines = [];
  for (let i = 0; i < 16; i++) {
    const x = art.between(0, 48);
    const y = art.between(0, 48);
    const a = art.between(0, Math.PI);
    lines.push(`<path d="M${f(x)} ${f(y)}l${f(Math.cos(a) * 14)} ${f(Math.sin(a) * 14)}" stroke="${art.pick(colors)}"/>`);
  }
  art.def(`<pattern id="${id}" width="48" height="48" patternUnits="userSpaceOnUse"><rect width="48" height="48" fill="${base}"/><g stroke-width="3.2" stroke-linecap="round">${lines.join("")}</g></pattern>`);
  return `url(#${id})`;
}

// ── Food pieces: each returns the SVG of one piece at (x, y) turned by rot degrees ─────────────────────────

export const piece = {
  leaf: (color, len = 56) => (x, y, _i, rot) =>
    `<g ${at(x, y, rot, len / 56)}><path d="M0-56C34-44 36 30 0 54C-36 30-34-44 0-56z" fill="${color}"/><path d="M0-50V50M0-20l16-14M0 6l18-12M0-20l-16-14M0 6l-18-12" stroke="#e4efd2" stroke-width="3" fill="none" opacity=".7"/></g>`,
  smallLeaf: (color, size = 9) => (x, y, _i, rot) => `<path d="M0-${size}q${size} ${size} 0 ${size * 2}q-${size}-${size} 0-${size * 2}z" fill="${color}" ${at(x, y, rot)}/>`,
  disc: (outer, inner, r = 14) => (x, y) =>
    `<g ${at(x, y)}><circle r="${r}" fill="${outer}"/><circle r="${f(r * 0.78)}" fill="${inner}"/><g fill="${outer}" opacity=".5"><circle cx="-4" cy="-2" r="1.6"/><circle cx="4" cy="-2" r="1.6"/><circle cx="0" cy="4" r="1.6"/></g></g>`,
  ring: (color, r = 14, width = 4) => (x, y, _i, rot) => `<ellipse cx="${x}" cy="${y}" rx="${r}" ry="${f(r * 0.8)}" fill="none" stroke="${color}" stroke-width="${width}" transform="rotate(${rot} ${x} ${y})"/>`,
  tomato: (r = 12) => (x, y) => `<g ${at(x, y)}><circle r="${r}" fill="#d2452f"/><circle r="${f(r * 0.72)}" fill="#e8634a"/><path d="M-3-${f(r * 0.4)}q3 2 6 0" stroke="#fff" stroke-width="2.5" fill="none" opacity=".7" stroke-linecap="round"/></g>`,
  wedge: (skin, flesh, r = 22) => (x, y, _i, rot) =>
    `<g ${at(x, y, rot)}><path d="M0 0L${r} -${f(r * 0.5)}A${r} ${r} 0 0 1 ${r} ${f(r * 0.5)}z" fill="${skin}"/><path d="M3 0L${f(r * 0.86)} -${f(r * 0.4)}A${f(r * 0.86)} ${f(r * 0.86)} 0 0 1 ${f(r * 0.86)} ${f(r * 0.4)}z" fill="${flesh}"/></g>`,
  cube: (color, shade, s = 18) => (x, y, _i, rot) =>
    `<g ${at(x, y, f(rot / 8))}><rect x="${-s / 2 + 2}" y="${-s / 2 + 3}" width="${s}" height="${s}" rx="${f(s / 5)}" fill="${shade}"/><rect x="${-s / 2}" y="${-s / 2}" width="${s}" height="${s}" rx="${f(s / 5)}" fill="${color}"/><path d="M${f(-s / 4)} ${f(-s / 4)}h${f(s / 3)}" stroke="#fff" stroke-width="2.5" opacity=".55" stroke-linecap="round"/></g>`,
  olive: (color = "#3f2340") => (x, y, _i, rot) =>
    `<g ${at(x, y, rot)}><ellipse rx="9" ry="6.5" fill="${color}"/><ellipse cx="1" rx="3" ry="2" fill="#1a0f1a"/><ellipse cx="-4" cy="-3" rx="2.5" ry="1.2" fill="#fff" opacity=".35"/></g>`,
  bean: (color, rx = 5, ry = 3.5) => (x, y, _i, rot) => `<ellipse cx="${x}" cy="${y}" rx="${rx}" ry="${ry}" fill="${color}" transform="rotate(${rot} ${x} ${y})"/>`,
  dot: (color, r = 3) => (x, y) => `<circle cx="${x}" cy="${y}" r="${r}" fill="${color}"/>`,
  fleck: (color, size = 5) => (x, y, _i, rot) => `<path d="M0 0l${size} -${f(size * 0.6)} ${f(size * 0.3)} ${size}z" fill="${color}" ${at(x, y, rot)}/>`,
  stick: (color, len = 30, width = 5) => (x, y, _i, rot) => `<path d="M${-len / 2} 0h${len}" stroke="${color}" stroke-width="${width}" stroke-linecap="round" ${at(x, y, rot)}/>`,
  rotini: (color, shade) => (x, y, _i, rot) =>
    `<g ${at(x, y, rot)}><rect x="-16" y="-6" width="32" height="12" rx="6" fill="${color}"/><path d="M-10-6l-4 12M-3-6l-4 12M4-6l-4 12M11-6l-4 12" stroke="${shade}" stroke-width="2.5"/></g>`,
  ziti: (color, shade) => (x, y, _i, rot) =>
    `<g ${at(x, y, rot)}><rect x="-15" y="-7" width="30" height="14" rx="3" fill="${color}" transform="skewX(-12)"/><ellipse cx="15" rx="3" ry="6" fill="${shade}"/><path d="M-9-5v10M-2-5v10M5-5v10" stroke="${shade}" stroke-width="1.5" opacity=".6"/></g>`,
  floret: (x, y, _i, rot) =>
    `<g ${at(x, y, rot)}><path d="M-4 6l-3 22h14l-3-22z" fill="#8fb173"/><g fill="#3f6f2a"><circle cx="-10" cy="0" r="10"/><circle cx="10" cy="0" r="10"/><circle cx="0" cy="-10" r="11"/><circle cx="0" cy="4" r="9"/></g><g fill="#5a8f3c"><circle cx="-6" cy="-6" r="4"/><circle cx="6" cy="-9" r="4"/><circle cx="2" cy="0" r="3.5"/></g></g>`,
  greenBean: (x, y, _i, rot) => `<path d="M-30 0q30-10 60 0" stroke="#4f7a3a" stroke-width="8" fill="none" stroke-linecap="round" ${at(x, y, rot)}/><path d="M-24-3q24-8 48 0" stroke="#7fa860" stroke-width="2.5" fill="none" stroke-linecap="round" ${at(x, y, rot)}/>`,
  spear: (x, y, _i, rot) =>
    `<g ${at(x, y, rot)}><path d="M-90 0h170" stroke="#5f8a3e" stroke-width="11" stroke-linecap="round"/><path d="M-90-2h150" stroke="#8fb86a" stroke-width="3" stroke-linecap="round"/><path d="M78 0l16-7v14z" fill="#4a6f2f"/><path d="M60-6l6 4M30-6l6 4M0-6l6 4M-30-6l6 4" stroke="#3e5b28" stroke-width="2.5"/><path d="M-40-6v12M10-6v12M50-6v12" stroke="#2b2b1a" stroke-width="4" opacity=".55"/></g>`,
  drumstick: (coat, dark) => (x, y, _i, rot) =>
    `<g ${at(x, y, rot)}><g stroke="#b8a27a" stroke-width="2"><path d="M26-5h28v10h-28z" fill="#fffaf0"/><circle cx="56" cy="-5" r="6.5" fill="#fffaf0"/><circle cx="56" cy="5" r="6.5" fill="#fffaf0"/></g>` +
    `<path d="M-36 0c0-22 20-30 40-24c14 4 26 14 26 24s-12 20-26 24c-20 6-40-2-40-24z" fill="${coat}"/><g fill="${coat}"><circle cx="-30" cy="-12" r="7"/><circle cx="-34" cy="6" r="7"/><circle cx="-14" cy="-22" r="7"/><circle cx="-12" cy="22" r="7"/><circle cx="10" cy="-20" r="6"/><circle cx="12" cy="19" r="6"/></g><g fill="${dark}" opacity=".55"><circle cx="-20" cy="-8" r="4"/><circle cx="-6" cy="8" r="5"/><circle cx="10" cy="-10" r="3.5"/><circle cx="-22" cy="12" r="3"/><circle cx="14" cy="6" r="3"/></g>` +
    `<path d="M-24-12q10-8 24-6" stroke="#fff" stroke-width="4" fill="none" opacity=".35" stroke-linecap="round"/></g>`,
  thigh: (glaze, dark) => (x, y, _i, rot) =>
    `<g ${at(x, y, rot)}><path d="M-34-4c0-22 26-30 46-22c22 8 26 30 14 42c-14 14-44 14-54 2c-6-6-6-12-6-22z" fill="${glaze}"/><path d="M-20-14q14-10 30-4" stroke="#fff" stroke-width="5" fill="none" opacity=".35" stroke-linecap="round"/><path d="M-24 8l36-10M-16 18l30-8" stroke="${dark}" stroke-width="5" stroke-linecap="round" opacity=".55"/></g>`,
  wing: (color, dark) => (x, y, _i, rot) =>
    `<g ${at(x, y, rot)}><path d="M-50-6c10-16 34-18 46-8c10-10 36-12 50 2c8 10 0 24-16 24c-14 0-22-6-34-6s-22 8-36 4c-14-4-16-8-10-16z" fill="${color}"/><path d="M-4-14c2 10 0 18-4 26" stroke="${dark}" stroke-width="4" fill="none" opacity=".6"/><path d="M-36-8q12-8 26-4M12-10q14-6 28 0" stroke="#fff" stroke-width="4" fill="none" opacity=".3" stroke-linecap="round"/></g>`,
  shrimp: (body = "#f28b5b", stripe = "#fbd0b5") => (x, y, _i, rot) =>
    `<g ${at(x, y, rot)}><path d="M-16 10a18 18 0 1 1 26 4" stroke="${body}" stroke-width="13" fill="none" stroke-linecap="round"/><path d="M-16 10a18 18 0 1 1 26 4" stroke="${stripe}" stroke-width="3" fill="none" stroke-dasharray="2 8" stroke-linecap="round"/><path d="M8 14l10 10l4-14z" fill="#e0642f"/></g>`,
  lemon: (x, y, _i, rot) =>
    `<g ${at(x, y, rot)}><path d="M0 0l34-18a38 38 0 0 1 0 40z" fill="#e8c13a"/><path d="M4 0l26-14a30 30 0 0 1 0 28z" fill="#f8e48a"/><path d="M4 0l26-14M4 0l28-2M4 0l26 12" stroke="#e8c13a" stroke-width="2"/></g>`,
  grape: (color) => (x, y) => `<g ${at(x, y)}><circle r="7" fill="${color}"/><circle cx="-2" cy="-2.5" r="2" fill="#fff" opacity=".35"/></g>`,
  berry: (x, y, _i, rot) =>
    `<g ${at(x, y, rot)}><path d="M0 16c-14-6-18-20-10-28c6-4 14-4 20 0c8 8 4 22-10 28z" fill="#d2352f"/><path d="M-8-12l8 4 8-4-4-6-4 4-4-4z" fill="#4f7a3a"/><g fill="#f8e48a"><circle cx="-4" cy="0" r="1.2"/><circle cx="4" cy="-2" r="1.2"/><circle cx="0" cy="7" r="1.2"/><circle cx="5" cy="6" r="1.2"/></g></g>`,
  herbs: (x, y, _i, rot) => `<path d="M0 0l6-4 2 7z" fill="#4f7a3a" ${at(x, y, rot)}/>`,
};

/** n pieces of parsley or other herbs sprinkled over a disc. */
export const sprinkle = (art, cx, cy, r, n, fn = piece.herbs) => art.inCircle(cx, cy, r, n, fn);
