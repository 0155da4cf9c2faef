import { createContext, lazy, Suspense, useCallback, useContext, useMemo, useState, type ReactNode } from "react";
import type { EventType } from "@shared/rules/event-types";

// The wizard (form, menu list, validation) is its own chunk: it loads the first time someone opens it.
const CateringWizard = lazy(() => import("./components/catering-wizard"));

interface CateringWizardApi {
  /** Opens the catering order wizard, optionally with an event type already chosen (the /events tiles). */
  openWizard: (eventType?: EventType) => void;
}

const WizardContext = createContext<CateringWizardApi | null>(null);

/** Lets any page or the header open the one catering order wizard. */
export function CateringWizardProvider({ children }: { children: ReactNode }) {
  const [state, setState] = useState<{ open: boolean; eventType?: EventType; key: number }>({ open: false, key: 0 });
  // A fresh key per opening: the wizard starts at step 1 with an empty form every time.
  const openWizard = useCallback((eventType?: EventType) => setState((s) => ({ open: true, eventType, key: s.key + 1 })), []);
  const api = useMemo(() => ({ openWizard }), [openWizard]);
  return (
    <WizardContext.Provider value={api}>
      {children}
      {state.key > 0 ? (
        <Suspense fallback={null}>
          <CateringWizard key={state.key} open={state.open} initialEventType={state.eventType} onOpenChange={(open) => setState((s) => ({ ...s, open }))} />
        </Suspense>
      ) : null}
    </WizardContext.Provider>
  );
}

export function useCateringWizard(): CateringWizardApi {
  const api = useContext(WizardContext);
  if (!api) throw new Error("useCateringWizard must be used inside <CateringWizardProvider>");
  return api;
}
