import { afterEach, describe, expect, it, vi } from "vitest";
import { screen, waitFor, within } from "@testing-library/react";
import { userEvent } from "@testing-library/user-event";
import { PROPOSAL_LINK_MESSAGES } from "@shared/validators/proposal-links";
import { json, renderWithApp, stubApi } from "@/test/test-utils";
import { makeQuote } from "@/test/quote-fixtures";
import { SIGNATURE_CONSENT_TEXT } from "@shared/rules/signatures";
import { ProposalLinkView } from "./proposal-link-view";
import { FAKE_SIGNATURE_PNG, withFakeSignatureField } from "./signature-field.fake";

// The canvas cannot be drawn on here: the fake field hands over a PNG (e2e draws on the real canvas).

const TOKEN = "AAAAB2kT9x" + "Q".repeat(44);
const company = { name: "Creative Cuisines", address: "123 Culinary Avenue", phone: "(555) 123-4567", email: "hello@example.com", website: "https://example.com" };
const priced = makeQuote({ id: 7, clientId: null, status: "sent", totalAmount: "3000.00", depositAmount: "1500.00", balanceAmount: "1500.00", contactEmail: "gita@example.com", lines: [] });
const calls = (fetchMock: ReturnType<typeof stubApi>) => fetchMock.mock.calls.map(([url, init]) => `${init?.method ?? "GET"} ${String(url)}`);

afterEach(() => vi.unstubAllGlobals());

