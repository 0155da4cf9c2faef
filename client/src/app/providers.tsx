import { Component, Suspense, useState, type ReactNode } from "react";
import { QueryClientProvider, type QueryClient } from "@tanstack/react-query";
import { AppErrorBoundary } from "@/components/errors/app-error-boundary";
import { queryClient as defaultQueryClient } from "@/lib/query-client";
import { CateringWizardProvider } from "@/features/quotes/catering-wizard-context";
import { BusinessSettings } from "@/features/company-info";
import { useToast } from "@/components/ui/use-toast";
import { lazyWithPreload } from "@/lib/lazy-with-preload";

// The toast UI (Radix) loads with the first toast, not with the first page; the toast waits in the store meanwhile.
const Toaster = lazyWithPreload(() => import("@/components/ui/toaster").then((m) => ({ default: m.Toaster })));

/**
 * Loads the toast UI ahead of the first toast. The tests' setup awaits it: there the chunk's first import in a test
 * process took 0.5–6 s on a busy two-core machine, and a test's first toast came after findBy had given up.
 */
export const preloadToaster = (): Promise<void> => Toaster.preload();

/**
 * Keeps a toast UI that could not be downloaded (a phone gone offline) from taking the page down with it: the toast
 * is not shown, the page stays, and the next toast tries the download again.
 */
class ToasterBoundary extends Component<{ toastId: string | undefined; children: ReactNode }, { failed: boolean; failedToast?: string }> {
  state: { failed: boolean; failedToast?: string } = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true, failedToast: undefined };
  }
  static getDerivedStateFromProps(props: { toastId: string | undefined }, state: { failed: boolean; failedToast?: string }) {
    if (!state.failed) return null;
    // Just failed: remember which toast it failed on. A later toast tries again.
    if (state.failedToast === undefined) return { failed: true, failedToast: props.toastId ?? "" };
    return props.toastId !== undefined && props.toastId !== state.failedToast ? { failed: false, failedToast: undefined } : null;
  }
  render() {
    return this.state.failed ? null : this.props.children;
  }
}

function ToasterFromFirstToast() {
  const { toasts } = useToast();
  const [needed, setNeeded] = useState(false);
  if (toasts.length > 0 && !needed) setNeeded(true);
  return needed ? (
    <ToasterBoundary toastId={toasts[0]?.id}>
      <Suspense fallback={null}>
        <Toaster />
      </Suspense>
    </ToasterBoundary>
  ) : null;
}

/** Everything every page relies on. Tests pass their own QueryClient so no cache leaks between them. */
export function AppProvider({ children, queryClient = defaultQueryClient }: { children: ReactNode; queryClient?: QueryClient }) {
  return (
    <AppErrorBoundary>
      <QueryClientProvider client={queryClient}>
        <BusinessSettings>
          <CateringWizardProvider>{children}</CateringWizardProvider>
        </BusinessSettings>
        <ToasterFromFirstToast />
      </QueryClientProvider>
    </AppErrorBoundary>
  );
}
