/** The part of Vite's build manifest (dist/public/.vite/manifest.json) we read. */
export type ViteManifest = Record<string, { file: string; imports?: string[]; dynamicImports?: string[]; isEntry?: boolean }>;

/** A page's module by the router's naming: /home → pages/home.tsx, /checkout/success → pages/checkout-success.tsx. */
const pageModuleKey = (pathname: string) => `src/app/pages/${pathname.replace(/^\/+|\/+$/g, "").replace(/\//g, "-") || "splash"}.tsx`;

/** The chunks `key` loads, itself included, each after the chunks it imports (the order they run in). */
function closure(manifest: ViteManifest, key: string): string[] {
  const seen = new Set<string>();
  const order: string[] = [];
  const visit = (k: string) => {
    if (seen.has(k) || !manifest[k]) return;
    seen.add(k);
    for (const next of manifest[k].imports ?? []) visit(next);
    order.push(k);
  };
  visit(key);
  return order;
}

export interface PageModules {
  /**
   * What a page loads lazily besides the entry: the app's chunk (the entry imports it dynamically, main.tsx), the
   * page's own chunk and the chunks only they import. Preloaded from the HTML (or, on a page the server
   * rendered, once it has painted): the browser fetches them beside the entry instead of after it has run.
   */
  preload: string[];
  /**
   * Those of them that do not need the app's chunk, in the order they run: a page the server rendered runs them
   * one task at a time before the app (main.tsx), so that no single task has to run them all at once.
   */
  runFirst: string[];
}

/** What a page with no modules of its own loads besides the entry (no manifest: a build without one, or tests). */
export const NO_MODULES: PageModules = { preload: [], runFirst: [] };

/** A page's modules (PageModules); a path with no page module of its own has only the app's. */
export function pageModules(manifest: ViteManifest, pathname: string): PageModules {
  const entry = Object.keys(manifest).find((key) => manifest[key].isEntry);
  if (!entry) return NO_MODULES;
  const loaded = new Set(closure(manifest, entry));
  const apps = manifest[entry].dynamicImports ?? [];
  const wanted = new Set<string>();
  for (const app of apps) for (const key of closure(manifest, app)) wanted.add(key);
  const page = pageModuleKey(pathname);
  if (manifest[page]) for (const key of closure(manifest, page)) wanted.add(key);
  const keys = [...wanted].filter((key) => !loaded.has(key));
  const needsApp = (key: string) => closure(manifest, key).some((k) => apps.includes(k));
  const file = (key: string) => `/${manifest[key].file}`;
  return { preload: keys.map(file), runFirst: keys.filter((key) => !needsApp(key)).map(file) };
}
