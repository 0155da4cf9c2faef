/** The part of Vite's build manifest (dist/public/.vite/manifest.json) we read. */
export type ViteManifest = Record<string, { file: string; imports?: string[]; dynamicImports?: string[]; isEntry?: boolean }>;

/** A page's module by the router's naming: /home → pages/home.tsx, /checkout/success → pages/checkout-success.tsx. */
const pageModuleKey = (pathname: string) => `src/app/pages/${pathname.replace(/^\/+|\/+$/g, "").replace(/\//g, "-") || "splash"}.tsx`;

function closure(manifest: ViteManifest, key: string): Set<string> {
  const seen = new Set<string>();
  const visit = (k: string) => {
    if (seen.has(k) || !manifest[k]) return;
    seen.add(k);
    for (const next of manifest[k].imports ?? []) visit(next);
  };
  visit(key);
  return seen;
}

/**
 * The scripts a page loads lazily (its own chunk and the chunks only it imports), to be preloaded from its HTML:
 * the browser fetches them beside the entry instead of after it has run, a round trip less before the page paints.
 * With `withApp`, the app's chunk too (the entry loads it with a dynamic import, main.tsx). A path with no page
 * module of its own preloads nothing of its own.
 */
export function pageModulePreloads(manifest: ViteManifest, pathname: string, { withApp = false }: { withApp?: boolean } = {}): string[] {
  const entry = Object.keys(manifest).find((key) => manifest[key].isEntry);
  if (!entry) return [];
  const loaded = closure(manifest, entry);
  const wanted = new Set<string>();
  if (withApp) for (const app of manifest[entry].dynamicImports ?? []) for (const key of closure(manifest, app)) wanted.add(key);
  const page = pageModuleKey(pathname);
  if (manifest[page]) for (const key of closure(manifest, page)) wanted.add(key);
  return [...wanted].filter((key) => !loaded.has(key)).map((key) => `/${manifest[key].file}`);
}
