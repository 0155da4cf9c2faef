import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { act, fireEvent, screen } from "@testing-library/react";
import { renderWithApp, stubApi } from "@/test/test-utils";
import { HERO_ROTATION_MS, HERO_SLIDES } from "../home-content";
import { HeroCarousel } from "./hero-carousel";

function currentSlide() {
  const visible = screen.getAllByRole("group", { hidden: true }).filter((slide) => slide.getAttribute("aria-hidden") !== "true");
  expect(visible).toHaveLength(1);
  return visible[0].getAttribute("aria-label");
}

function liveRegion() {
  return screen.getByTestId("hero-live-region");
}

function advance(ms: number) {
  act(() => {
    vi.advanceTimersByTime(ms);
  });
}

function mockReducedMotion(matches: boolean) {
  vi.stubGlobal(
    "matchMedia",
    vi.fn((query: string) => ({
      matches: matches && query === "(prefers-reduced-motion: reduce)",
      media: query,
      addEventListener: vi.fn(),
      removeEventListener: vi.fn(),
    })),
  );
}

describe("<HeroCarousel>", () => {
  beforeEach(() => {
    vi.useFakeTimers();
    stubApi({});
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it("moves to the next image every 4 seconds and wraps around, without announcing each tick", () => {
    renderWithApp(<HeroCarousel />);
    expect(currentSlide()).toBe("1 of 4");
    expect(liveRegion()).toHaveAttribute("aria-live", "off");

    advance(HERO_ROTATION_MS - 1);
    expect(currentSlide()).toBe("1 of 4");
    advance(1);
    expect(currentSlide()).toBe("2 of 4");
    expect(liveRegion()).toHaveTextContent(`Slide 2 of 4: ${HERO_SLIDES[1].caption}`);

    advance(HERO_ROTATION_MS);
    advance(HERO_ROTATION_MS);
    expect(currentSlide()).toBe("4 of 4");
    advance(HERO_ROTATION_MS);
    expect(currentSlide()).toBe("1 of 4");
  });

  it("does not advance while the pointer is over it, and resumes when it leaves", () => {
    renderWithApp(<HeroCarousel />);
    const carousel = screen.getByRole("region", { name: "Creative Cuisines highlights" });

    fireEvent.mouseEnter(carousel);
    advance(HERO_ROTATION_MS * 3);
    expect(currentSlide()).toBe("1 of 4");
    expect(liveRegion()).toHaveAttribute("aria-live", "polite");

    fireEvent.mouseLeave(carousel);
    advance(HERO_ROTATION_MS);
    expect(currentSlide()).toBe("2 of 4");
  });

  it("does not advance while keyboard focus is inside it", () => {
    renderWithApp(<HeroCarousel />);
    act(() => screen.getByRole("button", { name: "Next slide" }).focus());
    advance(HERO_ROTATION_MS * 2);
    expect(currentSlide()).toBe("1 of 4");

    act(() => screen.getByRole("button", { name: "Next slide" }).blur());
    advance(HERO_ROTATION_MS);
    expect(currentSlide()).toBe("2 of 4");
  });

  it("lets the user step through the slides with named controls", () => {
    renderWithApp(<HeroCarousel />);

    fireEvent.click(screen.getByRole("button", { name: "Next slide" }));
    expect(currentSlide()).toBe("2 of 4");
    fireEvent.click(screen.getByRole("button", { name: "Previous slide" }));
    fireEvent.click(screen.getByRole("button", { name: "Previous slide" }));
    expect(currentSlide()).toBe("4 of 4");
    fireEvent.click(screen.getByRole("button", { name: `Slide 3: ${HERO_SLIDES[2].caption}` }));
    expect(currentSlide()).toBe("3 of 4");
    expect(screen.getByRole("button", { name: `Slide 3: ${HERO_SLIDES[2].caption}` })).toHaveAttribute("aria-current", "true");
    expect(screen.getByRole("img", { name: HERO_SLIDES[2].alt })).toBeInTheDocument();
  });

  it("stops for good when paused and starts again on play", () => {
    renderWithApp(<HeroCarousel />);
    const carousel = screen.getByRole("region", { name: "Creative Cuisines highlights" });

    fireEvent.click(screen.getByRole("button", { name: "Pause slideshow" }));
    // Clicking moved focus and the pointer in; take both away to prove the pause itself holds.
    fireEvent.mouseLeave(carousel);
    act(() => screen.getByRole("button", { name: "Play slideshow" }).blur());
    advance(HERO_ROTATION_MS * 3);
    expect(currentSlide()).toBe("1 of 4");
    expect(liveRegion()).toHaveAttribute("aria-live", "polite");

    fireEvent.click(screen.getByRole("button", { name: "Play slideshow" }));
    act(() => screen.getByRole("button", { name: "Pause slideshow" }).blur());
    advance(HERO_ROTATION_MS);
    expect(currentSlide()).toBe("2 of 4");
  });

  it("does not rotate on its own when the user prefers reduced motion", () => {
    mockReducedMotion(true);
    renderWithApp(<HeroCarousel />);

    advance(HERO_ROTATION_MS * 3);
    expect(currentSlide()).toBe("1 of 4");
    expect(screen.getByRole("button", { name: "Play slideshow" })).toBeInTheDocument();
    expect(liveRegion()).toHaveAttribute("aria-live", "polite");
  });

  it("has the headline and the two calls to action", () => {
    renderWithApp(<HeroCarousel />);
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent("Exceptional Catering for Every Occasion");
    expect(screen.getByRole("link", { name: "Browse Menu" })).toHaveAttribute("href", "/menu");
    expect(screen.getByRole("link", { name: "Request a Quote" })).toHaveAttribute("href", "/quote");
  });
});
