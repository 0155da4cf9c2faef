import { describe, expect, it, vi } from "vitest";
import { z } from "zod";
import { lazyZodResolver } from "./lazy-zod-resolver";

const schema = z.object({ email: z.email("Please enter a valid email address") });
const validate = (resolver: ReturnType<typeof lazyZodResolver<{ email: string }>>, email: string) =>
  resolver({ email }, undefined, { fields: {}, shouldUseNativeValidation: false });

describe("lazyZodResolver", () => {
  it("validates with the schema it loads, loading it once", async () => {
    const load = vi.fn(async () => schema);
    const resolver = lazyZodResolver<{ email: string }>(load);
    expect(load).not.toHaveBeenCalled();

    expect((await validate(resolver, "nope")).errors.email?.message).toBe("Please enter a valid email address");
    expect(await validate(resolver, "ann@example.com")).toEqual({ values: { email: "ann@example.com" }, errors: {} });
    resolver.preload();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it("tries the download again after it failed", async () => {
    const load = vi.fn<() => Promise<typeof schema>>().mockRejectedValueOnce(new Error("offline")).mockResolvedValue(schema);
    const resolver = lazyZodResolver<{ email: string }>(load);

    await expect(validate(resolver, "nope")).rejects.toThrow("offline");
    expect((await validate(resolver, "nope")).errors.email?.message).toBe("Please enter a valid email address");
    expect(load).toHaveBeenCalledTimes(2);
  });

  it("preloads without an unhandled failure when the download fails (the form tries again when sent)", async () => {
    const load = vi.fn<() => Promise<typeof schema>>().mockRejectedValueOnce(new Error("offline")).mockResolvedValue(schema);
    const resolver = lazyZodResolver<{ email: string }>(load);
    resolver.preload();
    await vi.waitFor(() => expect(load).toHaveBeenCalledTimes(1));
    await new Promise((resolve) => setTimeout(resolve, 0));

    expect((await validate(resolver, "ann@example.com")).errors).toEqual({});
    expect(load).toHaveBeenCalledTimes(2);
  });
});
