import { describe, expect, it, vi } from "vitest";
import { screen, waitFor } from "@testing-library/react";
import { userEvent } from "@testing-library/user-event";
import { renderWithApp, stubApi } from "@/test/test-utils";
import { CARD_MESSAGES } from "../card-form-schema";
import { CardForm, type CardSubmitOutcome } from "./card-form";

const nextYear = String(new Date().getFullYear() + 1);

function fields() {
  return {
    number: screen.getByRole("textbox", { name: "Card Number" }),
    month: screen.getByRole("textbox", { name: "Expiry Month" }),
    year: screen.getByRole("textbox", { name: "Expiry Year" }),
    cvv: screen.getByRole("textbox", { name: "CVV" }),
    name: screen.getByRole("textbox", { name: "Name on Card" }),
    submit: screen.getByRole("button", { name: "Pay $10.00" }),
  };
}

function renderForm(onSubmit: (card: unknown) => Promise<CardSubmitOutcome>) {
  stubApi({});
  renderWithApp(<CardForm onSubmit={onSubmit} submitLabel="Pay $10.00" />);
  return fields();
}

describe("<CardForm>", () => {
  it("groups the card number in fours as it is typed and stops at 19 characters", async () => {
    const user = userEvent.setup({ delay: null });
    const { number } = renderForm(vi.fn());

    expect(number).toHaveAttribute("maxLength", "19");
    expect(number).toHaveAttribute("inputMode", "numeric");
    expect(number).toHaveAttribute("autoComplete", "cc-number");
    await user.type(number, "42424");
    expect(number).toHaveValue("4242 4");
    await user.type(number, "24242424242999");
    expect(number).toHaveValue("4242 4242 4242 4242");
  });

  it("limits month to 2, year to 4 and CVV to 4 characters", () => {
    const f = renderForm(vi.fn());
    expect(f.month).toHaveAttribute("maxLength", "2");
    expect(f.year).toHaveAttribute("maxLength", "4");
    expect(f.cvv).toHaveAttribute("maxLength", "4");
    for (const input of [f.number, f.month, f.year, f.cvv, f.name]) expect(input).toBeRequired();
  });

  it("hands over the number without spaces", async () => {
    const user = userEvent.setup({ delay: null });
    const onSubmit = vi.fn(async () => "done" as const);
    const f = renderForm(onSubmit);

    await user.type(f.number, "4242 4242 4242 4242");
    await user.type(f.month, "12");
    await user.type(f.year, nextYear);
    await user.type(f.cvv, "123");
    await user.type(f.name, "Ann Lee");
    await user.click(f.submit);

    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit).toHaveBeenCalledWith({ number: "4242424242424242", exp_month: "12", exp_year: nextYear, cvv: "123", name: "Ann Lee" });
  });

  it("refuses missing fields with the Missing Information toast and messages tied to the fields", async () => {
    const user = userEvent.setup({ delay: null });
    const onSubmit = vi.fn();
    const f = renderForm(onSubmit);

    await user.click(f.submit);

    expect(await screen.findByText("Missing Information", { selector: "[data-variant='destructive'] *" })).toBeInTheDocument();
    expect(f.number).toHaveAccessibleDescription(CARD_MESSAGES.numberRequired);
    expect(f.cvv).toHaveAccessibleDescription(CARD_MESSAGES.cvvRequired);
    expect(f.name).toHaveAccessibleDescription(CARD_MESSAGES.nameRequired);
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it("refuses an expired card and an impossible month", async () => {
    const user = userEvent.setup({ delay: null });
    const onSubmit = vi.fn();
    const f = renderForm(onSubmit);

    await user.type(f.number, "4242424242424242");
    await user.type(f.month, "13");
    await user.type(f.year, "2001");
    await user.type(f.cvv, "12");
    await user.type(f.name, "Ann Lee");
    await user.click(f.submit);

    expect(await screen.findByText(CARD_MESSAGES.monthInvalid, { selector: "p" })).toBeInTheDocument();
    expect(f.cvv).toHaveAccessibleDescription(CARD_MESSAGES.cvvInvalid);
    await user.clear(f.month);
    await user.type(f.month, "1");
    await user.click(f.submit);
    expect(await screen.findByText(CARD_MESSAGES.expired, { selector: "p" })).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it("clears the card after a failed payment but keeps the name", async () => {
    const user = userEvent.setup({ delay: null });
    const f = renderForm(async () => "failed");

    await user.type(f.number, "4000000000000002");
    await user.type(f.month, "12");
    await user.type(f.year, nextYear);
    await user.type(f.cvv, "123");
    await user.type(f.name, "Ann Lee");
    await user.click(f.submit);

    await waitFor(() => expect(f.number).toHaveValue(""));
    expect(f.month).toHaveValue("");
    expect(f.year).toHaveValue("");
    expect(f.cvv).toHaveValue("");
    expect(f.name).toHaveValue("Ann Lee");
    await waitFor(() => expect(f.number).toHaveFocus());
  });
});
