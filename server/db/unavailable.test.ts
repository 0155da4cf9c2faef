import { describe, expect, it } from "vitest";
import { isDatabaseUnavailable } from "./unavailable";

const pgError = (code: string, message = "boom") => Object.assign(new Error(message), { code, severity: "FATAL", routine: "x" });
// drizzle wraps the driver's error as the cause of its own.
const wrapped = (cause: unknown) => Object.assign(new Error("Failed query: select 1\nparams: "), { cause });

describe("isDatabaseUnavailable", () => {
  it.each([
    ["refused connection", Object.assign(new Error("connect ECONNREFUSED 127.0.0.1:5432"), { code: "ECONNREFUSED" })],
    ["admin shutdown (PostgreSQL stopping)", pgError("57P01", "terminating connection due to administrator command")],
    ["starting up", pgError("57P03", "the database system is starting up")],
    ["statement timeout", pgError("57014", "canceling statement due to statement timeout")],
    ["lock timeout", pgError("55P03", "canceling statement due to lock timeout")],
    ["connection exception class 08", pgError("08006")],
    ["pool acquire timeout", new Error("timeout exceeded when trying to connect")],
    ["connection lost mid-query", new Error("Connection terminated unexpectedly")],
  ])("%s is unavailable, also when drizzle wraps it", (_name, error) => {
    expect(isDatabaseUnavailable(error)).toBe(true);
    expect(isDatabaseUnavailable(wrapped(error))).toBe(true);
  });

  it.each([
    ["unique violation", pgError("23505", "duplicate key value")],
    ["syntax error", pgError("42601")],
    ["a plain bug", new TypeError("x is undefined")],
  ])("%s is not", (_name, error) => {
    expect(isDatabaseUnavailable(wrapped(error))).toBe(false);
  });
});
