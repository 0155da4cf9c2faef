/**
 * One drawing per dish on the standard menu and the dinner menu. Dishes the business already had artwork for
 * point at that hand-drawn SVG; the others are composed here from the kit in art.mjs.
 */
import { Art, bakingDish, board, bowl, cream, pan, piece, plate, platter, rice, shreds, skillet, sprinkle } from "./art.mjs";

const TERRACOTTA = "#c2611f";
const SAGE = "#7a9a65";
const MUSTARD = "#e8b04a";
const SLATE = "#4a5568";
const PLUM = "#6b2f3a";
const TEAL = "#2c7a7b";
const SKY = "#8ec5d6";

/** Dishes drawn by hand earlier (client/public/images). */
export const HAND_DRAWN = {
  "classic-caesar-salad": "dish-caesar-salad.svg",
  "baked-macaroni-cheese": "dish-mac-cheese.svg",
  "jerk-chicken": "dish-jerk-chicken.svg",
  "grilled-salmon": "dish-grilled-salmon.svg",
  "lollipop-lamb-chops": "dish-lamb-chops.svg",
  "chicken-waffles": "dish-chicken-waffles.svg",
  "shrimp-grits": "dish-shrimp-grits.svg",
  "french-toast-bake": "dish-french-toast.svg",
  "peach-cobbler": "dish-peach-cobbler.svg",
  "braised-short-ribs": "dish-short-ribs.svg",
  "jerk-chicken-plate": "dish-jerk-chicken.svg",
};

const dishes = {};
const draw = (slug, title, background, paint) => {
  dishes[slug] = () => {
    const art = new Art(slug, title, background);
    paint(art);
    return art.svg();
  };
};

// ── Salads ──
draw("mixed-garden-salad", "Mixed garden salad: spring greens with cucumber, cherry tomatoes, shredded carrot and red onion", SAGE, (a) => {
  bowl(a, { fill: "#e9f2dc" });
  a.inCircle(200, 150, 80, 9, piece.leaf(a.pick(["#5f7d4c", "#6d8f55"]), 44));
  a.inCircle(200, 150, 76, 6, piece.leaf("#8fb173", 34));
  a.inCircle(200, 150, 84, 7, piece.leaf("#7b2f4f", 26));
  a.inCircle(200, 150, 80, 7, piece.disc("#4f7a3a", "#dcebc5", 13));
  a.inCircle(200, 150, 82, 8, piece.tomato(11));
  a.inCircle(200, 150, 86, 14, piece.stick("#ec8a2f", 24, 4));
  a.inCircle(200, 150, 78, 5, piece.ring("#9b4f96", 13, 3.5));
});

draw("mediterranean-greek-salad", "Greek salad: tomato wedges, cucumber, kalamata olives, cubes of feta and oregano", "#3a6ea5", (a) => {
  bowl(a, { fill: "#f4efe4" });
  a.inCircle(200, 150, 82, 8, piece.wedge("#c53a2a", "#e8634a", 26));
  a.inCircle(200, 150, 84, 9, piece.cube("#cfe3b0", "#5f7d4c", 18));
  a.inCircle(200, 150, 84, 10, piece.olive());
  a.inCircle(200, 150, 70, 9, piece.cube("#fffdf7", "#e0d8c8", 20));
  a.inCircle(200, 150, 80, 5, piece.ring("#9b4f96", 12, 3));
  sprinkle(a, 200, 150, 90, 22);
});

draw("southern-potato-salad", "Southern potato salad: red-skin potatoes, sliced egg, celery and a dusting of paprika", MUSTARD, (a) => {
  bowl(a, { fill: "#f8eec4" });
  a.inCircle(200, 150, 88, 20, piece.cube("#f6e7a8", "#b7442f", 22));
  a.inCircle(200, 150, 70, 5, (x, y) => `<g transform="translate(${x} ${y})"><ellipse rx="16" ry="12" fill="#fff"/><circle r="6.5" fill="#f2b634"/></g>`);
  a.inCircle(200, 150, 86, 12, piece.cube("#a8c97f", "#6d8f55", 8));
  a.inCircle(200, 150, 90, 26, piece.dot("#c2411f", 1.8));
});

draw("tri-color-pasta-salad", "Tri-colour rotini pasta salad with peppers, black olives, red onion and Italian herbs", TERRACOTTA, (a) => {
  bowl(a, { fill: "#f6e8bf" });
  a.inCircle(200, 150, 88, 11, piece.rotini("#f2cf6b", "#d9a63a"));
  a.inCircle(200, 150, 88, 10, piece.rotini("#8bb05f", "#5f7d4c"));
  a.inCircle(200, 150, 88, 10, piece.rotini("#e0804a", "#b5561c"));
  a.inCircle(200, 150, 84, 8, piece.ring("#2d2d2d", 6, 3.2));
  a.inCircle(200, 150, 84, 8, piece.cube("#d2452f", "#9b2a1c", 9));
  sprinkle(a, 200, 150, 90, 18);
});

