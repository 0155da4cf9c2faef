import http from "node:http";
import net from "node:net";
import { createApp, type ClientMountContext } from "./app";
import { boot } from "./boot";
import { startFailureMessage } from "./logger";
import type { Express } from "express";
import { mountBuiltClient } from "./static";

/** Production entry: migrate, seed, serve the built client, and shut down gracefully on SIGTERM/SIGINT. */
async function main(): Promise<void> {
  const { config, logger, database } = await boot();
  // The job queue (pg-boss) marks a finished job done without awaiting it; while PostgreSQL is away that promise
  // rejects with nobody to catch it, and Node would end the process. The job itself is safe (it runs again after
  // its expiry), so such a rejection is logged and the server keeps serving.
  process.on("unhandledRejection", (reason) => logger.error({ err: reason }, "unhandled promise rejection; the server keeps running"));

  const mountClient = (app: Express, { changeFeed, sessionCookie, frontDoor }: ClientMountContext) =>
    mountBuiltClient(app, {
      appUrl: config.appUrl,
      changeFeed,
      sessionCookie,
      frontDoor,
      onRenderError: (error, pathname) => logger.error({ err: error, pathname }, "rendering a page on the server failed; the browser renders it"),
    });
  const { handler, close, stopStreams } = await createApp({ config, database, logger, mountClient: config.serveClient ? mountClient : undefined });
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
    // Live event streams never finish by themselves: end them, and browsers reconnect to another instance.
    stopStreams();
    // Stop accepting connections and let in-flight requests finish; every answer from now on says
    // Connection: close. net.Server's close, not http.Server's: the latter (Node ≥ 19) also drops idle
    // keep-alive connections at once, while a client may be sending its next request on one (it would see a
    // reset, not an answer). An idle connection instead gets that next request answered and closed, or ends
    // at keepAliveTimeout (5 s), well within the grace period.
    net.Server.prototype.close.call(server, async () => {
      try {
        await close();
        await database.close();
        logger.info("shutdown complete");
      } finally {
        process.exit(0);
      }
    });
  };
  process.on("SIGTERM", () => shutdown("SIGTERM"));
  process.on("SIGINT", () => shutdown("SIGINT"));
}

main().catch((error) => {
  // Through the log serializer: a failed query's message would otherwise print the statement and its values.
  console.error(startFailureMessage(error));
  process.exit(1);
});
