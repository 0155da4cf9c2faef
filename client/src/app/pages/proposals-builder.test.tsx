import { describe, expect, it } from "vitest";
import { screen, waitFor, within } from "@testing-library/react";
import { userEvent } from "@testing-library/user-event";
import { json, renderWithApp, stubApi } from "@/test/test-utils";
import ProposalsPage from "@/app/pages/proposals";
import { menuRow } from "@/features/menu-admin/test-fixtures";
import { pageOf, quote, stats } from "@/features/quotes/components/proposals-test-data";

const admin = { id: 1, username: "admin", email: "admin@example.com", role: "admin" };
const casey = { id: 5, username: "casey", email: "casey@example.com", fullName: "Casey Jones", phone: "555-0102" };

describe("New Proposal (admin): a priced proposal for a client", () => {
  it("checks the form with the shared rules, shows the lines' total and sends what the admin built", async () => {
    const sent: unknown[] = [];
    stubApi({
      "GET /api/me": () => json(admin),
      "GET /api/quotes/stats": () => json(stats),
      "GET /api/quotes?page=1&pageSize=5": () => json(pageOf([], 5)),
      "GET /api/menu-items": () => json([menuRow({ id: 3, name: "Jollof Rice", price: "Half Pan $60 / Full Pan $90" })]),
      "GET /api/admin/clients?search=": () => json([casey]),
      "POST /api/admin/proposals": (init) => {
        sent.push(JSON.parse(String(init?.body)));
        return json({ ...quote({ id: 90, number: "CC-2024-090" }), client: { username: "casey", email: casey.email, fullName: "Casey Jones" } }, 201);
      },
    });
    const user = userEvent.setup();
    renderWithApp(<ProposalsPage />, { path: "/proposals" });
    await user.click(await screen.findByRole("button", { name: "New Proposal" }));
    const dialog = await screen.findByRole("dialog", { name: "New Proposal" });

    await user.click(within(dialog).getByRole("button", { name: "Send Proposal" }));
    expect(within(dialog).getByText("Please add at least one line", { selector: "p" })).toBeInTheDocument();
    expect(within(dialog).getByText("Please choose a client", { selector: "p" })).toBeInTheDocument();

    await user.selectOptions(within(dialog).getByLabelText("Client"), await within(dialog).findByRole("option", { name: "Casey Jones (casey@example.com)" }));
    await user.selectOptions(within(dialog).getByLabelText("Event type"), "corporate");
    await user.type(within(dialog).getByLabelText("Event date"), "2030-05-14");
    await user.type(within(dialog).getByLabelText("Guests"), "80");
    await user.selectOptions(within(dialog).getByLabelText("Add a dish from the menu"), await within(dialog).findByRole("option", { name: /Jollof Rice/ }));
    // Priced from the menu: its first pan size, named and priced as the menu has it.
    expect(within(dialog).getByLabelText("Line 1 pan size")).toHaveValue("Half Pan");
    expect(within(dialog).getByLabelText("Line 1 description")).toHaveValue("Jollof Rice (Half Pan)");
    await user.clear(within(dialog).getAllByLabelText("Quantity")[0]);
    await user.type(within(dialog).getAllByLabelText("Quantity")[0], "3");
    await user.click(within(dialog).getByRole("button", { name: "Add Line" }));
    await user.selectOptions(within(dialog).getByLabelText("Line 2 kind"), "staffing");
    await user.type(within(dialog).getByLabelText("Line 2 description"), "Servers");
    await user.clear(within(dialog).getAllByLabelText("Quantity")[1]);
    await user.type(within(dialog).getAllByLabelText("Quantity")[1], "2");
    // A dish the menu prices has no unit price to type: only the staffing line does.
    await user.type(within(dialog).getByLabelText("Unit price ($)"), "150");
    // 3 × $60 + 2 × $150
    expect(within(dialog).getByText("Total: $480.00")).toBeInTheDocument();

    await user.click(within(dialog).getByRole("button", { name: "Send Proposal" }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({
      client: { kind: "existing", id: 5 },
      eventType: "corporate",
      guestCount: 80,
      lines: [
        { kind: "menu", menuItemId: 3, option: "Half Pan", description: "Jollof Rice (Half Pan)", quantity: 3, unitPrice: "60.00" },
        { kind: "staffing", menuItemId: null, description: "Servers", quantity: 2, unitPrice: "150" },
      ],
    });
    await waitFor(() => expect(screen.queryByRole("dialog", { name: "New Proposal" })).not.toBeInTheDocument());
  });
});