draw("creamy-coleslaw", "Creamy coleslaw: shredded green and purple cabbage with carrot in a sweet, tangy dressing", PLUM, (a) => {
  bowl(a, { fill: shreds(a, "#f6f1df", ["#dfe9c4", "#cfe0a8", "#ec8a2f", "#fffdf2", "#8e4a8f"]) });
  a.add(`<path d="M150 110q40-30 90 0" stroke="#fff" stroke-width="8" fill="none" stroke-linecap="round" opacity=".45"/>`);
  a.inCircle(200, 150, 84, 14, piece.dot("#2d2d2d", 1.4));
});

// ── Vegetables ──
draw("roasted-seasonal-vegetables", "Roasted seasonal vegetables: zucchini, yellow squash, peppers and carrots with herbs", SLATE, (a) => {
  const p = pan(a, { fill: "#6b4a2b" });
  a.inRect(p.x, p.y, p.w, p.h, 16, piece.disc("#3f6f2a", "#e6efc8", 17));
  a.inRect(p.x, p.y, p.w, p.h, 14, piece.wedge("#e8b04a", "#f8e08a", 26));
  a.inRect(p.x, p.y, p.w, p.h, 14, piece.cube("#d2452f", "#8e2a1c", 20));
  a.inRect(p.x, p.y, p.w, p.h, 16, piece.disc("#d9691f", "#f29a4a", 12));
  a.inRect(p.x, p.y, p.w, p.h, 16, piece.stick("#2b1a0c", 12, 3));
  a.inRect(p.x, p.y, p.w, p.h, 24, piece.herbs);
});

draw("sauteed-string-beans", "Sauteed string beans with sliced garlic and a lemon wedge", "#d8a24a", (a) => {
  plate(a, {});
  a.inCircle(200, 150, 64, 22, piece.greenBean);
  a.inCircle(200, 150, 70, 12, (x, y, _i, rot) => `<ellipse cx="${x}" cy="${y}" rx="5" ry="3.5" fill="#fbf3d9" stroke="#e3c98a" transform="rotate(${rot} ${x} ${y})"/>`);
  a.add(piece.lemon(270, 210, 0, 20));
});

draw("southern-collard-greens", "Southern collard greens simmered with onions and smoked turkey in their pot liquor", "#8b5a2b", (a) => {
  bowl(a, { fill: "#3d4a1f" });
  a.inCircle(200, 150, 84, 16, piece.leaf("#2f5d23", 34));
  a.inCircle(200, 150, 84, 10, piece.leaf("#46772f", 26));
  a.inCircle(200, 150, 80, 8, piece.cube("#9a5a34", "#5a2e14", 15));
  a.inCircle(200, 150, 86, 12, piece.stick("#f1e6c8", 12, 3));
});

draw("garlic-steamed-broccoli", "Steamed broccoli florets tossed in garlic butter", "#f2c14e", (a) => {
  bowl(a, { fill: "#fbf3d9", rim: "#2f4858", edge: "#1d2f3a" });
  a.inCircle(200, 150, 76, 11, piece.floret);
  a.inCircle(200, 150, 86, 18, piece.cube("#fbf0c0", "#e3c98a", 5));
});

draw("candied-yams", "Candied yams baked with brown sugar, cinnamon and butter", "#2f4858", (a) => {
  const d = bakingDish(a, { color: "#f4efe4", fill: "#8a3f10" });
  a.inRect(d.x, d.y, d.w, d.h, 14, (x, y, _i, rot) => `<g transform="translate(${x} ${y}) rotate(${rot})"><ellipse rx="30" ry="22" fill="#d9691f"/><ellipse rx="24" ry="16" fill="#f08a32"/><path d="M-14-8q10-6 20-4" stroke="#ffd9a0" stroke-width="4" fill="none" stroke-linecap="round"/></g>`);
  a.inRect(d.x, d.y, d.w, d.h, 30, piece.dot("#5a230c", 2));
});

draw("grilled-asparagus", "Charred grilled asparagus spears with lemon zest and sea salt", "#c2611f", (a) => {
  platter(a, { color: "#fbf7f0" });
  for (let i = 0; i < 7; i++) a.add(piece.spear(196, 96 + i * 18, 0, a.between(-8, 8)));
  a.inCircle(200, 150, 110, 24, piece.stick("#f2d24a", 8, 2.5));
  a.add(piece.lemon(300, 220, 0, -30));
});

