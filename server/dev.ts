import http from "node:http";
import fs from "node:fs/promises";
import path from "node:path";
import type { Express } from "express";
import { createServer as createViteServer } from "vite";
import { createApp } from "./app";
import { boot } from "./boot";
import { projectRoot } from "./paths";

/** `npm run dev`: the same API with Vite as middleware, so the client hot-reloads on the same port. */
async function main(): Promise<void> {
  const { config, logger, database } = await boot();

  const vite = await createViteServer({
    configFile: path.join(projectRoot(), "vite.config.ts"),
    server: { middlewareMode: true },
    appType: "custom",
  });
  const mountClient = (app: Express) => {
    app.use(vite.middlewares);
    app.use(async (req, res, next) => {
      if (req.method !== "GET") return next();
      try {
        const template = await fs.readFile(path.join(projectRoot(), "client", "index.html"), "utf8");
        const html = await vite.transformIndexHtml(req.originalUrl, template);
        // Vite injects inline scripts for hot reload, which the production CSP would block.
        res.removeHeader("Content-Security-Policy");
        res.status(200).type("html").end(html);
      } catch (error) {
        next(error);
      }
    });
  };
  const { handler } = await createApp({ config, database, logger, mountClient });
  http.createServer(handler).listen(config.port, () => logger.info(`Creative Cuisines (dev) on http://localhost:${config.port}`));
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
