import { describe, expect, it } from "vitest";
import { etagOf, prepareAnswer } from "./precompressed";

describe("prepareAnswer", () => {
  const body = { raw: Buffer.from("hello"), etag: etagOf(Buffer.from("hello")) };

  it("holds each answer's headers as a flat name, value list", () => {
    const answer = prepareAnswer(body, { contentType: "text/plain; charset=utf-8", cacheControl: "no-cache" });
    expect(answer.identity.headers).toEqual([
      "X-Content-Type-Options", "nosniff",
      "ETag", body.etag,
      "Cache-Control", "no-cache",
      "Content-Type", "text/plain; charset=utf-8",
      "Content-Length", "5",
    ]);
    expect(answer.notModified).toEqual(["X-Content-Type-Options", "nosniff", "ETag", body.etag, "Cache-Control", "no-cache"]);
  });

  it("refuses, when preparing, a header character HTTP cannot carry (instead of changing it)", () => {
    expect(() => prepareAnswer(body, { contentType: "text/plain", cacheControl: "no-cache", extra: { "X-Note": "10 €" } })).toThrow(/cannot carry/);
  });
});
