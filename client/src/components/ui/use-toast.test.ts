import { describe, expect, it } from "vitest";
import { act, renderHook } from "@testing-library/react";
import { TOAST_DEFAULT_DURATION, TOAST_LIMIT, toast, toastReducer, useToast, type ToastItem } from "./use-toast";

const item = (id: string, title = `Toast ${id}`): ToastItem => ({ id, title, variant: "default", duration: TOAST_DEFAULT_DURATION });

describe("toastReducer", () => {
  it("keeps only the newest toast", () => {
    expect(TOAST_LIMIT).toBe(1);
    let state = toastReducer({ toasts: [] }, { type: "add", toast: item("1") });
    state = toastReducer(state, { type: "add", toast: item("2") });
    expect(state.toasts.map((t) => t.id)).toEqual(["2"]);
  });

  it("dismisses one toast by id, or all without one", () => {
    const state = { toasts: [item("1")] };
    expect(toastReducer(state, { type: "dismiss", id: "other" }).toasts).toHaveLength(1);
    expect(toastReducer(state, { type: "dismiss", id: "1" }).toasts).toEqual([]);
    expect(toastReducer(state, { type: "dismiss" }).toasts).toEqual([]);
  });
});

describe("toast()", () => {
  it("shows for 5000 ms by default and replaces the previous toast", () => {
    const { result } = renderHook(() => useToast());
    act(() => {
      toast({ title: "Login Failed", description: "Invalid credentials", variant: "destructive" });
    });
    expect(result.current.toasts).toEqual([
      expect.objectContaining({ title: "Login Failed", description: "Invalid credentials", variant: "destructive", duration: 5000 }),
    ]);
    act(() => {
      toast({ title: "Welcome back!", description: "Logged in as ann", duration: 2000 });
    });
    expect(result.current.toasts).toEqual([expect.objectContaining({ title: "Welcome back!", variant: "default", duration: 2000 })]);
  });
});
