import { useState } from "react";
import { useForm } from "react-hook-form";
import { describe, expect, it, vi } from "vitest";
import { render, screen, waitFor, within } from "@testing-library/react";
import { userEvent } from "@testing-library/user-event";
import { Button } from "./button";
import { ErrorSummary, ErrorSummaryScope, useErrorSummary, useErrorSummaryEntry } from "./error-summary";
import { FormField } from "./form-field";
import { Input } from "./input";
import { ERROR_SUMMARY_FORM_OPTIONS, useFormErrorSummary } from "./use-form-error-summary";

/** A react-hook-form form with two required fields, as the app's forms use the summary. */
function NameForm({ onSend }: { onSend: (values: { first: string; last: string }) => void }) {
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm({ defaultValues: { first: "", last: "" }, ...ERROR_SUMMARY_FORM_OPTIONS });
  const { summary, submit } = useFormErrorSummary(handleSubmit);
  return (
    <ErrorSummaryScope summary={summary}>
      <form noValidate onSubmit={submit(onSend)}>
        <ErrorSummary summary={summary} />
        <FormField label="First name" error={errors.first?.message}>
          {(field) => <Input {...field} {...register("first", { required: "Enter your first name" })} />}
        </FormField>
        <FormField label="Last name" error={errors.last?.message}>
          {(field) => <Input {...field} {...register("last", { required: "Enter your last name" })} />}
        </FormField>
        <Button type="submit">Continue</Button>
      </form>
    </ErrorSummaryScope>
  );
}

/** A group of choices built by hand (no FormField), reporting its own message. */
function SizeForm() {
  const summary = useErrorSummary();
  const [size, setSize] = useState("");
  const [error, setError] = useState<string>();
  return (
    <ErrorSummaryScope summary={summary}>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          setError(size ? undefined : "Select a size");
          if (!size) summary.show();
        }}
      >
        <ErrorSummary summary={summary} />
        <SizeChoices value={size} onChange={setSize} error={error} />
        <Button type="submit">Save</Button>
      </form>
    </ErrorSummaryScope>
  );
}

function SizeChoices({ value, onChange, error }: { value: string; onChange: (size: string) => void; error?: string }) {
  useErrorSummaryEntry("size-group", error);
  return (
    <fieldset id="size-group" aria-invalid={Boolean(error)}>
      <legend>Size</legend>
      {["Small", "Large"].map((size) => (
        <label key={size}>
          <input type="radio" name="size" checked={value === size} onChange={() => onChange(size)} />
          {size}
        </label>
      ))}
    </fieldset>
  );
}

describe("ErrorSummary", () => {
  it("shows nothing until a refused submit; then lists the fields' own messages in page order, takes the focus and links to each field", async () => {
    const user = userEvent.setup();
    const onSend = vi.fn();
    render(<NameForm onSend={onSend} />);
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();

    await user.click(screen.getByRole("button", { name: "Continue" }));
    const problems = await screen.findByRole("alert", { name: "There is a problem" });
    await waitFor(() => expect(problems).toHaveFocus());
    expect(within(problems).getAllByRole("link").map((link) => link.textContent)).toEqual(["Enter your first name", "Enter your last name"]);
    expect(screen.getByRole("textbox", { name: "Last name" })).toHaveAccessibleDescription("Enter your last name");

    await user.click(within(problems).getByRole("link", { name: "Enter your last name" }));
    expect(screen.getByRole("textbox", { name: "Last name" })).toHaveFocus();
    expect(onSend).not.toHaveBeenCalled();

    // Fixed fields leave the list as they are fixed; with none left it goes.
    await user.type(screen.getByRole("textbox", { name: "First name" }), "Ada");
    await user.type(screen.getByRole("textbox", { name: "Last name" }), "Lovelace");
    await user.click(screen.getByRole("button", { name: "Continue" }));
    await waitFor(() => expect(onSend).toHaveBeenCalledTimes(1));
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
  });

  it("takes the focus again at every refused submit", async () => {
    const user = userEvent.setup();
    render(<NameForm onSend={vi.fn()} />);
    await user.click(screen.getByRole("button", { name: "Continue" }));
    const problems = await screen.findByRole("alert", { name: "There is a problem" });
    await waitFor(() => expect(problems).toHaveFocus());
    await user.click(screen.getByRole("textbox", { name: "First name" }));
    await user.click(screen.getByRole("button", { name: "Continue" }));
    await waitFor(() => expect(screen.getByRole("alert", { name: "There is a problem" })).toHaveFocus());
  });

  it("links a group of choices to its chosen (or first) option", async () => {
    const user = userEvent.setup();
    render(<SizeForm />);
    await user.click(screen.getByRole("button", { name: "Save" }));
    const problems = await screen.findByRole("alert", { name: "There is a problem" });
    await waitFor(() => expect(problems).toHaveFocus());
    await user.click(within(problems).getByRole("link", { name: "Select a size" }));
    expect(screen.getByRole("radio", { name: "Small" })).toHaveFocus();
  });
});

describe("Button pending", () => {
  it("stays focusable and in the Tab order, says it is busy, and neither clicks nor submits its form", async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn((event: { preventDefault: () => void }) => event.preventDefault());
    const onClick = vi.fn();
    render(
      <form onSubmit={onSubmit}>
        <input aria-label="Name" />
        <Button type="submit" pending onClick={onClick}>
          Saving...
        </Button>
      </form>,
    );
    const button = screen.getByRole("button", { name: "Saving..." });
    expect(button).toBeEnabled();
    expect(button).toHaveAttribute("aria-disabled", "true");
    await user.click(screen.getByRole("textbox", { name: "Name" }));
    await user.tab();
    expect(button).toHaveFocus();
    await user.click(button);
    await user.keyboard("{Enter}");
    expect(onClick).not.toHaveBeenCalled();
    expect(onSubmit).not.toHaveBeenCalled();
  });
});
