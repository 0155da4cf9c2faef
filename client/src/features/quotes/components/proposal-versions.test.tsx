import { afterEach, describe, expect, it, vi } from "vitest";
import { screen, waitFor, within } from "@testing-library/react";
import { userEvent } from "@testing-library/user-event";
import type { ProposalVersionView } from "@shared/validators/quotes";
import { json, renderWithApp, stubApi } from "@/test/test-utils";
import { makeQuote } from "@/test/quote-fixtures";
import { SIGNATURE_CONSENT_TEXT } from "@shared/rules/signatures";
import { ProposalLinkView } from "./proposal-link-view";
import { withFakeSignatureField } from "./signature-field.fake";

// The versions panel on the client's proposal (docs/decisions/015-proposal-versions.md), reached through a visitor's
// link: the same screen as the portal's.

const TOKEN = "AAAAB2kT9x" + "V".repeat(44);
const company = { name: "Creative Cuisines", address: "123 Culinary Avenue", phone: "(555) 123-4567", email: "hello@example.com", website: "https://example.com" };
const calls = (fetchMock: ReturnType<typeof stubApi>) => fetchMock.mock.calls.map(([url, init]) => `${init?.method ?? "GET"} ${String(url)}`);

/** The one line of these versions: servers at `unitPrice` each. */
const servers = (unitPrice: string, lineTotal: string): ProposalVersionView["lines"][number] => ({
  kind: "staffing",
  menuItemId: null,
  description: "Servers, 6 hours",
  quantity: 4,
  unitPrice,
  lineTotal,
  rateBasisPoints: null,
  perPerson: false,
});
const version = (number: number, changes: Partial<ProposalVersionView> = {}): ProposalVersionView => ({
  version: number,
  source: "business",
  createdAt: "2026-11-01T15:00:00.000Z",
  eventDate: "2026-12-05T23:30:00.000Z",
  guestCount: 80,
  venue: "The Grand Hall, Brooklyn",
  menuItemIds: [],
  dishes: [],
  lines: [servers("600.00", "2400.00")],
  totalAmount: "2400.00",
  notes: null,
  ...changes,
});
const VERSIONS = [
  version(1),
  version(2, { guestCount: 100, totalAmount: "2600.00", lines: [servers("650.00", "2600.00")] }),
  version(3, {
    guestCount: 100,
    totalAmount: "2600.00",
    lines: [servers("650.00", "2600.00")],
    notes: "Vegetarian menu for 10 guests",
    menuItemIds: [5],
    dishes: [{ id: 5, name: "Jerk Chicken" }],
  }),
];

afterEach(() => vi.unstubAllGlobals());

