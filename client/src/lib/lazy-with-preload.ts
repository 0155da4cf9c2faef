import { lazy, type ComponentType, type LazyExoticComponent } from "react";

// As React.lazy's own signature: any component, its props whatever they are.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyComponent = ComponentType<any>;

export type PreloadableComponent<Component extends AnyComponent> = LazyExoticComponent<Component> & {
  /**
   * Starts loading the component's code (give it to whatever leads to it: a tab's focus, a form's), once. The promise
   * settles when the code is there or its download failed (it never rejects; the part tries again when rendered).
   */
  preload(): Promise<void>;
};

/**
 * React.lazy for a part of a page that is not shown at first (the sign-in page's Create Account tab, the checkout's
 * card step): its code stays out of the page's first download, and starts loading as soon as the visitor heads
 * for it. Render it inside <Suspense>.
 */
export function lazyWithPreload<Component extends AnyComponent>(load: () => Promise<{ default: Component }>): PreloadableComponent<Component> {
  let loading: Promise<{ default: Component }> | undefined;
  const start = () => {
    loading ??= load().catch((error: unknown) => {
      // A failed download (the phone went offline) is tried again when the part is next wanted.
      loading = undefined;
      throw error;
    });
    return loading;
  };
  return Object.assign(lazy(start), { preload: () => start().then(() => undefined, () => undefined) });
}