// ── Sides ──
draw("rice-and-peas", "Caribbean rice and peas: rice with red kidney beans, coconut milk and thyme", "#d2452f", (a) => {
  bowl(a, { fill: rice(a, "#f6ecd6", "#fffdf7") });
  a.inCircle(200, 150, 92, 40, piece.bean("#7d1f25", 6, 4));
  a.add(`<path d="M170 110l60 40" stroke="#4f7a3a" stroke-width="3" stroke-linecap="round"/>`);
  a.inRect(176, 112, 50, 30, 8, piece.smallLeaf("#4f7a3a", 5));
});

draw("yellow-rice", "Seasoned yellow rice with parsley", "#2c5282", (a) => {
  bowl(a, { fill: rice(a, "#f2c14e", "#fbe08a") });
  a.inCircle(200, 150, 92, 30, piece.herbs);
  a.inCircle(200, 150, 80, 6, piece.cube("#ec8a2f", "#b5561c", 7));
});

draw("garlic-mashed-potatoes", "Garlic mashed potatoes with a pat of butter and chives", TEAL, (a) => {
  bowl(a, { fill: cream(a, "#fbf3dc", "#eadfbf") });
  a.add(`<path d="M200 150m-60 0a60 60 0 1 0 120 0a60 60 0 1 0-120 0M200 150m-36 0a36 36 0 1 0 72 0a36 36 0 1 0-72 0" stroke="#e6d6ac" stroke-width="6" fill="none"/>`);
  a.add(`<rect x="184" y="134" width="32" height="26" rx="5" fill="#f8d96a" transform="rotate(12 200 147)"/><rect x="186" y="136" width="20" height="8" rx="3" fill="#fff3b8" transform="rotate(12 200 147)"/>`);
  a.inCircle(200, 150, 90, 26, piece.stick("#4f7a3a", 9, 3));
  a.inCircle(200, 150, 60, 8, piece.dot("#c98a2e", 2));
});

draw("jollof-rice", "West African jollof rice: tomato-red rice with peppers, onion and warm spices", "#2f855a", (a) => {
  bowl(a, { fill: rice(a, "#d9572b", "#f08a4a") });
  a.inCircle(200, 150, 88, 12, piece.cube("#3f8f3a", "#2a5f26", 9));
  a.inCircle(200, 150, 84, 6, piece.ring("#f6e7c8", 10, 3));
  a.inCircle(200, 150, 92, 18, piece.dot("#7a2a10", 2));
});

draw("honey-cornbread", "A dozen squares of honey cornbread on a board with a honey drizzle and butter", "#3a6ea5", (a) => {
  board(a);
  for (let r = 0; r < 3; r++) {
    for (let c = 0; c < 4; c++) {
      const x = 70 + c * 68;
      const y = 62 + r * 62;
      a.add(`<rect x="${x + 3}" y="${y + 4}" width="60" height="54" rx="6" fill="#8a5a20" opacity=".4"/><rect x="${x}" y="${y}" width="60" height="54" rx="6" fill="#f2c14e"/><rect x="${x + 4}" y="${y + 4}" width="52" height="46" rx="5" fill="#e8a83a"/>`);
    }
  }
  a.add(`<path d="M80 90q40 20 80 0t80 0t80 10M90 160q50 24 100 0t110 4" stroke="#f8d96a" stroke-width="6" fill="none" stroke-linecap="round" opacity=".9"/>`);
  a.inRect(70, 62, 270, 178, 24, piece.dot("#c07a1e", 2.2));
});

// ── Entrees ──
draw("southern-fried-chicken", "Southern fried chicken: crispy golden buttermilk-brined pieces", "#2c5282", (a) => {
  const p = pan(a, { fill: "#c9a878" });
  const coat = piece.drumstick("#c98a2e", "#8a5a20");
  [[110, 90, 20], [250, 90, 160], [130, 170, -20], [270, 180, 200], [190, 130, 80], [200, 215, -80]].forEach(([x, y, r]) => a.add(coat(x, y, 0, r)));
  a.inRect(p.x, p.y, p.w, p.h, 14, piece.herbs);
});

draw("honey-bbq-chicken", "Honey barbecue chicken: glossy glazed thighs with sesame and scallions", "#f2c14e", (a) => {
  const p = pan(a, { fill: "#7a2a10" });
  const thigh = piece.thigh("#a43d17", "#4a1608");
  [[120, 96, 10], [240, 92, -20], [300, 170, 40], [170, 170, 200], [100, 200, -30], [250, 220, 150]].forEach(([x, y, r]) => a.add(thigh(x, y, 0, r)));
  a.inRect(p.x, p.y, p.w, p.h, 40, piece.bean("#fbf0d0", 2.5, 1.4));
  a.inRect(p.x, p.y, p.w, p.h, 16, piece.ring("#5f9a3e", 4, 2.5));
});

