import { lazy, Suspense, type ReactNode } from "react";
import { QueryClientProvider, type QueryClient } from "@tanstack/react-query";
import { AppErrorBoundary } from "@/components/errors/app-error-boundary";
import { queryClient as defaultQueryClient } from "@/lib/query-client";
import { CateringWizardProvider } from "@/features/quotes/catering-wizard-context";
import { BusinessSettings } from "@/features/company-info";

// The toast UI (Radix) loads beside the first page instead of before it; toasts raised meanwhile wait in the store.
const Toaster = lazy(() => import("@/components/ui/toaster").then((m) => ({ default: m.Toaster })));

/** Everything every page relies on. Tests pass their own QueryClient so no cache leaks between them. */
export function AppProvider({ children, queryClient = defaultQueryClient }: { children: ReactNode; queryClient?: QueryClient }) {
  return (
    <AppErrorBoundary>
      <QueryClientProvider client={queryClient}>
        <BusinessSettings>
          <CateringWizardProvider>{children}</CateringWizardProvider>
        </BusinessSettings>
        <Suspense fallback={null}>
          <Toaster />
        </Suspense>
      </QueryClientProvider>
    </AppErrorBoundary>
  );
}
