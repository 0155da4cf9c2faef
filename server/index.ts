import http from "node:http";
import { createApp } from "./app";
import { boot } from "./boot";
import { mountBuiltClient } from "./static";

/** Production entry: migrate, seed, serve the built client, and shut down gracefully on SIGTERM/SIGINT. */
async function main(): Promise<void> {
  const { config, logger, database } = await boot();

  const { handler, close } = await createApp({ config, database, logger, mountClient: mountBuiltClient });
  const server = http.createServer(handler);
  server.listen(config.port, () => {
    logger.info({ port: config.port, database: database.driver, demoMode: config.demoMode }, `Creative Cuisines listening on http://localhost:${config.port}`);
  });
  server.on("error", (error) => {
    logger.fatal({ err: error }, "server failed to start");
    process.exit(1);
  });

  let stopping = false;
  const shutdown = (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, "shutting down: finishing in-flight requests");
    // Stop accepting connections, let in-flight requests finish, then close idle keep-alive sockets.
    server.close(async () => {
      await close();
      await database.close();
      logger.info("shutdown complete");
      process.exit(0);
    });
    server.closeIdleConnections();
    setTimeout(() => {
      logger.warn("forcing shutdown after 10 s");
      process.exit(1);
    }, 10_000).unref();
  };
  process.on("SIGTERM", () => shutdown("SIGTERM"));
  process.on("SIGINT", () => shutdown("SIGINT"));
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
