import { Router } from "express";
import { openApiText } from "@shared/api/openapi";
import { apiRoute } from "../http/api-route";
import { precompress, sendPrecompressed, type Precompressed } from "../http/precompressed";

/**
 * GET /api/openapi.json: the API described as OpenAPI 3.1, built from the route table on the first request (the
 * same bytes `npm run openapi` commits as docs/api/openapi.json) and kept compressed. Public and cacheable: it
 * changes only with a deployment.
 */
export function openApiRouter(): Router {
  const router = Router();
  let document: Promise<Precompressed> | undefined;
  router.get(apiRoute("GET /api/openapi.json").path, (req, res, next) => {
    document ??= Promise.resolve().then(() => precompress(openApiText()));
    document.then((bytes) => sendPrecompressed(req, res, bytes, { contentType: "application/json; charset=utf-8", cacheControl: "public, max-age=3600" })).catch(next);
  });
  return router;
}
