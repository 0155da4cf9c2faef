import { describe, expect, it } from "vitest";
import { screen, waitFor } from "@testing-library/react";
import { userEvent } from "@testing-library/user-event";
import { json, renderWithApp, stubApi } from "@/test/test-utils";
import { PaymentTestTool } from "./payment-test-tool";

const toastText = (text: string) => screen.findByText(text, { selector: "[data-variant] *" });
const destructiveToast = (text: string) => screen.findByText(text, { selector: "[data-variant='destructive'] *" });

const enabled = () => json({ enabled: true, amount: "1.00", provider: "sandbox" });
const config = () => json({ apiKey: "sandbox_pk_test", tokenizeUrl: "/api/payments/sandbox/tokens", provider: "sandbox" });

function bodyOf(fetchMock: ReturnType<typeof stubApi>, key: string) {
  const call = fetchMock.mock.calls.find(([url, init]) => `${init?.method ?? "GET"} ${String(url)}` === key);
  return { body: JSON.parse(String(call?.[1]?.body)) as unknown, headers: new Headers(call?.[1]?.headers) };
}

async function unlock(user: ReturnType<typeof userEvent.setup>, password = "letmein") {
  await user.type(await screen.findByLabelText("Password"), password);
  await user.click(screen.getByRole("button", { name: "Unlock" }));
}

describe("<PaymentTestTool>", () => {
  it("says so when the server has the tool switched off", async () => {
    stubApi({ "GET /api/payment-test": () => json({ enabled: false, amount: "1.00", provider: "sandbox" }) });
    renderWithApp(<PaymentTestTool />);

    expect(await screen.findByText("The payment test tool is not enabled on this server.")).toBeInTheDocument();
    expect(screen.queryByLabelText("Password")).not.toBeInTheDocument();
  });

  it("keeps the tool locked after a wrong password: Access Denied / Incorrect password", async () => {
    const user = userEvent.setup();
    const fetchMock = stubApi({
      "GET /api/payment-test": enabled,
      "POST /api/payment-test/unlock": () => json({ message: "Incorrect password" }, 401),
    });
    renderWithApp(<PaymentTestTool />);

    await unlock(user, "guess");

    expect(await destructiveToast("Access Denied")).toBeInTheDocument();
    expect(screen.getByText("Incorrect password", { selector: "[data-variant] *" })).toBeInTheDocument();
    expect(bodyOf(fetchMock, "POST /api/payment-test/unlock").body).toEqual({ password: "guess" });
    expect(screen.queryByRole("textbox", { name: "Card Number" })).not.toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Unlock" })).toBeEnabled();
  });

  it("unlocks, charges $1.00 with the prefilled test card and shows the charge id", async () => {
    const user = userEvent.setup();
    const fetchMock = stubApi({
      "GET /api/payment-test": enabled,
      "POST /api/payment-test/unlock": () => json({ message: "Access Granted" }),
      "POST /api/payments/api-key": config,
      "POST /api/payments/sandbox/tokens": () => json({ id: "sbx_tok_test" }, 201),
      "POST /api/payment-test": () => json({ success: true, chargeId: "sbx_ch_123", demo: true, message: "Test payment of $1.00 processed (test mode)." }),
    });
    renderWithApp(<PaymentTestTool />);

    await unlock(user);
    expect(await toastText("Access Granted")).toBeInTheDocument();
    const heading = await screen.findByRole("heading", { name: "$1.00 Test Payment" });
    await waitFor(() => expect(heading).toHaveFocus());
    expect(screen.getByRole("textbox", { name: "Card Number" })).toHaveValue("4242 4242 4242 4242");
    expect(screen.getByRole("textbox", { name: "Expiry Month" })).toHaveValue("12");
    expect(Number((screen.getByRole("textbox", { name: "Expiry Year" }) as HTMLInputElement).value)).toBeGreaterThan(new Date().getFullYear());
    expect(screen.getByRole("textbox", { name: "CVV" })).toHaveValue("123");

    await user.click(screen.getByRole("button", { name: "Charge $1.00" }));

    expect(await toastText("Test Payment Successful")).toBeInTheDocument();
    expect(screen.getByRole("heading", { name: "Test Payment Successful" })).toBeInTheDocument();
    expect(screen.getByText("sbx_ch_123")).toBeInTheDocument();
    expect(bodyOf(fetchMock, "POST /api/payments/sandbox/tokens").body).toMatchObject({ card: { number: "4242424242424242", exp_month: "12", cvv: "123" } });
    const charge = bodyOf(fetchMock, "POST /api/payment-test");
    expect(charge.body).toEqual({ password: "letmein", token: "sbx_tok_test", description: "Creative Cuisines payment test" });
    expect(charge.headers.get("Idempotency-Key")).toBeTruthy();
    expect(JSON.stringify(charge.body)).not.toContain("4242");
  });

  it("shows a declined test payment, and Try Again returns to the form", async () => {
    const user = userEvent.setup();
    stubApi({
      "GET /api/payment-test": enabled,
      "POST /api/payment-test/unlock": () => json({ message: "Access Granted" }),
      "POST /api/payments/api-key": config,
      "POST /api/payments/sandbox/tokens": () => json({ id: "sbx_tok_test" }, 201),
      "POST /api/payment-test": () => json({ success: false, message: "Your card was declined." }, 402),
    });
    renderWithApp(<PaymentTestTool />);

    await unlock(user);
    await user.click(await screen.findByRole("button", { name: "Charge $1.00" }));

    expect(await destructiveToast("Test Payment Failed")).toBeInTheDocument();
    expect(screen.getByRole("heading", { name: "Test Payment Failed" })).toBeInTheDocument();
    expect(screen.getByText("Your card was declined.", { selector: "section *" })).toBeInTheDocument();

    await user.click(screen.getByRole("button", { name: "Try Again" }));
    expect(await screen.findByRole("button", { name: "Charge $1.00" })).toBeEnabled();
    expect(screen.getByRole("textbox", { name: "Card Number" })).toHaveValue("4242 4242 4242 4242");
  });

  it("falls back to the merchant account advice when the failure has no message", async () => {
    const user = userEvent.setup();
    stubApi({
      "GET /api/payment-test": enabled,
      "POST /api/payment-test/unlock": () => json({ message: "Access Granted" }),
      "POST /api/payments/api-key": config,
      "POST /api/payments/sandbox/tokens": () => json({ id: "sbx_tok_test" }, 201),
      "POST /api/payment-test": () => new Response("", { status: 502 }),
    });
    renderWithApp(<PaymentTestTool />);

    await unlock(user);
    await user.click(await screen.findByRole("button", { name: "Charge $1.00" }));

    expect(await destructiveToast("Test Payment Failed")).toBeInTheDocument();
    expect(screen.getByText("Please check your merchant account configuration", { selector: "[data-variant] *" })).toBeInTheDocument();
    expect(screen.getByText("Payment failed", { selector: "section *" })).toBeInTheDocument();
  });
});
