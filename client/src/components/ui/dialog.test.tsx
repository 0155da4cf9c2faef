import { useRef, useState } from "react";
import { describe, expect, it, vi } from "vitest";
import { render, screen, waitFor } from "@testing-library/react";
import { userEvent } from "@testing-library/user-event";
import { Dialog } from "./dialog";

function Opener() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open details
      </button>
      <Dialog open={open} onOpenChange={setOpen} title="Details">
        <input aria-label="Name" />
      </Dialog>
    </>
  );
}

/** A card whose only button opens a dialog whose action removes that button (a full refund removes Refund). */
function RemovingAction({ pointAtHeading }: { pointAtHeading: boolean }) {
  const [open, setOpen] = useState(false);
  const [done, setDone] = useState(false);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const returnFocusRef = useRef<HTMLElement | null>(null);
  return (
    <main>
      <h1>Orders</h1>
      <article>
        <h2 ref={headingRef} tabIndex={-1}>
          CC-2024-001
        </h2>
        {done ? <p>Refunded</p> : (
          <button type="button" onClick={() => setOpen(true)}>
            Refund
          </button>
        )}
      </article>
      <Dialog open={open} onOpenChange={setOpen} title="Refund Order" returnFocusRef={pointAtHeading ? returnFocusRef : undefined}>
        <button
          type="button"
          onClick={() => {
            if (pointAtHeading) returnFocusRef.current = headingRef.current;
            setDone(true);
            setOpen(false);
          }}
        >
          Refund in full
        </button>
      </Dialog>
    </main>
  );
}

describe("Dialog", () => {
  it("scrolls whatever takes the focus inside it into view (Radix moves it without scrolling when Tab wraps)", async () => {
    const user = userEvent.setup();
    const scrolled = vi.spyOn(HTMLElement.prototype, "scrollIntoView").mockImplementation(() => {});
    render(<Opener />);
    await user.click(screen.getByRole("button", { name: "Open details" }));
    const name = screen.getByRole("textbox", { name: "Name" });
    name.focus();
    expect(scrolled.mock.contexts).toContain(name);
    expect(scrolled).toHaveBeenCalledWith({ block: "nearest", inline: "nearest" });
    scrolled.mockRestore();
  });

  it("gives the focus to where the action points (returnFocusRef) when it closes", async () => {
    const user = userEvent.setup();
    render(<RemovingAction pointAtHeading />);
    await user.click(screen.getByRole("button", { name: "Refund" }));
    await user.click(screen.getByRole("button", { name: "Refund in full" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    await waitFor(() => expect(screen.getByRole("heading", { name: "CC-2024-001" })).toHaveFocus());
  });

  it("when the action removed what opened it, gives the focus to the nearest heading still there, not the <body>", async () => {
    const user = userEvent.setup();
    render(<RemovingAction pointAtHeading={false} />);
    await user.click(screen.getByRole("button", { name: "Refund" }));
    await user.click(screen.getByRole("button", { name: "Refund in full" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    await waitFor(() => expect(screen.getByRole("heading", { name: "CC-2024-001" })).toHaveFocus());
  });

  it("is a labelled modal, closes on Escape and the close button, and gives focus back to what opened it", async () => {
    const user = userEvent.setup();
    render(<Opener />);
    const opener = screen.getByRole("button", { name: "Open details" });
    await user.click(opener);
    expect(screen.getByRole("dialog", { name: "Details" })).toBeInTheDocument();
    await user.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(opener).toHaveFocus();

    await user.click(opener);
    await user.click(screen.getByRole("button", { name: "Close" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(opener).toHaveFocus();
  });
});
