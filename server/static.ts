import fs from "node:fs";
import path from "node:path";
import express, { type Express } from "express";
import { projectRoot } from "./paths";

export const CLIENT_DIST_DIR = path.join(projectRoot(), "dist", "public");

/** Serves the built client: hashed assets cached for a year, index.html always revalidated, SPA fallback. */
export function mountBuiltClient(app: Express): void {
  const indexHtml = path.join(CLIENT_DIST_DIR, "index.html");
  if (!fs.existsSync(indexHtml)) throw new Error(`The client is not built (${indexHtml} is missing). Run npm run build.`);
  app.use(
    "/assets",
    express.static(path.join(CLIENT_DIST_DIR, "assets"), { immutable: true, maxAge: "365d", index: false, fallthrough: false }),
  );
  app.use(express.static(CLIENT_DIST_DIR, { index: false, maxAge: "1h" }));
  app.use((req, res, next) => {
    if (req.method !== "GET" && req.method !== "HEAD") return next();
    res.setHeader("Cache-Control", "no-cache");
    res.sendFile(indexHtml);
  });
}
