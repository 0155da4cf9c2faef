import express, { Router } from "express";
import request from "supertest";
import { describe, expect, it } from "vitest";
import { DEFAULT_BUSINESS_SETTINGS } from "@shared/settings/business-settings";
import { errorHandler } from "../middleware/error-handler";
import { apiRoute } from "./api-route";

/** A router mounted at /api as the app mounts its own, answering through `apiRoute`. */
function appWith(mount: (router: Router) => void) {
  const app = express();
  app.use(express.json());
  const router = Router();
  mount(router);
  app.use("/api", router);
  app.use(errorHandler);
  return app;
}

describe("apiRoute", () => {
  it("mounts the table's path below /api, validates with the table's schemas and hands the parsed values on", async () => {
    const route = apiRoute("POST /api/loyalty/:userId/adjustments");
    expect(route.path).toBe("/loyalty/:userId/adjustments");
    const seen: unknown[] = [];
    const app = appWith((router) =>
      router.post(route.path, route.validate, (req, res) => {
        const adjustment = route.body(req);
        seen.push(adjustment);
        route.send(res, { userId: 1, points: adjustment.points, tier: "Bronze", multiplier: 1, nextTier: "Silver", pointsToNextTier: 1, progressPercent: 0, coupons: [] });
      }),
    );
    const ok = await request(app).post("/api/loyalty/1/adjustments").send({ points: 10, reason: "  Goodwill  " });
    expect(ok.status).toBe(201);
    expect(seen).toEqual([{ points: 10, reason: "Goodwill" }]);
    const refused = await request(app).post("/api/loyalty/1/adjustments").send({ points: 0, reason: "Goodwill" });
    expect(refused.status).toBe(400);
    expect(refused.body).toEqual({ message: "Points must not be zero.", errors: { points: "Points must not be zero." } });
  });

  it("parses the query with the table's schema, defaults included", async () => {
    const route = apiRoute("GET /api/messages/recent");
    const app = appWith((router) => router.get(route.path, route.validate, (req, res) => void res.json(route.query(req))));
    expect((await request(app).get("/api/messages/recent")).body).toEqual({ limit: 5 });
    expect((await request(app).get("/api/messages/recent?limit=21")).status).toBe(400);
  });

  it("builds a body schema from the business settings in force at each request", async () => {
    expect(() => apiRoute("POST /api/orders")).toThrow(/business settings/);
    let settings = DEFAULT_BUSINESS_SETTINGS;
    const route = apiRoute("POST /api/admin/proposals", { settings: () => settings });
    const app = appWith((router) => router.post(route.path, route.validate, (req, res) => void res.json({ guests: route.body(req).guestCount })));
    const proposal = {
      client: { kind: "existing", id: 1 },
      eventType: "corporate",
      eventDate: new Date(Date.now() + 30 * 86_400_000).toISOString(),
      guestCount: 20,
      lines: [{ kind: "staffing", description: "Servers", quantity: 2, unitPrice: "150.00" }],
    };
    expect((await request(app).post("/api/admin/proposals").send(proposal)).status).toBe(400);
    settings = { ...DEFAULT_BUSINESS_SETTINGS, booking: { ...DEFAULT_BUSINESS_SETTINGS.booking, minGuests: 10 } };
    expect((await request(app).post("/api/admin/proposals").send(proposal)).body).toEqual({ guests: 20 });
  });

  it("refuses to hand a body nobody validated: a route mounted without its validation fails loudly", async () => {
    const route = apiRoute("POST /api/messages");
    const app = appWith((router) => router.post(route.path, (req, res) => void res.json(route.body(req))));
    expect((await request(app).post("/api/messages").send({ quoteId: 1, content: "Hi" })).status).toBe(500);
  });
});
