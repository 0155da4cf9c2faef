import express, { type Express } from "express";
import { pinoHttp } from "pino-http";
import type { AppConfig } from "../env";
import { serializeError, type Logger } from "../logger";
import { requireSameOrigin } from "../middleware/same-origin";
import { withoutLinkTokens } from "../http/link-token-paths";
import type { securityHeaders } from "../http/security-headers";
import { refuseUnsafeInput } from "../middleware/validate";
import { LocalDiskStorage, UPLOADS_CSP, UPLOADS_URL_PREFIX, type FileStorage } from "../storage/file-storage";
import { S3FileStorage, uploadsFromS3 } from "../storage/s3-storage";

/**
 * What every request meets after the hot public reads and before the API's routers: security headers
 * (http/security-headers.ts), the request log, uploaded photos, the same-origin check and the JSON body. What the
 * front door answers from memory (http/front-door.ts) never gets here.
 */
export function mountHttpBasics(app: Express, { config, logger, storage, security }: { config: AppConfig; logger: Logger; storage: FileStorage; security: ReturnType<typeof securityHeaders> }): void {
  app.use(security);
  app.use(
    pinoHttp({
      logger,
      genReqId: (req, res) => {
        const id = crypto.randomUUID();
        res.setHeader("X-Request-Id", id);
        return id;
      },
      // Query strings can carry reset tokens: log the path only, and never a proposal link's token (in its path).
      serializers: {
        req: (req) => ({ id: req.id, method: req.method, url: withoutLinkTokens(String(req.url).split("?")[0]) }),
        res: (res) => ({ statusCode: res.statusCode }),
        err: serializeError,
      },
      autoLogging: { ignore: (req) => req.url === "/api/health" || req.url === "/api/ready" },
    }),
  );
  // Uploaded photos: random names that never change, so browsers may keep them for a year. Only re-encoded
  // WebP files live there; nosniff (helmet) and a sandboxing CSP make sure nothing in them ever runs.
  if (storage instanceof LocalDiskStorage) {
    app.use(
      UPLOADS_URL_PREFIX,
      express.static(storage.dir, {
        index: false,
        dotfiles: "deny",
        fallthrough: false,
        immutable: true,
        maxAge: "365d",
        setHeaders: (res) => res.setHeader("Content-Security-Policy", UPLOADS_CSP),
      }),
    );
  } else if (storage instanceof S3FileStorage) {
    app.use(UPLOADS_URL_PREFIX, uploadsFromS3(storage));
  }
  app.use("/api", requireSameOrigin([new URL(config.appUrl).origin]));
  // The pages' own forms, sent by the browser without the app (routes/forms.ts): read before the check below.
  app.use("/api/forms", express.urlencoded({ extended: false, limit: "100kb" }));
  app.use("/api", express.json({ limit: "100kb" }), refuseUnsafeInput);
}
