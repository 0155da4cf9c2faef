import http from "node:http";
import { createApp } from "./app";
import { boot } from "./boot";
import { mountBuiltClient } from "./static";

/** Production entry: migrate, seed, serve the built client, and shut down gracefully on SIGTERM/SIGINT. */
async function main(): Promise<void> {
  const { config, logger, database } = await boot();

  const { handler, close } = await createApp({ config, database, logger, mountClient: config.serveClient ? (app) => mountBuiltClient(app, { appUrl: config.appUrl }) : undefined });
  let stopping = false;
  // Once stopping, every answer closes its connection, so keep-alive clients cannot hold the server open.
  const server = http.createServer((req, res) => {
    if (stopping) res.setHeader("Connection", "close");
    handler(req, res);
  });
  server.listen(config.port, () => {
    logger.info({ port: config.port, database: database.driver, demoMode: config.demoMode }, `Creative Cuisines listening on http://localhost:${config.port}`);
  });
  server.on("error", (error) => {
    logger.fatal({ err: error }, "server failed to start");
    process.exit(1);
  });

  const shutdown = (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, "shutting down: finishing in-flight requests");
    // A request that outlives the grace period must not keep the process alive: the supervisor's SIGKILL
    // would come next anyway.
    setTimeout(() => {
      logger.warn("forcing shutdown after 9 s");
      process.exit(1);
    }, 9_000).unref();
    // Stop accepting connections and let in-flight requests finish. Keep-alive connections become idle
    // after their last answer; close them as they do, until every one is gone.
    const closeIdle = setInterval(() => server.closeIdleConnections(), 100);
    server.close(async () => {
      clearInterval(closeIdle);
      try {
        await close();
        await database.close();
        logger.info("shutdown complete");
      } finally {
        process.exit(0);
      }
    });
    server.closeIdleConnections();
  };
  process.on("SIGTERM", () => shutdown("SIGTERM"));
  process.on("SIGINT", () => shutdown("SIGINT"));
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
