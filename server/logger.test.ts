import { Writable } from "node:stream";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { users } from "@shared/schema";
import { createTestApp, type TestApp } from "./test/harness";
import { createLogger, serializeError } from "./logger";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const SENTINEL = "sentinel.customer@example.com";

describe("database errors in logs", () => {
  it("keep the SQLSTATE code and the table or constraint, never the query's values", async () => {
    await t.database.db.insert(users).values({ username: "sentinel", email: SENTINEL, passwordHash: "x" });
    const failure = await t.database.db
      .insert(users)
      .values({ username: "sentinel", email: SENTINEL, passwordHash: "x" })
      .then(() => undefined, (error: unknown) => error);
    expect(failure).toBeInstanceOf(Error);
    // drizzle's own message spells out the parameters: this is what must not be logged.
    expect(String((failure as Error).message)).toContain(SENTINEL);

    const lines: string[] = [];
    const sink = new Writable({
      write(chunk, _encoding, done) {
        lines.push(String(chunk));
        done();
      },
    });
    createLogger("info", sink).error({ err: failure }, "unhandled error");
    const logged = lines.join("");
    expect(logged).not.toContain(SENTINEL);
    expect(JSON.parse(logged).err).toMatchObject({ type: "DatabaseError", code: "23505", table: "users" });
  });

  it("leave other errors as pino prints them", () => {
    expect(serializeError(new Error("plain failure"))).toMatchObject({ type: "Error", message: "plain failure", stack: expect.any(String) });
  });
});