draw("smothered-turkey-wings", "Smothered turkey wings slow-baked in onion gravy", "#7a9a65", (a) => {
  const p = pan(a, { fill: cream(a, "#8a5a2b", "#a8743f") });
  const wing = piece.wing("#b0702c", "#6b3e12");
  [[130, 90, 10], [270, 96, -10], [140, 180, -170], [270, 190, 170]].forEach(([x, y, r]) => a.add(wing(x, y, 0, r)));
  a.inRect(p.x, p.y, p.w, p.h, 14, piece.ring("#f1e1b0", 8, 3));
  a.inRect(p.x, p.y, p.w, p.h, 16, piece.herbs);
});

draw("beef-lasagna", "A square of beef lasagna showing layers of pasta, meat sauce, ricotta and melted mozzarella", "#2f855a", (a) => {
  plate(a, { well: 100 });
  a.add(`<path d="M128 104l96-26l60 40l-96 28z" fill="#f2c14e"/><path d="M128 104l60 42v74l-60-42z" fill="#b5391c"/><path d="M188 146l96-28v74l-96 28z" fill="#c8451f"/>`);
  for (const [y, color] of [[14, "#f6df9a"], [30, "#fff8e8"], [46, "#f6df9a"], [62, "#fff8e8"]]) {
    a.add(`<path d="M128 ${104 + y}l60 42l96-28" stroke="${color}" stroke-width="6" fill="none"/>`);
  }
  a.add(`<path d="M140 102q20-8 40 0t40-6t40 10" stroke="#e8a83a" stroke-width="7" fill="none" stroke-linecap="round"/>`);
  a.inCircle(206, 110, 30, 10, piece.dot("#b5561c", 3));
  a.add(piece.smallLeaf("#4f7a3a", 10)(214, 102, 0, 40));
});

draw("baked-ziti", "Baked ziti in marinara with ricotta and bubbling mozzarella", SAGE, (a) => {
  const d = bakingDish(a, { color: "#c2411f", fill: "#b5391c" });
  a.inRect(d.x, d.y, d.w, d.h, 22, piece.ziti("#f2cf6b", "#c98a2e"));
  a.inRect(d.x + 10, d.y + 10, d.w - 20, d.h - 20, 7, (x, y, _i, rot) => `<path d="M-26 0c0-18 20-22 30-12c12-10 28 0 22 12c8 14-12 24-24 14c-14 10-34 2-28-14z" fill="#fff3cf" opacity=".95" transform="translate(${x} ${y}) rotate(${rot})"/>`);
  a.inRect(d.x, d.y, d.w, d.h, 14, piece.dot("#8a3f10", 3));
  a.inRect(d.x, d.y, d.w, d.h, 10, piece.smallLeaf("#3f6f2a", 8));
});

draw("garlic-butter-shrimp", "Garlic butter shrimp sauteed in a skillet with parsley and lemon", "#e8b04a", (a) => {
  skillet(a, { fill: "#f6d38a" });
  a.inCircle(180, 150, 76, 12, piece.shrimp());
  a.inCircle(180, 150, 90, 16, piece.cube("#fbf3d9", "#e3c98a", 6));
  sprinkle(a, 180, 150, 92, 24);
  a.add(piece.lemon(214, 208, 0, 30));
});

draw("lobster-tails", "Two broiled lobster tails with drawn butter and lemon", "#2a4365", (a) => {
  plate(a, { well: 100 });
  for (const [x, y, r] of [[170, 150, -20], [240, 150, 20]]) {
    a.add(`<g transform="translate(${x} ${y}) rotate(${r})">` +
      `<path d="M-22-70h44l6 100h-56z" fill="#d2352f"/><path d="M-14-64h28l4 90h-36z" fill="#fbe9dc"/>` +
      `<path d="M-18-40h36M-19-14h38M-20 12h40" stroke="#b5291f" stroke-width="4"/>` +
      `<path d="M-28 30l28 34l28-34z" fill="#e0463a"/><path d="M-28 30l-10 24l24 8zM28 30l10 24l-24 8z" fill="#c53a2a"/></g>`);
  }
  a.add(`<circle cx="290" cy="86" r="26" fill="#fff" stroke="#e6ddd2" stroke-width="4"/><circle cx="290" cy="86" r="20" fill="#f8d96a"/><ellipse cx="284" cy="80" rx="7" ry="4" fill="#fff3b8"/>`);
  a.add(piece.lemon(110, 214, 0, 160));
  sprinkle(a, 205, 150, 60, 10);
});

