import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import { idempotencyKeys } from "@shared/schema";
import { createTestApp, type TestApp } from "../test/harness";
import { hashRequest, runIdempotent } from "./idempotency";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe("an Idempotency-Key claim is a lease", () => {
  it("a claim whose request died is taken over once its lease runs out, and the work runs exactly once for all retries", async () => {
    const body = { orderId: 1 };
    // What a request killed right after claiming leaves behind: a claim, no answer, a lease about to run out.
    await t.database.db.insert(idempotencyKeys).values({
      scope: "test:dead",
      key: "k1",
      requestHash: hashRequest(body),
      leaseUntil: sql`now() + interval '300 milliseconds'`,
    });
    let runs = 0;
    const retries = await Promise.all(
      Array.from({ length: 10 }, () =>
        runIdempotent(t.database.db, { scope: "test:dead", key: "k1", requestBody: body, leaseMs: 3_000 }, async () => {
          runs += 1;
          await sleep(50);
          return { status: 201, body: { run: runs } };
        }),
      ),
    );
    expect(runs).toBe(1);
    expect(retries.every((r) => r.status === 201 && (r.body as { run: number }).run === 1)).toBe(true);
  });

  it("a live request keeps renewing its lease: a twin waits for its answer instead of running again", async () => {
    let runs = 0;
    const work = async () => {
      runs += 1;
      // Longer than the lease several times over; the renewals keep the claim.
      await sleep(2_500);
      return { status: 200, body: { ok: true } };
    };
    const first = runIdempotent(t.database.db, { scope: "test:live", key: "k2", requestBody: {}, leaseMs: 1_500 }, work);
    await sleep(100);
    const twin = runIdempotent(t.database.db, { scope: "test:live", key: "k2", requestBody: {}, leaseMs: 1_500 }, work);
    const [a, b] = await Promise.all([first, twin]);
    expect(runs).toBe(1);
    expect(a).toEqual(b);
  });

  it("a request that failed releases its key, so the retry runs", async () => {
    let runs = 0;
    await expect(
      runIdempotent(t.database.db, { scope: "test:failed", key: "k3", requestBody: {} }, async () => {
        runs += 1;
        throw new Error("connection lost");
      }),
    ).rejects.toThrow("connection lost");
    const retry = await runIdempotent(t.database.db, { scope: "test:failed", key: "k3", requestBody: {} }, async () => {
      runs += 1;
      return { status: 201, body: {} };
    });
    expect(retry.status).toBe(201);
    expect(runs).toBe(2);
  });

  it("the same key with another body is still refused", async () => {
    await runIdempotent(t.database.db, { scope: "test:body", key: "k4", requestBody: { a: 1 } }, async () => ({ status: 201, body: {} }));
    await expect(runIdempotent(t.database.db, { scope: "test:body", key: "k4", requestBody: { a: 2 } }, async () => ({ status: 201, body: {} }))).rejects.toThrow(
      /different request/,
    );
  });
});
