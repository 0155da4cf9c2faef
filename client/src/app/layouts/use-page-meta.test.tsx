import { describe, expect, it } from "vitest";
import { renderHook } from "@testing-library/react";
import { pageMeta } from "@shared/site/pages";
import { paths } from "@/lib/paths";
import { usePageMeta } from "./use-page-meta";

describe("usePageMeta", () => {
  it("sets the tab title and the meta description of the page shown, and follows navigation", () => {
    const description = document.createElement("meta");
    description.name = "description";
    document.head.append(description);
    const { rerender } = renderHook(({ location }: { location: string }) => usePageMeta(location), { initialProps: { location: paths.menu as string } });
    expect(document.title).toBe("Menu | Creative Cuisines");
    expect(description.content).toMatch(/^The Creative Cuisines catering menu/);
    rerender({ location: paths.contact });
    expect(document.title).toBe("Contact Us | Creative Cuisines");
    description.remove();
  });

  it("knows a title for every path of the app (a new route needs its entry in shared/site/pages.ts)", () => {
    const routePaths = Object.values(paths).flatMap((value) => (typeof value === "string" ? [value] : [value.href(7), value.href("new")]));
    for (const routePath of routePaths) expect(pageMeta(routePath).title, routePath).not.toBe("Page Not Found");
  });
});
