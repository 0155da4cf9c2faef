import { useEffect, useState, type FocusEvent } from "react";
import { Link } from "wouter";
import { paths } from "@/lib/paths";
import { cn } from "@/lib/cn";
import { HERO_ROTATION_MS, HERO_SLIDES } from "../home-content";
import { usePrefersReducedMotion } from "./use-prefers-reduced-motion";
import { ChevronLeft, ChevronRight, Pause, Play } from "lucide-react";

const controlButton =
  "inline-flex items-center justify-center rounded-full text-white transition-colors hover:bg-white/15 " +
  "focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white";

const ctaButton =
  "inline-flex min-h-11 items-center justify-center rounded-md px-5 py-2 text-sm font-semibold transition-colors " +
  "focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white";

/**
 * The home hero: four images rotating every 4 s (WAI-ARIA APG carousel pattern). Rotation stops while the
 * pointer is over it or focus is inside it, never starts for people who ask for reduced motion, and can be
 * paused outright. The current slide is announced only when the user changes it, not on every tick.
 */
export function HeroCarousel() {
  const [index, setIndex] = useState(0);
  const [isHovered, setIsHovered] = useState(false);
  const [hasFocusWithin, setHasFocusWithin] = useState(false);
  /** null until the user presses Play or Pause; until then reduced motion decides. */
  const [userChoice, setUserChoice] = useState<"play" | "pause" | null>(null);
  const prefersReducedMotion = usePrefersReducedMotion();

  const isPlaying = userChoice === null ? !prefersReducedMotion : userChoice === "play";
  const isRotating = isPlaying && !isHovered && !hasFocusWithin;
  const count = HERO_SLIDES.length;
  const current = HERO_SLIDES[index];

  useEffect(() => {
    if (!isRotating) return;
    // Keyed on index too, so a manual change restarts the full 4 seconds.
    const timer = window.setTimeout(() => setIndex((i) => (i + 1) % count), HERO_ROTATION_MS);
    return () => window.clearTimeout(timer);
  }, [isRotating, index, count]);

  const show = (next: number) => setIndex(((next % count) + count) % count);

  const onBlur = (event: FocusEvent<HTMLElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setHasFocusWithin(false);
  };

  return (
    <section
      aria-roledescription="carousel"
      aria-label="Creative Cuisines highlights"
      className="relative bg-brand-900"
      onMouseEnter={() => setIsHovered(true)}
      onMouseLeave={() => setIsHovered(false)}
      onFocus={() => setHasFocusWithin(true)}
      onBlur={onBlur}
    >
      {/* Phones: the image sits above the text. Larger screens: the text panel floats over the image. */}
      <div className="relative isolate overflow-hidden sm:flex sm:min-h-[32rem] sm:items-end">
        <div className="relative aspect-[2/1] sm:absolute sm:inset-0 sm:-z-10 sm:aspect-auto">
          {HERO_SLIDES.map((slide, i) => (
            <div
              key={slide.id}
              role="group"
              aria-roledescription="slide"
              aria-label={`${i + 1} of ${count}`}
              aria-hidden={i !== index}
              className={cn(
                "absolute inset-0 transition-opacity duration-700 motion-reduce:transition-none",
                i === index ? "opacity-100" : "opacity-0",
              )}
            >
              <img
                src={slide.src}
                alt={slide.alt}
                width={1200}
                height={600}
                loading={i === 0 ? "eager" : "lazy"}
                fetchpriority={i === 0 ? "high" : undefined}
                decoding="async"
                className="size-full object-cover"
              />
            </div>
          ))}
        </div>
        <div className="mx-auto w-full max-w-6xl px-4 pt-6 pb-2 sm:py-12">
          <div className="max-w-xl text-white sm:rounded-lg sm:bg-brand-900/90 sm:p-8 sm:shadow-lg">
            <p className="text-sm font-semibold tracking-wide text-brand-100 uppercase">Creative Cuisines</p>
            <h1 className="mt-2 font-display text-3xl font-bold sm:text-5xl">Exceptional Catering for Every Occasion</h1>
            <p className="mt-4 text-lg text-brand-50">
              From catering by the pan to full-service weddings, brunch and our food truck — cooked fresh and served with care.
            </p>
            <div className="mt-6 flex flex-col gap-3 sm:flex-row">
              <Link href={paths.menu} className={cn(ctaButton, "bg-white text-brand-900 hover:bg-brand-100")}>
                Browse Menu
              </Link>
              <Link href={paths.quote} className={cn(ctaButton, "border border-white text-white hover:bg-white/15")}>
                Request a Quote
              </Link>
            </div>
          </div>
        </div>
      </div>

      <div className="mx-auto flex max-w-6xl flex-wrap items-center justify-between gap-x-4 gap-y-2 px-4 py-2 text-white">
        <p aria-hidden="true" className="text-sm text-brand-50">
          {current.caption}
        </p>
        <div className="flex items-center gap-1">
          <button
            type="button"
            className={cn(controlButton, "size-11 text-sm")}
            onClick={() => setUserChoice(isPlaying ? "pause" : "play")}
            aria-label={isPlaying ? "Pause slideshow" : "Play slideshow"}
          >
            {isPlaying ? <Pause className="size-5" /> : <Play className="size-5" />}
          </button>
          <button type="button" className={cn(controlButton, "size-11 text-3xl leading-none")} onClick={() => show(index - 1)} aria-label="Previous slide">
            <ChevronLeft className="size-6" />
          </button>
          <div className="flex items-center">
            {HERO_SLIDES.map((slide, i) => (
              <button
                key={slide.id}
                type="button"
                className={cn(controlButton, "size-8")}
                onClick={() => show(i)}
                aria-label={`Slide ${i + 1}: ${slide.caption}`}
                aria-current={i === index ? "true" : undefined}
              >
                <span
                  aria-hidden="true"
                  className={cn("block size-2.5 rounded-full border border-white", i === index ? "bg-white" : "bg-transparent")}
                />
              </button>
            ))}
          </div>
          <button type="button" className={cn(controlButton, "size-11 text-3xl leading-none")} onClick={() => show(index + 1)} aria-label="Next slide">
            <ChevronRight className="size-6" />
          </button>
        </div>
      </div>

      {/* Silent while rotating on its own; polite once the user is in control. */}
      <p className="sr-only" aria-live={isRotating ? "off" : "polite"} aria-atomic="true" data-testid="hero-live-region">
        Slide {index + 1} of {count}: {current.caption}
      </p>
    </section>
  );
}