describe("a visitor's proposal link", () => {
  it("shows the proposal, marks it seen and accepts it by signing through the link, never through the signed-in routes", async () => {
    const user = userEvent.setup({ delay: null });
    const fetchMock = stubApi({
      [`GET /api/proposal-links/${TOKEN}`]: () => json(priced),
      [`PATCH /api/proposal-links/${TOKEN}/viewed`]: () => json({ ...priced, status: "viewed" }),
      [`POST /api/proposal-links/${TOKEN}/sign`]: () =>
        json({ ...priced, status: "accepted", signature: { signerName: "Gita Guest", signedAt: "2026-11-27T15:00:00.000Z", version: 1, documentSha256: "ab".repeat(32), current: true } }),
      [`GET /api/proposal-links/${TOKEN}/messages`]: () => json([{ id: 1, quoteId: 7, senderId: null, senderName: "Gita Guest", fromBusiness: false, content: "Hello there", createdAt: new Date().toISOString() }]),
      "GET /api/settings/company-info": () => json(company),
    });
    renderWithApp(withFakeSignatureField(<ProposalLinkView token={TOKEN} />));
    const details = await screen.findByRole("region", { name: priced.number });
    await waitFor(() => expect(within(details).getByText("Viewed", { exact: true })).toBeInTheDocument());
    // The visitor's own message reads as theirs.
    const log = await screen.findByRole("log", { name: `Messages about ${priced.number}` });
    expect(within(log).getByText("You")).toBeInTheDocument();
    // What a visitor cannot do through the link is not offered.
    expect(within(details).queryByRole("link", { name: "Download PDF" })).not.toBeInTheDocument();
    expect(within(details).queryByRole("button", { name: "Reschedule" })).not.toBeInTheDocument();
    expect(within(details).getByRole("link", { name: "Message Us" })).toHaveAttribute("href", "#proposal-messages");

    await user.click(within(details).getByRole("button", { name: "Accept Proposal" }));
    const dialog = screen.getByRole("dialog", { name: "Sign and accept" });
    // The terms in brief, from the document model.
    expect(within(within(dialog).getByRole("region", { name: "Terms" })).getByText("Deposit (50%) to secure the date").nextElementSibling).toHaveTextContent("$1,500.00");
    // Nothing filled in: every missing part is said, and nothing is sent.
    await user.click(within(dialog).getByRole("button", { name: "Sign and accept" }));
    expect(within(dialog).getByText(/Please type your full name/)).toBeInTheDocument();
    expect(within(dialog).getByText("Please draw your signature")).toBeInTheDocument();
    expect(within(dialog).getByText("Please confirm that you agree to the terms")).toBeInTheDocument();
    expect(calls(fetchMock)).not.toContain(`POST /api/proposal-links/${TOKEN}/sign`);
    // Who cannot draw signs with their typed name.
    await user.type(within(dialog).getByRole("textbox", { name: /Your full name/ }), "Gita Guest");
    await user.click(within(dialog).getByRole("checkbox", { name: "Use my typed name as my signature" }));
    await user.click(within(dialog).getByRole("checkbox", { name: SIGNATURE_CONSENT_TEXT }));
    await user.click(within(dialog).getByRole("button", { name: "Sign and accept" }));
    await waitFor(() => expect(calls(fetchMock)).toContain(`POST /api/proposal-links/${TOKEN}/sign`));
    expect(JSON.parse(String(fetchMock.mock.calls.find(([url, init]) => init?.method === "POST" && String(url).endsWith("/sign"))![1]!.body))).toEqual({
      signerName: "Gita Guest",
      signaturePng: FAKE_SIGNATURE_PNG,
      consent: true,
      // The version on screen, which the signature binds.
      version: 1,
    });
    // Signed: who and when, and the signed PDF through the link.
    expect(await within(details).findByText(/Signed by Gita Guest on/)).toBeInTheDocument();
    expect(within(details).getByRole("link", { name: "Signed PDF" })).toHaveAttribute("href", `/api/proposal-links/${TOKEN}/signed.pdf`);
    expect(calls(fetchMock).filter((call) => call.includes("/api/quotes"))).toEqual([]);
  });

  it("pays the balance through the link with the portal's card form, opened by the reminder's query", async () => {
    const user = userEvent.setup({ delay: null });
    const depositPaid = {
      ...priced,
      status: "accepted" as const,
      depositPaidAt: "2026-11-02T15:00:00.000Z",
      paidAmount: "1500.00",
      payments: [{ kind: "deposit" as const, amount: "1500.00", method: null, reference: null, at: "2026-11-02T15:00:00.000Z" }],
    };
    const paidInFull = {
      ...depositPaid,
      balanceAmount: "0.00",
      paidAmount: "3000.00",
      balancePaidAt: "2026-11-20T15:00:00.000Z",
      payments: [...depositPaid.payments, { kind: "balance" as const, amount: "1500.00", method: null, reference: null, at: "2026-11-20T15:00:00.000Z" }],
    };
    const charges: { key: string; body: unknown }[] = [];
    const fetchMock = stubApi({
      [`GET /api/proposal-links/${TOKEN}`]: () => json(charges.length ? paidInFull : depositPaid),
      [`POST /api/proposal-links/${TOKEN}/balance`]: (init) => {
        charges.push({ key: (init?.headers as Record<string, string>)["Idempotency-Key"], body: JSON.parse(String(init?.body)) });
        return json({ success: true, chargeId: "ch_b", demo: true, message: "ok" });
      },
      [`GET /api/proposal-links/${TOKEN}/messages`]: () => json([]),
      "GET /api/settings/company-info": () => json(company),
      "POST /api/payments/api-key": () => json({ apiKey: "pk_sandbox", tokenizeUrl: "/api/payments/sandbox/tokens", provider: "sandbox" }),
      "POST /api/payments/sandbox/tokens": () => json({ id: "tok_1" }),
    });
    renderWithApp(withFakeSignatureField(<ProposalLinkView token={TOKEN} />), { path: `/proposals/view/${TOKEN}?quote=7&pay=balance` });
    const dialog = await screen.findByRole("dialog", { name: "Pay Balance" });
    expect(dialog).toHaveTextContent(`The balance of $1,500.00 for ${priced.number}`);
    // Opened with the page, the modal takes the pointer from the page a render later than it shows.
    await waitFor(() => expect(dialog).toHaveStyle({ pointerEvents: "auto" }));
    const field = (name: string) => within(dialog).getByRole("textbox", { name });
    await user.type(field("Card Number"), "4242 4242 4242 4242");
    await user.type(field("Expiry Month"), "12");
    await user.type(field("Expiry Year"), String(new Date().getFullYear() + 1));
    await user.type(field("CVV"), "123");
    await user.type(field("Name on Card"), "Gita Guest");
    await user.click(within(dialog).getByRole("button", { name: "Pay $1,500.00" }));

    expect(await screen.findByText("Payment Successful", { selector: "[data-variant] *" })).toBeInTheDocument();
    const details = await screen.findByRole("region", { name: priced.number });
    await waitFor(() => expect(details).toHaveTextContent("Paid in full."));
    expect(charges).toEqual([{ key: expect.stringMatching(/\S{16,}/), body: { token: "tok_1", amount: "1500.00" } }]);
    expect(within(details).queryByRole("button", { name: /Pay Balance/ })).not.toBeInTheDocument();
    expect(calls(fetchMock).filter((call) => call.includes("/api/quotes"))).toEqual([]);
  });

  it("says only that a dead link is not valid, and emails a new one whatever the address", async () => {
    const user = userEvent.setup({ delay: null });
    const fetchMock = stubApi({
      [`GET /api/proposal-links/${TOKEN}`]: () => json({ message: PROPOSAL_LINK_MESSAGES.invalid }, 404),
      "POST /api/proposal-links": () => json({ message: PROPOSAL_LINK_MESSAGES.requested }, 202),
    });
    renderWithApp(withFakeSignatureField(<ProposalLinkView token={TOKEN} />));
    expect(await screen.findByRole("heading", { name: PROPOSAL_LINK_MESSAGES.invalid })).toBeInTheDocument();
    // Asked once: a 404 is not retried.
    expect(calls(fetchMock).filter((call) => call === `GET /api/proposal-links/${TOKEN}`)).toHaveLength(1);

    await user.click(screen.getByRole("button", { name: "Email me a new link" }));
    expect(await screen.findByRole("alert", { name: "There is a problem" })).toBeInTheDocument();
    await user.type(screen.getByRole("textbox", { name: "Email" }), "gita@example.com");
    await user.click(screen.getByRole("button", { name: "Email me a new link" }));
    expect(await screen.findByText(/If we have a quote for that email/)).toBeInTheDocument();
    const sent = fetchMock.mock.calls.find(([url, init]) => init?.method === "POST" && String(url) === "/api/proposal-links");
    expect(JSON.parse(String(sent![1]!.body))).toEqual({ email: "gita@example.com" });
  });
});