draw("snow-crab-legs", "Steamed snow crab legs with Old Bay butter", "#8ec5d6", (a) => {
  platter(a, { color: "#fbf7f0" });
  for (const [x, y, r] of [[130, 110, 10], [150, 150, 20], [140, 196, -10], [260, 100, 160], [250, 160, 200], [270, 200, 170]]) {
    a.add(`<g transform="translate(${x} ${y}) rotate(${r})"><path d="M-60 0h40M-16 0h40M28 0h36" stroke="#e0642f" stroke-width="13" stroke-linecap="round"/>` +
      `<path d="M-60-3h40M-16-3h40M28-3h36" stroke="#f6a26b" stroke-width="4" stroke-linecap="round"/>` +
      `<circle cx="-18" r="8" fill="#c8451f"/><circle cx="26" r="8" fill="#c8451f"/><g fill="#fff" opacity=".8"><circle cx="-44" cy="3" r="1.5"/><circle cx="6" cy="3" r="1.5"/><circle cx="48" cy="3" r="1.5"/></g></g>`);
  }
  a.add(`<circle cx="200" cy="150" r="24" fill="#fff" stroke="#e6ddd2" stroke-width="4"/><circle cx="200" cy="150" r="18" fill="#f2c14e"/>`);
  a.inCircle(200, 150, 16, 8, piece.dot("#b5391c", 1.6));
});

// ── Brunch ──
draw("garden-frittata", "Garden frittata in a skillet with spinach, peppers, onions and cheddar, cut in wedges", "#d2452f", (a) => {
  skillet(a, { fill: "#f6d25a" });
  a.inCircle(180, 150, 82, 14, piece.leaf("#2f6b2a", 16));
  a.inCircle(180, 150, 84, 12, piece.cube("#d2452f", "#9b2a1c", 8));
  a.inCircle(180, 150, 84, 10, piece.cube("#5f9a3e", "#3f6f2a", 8));
  a.inCircle(180, 150, 80, 10, piece.dot("#c98a2e", 5));
  for (let i = 0; i < 6; i++) {
    const t = (i * Math.PI) / 3;
    a.add(`<path d="M180 150L${Math.round(180 + 98 * Math.cos(t))} ${Math.round(150 + 98 * Math.sin(t))}" stroke="#e0a82e" stroke-width="3" opacity=".8"/>`);
  }
});

draw("biscuits-sausage-gravy", "Split buttermilk biscuits under peppered sausage gravy", TEAL, (a) => {
  plate(a, { well: 100 });
  for (const [x, y] of [[160, 130], [236, 168]]) {
    a.add(`<g transform="translate(${x} ${y})"><circle r="48" fill="#b8701f"/><circle r="42" fill="#e8b04a"/><circle r="34" fill="#f6d38a"/></g>`);
  }
  a.add(`<path d="M120 130c10-40 70-50 90-10c30-20 80 0 70 40c10 30-30 50-60 40c-20 20-70 10-70-20c-30-10-40-30-30-50z" fill="#efe6d2" opacity=".95"/>`);
  a.inCircle(198, 148, 66, 16, piece.cube("#a0582a", "#6b3414", 9));
  a.inCircle(198, 148, 70, 40, piece.dot("#2d2d2d", 1.3));
  sprinkle(a, 198, 148, 70, 10);
});

// ── Desserts ──
draw("fresh-fruit-tray", "Fresh fruit tray: cantaloupe and honeydew wedges, strawberries, grapes, pineapple and blueberries", SKY, (a) => {
  platter(a, { color: "#fff" });
  [[110, 110, -30], [120, 190, 30], [300, 110, 210], [290, 190, 150]].forEach(([x, y, r], i) =>
    a.add(piece.wedge(i % 2 ? "#8fb173" : "#8fb173", i % 2 ? "#cfe8a0" : "#f6a45a", 48)(x, y, 0, r)));
  a.inCircle(200, 150, 34, 9, piece.berry);
  a.inRect(150, 70, 100, 40, 9, piece.grape("#6b2f7a"));
  a.inRect(160, 196, 80, 36, 6, piece.cube("#f8d96a", "#d9a63a", 16));
  a.inRect(90, 140, 40, 24, 6, piece.grape("#3a4fa0"));
  a.inRect(270, 140, 40, 24, 6, piece.grape("#8fb173"));
});

