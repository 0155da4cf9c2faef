import { afterEach, describe, expect, it, vi } from "vitest";
import { screen, waitFor, within } from "@testing-library/react";
import { userEvent } from "@testing-library/user-event";
import { GUEST_LINK_MESSAGES } from "@shared/validators/guests";
import { json, renderWithApp, stubApi } from "@/test/test-utils";
import { GuestResponseView } from "./guest-response-view";
import { GuestDietarySection } from "./guest-dietary-section";

const TOKEN = "AAAAB2kT" + "Q".repeat(40);
const company = { name: "Creative Cuisines", address: "123 Culinary Avenue", phone: "(555) 123-4567", email: "hello@example.com", website: "https://example.com" };
const event = { eventType: "wedding", eventDate: "2027-06-06T23:00:00.000Z", hostFirstName: "Dora", closesAt: "2027-06-03T23:00:00.000Z", open: true };
const zeros = <K extends string>(keys: readonly K[]) => Object.fromEntries(keys.map((k) => [k, 0])) as Record<K, number>;
const ALLERGENS = ["milk", "eggs", "fish", "shellfish", "tree-nuts", "peanuts", "wheat", "soybeans", "sesame"] as const;
const bodyOf = (fetchMock: ReturnType<typeof stubApi>, method: string, path: string) =>
  JSON.parse(String(fetchMock.mock.calls.find(([url, init]) => init?.method === method && String(url) === path)![1]!.body));

afterEach(() => vi.unstubAllGlobals());

describe("the guest page", () => {
  it("shows the event and sends a guest's name, ticks and notes", async () => {
    const user = userEvent.setup({ delay: null });
    const fetchMock = stubApi({
      [`GET /api/guests/${TOKEN}`]: () => json(event),
      [`POST /api/guests/${TOKEN}/responses`]: () => json({ message: GUEST_LINK_MESSAGES.sent }, 201),
      "GET /api/settings/company-info": () => json(company),
    });
    renderWithApp(<GuestResponseView token={TOKEN} />);
    expect(await screen.findByText(/Dora invites you to tell us your dietary needs for the Wedding/)).toBeInTheDocument();

    // The name is required: nothing is sent without it.
    await user.click(screen.getByRole("button", { name: "Send my dietary needs" }));
    expect(await screen.findByRole("alert", { name: "There is a problem" })).toBeInTheDocument();
    await user.type(screen.getByRole("textbox", { name: /Your name/ }), "Ann Lee");
    await user.click(screen.getByRole("checkbox", { name: "Vegan" }));
    await user.click(screen.getByRole("checkbox", { name: "Sesame" }));
    await user.click(screen.getByRole("checkbox", { name: "Peanuts" }));
    await user.type(screen.getByRole("textbox", { name: "Notes (optional)" }), "No mushrooms");
    await user.click(screen.getByRole("button", { name: "Send my dietary needs" }));
    expect(await screen.findByText("We have your answers, Ann Lee.")).toBeInTheDocument();
    expect(bodyOf(fetchMock, "POST", `/api/guests/${TOKEN}/responses`)).toEqual({ name: "Ann Lee", dietary: ["vegan"], allergens: ["peanuts", "sesame"], notes: "No mushrooms" });
  });

  it("says the list is closed after the deadline, and offers no form", async () => {
    stubApi({ [`GET /api/guests/${TOKEN}`]: () => json({ ...event, open: false }), "GET /api/settings/company-info": () => json(company) });
    renderWithApp(<GuestResponseView token={TOKEN} />);
    expect(await screen.findByText(GUEST_LINK_MESSAGES.closed)).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Send my dietary needs" })).not.toBeInTheDocument();
  });

  it("says only that a dead link is not valid", async () => {
    stubApi({ [`GET /api/guests/${TOKEN}`]: () => json({ message: GUEST_LINK_MESSAGES.invalid }, 404) });
    renderWithApp(<GuestResponseView token={TOKEN} />);
    expect(await screen.findByText(GUEST_LINK_MESSAGES.invalid)).toBeInTheDocument();
  });
});

