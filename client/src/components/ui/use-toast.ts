import { useSyncExternalStore } from "react";

/** One toast at a time (a new one replaces the old), shown for 5 seconds unless told otherwise. */
export const TOAST_LIMIT = 1;
export const TOAST_DEFAULT_DURATION = 5000;

export type ToastVariant = "default" | "destructive";

export interface ToastInput {
  title: string;
  description?: string;
  variant?: ToastVariant;
  /** Milliseconds before the toast closes itself. */
  duration?: number;
}

export interface ToastItem extends Required<Omit<ToastInput, "description">> {
  id: string;
  description?: string;
}

export interface ToastState {
  toasts: ToastItem[];
}

export type ToastAction = { type: "add"; toast: ToastItem } | { type: "dismiss"; id?: string };

export function toastReducer(state: ToastState, action: ToastAction): ToastState {
  switch (action.type) {
    case "add":
      return { toasts: [action.toast, ...state.toasts].slice(0, TOAST_LIMIT) };
    case "dismiss":
      return { toasts: action.id === undefined ? [] : state.toasts.filter((t) => t.id !== action.id) };
  }
}

// A module-level store, so any code (hooks, mutation callbacks) can raise a toast without a context.
let state: ToastState = { toasts: [] };
const listeners = new Set<() => void>();
let counter = 0;

function dispatch(action: ToastAction): void {
  state = toastReducer(state, action);
  for (const listener of listeners) listener();
}

export function toast({ title, description, variant = "default", duration = TOAST_DEFAULT_DURATION }: ToastInput): { id: string; dismiss: () => void } {
  counter += 1;
  const id = String(counter);
  dispatch({ type: "add", toast: { id, title, description, variant, duration } });
  return { id, dismiss: () => dismiss(id) };
}

/** Closes one toast, or every toast when no id is given. */
export function dismiss(id?: string): void {
  dispatch({ type: "dismiss", id });
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const getSnapshot = () => state;

export function useToast(): ToastState & { toast: typeof toast; dismiss: typeof dismiss } {
  const current = useSyncExternalStore(subscribe, getSnapshot, getSnapshot);
  return { ...current, toast, dismiss };
}