draw("assorted-dessert-tray", "Assorted dessert tray: brownies, chocolate chip cookies, lemon bars and mini cheesecakes", "#6b2f3a", (a) => {
  const p = pan(a, { fill: "#fbf7f0" });
  const cell = (cx, cy, kind) => {
    if (kind === 0) return `<rect x="${cx - 24}" y="${cy - 20}" width="48" height="40" rx="4" fill="#4a2511"/><rect x="${cx - 24}" y="${cy - 20}" width="48" height="8" rx="3" fill="#6b3a1e"/>`;
    if (kind === 1) return `<circle cx="${cx}" cy="${cy}" r="22" fill="#d9a05a"/><g fill="#4a2511"><circle cx="${cx - 8}" cy="${cy - 6}" r="3"/><circle cx="${cx + 7}" cy="${cy - 2}" r="3"/><circle cx="${cx - 2}" cy="${cy + 9}" r="3"/></g>`;
    if (kind === 2) return `<rect x="${cx - 24}" y="${cy - 20}" width="48" height="40" rx="4" fill="#f2d24a"/><g fill="#fff" opacity=".85"><circle cx="${cx - 8}" cy="${cy - 6}" r="4"/><circle cx="${cx + 10}" cy="${cy + 4}" r="5"/><circle cx="${cx - 4}" cy="${cy + 10}" r="3"/></g>`;
    return `<circle cx="${cx}" cy="${cy}" r="22" fill="#f4efe4" stroke="#d9a05a" stroke-width="4"/><circle cx="${cx}" cy="${cy}" r="11" fill="#c53a4a"/>`;
  };
  for (let r = 0; r < 4; r++) for (let c = 0; c < 5; c++) a.add(cell(p.x + 30 + c * 56, p.y + 28 + r * 50, (r + c) % 4));
});

const cups = (a, layers, topping) => {
  for (const [x, y] of [[80, 70], [170, 58], [260, 70]]) {
    a.add(`<path d="M${x + 4} ${y + 12}l8 176h50l8-176z" fill="#3d1d09" opacity=".18" transform="translate(5 6)"/>`);
    let top = y + 30;
    for (const [height, color] of layers) {
      a.add(`<path d="M${x + 4 + (top - y - 10) * 0.045} ${top}h${62 - (top - y - 10) * 0.09}l-${height * 0.045} ${height}h-${62 - (top - y - 10 + height) * 0.09}z" fill="${color}"/>`);
      top += height;
    }
    a.add(`<path d="M${x} ${y + 10}h70l-8 180h-54z" fill="#fff" opacity=".18" stroke="#fff" stroke-width="3"/>`);
    a.add(topping(x + 35, y + 26));
  }
};

draw("banana-pudding-cups", "Banana pudding cups: layers of vanilla pudding, banana slices and wafers under whipped cream", "#7a9a65", (a) => {
  cups(a, [[34, "#fff8e6"], [22, "#f6e38a"], [14, "#d9a05a"], [30, "#fbeeb8"], [22, "#f6e38a"], [14, "#d9a05a"], [24, "#fbeeb8"]], (x, y) =>
    `<path d="M${x - 30} ${y + 6}q4-22 18-18q8-14 24 0q16-4 18 18z" fill="#fffdf7"/><circle cx="${x - 6}" cy="${y - 10}" r="7" fill="#f8e48a" stroke="#e8c13a" stroke-width="2"/><path d="M${x + 4} ${y - 6}l14-6l-2 12z" fill="#d9a05a"/>`);
});

draw("red-velvet-cake-cups", "Red velvet cake cups layered with cream cheese frosting and red crumbs", "#f4e4d4", (a) => {
  cups(a, [[36, "#a51c30"], [20, "#fff8ef"], [34, "#b5223a"], [20, "#fff8ef"], [36, "#a51c30"], [18, "#fff8ef"]], (x, y) =>
    `<path d="M${x - 30} ${y + 6}q4-22 18-18q8-14 24 0q16-4 18 18z" fill="#fff8ef"/><g fill="#a51c30"><circle cx="${x - 8}" cy="${y - 6}" r="3"/><circle cx="${x + 6}" cy="${y - 10}" r="2.5"/><circle cx="${x + 12}" cy="${y}" r="2.5"/><circle cx="${x - 16}" cy="${y + 2}" r="2"/></g>`);
});