describe("the client's guest dietary needs", () => {
  const list = {
    guestCount: 60,
    closesAt: "2027-06-03T23:00:00.000Z",
    open: true,
    url: `http://localhost:5000/guests/${TOKEN}`,
    tally: { answered: 2, dietary: { ...zeros(["vegetarian", "vegan", "gluten-free"] as const), vegan: 1 }, allergens: { ...zeros(ALLERGENS), peanuts: 2 }, withNotes: 1 },
    responses: [
      { id: 1, name: "Ann Lee", dietary: ["vegan"], allergens: ["peanuts"], notes: "No mushrooms", createdAt: "2027-05-01T12:00:00.000Z" },
      { id: 2, name: "Bo Chen", dietary: [], allergens: ["peanuts"], notes: "", createdAt: "2027-05-02T12:00:00.000Z" },
    ],
  };

  it("shows the link, how many answered, the tally and each guest, and emails the link to the addresses typed", async () => {
    const user = userEvent.setup({ delay: null });
    const fetchMock = stubApi({
      "GET /api/quotes/7/guests": () => json(list),
      "POST /api/quotes/7/guest-invitations": () => json({ message: "The guest link was emailed to 2 guests." }, 202),
      "GET /api/settings/company-info": () => json(company),
    });
    renderWithApp(<GuestDietarySection quoteId={7} />);
    const section = await screen.findByRole("region", { name: "Guest dietary needs" });
    expect(await within(section).findByText("2 of 60 guests answered")).toBeInTheDocument();
    expect(within(section).getByRole("textbox", { name: "Guest link" })).toHaveValue(list.url);
    expect(within(section).getByText("Peanuts: 2")).toBeInTheDocument();
    expect(within(section).getByText("Vegan: 1")).toBeInTheDocument();
    expect(within(section).getByRole("row", { name: /Ann Lee/ })).toHaveTextContent("No mushrooms");

    await user.type(within(section).getByRole("textbox", { name: "Guest email addresses" }), "gus@example.com, hana@example.com");
    await user.click(within(section).getByRole("button", { name: "Email the guest link" }));
    expect(await within(section).findByText("The guest link was emailed to 2 guests.")).toBeInTheDocument();
    expect(bodyOf(fetchMock, "POST", "/api/quotes/7/guest-invitations")).toEqual({ emails: ["gus@example.com", "hana@example.com"] });
  });

  it("creates the link when there is none", async () => {
    const user = userEvent.setup({ delay: null });
    let made = false;
    const fetchMock = stubApi({
      "GET /api/quotes/7/guests": () => json({ ...list, url: made ? list.url : null, tally: { ...list.tally, answered: 0 }, responses: [] }),
      "POST /api/quotes/7/guest-link": () => {
        made = true;
        return json({ url: list.url, closesAt: list.closesAt });
      },
      "GET /api/settings/company-info": () => json(company),
    });
    renderWithApp(<GuestDietarySection quoteId={7} />);
    await user.click(await screen.findByRole("button", { name: "Create guest link" }));
    await waitFor(() => expect(screen.getByRole("textbox", { name: "Guest link" })).toHaveValue(list.url));
    expect(fetchMock.mock.calls.some(([url, init]) => init?.method === "POST" && String(url) === "/api/quotes/7/guest-link")).toBe(true);
  });

  it("replaces the link after confirming, and shows the new one", async () => {
    const user = userEvent.setup({ delay: null });
    const renewed = `http://localhost:5000/guests/${"B".repeat(48)}`;
    let replaced = false;
    const fetchMock = stubApi({
      "GET /api/quotes/7/guests": () => json({ ...list, url: replaced ? renewed : list.url }),
      "POST /api/quotes/7/guest-link/renewal": () => {
        replaced = true;
        return json({ url: renewed, closesAt: list.closesAt });
      },
      "GET /api/settings/company-info": () => json(company),
    });
    renderWithApp(<GuestDietarySection quoteId={7} />);
    await user.click(await screen.findByRole("button", { name: "Replace guest link" }));
    const dialog = await screen.findByRole("dialog", { name: "Replace the guest link?" });
    expect(replaced).toBe(false);
    await user.click(within(dialog).getByRole("button", { name: "Replace link" }));
    await waitFor(() => expect(screen.getByRole("textbox", { name: "Guest link" })).toHaveValue(renewed));
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    expect(fetchMock.mock.calls.filter(([url, init]) => init?.method === "POST" && String(url) === "/api/quotes/7/guest-link/renewal")).toHaveLength(1);
  });
});
