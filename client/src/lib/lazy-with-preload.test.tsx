import { Suspense, type ComponentType } from "react";
import { render, screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { lazyWithPreload } from "./lazy-with-preload";

const Greeting = ({ name }: { name: string }) => <p>Hello, {name}</p>;

const renderLazy = (LazyGreeting: ComponentType<{ name: string }>, name: string) =>
  render(
    <Suspense fallback={<p>Loading</p>}>
      <LazyGreeting name={name} />
    </Suspense>,
  );

describe("lazyWithPreload", () => {
  it("loads the code once, whether preloaded first or rendered", async () => {
    const load = vi.fn(() => Promise.resolve({ default: Greeting }));
    const LazyGreeting = lazyWithPreload(load);
    LazyGreeting.preload();
    LazyGreeting.preload();
    renderLazy(LazyGreeting, "Ada");
    expect(await screen.findByText("Hello, Ada")).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it("tries again after a failed download instead of keeping the failure", async () => {
    const load = vi.fn().mockRejectedValueOnce(new Error("offline")).mockResolvedValue({ default: Greeting });
    const LazyGreeting = lazyWithPreload(load);
    // The preload settles once the download failed, without rejecting; heading for the part again starts a new one.
    await expect(LazyGreeting.preload()).resolves.toBeUndefined();
    expect(load).toHaveBeenCalledTimes(1);
    LazyGreeting.preload();
    renderLazy(LazyGreeting, "Grace");
    expect(await screen.findByText("Hello, Grace")).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
  });
});