// ── Dinner menu ──
draw("herb-roasted-chicken", "Herb roasted half chicken with rosemary jus, garlic mash and green beans", "#2f855a", (a) => {
  plate(a, { well: 100 });
  a.add(`<path d="M150 150c-10-50 30-80 80-70c50 12 60 60 40 90c-20 26-70 34-96 18c-14-8-22-20-24-38z" fill="#b0702c"/><path d="M170 110q30-20 70-6" stroke="#f6d38a" stroke-width="8" fill="none" opacity=".5" stroke-linecap="round"/>`);
  a.inCircle(215, 140, 46, 14, piece.herbs);
  a.add(`<circle cx="128" cy="196" r="34" fill="${cream(a, "#fbf3dc", "#eadfbf", "mash")}"/>`);
  a.inCircle(250, 212, 22, 8, piece.greenBean);
  a.add(`<path d="M120 100l30 14" stroke="#3f6f2a" stroke-width="3" stroke-linecap="round"/>`);
  a.inRect(118, 96, 32, 18, 6, piece.smallLeaf("#3f6f2a", 4));
});

draw("blackened-salmon", "Blackened salmon fillet with dirty rice and sauteed spinach", "#f2c14e", (a) => {
  plate(a, { well: 100 });
  a.add(`<circle cx="150" cy="170" r="50" fill="${rice(a, "#b9794a", "#e6c49a", "dirty")}"/>`);
  a.inCircle(150, 170, 44, 10, piece.dot("#4a2511", 2.5));
  a.inCircle(256, 196, 34, 9, piece.leaf("#2f5d23", 18));
  a.add(`<g transform="rotate(-12 220 120)"><rect x="160" y="90" width="130" height="62" rx="24" fill="#3a1d10"/><rect x="166" y="96" width="118" height="50" rx="20" fill="#7a3418"/>` +
    `<path d="M186 100l-8 40M212 100l-8 40M238 100l-8 40M264 100l-8 40" stroke="#f28b5b" stroke-width="3" opacity=".6"/></g>`);
  a.inCircle(224, 120, 44, 20, piece.dot("#1a0d06", 2));
  a.add(piece.lemon(300, 160, 0, -60));
});

draw("shrimp-scampi-linguine", "Shrimp scampi linguine with garlic butter, white wine, lemon and parsley", "#3a6ea5", (a) => {
  bowl(a, { fill: "#f2d48a", rim: "#fff" });
  for (let i = 0; i < 16; i++) {
    const r = 20 + i * 5;
    a.add(`<path d="M${200 - r} 150a${r} ${r * 0.9} 0 1 1 ${r * 2} 0" stroke="${i % 2 ? "#f6df9a" : "#e8c46a"}" stroke-width="4" fill="none" transform="rotate(${Math.round(a.between(0, 360))} 200 150)"/>`);
  }
  a.inCircle(200, 150, 70, 8, piece.shrimp());
  sprinkle(a, 200, 150, 90, 26);
  a.add(piece.lemon(250, 210, 0, 20));
});

draw("vegetable-lasagna", "Vegetable lasagna: layers of roasted vegetables, ricotta and marinara", "#c2611f", (a) => {
  plate(a, { well: 100 });
  a.add(`<path d="M128 104l96-26l60 40l-96 28z" fill="#f2c14e"/><path d="M128 104l60 42v74l-60-42z" fill="#c8451f"/><path d="M188 146l96-28v74l-96 28z" fill="#d2522a"/>`);
  for (const [y, color] of [[14, "#5f9a3e"], [28, "#fff8e8"], [42, "#ec8a2f"], [56, "#fff8e8"], [66, "#5f9a3e"]]) {
    a.add(`<path d="M128 ${104 + y}l60 42l96-28" stroke="${color}" stroke-width="5" fill="none"/>`);
  }
  a.inCircle(206, 110, 30, 6, piece.leaf("#3f6f2a", 9));
  a.inCircle(206, 110, 30, 6, piece.cube("#d2452f", "#9b2a1c", 7));
});

draw("stuffed-bell-peppers", "Bell peppers stuffed with rice, black beans, corn and melted cheddar", "#6b2f3a", (a) => {
  plate(a, { well: 100 });
  const fill = rice(a, "#e9dcc0", "#fbf5e6", "stuffing");
  for (const [x, y, color, dark] of [[150, 120, "#d2352f", "#9b2a1c"], [250, 120, "#f2c12e", "#c9941a"], [200, 200, "#4f8f3a", "#2f5d23"]]) {
    a.add(`<g transform="translate(${x} ${y})"><path d="M-44 0c0-34 20-44 44-44s44 10 44 44s-18 42-44 42s-44-8-44-42z" fill="${color}" stroke="${dark}" stroke-width="4"/><path d="M-36 0c0-26 14-36 36-36s36 10 36 36s-14 34-36 34s-36-8-36-34z" fill="${fill}"/>` +
      `<path d="M-24-6c10-16 40-16 50 2c6 14-12 24-26 20c-20 4-32-8-24-22z" fill="#f2a93a" opacity=".9"/><g fill="#1a1a2e"><circle cx="-18" cy="14" r="3.5"/><circle cx="20" cy="12" r="3.5"/><circle cx="4" cy="22" r="3.5"/></g>` +
      `<g fill="#f8d96a"><circle cx="-6" cy="18" r="3"/><circle cx="14" cy="24" r="3"/></g></g>`);
  }
  sprinkle(a, 200, 150, 90, 16);
});

