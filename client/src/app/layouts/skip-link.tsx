/** The first focusable element on every page: jumps past the header (and sidebar) to the page itself. */
export function SkipLink() {
  return (
    <a
      href="#main"
      className="sr-only rounded-md bg-white px-3 py-2 font-medium text-brand-700 focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:z-[60] focus:outline-2 focus:outline-brand-700"
    >
      Skip to main content
    </a>
  );
}
