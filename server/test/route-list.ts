import type { Express } from "express";

export interface RouteEntry {
  method: string;
  path: string;
}

interface Layer {
  rawPath?: string | string[];
  route?: { path: string | string[]; methods: Record<string, boolean> };
  handle?: { stack?: Layer[] };
}

/**
 * Every method and path the app answers, read from Express 5's own router (the mounted routers' stacks), so a
 * test that walks this list notices a new route the day it is added. Sorted, without duplicates.
 */
export function listRoutes(app: Express): RouteEntry[] {
  const found = new Set<string>();
  const walk = (stack: Layer[], prefix: string) => {
    for (const layer of stack) {
      if (layer.route) {
        for (const path of ([] as string[]).concat(layer.route.path)) {
          for (const method of Object.keys(layer.route.methods)) {
            if (method !== "_all") found.add(`${method.toUpperCase()} ${prefix}${path}`);
          }
        }
      } else if (layer.handle?.stack) {
        // A mounted router (app.use("/api", router)); "/" mounts add nothing to the path.
        const mount = typeof layer.rawPath === "string" && layer.rawPath !== "/" ? layer.rawPath : "";
        walk(layer.handle.stack, prefix + mount);
      }
    }
  };
  walk((app as unknown as { router: { stack: Layer[] } }).router.stack, "");
  return [...found].sort().map((entry) => {
    const [method, path] = entry.split(" ");
    return { method, path };
  });
}
