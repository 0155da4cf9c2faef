import { afterEach, describe, expect, it, vi } from "vitest";
import { screen, waitFor, within } from "@testing-library/react";
import { userEvent } from "@testing-library/user-event";
import { PROPOSAL_LINK_MESSAGES } from "@shared/validators/proposal-links";
import { json, renderWithApp, stubApi } from "@/test/test-utils";
import { makeQuote } from "@/test/quote-fixtures";
import { ProposalLinkView } from "./proposal-link-view";

const TOKEN = "AAAAB2kT9x" + "Q".repeat(44);
const company = { name: "Creative Cuisines", address: "123 Culinary Avenue", phone: "(555) 123-4567", email: "hello@example.com", website: "https://example.com" };
const priced = makeQuote({ id: 7, clientId: null, status: "sent", totalAmount: "3000.00", depositAmount: "1500.00", balanceAmount: "1500.00", contactEmail: "gita@example.com", lines: [] });
const calls = (fetchMock: ReturnType<typeof stubApi>) => fetchMock.mock.calls.map(([url, init]) => `${init?.method ?? "GET"} ${String(url)}`);

afterEach(() => vi.unstubAllGlobals());

describe("a visitor's proposal link", () => {
  it("shows the proposal, marks it seen and accepts it through the link, never through the signed-in routes", async () => {
    const user = userEvent.setup({ delay: null });
    const fetchMock = stubApi({
      [`GET /api/proposal-links/${TOKEN}`]: () => json(priced),
      [`PATCH /api/proposal-links/${TOKEN}/viewed`]: () => json({ ...priced, status: "viewed" }),
      [`PATCH /api/proposal-links/${TOKEN}/status`]: () => json({ ...priced, status: "accepted" }),
      [`GET /api/proposal-links/${TOKEN}/messages`]: () => json([{ id: 1, quoteId: 7, senderId: null, senderName: "Gita Guest", fromBusiness: false, content: "Hello there", createdAt: new Date().toISOString() }]),
      "GET /api/settings/company-info": () => json(company),
    });
    renderWithApp(<ProposalLinkView token={TOKEN} />);
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
    await user.click(within(screen.getByRole("dialog", { name: "Accept Proposal" })).getByRole("button", { name: "Accept Proposal" }));
    await waitFor(() => expect(calls(fetchMock)).toContain(`PATCH /api/proposal-links/${TOKEN}/status`));
    expect(JSON.parse(String(fetchMock.mock.calls.find(([url, init]) => init?.method === "PATCH" && String(url).endsWith("/status"))![1]!.body))).toEqual({ status: "accepted" });
    expect(calls(fetchMock).filter((call) => call.includes("/api/quotes"))).toEqual([]);
  });

  it("says only that a dead link is not valid, and emails a new one whatever the address", async () => {
    const user = userEvent.setup({ delay: null });
    const fetchMock = stubApi({
      [`GET /api/proposal-links/${TOKEN}`]: () => json({ message: PROPOSAL_LINK_MESSAGES.invalid }, 404),
      "POST /api/proposal-links": () => json({ message: PROPOSAL_LINK_MESSAGES.requested }, 202),
    });
    renderWithApp(<ProposalLinkView token={TOKEN} />);
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
