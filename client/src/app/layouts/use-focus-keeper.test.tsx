import { useRef, useState } from "react";
import { describe, expect, it } from "vitest";
import { render, screen, waitFor } from "@testing-library/react";
import { userEvent } from "@testing-library/user-event";
import { useFocusKeeper } from "./use-focus-keeper";

/** An order card whose status button is replaced by the next one, or disabled, once pressed. */
function Page({ change }: { change: "replace" | "disable" }) {
  const mainRef = useRef<HTMLElement>(null);
  useFocusKeeper(mainRef);
  const [status, setStatus] = useState("paid");
  return (
    <main ref={mainRef}>
      <h1>All Orders</h1>
      <article>
        <h2>CC-2024-001</h2>
        <p>{status}</p>
        {change === "replace" ? (
          status === "paid" ? (
            <button key="confirmed" type="button" onClick={() => setStatus("confirmed")}>
              Mark Confirmed
            </button>
          ) : (
            <button key="preparing" type="button">
              Mark In Preparation
            </button>
          )
        ) : (
          <button type="button" disabled={status !== "paid"} onClick={() => setStatus("confirmed")}>
            Mark Confirmed
          </button>
        )}
      </article>
    </main>
  );
}

describe("useFocusKeeper", () => {
  it("moves the focus to the card's heading when the focused control is removed", async () => {
    const user = userEvent.setup();
    render(<Page change="replace" />);
    await user.click(screen.getByRole("button", { name: "Mark Confirmed" }));
    expect(screen.getByRole("button", { name: "Mark In Preparation" })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole("heading", { name: "CC-2024-001" })).toHaveFocus());
  });

  it("moves the focus to the card's heading when the focused control becomes disabled", async () => {
    const user = userEvent.setup();
    render(<Page change="disable" />);
    await user.click(screen.getByRole("button", { name: "Mark Confirmed" }));
    expect(screen.getByRole("button", { name: "Mark Confirmed" })).toBeDisabled();
    await waitFor(() => expect(screen.getByRole("heading", { name: "CC-2024-001" })).toHaveFocus());
  });
});
