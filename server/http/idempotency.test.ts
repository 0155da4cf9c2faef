import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { and, eq, sql } from "drizzle-orm";
import { idempotencyKeys } from "@shared/schema";
import { createTestApp, type TestApp } from "../test/harness";
import { hashRequest, runIdempotent, type AnswerInTransaction } from "./idempotency";

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

describe("an answer commits with its effect, in the effect's own transaction", () => {
  /** A table of effects of our own: what an order's insert is to a checkout. */
  const effects = async (key: string) => {
    const result = await t.database.db.execute(sql`select count(*)::int as n from idempotency_test_effects where key = ${key}`);
    return (result as unknown as { rows: { n: number }[] }).rows[0].n;
  };
  const keyRow = async (scope: string, key: string) => {
    const [row] = await t.database.db.select().from(idempotencyKeys).where(and(eq(idempotencyKeys.scope, scope), eq(idempotencyKeys.key, key)));
    return row;
  };
  beforeAll(async () => {
    await t.database.db.execute(sql`create table if not exists idempotency_test_effects (id serial primary key, key text not null)`);
  });

  it("rolled back: neither the effect nor the answer exists and a retry runs; committed: both, even when what follows the commit fails", async () => {
    const options = { scope: "test:atomic", key: "k5", requestBody: { n: 1 } };
    await expect(
      runIdempotent(t.database.db, options, async (answer) =>
        t.database.db.transaction(async (tx) => {
          await tx.execute(sql`insert into idempotency_test_effects (key) values ('k5')`);
          await answer(tx, { status: 201, body: { made: 1 } });
          throw new Error("the database went away before the commit");
        }),
      ),
    ).rejects.toThrow("before the commit");
    expect(await effects("k5")).toBe(0);
    expect(await keyRow("test:atomic", "k5")).toBeUndefined();

    // Committed, then the request fails (the commit's acknowledgement lost, a crash after it): the answer is the
    // committed one, now and for every retry, and the effect is not made again.
    const committed = await runIdempotent(t.database.db, options, async (answer) => {
      await t.database.db.transaction(async (tx) => {
        await tx.execute(sql`insert into idempotency_test_effects (key) values ('k5')`);
        await answer(tx, { status: 201, body: { made: 2 } });
      });
      throw new Error("connection lost after the commit");
    });
    expect(committed).toEqual({ status: 201, body: { made: 2 } });
    const retry = await runIdempotent(t.database.db, options, async () => {
      throw new Error("a replay must not run the work");
    });
    expect(retry).toEqual({ status: 201, body: { made: 2 } });
    expect(await effects("k5")).toBe(1);
    expect(await keyRow("test:atomic", "k5")).toMatchObject({ responseStatus: 201, responseBody: { made: 2 } });
  });

  it("a takeover cannot make the effect twice: of two requests running one key, only the first to commit its answer commits its effect", async () => {
    const options = { scope: "test:fence", key: "k6", requestBody: {}, leaseMs: 600_000 };
    let openGate!: () => void;
    const gate = new Promise<void>((resolve) => (openGate = resolve));
    let claimed!: () => void;
    const firstClaimed = new Promise<void>((resolve) => (claimed = resolve));
    const effect = (made: string) => async (answer: AnswerInTransaction) =>
      t.database.db.transaction(async (tx) => {
        await tx.execute(sql`insert into idempotency_test_effects (key) values ('k6')`);
        await answer(tx, { status: 201, body: { made } });
        return { status: 201, body: { made } };
      });
    // The first request claims the key, then is cut off (its lease renewals lost) before its transaction.
    const first = runIdempotent(t.database.db, options, async (answer) => {
      claimed();
      await gate;
      return effect("first")(answer);
    });
    await firstClaimed;
    await t.database.db.update(idempotencyKeys).set({ leaseUntil: sql`now() - interval '1 second'` }).where(eq(idempotencyKeys.key, "k6"));
    // Its lease ran out: a retry takes the key over and makes the effect.
    const second = await runIdempotent(t.database.db, options, effect("second"));
    expect(second).toEqual({ status: 201, body: { made: "second" } });
    // The first one comes back: its transaction finds the key answered and rolls back, and it answers as the key did.
    openGate();
    expect(await first).toEqual({ status: 201, body: { made: "second" } });
    expect(await effects("k6")).toBe(1);
  });
});
