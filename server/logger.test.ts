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

describe("errors in logs carry no client objects, secrets or statements", () => {
  const logged = (fields: object) => {
    const lines: string[] = [];
    const sink = new Writable({
      write(chunk, _encoding, done) {
        lines.push(String(chunk));
        done();
      },
    });
    createLogger("info", sink).warn(fields, "failure");
    return lines.join("");
  };

  it("drops the connection pg-pool hangs on an error, and what pg-boss spreads into a plain object", () => {
    // What pg-pool emits when an idle connection dies: the error with the whole client (and its cancel key) on it.
    const lost = Object.assign(new Error("Connection terminated unexpectedly"), { client: { processID: 4242, secretKey: 987654321, connectionParameters: { password: "hunter2" } } });
    // What pg-boss's worker emits: the error spread into a plain object, plus its queue and worker.
    const spread = { ...lost, message: lost.message, stack: lost.stack, queue: "mail", worker: "w-1" };
    for (const err of [lost, spread]) {
      const line = logged({ err });
      expect(line).not.toMatch(/secretKey|987654321|hunter2|processID/);
      expect(JSON.parse(line).err).toMatchObject({ message: "Connection terminated unexpectedly" });
    }
    expect(JSON.parse(logged({ err: spread })).err).toMatchObject({ queue: "mail", worker: "w-1" });
  });

  it("drops a failed query's statement and parameters, keeping the cause's code", async () => {
    // drizzle's wrapper around a connection error: its message and stack spell out the statement and its values.
    const refused = Object.assign(new Error("connect ECONNREFUSED 127.0.0.1:5432"), { code: "ECONNREFUSED", syscall: "connect", address: "127.0.0.1", port: 5432 });
    const failed = Object.assign(new Error(`Failed query: select * from users where email = $1\nparams: ${SENTINEL}`, { cause: refused }), {
      query: "select * from users where email = $1",
      params: [SENTINEL],
    });
    const line = logged({ err: failed });
    expect(line).not.toContain(SENTINEL);
    expect(line).not.toMatch(/select \* from users/);
    expect(JSON.parse(line).err).toMatchObject({ message: expect.stringMatching(/^Failed query \(statement and parameters not logged\)/), cause: { code: "ECONNREFUSED", port: 5432 } });
  });
});