draw("oxtail-stew", "Oxtail stew with butter beans in a rich gravy, served with white rice", "#e8b04a", (a) => {
  bowl(a, { fill: cream(a, "#5a2a12", "#7a3c1c", "gravy") });
  a.inCircle(200, 150, 70, 7, (x, y, _i, rot) => `<g transform="translate(${x} ${y}) rotate(${rot})"><circle r="22" fill="#4a1f0c"/><circle r="15" fill="#7a3418"/><circle r="6" fill="#e8d2b0"/><path d="M-12-12q8-6 18-2" stroke="#b0602c" stroke-width="3" fill="none"/></g>`);
  a.inCircle(200, 150, 92, 16, piece.bean("#f1e6c8", 8, 5.5));
  a.inCircle(200, 150, 92, 10, piece.cube("#ec8a2f", "#b5561c", 8));
  sprinkle(a, 200, 150, 92, 14);
});

export const DRAWN = dishes;

/**
 * Where an item has no photo: one quiet drawing per menu category (an empty vessel of the kind the category is
 * served in), so a card still says what sort of dish it is without pretending to be the dish.
 */
const MUTED = "#efe9e1";
const GREY = "#b8c0cc";
const placeholders = {};
const placeholder = (category, title, paint) => {
  placeholders[category] = () => {
    const art = new Art(`placeholder-${category}`, `${title} (no photo yet)`, MUTED);
    paint(art);
    return art.svg();
  };
};
placeholder("salads", "A salad bowl with a leaf", (a) => {
  bowl(a, { fill: "#f7f3ed", edge: "#e4ddd3" });
  a.add(piece.leaf(GREY, 40)(200, 150, 0, 30));
});
placeholder("vegetables", "A carrot and a broccoli floret on a plate", (a) => {
  plate(a, { edge: "#e4ddd3" });
  a.add(`<g opacity=".8"><path d="M150 190l70-70l10 10z" fill="${GREY}"/><path d="M222 118l14-14M226 124l18-8" stroke="${GREY}" stroke-width="5" stroke-linecap="round"/></g>`);
  a.add(`<g transform="translate(240 170)" fill="${GREY}"><circle cx="-10" r="10"/><circle cx="10" r="10"/><circle cy="-10" r="11"/><path d="M-4 6l-3 22h14l-3-22z"/></g>`);
});
placeholder("sides", "An empty catering pan with a serving spoon", (a) => {
  pan(a, { fill: "#f7f3ed" });
  a.add(`<g fill="${GREY}"><ellipse cx="170" cy="150" rx="34" ry="24"/><rect x="196" y="144" width="130" height="12" rx="6"/></g>`);
});
placeholder("entrees", "A covered serving dish (cloche) on a plate", (a) => {
  plate(a, { edge: "#e4ddd3" });
  a.add(`<path d="M130 176a70 70 0 0 1 140 0z" fill="${GREY}"/><rect x="118" y="174" width="164" height="10" rx="5" fill="#a0aab8"/><circle cx="200" cy="100" r="9" fill="#a0aab8"/>`);
});
placeholder("brunch", "A fried egg and a coffee cup", (a) => {
  plate(a, { cx: 170, edge: "#e4ddd3" });
  a.add(`<path d="M130 150c-6-30 30-44 50-30c30-6 44 26 26 44c-10 22-46 24-60 10c-16 0-20-12-16-24z" fill="#fff" stroke="#e4ddd3" stroke-width="3"/><circle cx="170" cy="148" r="16" fill="${GREY}"/>`);
  a.add(`<circle cx="330" cy="90" r="34" fill="#fff" stroke="#e4ddd3" stroke-width="4"/><circle cx="330" cy="90" r="24" fill="${GREY}"/><rect x="358" y="84" width="24" height="12" rx="6" fill="#e4ddd3"/>`);
});
placeholder("desserts", "A slice of cake on a plate", (a) => {
  plate(a, { edge: "#e4ddd3" });
  a.add(`<path d="M150 180l100-50v40l-100 50z" fill="${GREY}"/><path d="M150 180l-10-40l110-10z" fill="#d5dbe3"/><path d="M140 140l10 40v40l-10-40z" fill="#a0aab8"/><circle cx="200" cy="136" r="8" fill="#a0aab8"/>`);
});
export const PLACEHOLDERS = placeholders;
