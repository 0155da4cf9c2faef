import { describe, expect, it } from "vitest";
import { screen, waitFor, within } from "@testing-library/react";
import { userEvent } from "@testing-library/user-event";
import { expectNoSkippedHeadingLevels, json, renderWithApp, stubApi } from "@/test/test-utils";
import ProposalsPage from "@/app/pages/proposals";
import { pageOf, quote, stats } from "@/features/quotes/components/proposals-test-data";
import { FAKE_SIGNATURE_PNG, withFakeSignatureField } from "@/features/quotes/components/signature-field.fake";

// The canvas cannot be drawn on here: the signature field hands over a drawn PNG (e2e draws a real one).

const sent = quote({ id: 7 });
const accepted = quote({ id: 3, status: "accepted", totalAmount: "0.00" });

const figure = (term: string) => screen.getByText(term, { selector: "dt" }).nextElementSibling;

describe("/proposals", () => {
  it("shows the figures, with Total Value in whole dollars, and the recent proposals", async () => {
    const fetchMock = stubApi({
      "GET /api/quotes/stats": () => json(stats),
      "GET /api/quotes?page=1&pageSize=5": () => json(pageOf([sent, accepted], 5)),
    });
    renderWithApp(withFakeSignatureField(<ProposalsPage />));

    expect(screen.getByRole("heading", { level: 1, name: "Proposals" })).toBeInTheDocument();
    await screen.findByText("Total Value", { selector: "dt" });
    expect(figure("Total Proposals")).toHaveTextContent("12");
    expect(figure("Pending Review")).toHaveTextContent("4");
    expect(figure("Accepted")).toHaveTextContent("5");
    expect(figure("Total Value")).toHaveTextContent(/^\$123,457$/);

    const card = await screen.findByRole("article", { name: "CC-2024-007" });
    expect(card).toHaveTextContent("Corporate");
    expect(card).toHaveTextContent("December 1, 2026");
    expect(card).toHaveTextContent("120");
    expect(card).toHaveTextContent("$4,800.00");
    expect(card).toHaveTextContent("Sent");
    expect(within(card).getByRole("link", { name: "Download PDF" })).toHaveAttribute("href", "/api/quotes/7/pdf");
    expect(within(card).getByRole("button", { name: "Accept" })).toBeInTheDocument();

    const acceptedCard = screen.getByRole("article", { name: "CC-2024-003" });
    expect(acceptedCard).toHaveTextContent("$0.00");
    expect(acceptedCard).toHaveTextContent("Accepted");
    expect(within(acceptedCard).queryByRole("button", { name: "Accept" })).not.toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledWith("/api/quotes?page=1&pageSize=5", expect.anything());
  });

  it("opens the quote request form from New Proposal on the Dashboard tab", async () => {
    stubApi({
      "GET /api/quotes/stats": () => json(stats),
      "GET /api/quotes?page=1&pageSize=5": () => json(pageOf([sent], 5)),
    });
    const user = userEvent.setup();
    renderWithApp(withFakeSignatureField(<ProposalsPage />));
    await user.click(await screen.findByRole("button", { name: "New Proposal" }));
    expect(await screen.findByRole("dialog", { name: "Request Event Quote" })).toBeInTheDocument();
  });

  it("filters All Proposals by status", async () => {
    const fetchMock = stubApi({
      "GET /api/quotes/stats": () => json(stats),
      "GET /api/quotes?page=1&pageSize=5": () => json(pageOf([sent], 5)),
      "GET /api/quotes?page=1&pageSize=20": () => json(pageOf([sent, accepted], 20)),
      "GET /api/quotes?page=1&pageSize=20&status=accepted": () => json(pageOf([accepted], 20)),
    });
    const user = userEvent.setup();
    const { container } = renderWithApp(withFakeSignatureField(<ProposalsPage />));

    await screen.findByRole("article", { name: "CC-2024-007" });
    expectNoSkippedHeadingLevels(container);
    await user.click(await screen.findByRole("tab", { name: "All Proposals" }));
    expect(await screen.findByRole("article", { name: "CC-2024-003" })).toBeInTheDocument();
    expect(screen.getByRole("article", { name: "CC-2024-007" })).toBeInTheDocument();
    expectNoSkippedHeadingLevels(container);

    const filter = screen.getByRole("group", { name: "Filter proposals by status" });
    await user.click(within(filter).getByRole("button", { name: "Accepted" }));
    await waitFor(() => expect(screen.queryByRole("article", { name: "CC-2024-007" })).not.toBeInTheDocument());
    expect(screen.getByRole("article", { name: "CC-2024-003" })).toBeInTheDocument();
    expect(within(filter).getByRole("button", { name: "Accepted" })).toHaveAttribute("aria-pressed", "true");
    expect(fetchMock).toHaveBeenCalledWith("/api/quotes?page=1&pageSize=20&status=accepted", expect.anything());
  });

  it("accepts a sent proposal by signing it, toasts Proposal signed and refetches list and figures", async () => {
    let patched: unknown;
    let acceptedNow = false;
    const fetchMock = stubApi({
      "GET /api/quotes/stats": () => json(acceptedNow ? { ...stats, accepted: 6 } : stats),
      "GET /api/quotes?page=1&pageSize=5": () => json(pageOf([acceptedNow ? { ...sent, status: "accepted" } : sent], 5)),
      "POST /api/quotes/7/sign": (init) => {
        patched = JSON.parse(String(init?.body));
        acceptedNow = true;
        return json({ ...sent, status: "accepted" });
      },
    });
    const user = userEvent.setup();
    renderWithApp(withFakeSignatureField(<ProposalsPage />));

    const card = await screen.findByRole("article", { name: "CC-2024-007" });
    await user.click(within(card).getByRole("button", { name: "Accept" }));
    // Accepting commits the client to the price: it is signed (docs/decisions/014-e-signature.md).
    const dialog = await screen.findByRole("dialog", { name: "Sign and accept" });
    await user.type(within(dialog).getByLabelText(/Your full name/), "Pat Signer");
    await user.click(within(dialog).getByRole("button", { name: "Draw test signature" }));
    await user.click(within(dialog).getByRole("checkbox", { name: /I have read this proposal/ }));
    expect(patched).toBeUndefined();
    await user.click(within(dialog).getByRole("button", { name: "Sign and accept" }));

    expect(await screen.findByText("Proposal signed")).toBeInTheDocument();
    expect(patched).toEqual({ signerName: "Pat Signer", signaturePng: FAKE_SIGNATURE_PNG, consent: true, version: sent.version });
    await waitFor(() => expect(figure("Accepted")).toHaveTextContent("6"));
    await waitFor(() => expect(within(screen.getByRole("article", { name: "CC-2024-007" })).queryByRole("button", { name: "Accept" })).not.toBeInTheDocument());
    expect(fetchMock.mock.calls.filter(([url]) => url === "/api/quotes/stats").length).toBeGreaterThanOrEqual(2);
  });

  it("shows the server's message in the dialog when a signature is refused", async () => {
    stubApi({
      "GET /api/quotes/stats": () => json(stats),
      "GET /api/quotes?page=1&pageSize=5": () => json(pageOf([sent], 5)),
      "POST /api/quotes/7/sign": () => json({ message: "This proposal can no longer be accepted" }, 409),
    });
    const user = userEvent.setup();
    renderWithApp(withFakeSignatureField(<ProposalsPage />));

    await user.click(within(await screen.findByRole("article", { name: "CC-2024-007" })).getByRole("button", { name: "Accept" }));
    const dialog = await screen.findByRole("dialog", { name: "Sign and accept" });
    await user.type(within(dialog).getByLabelText(/Your full name/), "Pat Signer");
    await user.click(within(dialog).getByRole("button", { name: "Draw test signature" }));
    await user.click(within(dialog).getByRole("checkbox", { name: /I have read this proposal/ }));
    await user.click(within(dialog).getByRole("button", { name: "Sign and accept" }));
    expect(await within(dialog).findByRole("alert")).toHaveTextContent("This proposal can no longer be accepted");
  });

  it("a proposal the business has not priced yet says so instead of offering Accept", async () => {
    const unpriced = { ...sent, totalAmount: "0.00", depositAmount: "0.00", balanceAmount: "0.00" };
    stubApi({
      "GET /api/quotes/stats": () => json(stats),
      "GET /api/quotes?page=1&pageSize=5": () => json(pageOf([unpriced], 5)),
    });
    renderWithApp(withFakeSignatureField(<ProposalsPage />));
    const card = await screen.findByRole("article", { name: "CC-2024-007" });
    expect(within(card).getByText("Our team is pricing this proposal")).toBeInTheDocument();
    expect(within(card).queryByRole("button", { name: "Accept" })).not.toBeInTheDocument();
  });

  it("opens on the proposal a link names (/proposals?quote=7, from the admin's dashboard)", async () => {
    stubApi({
      "GET /api/quotes/stats": () => json(stats),
      "GET /api/quotes/7": () => json(sent),
    });
    renderWithApp(withFakeSignatureField(<ProposalsPage />), { path: "/proposals?quote=7" });
    expect(await screen.findByRole("tab", { name: "Proposal Details", selected: true })).toBeInTheDocument();
    expect(await screen.findByText(sent.number, { exact: false })).toBeInTheDocument();
  });

  it("opens a sent proposal's details, marks it viewed, and declines after confirming", async () => {
    let viewedCalls = 0;
    let declined: unknown;
    stubApi({
      "GET /api/quotes/stats": () => json(stats),
      "GET /api/quotes?page=1&pageSize=5": () => json(pageOf([sent], 5)),
      "PATCH /api/quotes/7/viewed": () => {
        viewedCalls += 1;
        return json({ ...sent, status: "viewed", viewedAt: "2026-11-02T12:00:00.000Z" });
      },
      "PATCH /api/quotes/7/status": (init) => {
        declined = JSON.parse(String(init?.body));
        return json({ ...sent, status: "rejected" });
      },
    });
    const user = userEvent.setup();
    renderWithApp(withFakeSignatureField(<ProposalsPage />));

    await user.click(within(await screen.findByRole("article", { name: "CC-2024-007" })).getByRole("button", { name: "View Details" }));

    expect(screen.getByRole("tab", { name: "Proposal Details" })).toHaveAttribute("aria-selected", "true");
    const details = screen.getByRole("region", { name: "CC-2024-007" });
    expect(details).toHaveTextContent("250 Greenwich Street, New York, NY 10007");
    expect(details).toHaveTextContent("Vegetarian options please");
    expect(details).toHaveTextContent("$4,800.00");
    expect(details).toHaveTextContent("$2,400.00");
    expect(details).toHaveTextContent("Balance due November 24, 2026");
    expect(within(details).getByRole("link", { name: "Download PDF" })).toHaveAttribute("href", "/api/quotes/7/pdf");
    await waitFor(() => expect(viewedCalls).toBe(1));
    await waitFor(() => expect(details).toHaveTextContent("Viewed"));

    await user.click(within(details).getByRole("button", { name: "Decline" }));
    const confirm = await screen.findByRole("dialog", { name: "Decline Proposal" });
    expect(confirm).toHaveTextContent("Decline this proposal? This cannot be undone.");
    expect(declined).toBeUndefined();
    await user.click(within(confirm).getByRole("button", { name: "Decline Proposal" }));
    expect(await screen.findByText("Status Updated")).toBeInTheDocument();
    expect(declined).toEqual({ status: "rejected" });
    await waitFor(() => expect(within(details).getByRole("button", { name: "Accept Proposal" })).toBeDisabled());
  });

  it("does not mark an already viewed proposal, and disables Accept Proposal once accepted", async () => {
    const fetchMock = stubApi({
      "GET /api/quotes/stats": () => json(stats),
      "GET /api/quotes?page=1&pageSize=5": () => json(pageOf([accepted], 5)),
    });
    const user = userEvent.setup();
    renderWithApp(withFakeSignatureField(<ProposalsPage />));

    await user.click(within(await screen.findByRole("article", { name: "CC-2024-003" })).getByRole("button", { name: "View Details" }));
    expect(screen.getByRole("button", { name: "Accept Proposal" })).toBeDisabled();
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === "PATCH")).toBe(false);
  });

  it("says No proposal selected before one is chosen", async () => {
    stubApi({
      "GET /api/quotes/stats": () => json(stats),
      "GET /api/quotes?page=1&pageSize=5": () => json(pageOf([], 5)),
    });
    const user = userEvent.setup();
    renderWithApp(withFakeSignatureField(<ProposalsPage />));

    await user.click(screen.getByRole("tab", { name: "Proposal Details" }));
    expect(screen.getByRole("heading", { name: "No proposal selected" })).toBeInTheDocument();
  });

  it("pages through All Proposals twenty at a time using the server's total, and starts again at page 1 on a new filter", async () => {
    const firstPage = Array.from({ length: 20 }, (_, i) => quote({ id: 45 - i }));
    const fetchMock = stubApi({
      "GET /api/quotes/stats": () => json(stats),
      "GET /api/quotes?page=1&pageSize=5": () => json(pageOf(firstPage.slice(0, 5), 5, { total: 45 })),
      "GET /api/quotes?page=1&pageSize=20": () => json(pageOf(firstPage, 20, { total: 45 })),
      "GET /api/quotes?page=2&pageSize=20": () => json(pageOf([quote({ id: 25 })], 20, { page: 2, total: 45 })),
      "GET /api/quotes?page=1&pageSize=20&status=sent": () => json(pageOf([quote({ id: 44 })], 20)),
    });
    const user = userEvent.setup();
    renderWithApp(withFakeSignatureField(<ProposalsPage />));

    await user.click(await screen.findByRole("tab", { name: "All Proposals" }));
    await screen.findByRole("article", { name: "CC-2024-045" });
    const pager = within(screen.getByRole("navigation", { name: "Proposal pages" }));
    expect(pager.getByText("Page 1 of 3")).toBeInTheDocument();
    expect(pager.getByRole("button", { name: "Previous" })).toBeDisabled();

    await user.click(pager.getByRole("button", { name: "Next" }));
    expect(await screen.findByRole("article", { name: "CC-2024-025" })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole("article", { name: "CC-2024-045" })).not.toBeInTheDocument());
    expect(pager.getByText("Page 2 of 3")).toBeInTheDocument();
    expect(pager.getByRole("button", { name: "Previous" })).toBeEnabled();
    expect(screen.getByRole("list", { name: "Proposals" })).toHaveFocus();
    expect(fetchMock).toHaveBeenCalledWith("/api/quotes?page=2&pageSize=20", expect.anything());

    await user.click(within(screen.getByRole("group", { name: "Filter proposals by status" })).getByRole("button", { name: "Sent" }));
    expect(await screen.findByRole("article", { name: "CC-2024-044" })).toBeInTheDocument();
    expect(screen.queryByRole("navigation", { name: "Proposal pages" })).not.toBeInTheDocument();
  });

  it("opens a proposal's message thread from its card's Message button", async () => {
    stubApi({
      "GET /api/quotes/stats": () => json(stats),
      "GET /api/quotes?page=1&pageSize=5": () => json(pageOf([sent], 5)),
      "GET /api/quotes?page=1&pageSize=20": () => json(pageOf([sent, accepted], 20)),
    });
    const user = userEvent.setup();
    const { memory } = renderWithApp(withFakeSignatureField(<ProposalsPage />), { path: "/proposals" });

    await user.click(await screen.findByRole("tab", { name: "All Proposals" }));
    const card = await screen.findByRole("article", { name: "CC-2024-003" });
    const message = within(card).getByRole("link", { name: "Message" });
    expect(message).toHaveAttribute("href", "/messages?quote=3");
    await user.click(message);
    expect(memory.history?.at(-1)).toBe("/messages?quote=3");
  });

  it("keeps a proposal when the decline is cancelled", async () => {
    const fetchMock = stubApi({
      "GET /api/quotes/stats": () => json(stats),
      "GET /api/quotes?page=1&pageSize=5": () => json(pageOf([quote({ id: 7, status: "viewed" })], 5)),
    });
    const user = userEvent.setup();
    renderWithApp(withFakeSignatureField(<ProposalsPage />));

    await user.click(within(await screen.findByRole("article", { name: "CC-2024-007" })).getByRole("button", { name: "View Details" }));
    await user.click(screen.getByRole("button", { name: "Decline" }));
    const confirm = await screen.findByRole("dialog", { name: "Decline Proposal" });
    await user.click(within(confirm).getByRole("button", { name: "Cancel" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === "PATCH")).toBe(false);
    expect(screen.getByRole("button", { name: "Decline" })).toBeEnabled();
  });
});
