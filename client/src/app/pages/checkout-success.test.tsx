import { describe, expect, it } from "vitest";
import { screen, within } from "@testing-library/react";
import { DEFAULT_COMPANY_INFO } from "@shared/settings/company-info";
import { json, renderWithApp, stubApi } from "@/test/test-utils";
import CheckoutSuccessPage from "./checkout-success";

describe("checkout success page", () => {
  it("shows the order number, four numbered next steps, our contact details and the way on", async () => {
    stubApi({ "GET /api/settings/company-info": () => json(DEFAULT_COMPANY_INFO) });
    renderWithApp(<CheckoutSuccessPage />, { path: "/checkout/success?order=CC-2024-042" });

    expect(screen.getByRole("heading", { level: 1, name: "Order Submitted Successfully!" })).toBeInTheDocument();
    expect(screen.getByText("CC-2024-042")).toBeInTheDocument();
    expect(screen.getByText(/will contact you within 24 hours/)).toBeInTheDocument();
    const steps = screen.getByRole("list", { name: "What Happens Next" });
    expect(steps.tagName).toBe("OL");
    expect(within(steps).getAllByRole("listitem")).toHaveLength(4);
    expect(await screen.findByRole("link", { name: DEFAULT_COMPANY_INFO.phone })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: DEFAULT_COMPANY_INFO.email })).toHaveAttribute("href", `mailto:${DEFAULT_COMPANY_INFO.email}`);
    expect(screen.getByRole("link", { name: "Browse Menu" })).toHaveAttribute("href", "/menu");
    expect(screen.getByRole("link", { name: "Return Home" })).toHaveAttribute("href", "/home");
  });

  it("says how the order reaches the customer: a pickup's time and our address, or a delivery", async () => {
    stubApi({ "GET /api/settings/company-info": () => json(DEFAULT_COMPANY_INFO) });
    renderWithApp(<CheckoutSuccessPage />, { path: "/checkout/success?order=CC-2024-042&fulfilment=pickup&time=11%3A30" });
    expect(await screen.findByText(`at 11:30 AM from ${DEFAULT_COMPANY_INFO.address}.`, { exact: false })).toBeInTheDocument();
    const steps = within(screen.getByRole("list", { name: "What Happens Next" })).getAllByRole("listitem");
    expect(steps.at(-1)).toHaveTextContent(`On the day, collect your order at 11:30 AM from our kitchen at ${DEFAULT_COMPANY_INFO.address}.`);
  });

  it("says a delivery goes to the address given, and ignores a time that is not one", () => {
    stubApi({ "GET /api/settings/company-info": () => json(DEFAULT_COMPANY_INFO) });
    renderWithApp(<CheckoutSuccessPage />, { path: "/checkout/success?order=CC-2024-042&fulfilment=delivery&time=soon" });
    expect(screen.getByText("to the address you gave us.", { exact: false })).toHaveTextContent("Delivery to the address you gave us.");
    expect(screen.queryByText(/soon/)).not.toBeInTheDocument();
  });

  it("leaves out anything in the address that is not an order number", () => {
    stubApi({ "GET /api/settings/company-info": () => json(DEFAULT_COMPANY_INFO) });
    renderWithApp(<CheckoutSuccessPage />, { path: "/checkout/success?order=Call%20555-0000%20now" });

    expect(screen.getByRole("heading", { level: 1, name: "Order Submitted Successfully!" })).toBeInTheDocument();
    expect(screen.queryByText(/Your order number is/)).not.toBeInTheDocument();
    expect(screen.queryByText(/555-0000/)).not.toBeInTheDocument();
  });
});
