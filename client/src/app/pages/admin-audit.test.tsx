import { describe, expect, it } from "vitest";
import { screen, waitFor, within } from "@testing-library/react";
import { userEvent } from "@testing-library/user-event";
import { expectNoSkippedHeadingLevels, json, renderWithApp, stubApi } from "@/test/test-utils";
import AdminAuditPage from "@/app/pages/admin-audit";

const entry = (id: number, extra: Record<string, unknown> = {}) => ({
  id,
  actorId: 1,
  actorName: "boss",
  action: "menu_item.update",
  entityType: "menu_item",
  entityId: 7,
  before: { name: "Grits", price: "$10" },
  after: { name: "Grits", price: "$11" },
  createdAt: "2026-11-20T15:30:00.000Z",
  ...extra,
});
const page = (items: unknown[], nextCursor: string | null) => json({ items, page: 1, pageSize: 25, total: items.length, totalIsCapped: false, nextCursor });
const CURSOR = "2026-11-20T15:30:00.000000Z_41";
const staff = () => json([{ id: 1, username: "boss", email: "boss@example.com", role: "admin" }]);
const entries = () => screen.getByRole("list", { name: /^Changes, page/ });

describe("/admin/audit", () => {
  it("lists who changed what, when, and each field before → after, and pages on by the server's cursor and back", async () => {
    const user = userEvent.setup({ delay: null });
    const removal = entry(42, { action: "staff.remove", entityType: "user", entityId: 9, before: { id: 9, username: "sam-staff", email: "sam@example.com", role: "admin" }, after: null });
    const api = stubApi({
      "GET /api/admin/staff": staff,
      "GET /api/audit-log?pageSize=25": () => page([removal, entry(41)], CURSOR),
      [`GET /api/audit-log?pageSize=25&cursor=${encodeURIComponent(CURSOR)}`]: () => page([entry(40, { actorName: "System", actorId: null, action: "order.status", entityType: "order", entityId: 3, before: { status: "paid" }, after: { status: "completed" } })], null),
    });
    const { container } = renderWithApp(<AdminAuditPage />);
    expect(screen.getByRole("heading", { level: 1, name: "Audit Log" })).toBeInTheDocument();
    const [first, second] = within(await screen.findByRole("list", { name: "Changes, page 1" })).getAllByRole("listitem", { name: "" }).filter((li) => li.parentElement === entries());
    expect(first).toHaveTextContent("boss · Removed from the team · Account #9");
    expect(first).toHaveTextContent("November 20, 2026");
    expect(within(first).getByRole("list", { name: "Before → after" })).toHaveTextContent("username: sam-staff → (empty)");
    expect(second).toHaveTextContent("boss · Updated · Menu item #7");
    // Only what changed: the price, not the unchanged name.
    expect(within(second).getByRole("list", { name: "Before → after" }).textContent).toBe("price: $10 → $11");
    expectNoSkippedHeadingLevels(container);

    expect(screen.getByRole("button", { name: "Newer Changes" })).toBeDisabled();
    await user.click(screen.getByRole("button", { name: "Older Changes" }));
    expect(await screen.findByRole("list", { name: "Changes, page 2" })).toHaveTextContent("System · Changed the status · Order #3");
    expect(entries()).toHaveTextContent("status: paid → completed");
    expect(entries()).toHaveFocus();
    expect(api).toHaveBeenCalledWith(`/api/audit-log?pageSize=25&cursor=${encodeURIComponent(CURSOR)}`, expect.anything());
    // The last page: no cursor, nothing older.
    expect(screen.getByRole("button", { name: "Older Changes" })).toBeDisabled();
    await user.click(screen.getByRole("button", { name: "Newer Changes" }));
    expect(await screen.findByRole("list", { name: "Changes, page 1" })).toHaveTextContent("Removed from the team");
  });

  it("filters by who, the kind of record and the business's days; a range that ends before it starts is refused with the field's message", async () => {
    const user = userEvent.setup({ delay: null });
    const filtered = "GET /api/audit-log?actor=boss&entityType=user&from=2026-11-01&to=2026-11-30&pageSize=25";
    const api = stubApi({
      "GET /api/admin/staff": staff,
      "GET /api/audit-log?pageSize=25": () => page([entry(41)], null),
      [filtered]: () => page([entry(42, { action: "staff.invite", entityType: "user", entityId: 9, before: null, after: { username: "sam-staff" } })], null),
    });
    renderWithApp(<AdminAuditPage />);
    await screen.findByRole("list", { name: "Changes, page 1" });
    await user.type(screen.getByLabelText("Changed by"), "boss");
    await user.selectOptions(screen.getByLabelText("Kind of record"), "Account");
    await user.type(screen.getByLabelText("From"), "2026-11-30");
    await user.type(screen.getByLabelText("To"), "2026-11-01");
    await user.click(screen.getByRole("button", { name: "Apply Filters" }));
    expect(screen.getByLabelText("To")).toHaveAccessibleDescription("The first day must not be after the last day");
    expect(await screen.findByRole("alert")).toHaveTextContent("The first day must not be after the last day");
    expect(api.mock.calls.some(([url]) => String(url).includes("actor="))).toBe(false);

    await user.clear(screen.getByLabelText("From"));
    await user.type(screen.getByLabelText("From"), "2026-11-01");
    await user.clear(screen.getByLabelText("To"));
    await user.type(screen.getByLabelText("To"), "2026-11-30");
    await user.click(screen.getByRole("button", { name: "Apply Filters" }));
    await waitFor(() => expect(entries()).toHaveTextContent("boss · Invited to the team · Account #9"));
    expect(entries()).toHaveTextContent("username: (empty) → sam-staff");
    expect(api).toHaveBeenCalledWith(filtered.slice(4), expect.anything());

    await user.click(screen.getByRole("button", { name: "Clear Filters" }));
    await waitFor(() => expect(entries()).toHaveTextContent("Updated · Menu item #7"));
    expect(screen.getByLabelText("Changed by")).toHaveValue("");
  });

  it("says so when nothing matches", async () => {
    const user = userEvent.setup({ delay: null });
    stubApi({
      "GET /api/admin/staff": staff,
      "GET /api/audit-log?pageSize=25": () => page([entry(41)], null),
      "GET /api/audit-log?actor=nobody&pageSize=25": () => page([], null),
    });
    renderWithApp(<AdminAuditPage />);
    await screen.findByRole("list", { name: "Changes, page 1" });
    await user.type(screen.getByLabelText("Changed by"), "nobody");
    await user.click(screen.getByRole("button", { name: "Apply Filters" }));
    expect(await screen.findByText("No changes match these filters.")).toBeInTheDocument();
  });
});
