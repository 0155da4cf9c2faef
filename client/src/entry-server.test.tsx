import { lazy, Suspense } from "react";
import { describe, expect, it } from "vitest";
import { renderToText } from "./entry-server";

describe("renderToText", () => {
  it("keeps every character whole, however React cuts its output", async () => {
    // Many of React's 2 KB output chunks of two- and three-byte characters.
    const text = "Crème brûlée — café ".repeat(400);
    const html = await renderToText(<p>{text}</p>);
    expect(html).toBe(`<p>${text}</p>`);
  });

  it("waits for lazily loaded parts and sends no script to reveal them", async () => {
    const Later = lazy(() => Promise.resolve({ default: () => <strong>Ready</strong> }));
    const html = await renderToText(
      <Suspense fallback={<em>Loading</em>}>
        <Later />
      </Suspense>,
    );
    expect(html).toContain("<strong>Ready</strong>");
    expect(html).not.toContain("Loading");
    expect(html).not.toContain("<script");
  });
});
