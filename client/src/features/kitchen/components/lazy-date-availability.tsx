import { lazy, Suspense, type ComponentProps } from "react";

const Loaded = lazy(() => import("./date-availability").then((module) => ({ default: module.DateAvailability })));

/**
 * The date availability under a date field, loaded apart from the form that shows it: it shows nothing until the
 * kitchen's days have arrived anyway, and the form's first load stays small (docs/architecture.md, first-page JS).
 */
export function DateAvailability(props: ComponentProps<typeof Loaded>) {
  return (
    <Suspense fallback={null}>
      <Loaded {...props} />
    </Suspense>
  );
}
