import { lazy, Suspense, useState, type ReactNode } from "react";
import { QueryClientProvider, type QueryClient } from "@tanstack/react-query";
import { AppErrorBoundary } from "@/components/errors/app-error-boundary";
import { queryClient as defaultQueryClient } from "@/lib/query-client";
import { CateringWizardProvider } from "@/features/quotes/catering-wizard-context";
import { BusinessSettings } from "@/features/company-info";
import { useToast } from "@/components/ui/use-toast";

// The toast UI (Radix) loads with the first toast, not with the first page; the toast waits in the store meanwhile.
const Toaster = lazy(() => import("@/components/ui/toaster").then((m) => ({ default: m.Toaster })));

function ToasterFromFirstToast() {
  const { toasts } = useToast();
  const [needed, setNeeded] = useState(false);
  if (toasts.length > 0 && !needed) setNeeded(true);
  return needed ? (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
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