describe("proposal versions on the client's screen", () => {
  it("shows the version and what changed since the one last seen, marks it seen, and compares with any earlier version", async () => {
    const user = userEvent.setup({ delay: null });
    const current = makeQuote({ id: 7, clientId: null, status: "viewed", version: 3, clientSeenVersion: 1, totalAmount: "2600.00", guestCount: 100, menuItemIds: [5], lines: [] });
    const fetchMock = stubApi({
      [`GET /api/proposal-links/${TOKEN}`]: () => json(current),
      [`GET /api/proposal-links/${TOKEN}/versions`]: () => json(VERSIONS),
      [`PATCH /api/proposal-links/${TOKEN}/viewed`]: () => json({ ...current, clientSeenVersion: 3 }),
      [`GET /api/proposal-links/${TOKEN}/messages`]: () => json([]),
      "GET /api/settings/company-info": () => json(company),
    });
    renderWithApp(withFakeSignatureField(<ProposalLinkView token={TOKEN} />));

    const panel = await screen.findByRole("region", { name: "Version 3" });
    const changes = await within(panel).findByRole("list", { name: "What changed since version 1" });
    expect(within(changes).getAllByRole("listitem").map((item) => item.textContent)).toEqual([
      "Guests changed from 80 to 100",
      "Dish added: Jerk Chicken",
      "Servers, 6 hours: unit price from $600.00 to $650.00, line total from $2,400.00 to $2,600.00",
      "Total changed from $2,400.00 to $2,600.00",
      "Notes added: “Vegetarian menu for 10 guests”",
    ]);
    // Seen now, through the link: the diff on screen stays the one since version 1.
    await waitFor(() => expect(calls(fetchMock)).toContain(`PATCH /api/proposal-links/${TOKEN}/viewed`));
    expect(within(panel).getByRole("list", { name: "What changed since version 1" })).toBeInTheDocument();

    const select = within(panel).getByRole("combobox", { name: "Compare with version" });
    expect(within(select).getAllByRole("option").map((o) => o.textContent)).toEqual(["Choose a version", "Version 1 (last seen)", "Version 2"]);
    await user.selectOptions(select, "2");
    const since2 = within(panel).getByRole("list", { name: "What changed since version 2" });
    expect(within(since2).getAllByRole("listitem").map((item) => item.textContent)).toEqual(["Dish added: Jerk Chicken", "Notes added: “Vegetarian menu for 10 guests”"]);
    expect(calls(fetchMock).filter((call) => call.includes("/api/quotes"))).toEqual([]);
  });

  it("shows no diff for a proposal already seen at its version, and a first version without asking for versions", async () => {
    const seen = makeQuote({ id: 7, clientId: null, status: "viewed", version: 1, clientSeenVersion: 1, lines: [] });
    const fetchMock = stubApi({
      [`GET /api/proposal-links/${TOKEN}`]: () => json(seen),
      [`GET /api/proposal-links/${TOKEN}/messages`]: () => json([]),
      "GET /api/settings/company-info": () => json(company),
    });
    renderWithApp(withFakeSignatureField(<ProposalLinkView token={TOKEN} />));
    const panel = await screen.findByRole("region", { name: "Version 1" });
    expect(within(panel).queryByRole("list")).not.toBeInTheDocument();
    expect(within(panel).queryByRole("combobox")).not.toBeInTheDocument();
    expect(calls(fetchMock)).not.toContain(`GET /api/proposal-links/${TOKEN}/versions`);
    expect(calls(fetchMock)).not.toContain(`PATCH /api/proposal-links/${TOKEN}/viewed`);
  });

  it("asks for a new signature when the accepted proposal changed after signing, and signs the current version", async () => {
    const user = userEvent.setup({ delay: null });
    const signature = { signerName: "Gita Guest", signedAt: "2026-11-20T15:00:00.000Z", version: 1, documentSha256: "ab".repeat(32) };
    const changed = makeQuote({ id: 7, clientId: null, status: "accepted", version: 2, clientSeenVersion: 2, totalAmount: "2600.00", lines: [], signature: { ...signature, current: false } });
    let signedBody: unknown;
    stubApi({
      [`GET /api/proposal-links/${TOKEN}`]: () => json(signedBody ? { ...changed, signature: { ...signature, version: 2, current: true } } : changed),
      [`GET /api/proposal-links/${TOKEN}/versions`]: () => json(VERSIONS.slice(0, 2)),
      [`POST /api/proposal-links/${TOKEN}/sign`]: (init) => {
        signedBody = JSON.parse(String(init?.body));
        return json({ ...changed, signature: { ...signature, version: 2, current: true } });
      },
      [`GET /api/proposal-links/${TOKEN}/messages`]: () => json([]),
      "GET /api/settings/company-info": () => json(company),
    });
    renderWithApp(withFakeSignatureField(<ProposalLinkView token={TOKEN} />));
    const details = await screen.findByRole("region", { name: changed.number });
    expect(within(details).getByText(/That was version 1: the proposal has changed since/)).toBeInTheDocument();
    const notice = within(details).getByText("Version 2 needs your signature.");
    expect(notice).toBeInTheDocument();

    await user.click(within(details).getByRole("button", { name: "Sign version 2" }));
    const dialog = screen.getByRole("dialog", { name: "Sign and accept" });
    await user.type(within(dialog).getByRole("textbox", { name: /Your full name/ }), "Gita Guest");
    await user.click(within(dialog).getByRole("checkbox", { name: "Use my typed name as my signature" }));
    await user.click(within(dialog).getByRole("checkbox", { name: SIGNATURE_CONSENT_TEXT }));
    await user.click(within(dialog).getByRole("button", { name: "Sign and accept" }));
    await waitFor(() => expect(signedBody).toMatchObject({ signerName: "Gita Guest", consent: true, version: 2 }));
    await waitFor(() => expect(within(details).queryByText("Version 2 needs your signature.")).not.toBeInTheDocument());
    expect(within(details).queryByRole("button", { name: "Sign version 2" })).not.toBeInTheDocument();
  });
});
