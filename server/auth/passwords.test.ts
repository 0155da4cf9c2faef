import { afterEach, describe, expect, it, vi } from "vitest";
import { hashPassword, PASSWORD_HASHING, useTestPasswordHashing, verifyPassword } from "./passwords";

afterEach(() => {
  vi.unstubAllEnvs();
  useTestPasswordHashing(true);
});

describe("password hashing", () => {
  it("uses argon2id with OWASP's minimum (19 MiB, 2 passes, 1 lane) outside the test suite", async () => {
    expect(PASSWORD_HASHING).toMatchObject({ memoryCost: 19_456, timeCost: 2, parallelism: 1 });
    useTestPasswordHashing(false);
    const hash = await hashPassword("Sturdy-Passw0rd");
    expect(hash).toMatch(/^\$argon2id\$v=19\$m=19456,p=1,t=2\$/);
    expect(await verifyPassword(hash, "Sturdy-Passw0rd")).toBe(true);
    expect(await verifyPassword(hash, "sturdy-Passw0rd")).toBe(false);
  });

  it("uses cheap argon2id parameters in tests, and verifies hashes of either kind", async () => {
    const cheap = await hashPassword("Sturdy-Passw0rd");
    expect(cheap).toMatch(/^\$argon2id\$v=19\$m=1024,p=1,t=1\$/);
    useTestPasswordHashing(false);
    expect(await verifyPassword(cheap, "Sturdy-Passw0rd")).toBe(true);
  });

  it("refuses the cheap parameters outside vitest", () => {
    vi.stubEnv("VITEST", "");
    expect(() => useTestPasswordHashing(true)).toThrow("test suite only");
  });
});
