import { describe, expect, it } from "vitest";
import { loadConfig } from "./env";

describe("loadConfig", () => {
  it("refuses to start in production without SESSION_SECRET", () => {
    expect(() => loadConfig({ NODE_ENV: "production" })).toThrow(/SESSION_SECRET is required/);
  });

  it("defaults to port 5000, the embedded database and demo mode", () => {
    const config = loadConfig({});
    expect(config.port).toBe(5000);
    expect(config.databaseUrl).toBeUndefined();
    expect(config.demoMode).toBe(true);
    expect(config.appUrl).toBe("http://localhost:5000");
  });

  it("turns demo mode off with a real database or in production, unless DEMO_MODE says otherwise", () => {
    expect(loadConfig({ DATABASE_URL: "postgres://localhost/x" }).demoMode).toBe(false);
    const secret = "s".repeat(32);
    expect(loadConfig({ NODE_ENV: "production", SESSION_SECRET: secret }).demoMode).toBe(false);
    expect(loadConfig({ NODE_ENV: "production", SESSION_SECRET: secret, DEMO_MODE: "true" }).demoMode).toBe(true);
  });

  it("reads rate limits from RATE_LIMIT_* variables and names a bad one", () => {
    expect(loadConfig({ RATE_LIMIT_LOGIN_PER_IP: "50", RATE_LIMIT_CARD_DECLINES_PER_ORDER: "3" }).rateLimits).toEqual({ loginPerIp: 50, cardDeclinesPerOrder: 3 });
    expect(() => loadConfig({ RATE_LIMIT_MESSAGES_PER_USER: "lots" })).toThrow(/RATE_LIMIT_MESSAGES_PER_USER/);
  });

  it("explains a bad value", () => {
    expect(() => loadConfig({ PORT: "not-a-port" })).toThrow(/Invalid environment: PORT/);
  });
});
