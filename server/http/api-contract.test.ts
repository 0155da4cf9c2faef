import fs from "node:fs/promises";
import path from "node:path";
import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { validate } from "@readme/openapi-parser";
import { API_ROUTES } from "@shared/api/routes";
import { buildOpenApiDocument, openApiText } from "@shared/api/openapi";
import { projectRoot } from "../paths";
import { createTestApp, type TestApp } from "../test/harness";
import { listRoutes } from "../test/route-list";
import { contractProblem } from "./response-contract";

/**
 * The route table (shared/api/routes.ts) is the API's contract both ways. Every other API test runs with each answer
 * checked against it (createApp's `checkResponses`, failing the file on a breach); these tests show that the table
 * names exactly the routes the router serves, that the check refuses what it must, and that the committed OpenAPI
 * document is the table's and a valid one.
 */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe("the route table", () => {
  it("declares every route the app's router serves, and no route it does not", () => {
    const served = listRoutes(t.app).map((route) => `${route.method} ${route.path}`);
    const declared = Object.keys(API_ROUTES);
    expect(served.filter((route) => !declared.includes(route)), "served routes missing from shared/api/routes.ts").toEqual([]);
    expect(declared.filter((route) => !served.includes(route)), "table entries no router serves").toEqual([]);
  });

  it("gives every route a JSON schema, a media type (or both: JSON unless the query asks for the other), or a 204 without a body", () => {
    for (const [route, spec] of Object.entries(API_ROUTES)) {
      const kinds = ["response" in spec || "content" in spec, "status" in spec && spec.status === 204].filter(Boolean);
      expect(kinds, route).toHaveLength(1);
    }
  });
});

describe("the answers check", () => {
  const health = API_ROUTES["GET /api/health"];
  const json = (value: unknown) => Buffer.from(JSON.stringify(value));

  it("passes an answer that is exactly what the route declares", () => {
    expect(contractProblem(health, 200, "application/json; charset=utf-8", json({ status: "ok", database: "up" }))).toBeNull();
  });

  it("refuses an undeclared field, a wrong type, a missing field and an undeclared status", () => {
    expect(contractProblem(health, 200, "application/json", json({ status: "ok", database: "up", version: "1" }))).toMatch(/version/);
    expect(contractProblem(health, 200, "application/json", json({ status: "ok", database: 1 }))).toMatch(/database/);
    expect(contractProblem(health, 200, "application/json", json({ status: "ok" }))).toMatch(/database/);
    expect(contractProblem(health, 201, "application/json", json({ status: "ok", database: "up" }))).toMatch(/answered 201/);
  });

  it("refuses text where JSON is declared, JSON where a download is declared, and a body on a 204", () => {
    expect(contractProblem(health, 200, "text/html", Buffer.from("<p>ok</p>"))).toMatch(/declares JSON/);
    expect(contractProblem(API_ROUTES["GET /api/orders/export.csv"], 200, "application/json", json([]))).toMatch(/text\/csv/);
    expect(contractProblem(API_ROUTES["DELETE /api/qr-codes/:id"], 204, "", Buffer.from("x"))).toMatch(/declares none/);
  });

  it("checks error answers against the error body, and an undeclared JSON route's success at all", () => {
    expect(contractProblem(health, 404, "application/json", json({ message: "Not found" }))).toBeNull();
    expect(contractProblem(health, 400, "application/json", json({ message: "Bad", stack: "at …" }))).toMatch(/stack/);
    expect(contractProblem(undefined, 200, "application/json", json({}))).toMatch(/not in the table/);
  });

  it("sees the app's real answers: none of this file's broke the table so far", async () => {
    expect((await request(t.server).get("/api/health")).status).toBe(200);
    expect((await request(t.server).get("/api/menu-items")).status).toBe(200);
    expect(t.contractViolations).toEqual([]);
  });
});

describe("the OpenAPI document", () => {
  const committedFile = path.join(projectRoot(), "docs", "api", "openapi.json");

  it("is committed as the table gives it now (npm run openapi writes it)", async () => {
    const committed = await fs.readFile(committedFile, "utf8");
    expect(committed === openApiText(), "docs/api/openapi.json is stale: run npm run openapi and commit the result").toBe(true);
  });

  it("is a valid OpenAPI 3.1 document, and the validator does refuse a broken one", async () => {
    const result = await validate(committedFile);
    expect(result.valid ? [] : result.errors).toEqual([]);

    const broken = { ...buildOpenApiDocument(), paths: { "/api/health": { get: { responses: { 200: { content: {} } } } } } };
    const brokenFile = path.join(t.dataDir, "broken-openapi.json");
    await fs.writeFile(brokenFile, JSON.stringify(broken));
    expect((await validate(brokenFile)).valid).toBe(false);
  });

  it("describes every route of the table, with its parameters, body and answers", () => {
    const document = buildOpenApiDocument() as { paths: Record<string, Record<string, { parameters?: { name: string; in: string }[]; requestBody?: unknown; responses: Record<string, unknown> }>> };
    const operations = Object.entries(document.paths).flatMap(([route, methods]) => Object.keys(methods).map((method) => `${method.toUpperCase()} ${route.replace(/\{(\w+)\}/g, ":$1")}`));
    expect(operations.sort()).toEqual(Object.keys(API_ROUTES).sort());
    const byId = document.paths["/api/quotes/{id}/deposit"].post;
    expect(byId.parameters?.map((p) => `${p.in}:${p.name}`)).toEqual(["path:id", "header:Idempotency-Key"]);
    expect(byId.requestBody).toBeDefined();
    expect(Object.keys(byId.responses)).toEqual(["200", "402", "409", "default"]);
  });

  it("is served at GET /api/openapi.json, public and cacheable", async () => {
    const res = await request(t.server).get("/api/openapi.json");
    expect(res.status).toBe(200);
    expect(res.headers["content-type"]).toMatch(/^application\/json/);
    expect(res.headers["cache-control"]).toBe("public, max-age=3600");
    expect(res.text).toBe(openApiText());
  });
});
