import { describe, expect, it } from "vitest";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { userEvent } from "@testing-library/user-event";
import { DINNER_MENU } from "@shared/menu/dinner-menu";
import { dinnerMessages } from "@shared/validators/dinner";
import { DEFAULT_FEATURES } from "@shared/settings/features";
import { json, renderWithApp, stubApi } from "@/test/test-utils";
import { businessDates, DEFAULT_BUSINESS_TIME_ZONE } from "@shared/rules/dates";
import DinnerCateringPage from "@/app/pages/dinner-catering";

// Dates at a business in the default time zone (New York): these tests' settings are the defaults.
const { businessDateInDays } = businessDates(DEFAULT_BUSINESS_TIME_ZONE);
// The default pickup hours' messages.
const DINNER_MESSAGES = dinnerMessages(DEFAULT_FEATURES.dinner);

const toastText = (text: string) => screen.findByText(text, { selector: "[data-variant] *" });
/** The calls that send something: the page also reads who is signed in (a client's form is prefilled). */
const sent = (fetchMock: ReturnType<typeof stubApi>) => fetchMock.mock.calls.filter(([, init]) => (init?.method ?? "GET") !== "GET");

function fields() {
  return {
    name: screen.getByRole("textbox", { name: "Name" }),
    phone: screen.getByRole("textbox", { name: "Phone" }),
    email: screen.getByRole("textbox", { name: "Email" }),
    pickupDate: screen.getByLabelText("Pickup Date"),
    pickupTime: screen.getByLabelText("Pickup Time"),
    instructions: screen.getByRole("textbox", { name: "Special Instructions" }),
    submit: screen.getByRole("button", { name: "Place Order" }),
  };
}

const yourOrder = () => within(screen.getByRole("region", { name: /^Your Order/ }));

const created = {
  id: 7,
  number: "CC-2024-007",
  status: "confirmed",
  paymentMethod: "at_pickup",
  source: "dinner",
  pickupTime: "18:30",
  totalAmount: "90.00",
};

// Tomorrow is always open (today's orders close at the 1 PM cut-off).
const TOMORROW = businessDateInDays(1);

describe("/dinner-catering", () => {
  it("shows the service details and the 8 dinner dishes with prices", () => {
    stubApi({});
    renderWithApp(<DinnerCateringPage />);

    expect(screen.getByRole("heading", { level: 1, name: "Dinner Catering" })).toBeInTheDocument();
    expect(screen.getByText("Philadelphia, PA")).toBeInTheDocument();
    expect(screen.getByText("5:00 PM – 10:00 PM")).toBeInTheDocument();
    expect(screen.getByText("1:00 PM for the same day")).toBeInTheDocument();
    const dishes = within(screen.getByRole("region", { name: "Dinner Menu" })).getAllByRole("listitem");
    expect(dishes).toHaveLength(8);
    expect(within(dishes[1]).getByRole("heading", { name: "Braised Short Ribs" })).toBeInTheDocument();
    expect(within(dishes[1]).getByText("$36.00")).toBeInTheDocument();
    expect(within(dishes[1]).getByText("Popular")).toBeInTheDocument();
    expect(within(dishes[2]).queryByText("Popular")).not.toBeInTheDocument();
    for (const dish of DINNER_MENU) {
      expect(screen.getByRole("button", { name: `Add ${dish.name} to Order` })).toBeInTheDocument();
    }
    // Each dish shows its own drawing; the dish's name beside it says what it is, so the picture is decorative.
    const pictures = DINNER_MENU.map((dish) => screen.getByRole("heading", { name: dish.name }).closest("li")!.querySelector("img")!);
    expect(new Set(pictures.map((img) => img.getAttribute("src"))).size).toBe(DINNER_MENU.length);
    for (const img of pictures) expect(img).toHaveAttribute("alt", "");
  });

  it("keeps its own order with −/+ and a total", async () => {
    const user = userEvent.setup({ delay: null });
    stubApi({});
    renderWithApp(<DinnerCateringPage />);

    await user.click(screen.getByRole("button", { name: "Add Braised Short Ribs to Order" }));
    await user.click(screen.getByRole("button", { name: "Add Braised Short Ribs to Order" }));
    await user.click(screen.getByRole("button", { name: "Add Stuffed Bell Peppers to Order" }));
    expect(screen.getByTestId("dinner-order-total")).toHaveTextContent("$90.00");
    expect(screen.getByText("Stuffed Bell Peppers added. 1 in your order.")).toHaveAttribute("role", "status");
    expect(screen.getByRole("heading", { name: "Your Order (3 items)" })).toBeInTheDocument();

    await user.click(yourOrder().getByRole("button", { name: "Decrease quantity of Braised Short Ribs" }));
    expect(screen.getByTestId("dinner-order-total")).toHaveTextContent("$54.00");
    await user.click(yourOrder().getByRole("button", { name: "Increase quantity of Stuffed Bell Peppers" }));
    expect(screen.getByTestId("dinner-order-total")).toHaveTextContent("$72.00");
    await user.click(yourOrder().getByRole("button", { name: "Decrease quantity of Braised Short Ribs" }));
    expect(yourOrder().queryByText("Braised Short Ribs")).not.toBeInTheDocument();
    expect(screen.getByTestId("dinner-order-total")).toHaveTextContent("$36.00");
    // The menu page's cart is not touched.
    expect(window.localStorage.getItem("cart")).toBeNull();
  });

  // Issue 42 (GOV.UK): Place Order is never disabled; pressed too early it lists what is missing and sends nothing.
  it("says what Place Order still needs (a name, a phone and at least one dish), and sends nothing until then", async () => {
    const user = userEvent.setup({ delay: null });
    const fetchMock = stubApi({});
    renderWithApp(<DinnerCateringPage />);
    const f = fields();

    expect(f.submit).toBeEnabled();
    await user.click(f.submit);
    const problems = await screen.findByRole("alert", { name: "There is a problem" });
    await waitFor(() => expect(problems).toHaveFocus());
    expect(f.name).toHaveAccessibleDescription("Enter your name");
    expect(f.phone).toHaveAccessibleDescription("Enter your phone number");
    expect(within(problems).getByText(DINNER_MESSAGES.emptyCart)).toBeInTheDocument();
    await user.type(f.name, "Sam Diner");
    await user.type(f.phone, "215-555-0100");
    expect(f.submit).toHaveAccessibleDescription("Add at least one dish to place your order.");
    await user.click(screen.getByRole("button", { name: "Add Oxtail Stew to Order" }));
    expect(f.submit).toBeEnabled();
    await user.clear(f.phone);
    await user.type(f.phone, "   ");
    expect(f.submit).toHaveAccessibleDescription("Enter your name and phone to place your order.");
    expect(sent(fetchMock)).toEqual([]);
  });

  it("refuses a pickup time outside 5–10 PM with the shared message and sends nothing", async () => {
    const user = userEvent.setup({ delay: null });
    const fetchMock = stubApi({});
    renderWithApp(<DinnerCateringPage />);
    const f = fields();
    expect(f.pickupTime).toHaveAttribute("type", "time");
    expect(f.pickupTime).toHaveAttribute("min", "17:00");
    expect(f.pickupTime).toHaveAttribute("max", "22:00");
    expect(f.pickupDate).toHaveAttribute("type", "date");

    await user.click(screen.getByRole("button", { name: "Add Oxtail Stew to Order" }));
    await user.type(f.name, "Sam Diner");
    await user.type(f.phone, "215-555-0100");
    fireEvent.change(f.pickupDate, { target: { value: TOMORROW } });
    fireEvent.change(f.pickupTime, { target: { value: "22:30" } });
    await user.click(f.submit);

    // The field says it; so does the error summary, which takes the focus and leads to the field (issue 42).
    expect(await screen.findByText(DINNER_MESSAGES.pickupWindow, { selector: "p" })).toBeInTheDocument();
    expect(f.pickupTime).toHaveAttribute("aria-invalid", "true");
    expect(f.pickupTime).toHaveAccessibleDescription(expect.stringContaining(DINNER_MESSAGES.pickupWindow));
    const problems = await screen.findByRole("alert", { name: "There is a problem" });
    await waitFor(() => expect(problems).toHaveFocus());
    await user.click(within(problems).getByRole("link", { name: DINNER_MESSAGES.pickupWindow }));
    expect(f.pickupTime).toHaveFocus();
    expect(sent(fetchMock)).toEqual([]);

    fireEvent.change(f.pickupTime, { target: { value: "16:59" } });
    await user.click(f.submit);
    expect(await screen.findByText(DINNER_MESSAGES.pickupWindow, { selector: "p" })).toBeInTheDocument();
    expect(sent(fetchMock)).toEqual([]);
  });

  it("posts a valid order, confirms it with the order number and pickup time, and clears the order and form", async () => {
    const user = userEvent.setup({ delay: null });
    const fetchMock = stubApi({ "POST /api/dinner-orders": () => json(created, 201) });
    renderWithApp(<DinnerCateringPage />);
    const f = fields();

    await user.click(screen.getByRole("button", { name: "Add Braised Short Ribs to Order" }));
    await user.click(screen.getByRole("button", { name: "Add Braised Short Ribs to Order" }));
    await user.click(screen.getByRole("button", { name: "Add Stuffed Bell Peppers to Order" }));
    await user.type(f.name, " Sam Diner ");
    await user.type(f.phone, "215-555-0100");
    fireEvent.change(f.pickupDate, { target: { value: TOMORROW } });
    fireEvent.change(f.pickupTime, { target: { value: "18:30" } });
    await user.type(f.instructions, "Extra napkins");
    await user.click(f.submit);

    expect(await toastText("Order Placed")).toBeInTheDocument();
    expect(await screen.findByText("Your pickup order CC-2024-007 is confirmed. Pay at pickup.", { selector: "[data-variant] *" })).toBeInTheDocument();
    expect(sent(fetchMock)).toHaveLength(1);
    const [url, init] = sent(fetchMock)[0];
    expect(url).toBe("/api/dinner-orders");
    expect(init?.method).toBe("POST");
    expect(JSON.parse(String(init?.body))).toEqual({
      customer: { name: "Sam Diner", phone: "215-555-0100", email: null },
      pickupDate: TOMORROW,
      pickupTime: "18:30",
      specialInstructions: "Extra napkins",
      items: [
        { dishId: 2, quantity: 2 },
        { dishId: 7, quantity: 1 },
      ],
    });

    const confirmation = screen.getByRole("region", { name: "Order Confirmed" });
    expect(within(confirmation).getByText("CC-2024-007")).toBeInTheDocument();
    expect(within(confirmation).getByText("6:30 PM")).toBeInTheDocument();
    expect(within(confirmation).getByText("$90.00")).toBeInTheDocument();
    expect(confirmation).toHaveFocus();

    await waitFor(() => expect(f.name).toHaveValue(""));
    expect(f.phone).toHaveValue("");
    expect(f.pickupTime).toHaveValue("");
    expect(f.instructions).toHaveValue("");
    expect(yourOrder().queryByText("Braised Short Ribs")).not.toBeInTheDocument();
    expect(screen.getByTestId("dinner-order-total")).toHaveTextContent("$0.00");
    // Not disabled (issue 42): it says what it needs.
    expect(f.submit).toHaveAccessibleDescription("Add at least one dish and enter your name and phone to place your order.");
  });

  it("keeps what was typed and the dishes when the server refuses the order", async () => {
    const user = userEvent.setup({ delay: null });
    stubApi({ "POST /api/dinner-orders": () => json({ message: "Too many orders. Please try again later." }, 429) });
    renderWithApp(<DinnerCateringPage />);
    const f = fields();

    await user.click(screen.getByRole("button", { name: "Add Vegetable Lasagna to Order" }));
    await user.type(f.name, "Sam Diner");
    await user.type(f.phone, "215-555-0100");
    await user.type(f.email, "sam@example.com");
    fireEvent.change(f.pickupDate, { target: { value: TOMORROW } });
    fireEvent.change(f.pickupTime, { target: { value: "17:00" } });
    await user.type(f.instructions, "Ring the bell");
    await user.click(f.submit);

    expect(await toastText("Too many orders. Please try again later.")).toBeInTheDocument();
    expect(screen.getByText("Error", { selector: "[data-variant='destructive'] *" })).toBeInTheDocument();
    expect(f.name).toHaveValue("Sam Diner");
    expect(f.phone).toHaveValue("215-555-0100");
    expect(f.email).toHaveValue("sam@example.com");
    expect(f.pickupTime).toHaveValue("17:00");
    expect(f.instructions).toHaveValue("Ring the bell");
    expect(yourOrder().getByText("Vegetable Lasagna")).toBeInTheDocument();
    expect(screen.getByTestId("dinner-order-total")).toHaveTextContent("$22.00");
    expect(screen.queryByRole("region", { name: "Order Confirmed" })).not.toBeInTheDocument();
    expect(f.submit).toBeEnabled();
  });
});

describe("/dinner-catering for a signed-in client", () => {
  const profile = {
    id: 7,
    username: "casey",
    email: "casey@example.com",
    role: "client",
    fullName: "Casey Van Client",
    phone: "(555) 010-2030",
    eventAddress: "250 Greenwich Street, New York",
    notificationPrefs: { quoteUpdates: true, orderUpdates: true, messages: true, marketing: false },
    emailVerified: true,
    pendingEmail: null,
  };

  it("fills the name, phone and email from the client's profile, as checkout does", async () => {
    stubApi({ "GET /api/me": () => json({ id: 7, username: "casey", email: "casey@example.com", role: "client" }), "GET /api/profile": () => json(profile) });
    renderWithApp(<DinnerCateringPage />);
    const f = fields();
    await waitFor(() => expect(f.name).toHaveValue("Casey Van Client"));
    expect(f.phone).toHaveValue("(555) 010-2030");
    expect(f.email).toHaveValue("casey@example.com");
  });

  it("keeps what the client typed before the profile arrived", async () => {
    const user = userEvent.setup({ delay: null });
    let answer: (value: Response) => void = () => undefined;
    const profileAnswer = new Promise<Response>((resolve) => (answer = resolve));
    stubApi({ "GET /api/me": () => json({ id: 7, username: "casey", email: "casey@example.com", role: "client" }), "GET /api/profile": () => profileAnswer });
    renderWithApp(<DinnerCateringPage />);
    const f = fields();
    await user.type(f.name, "Casey For A Friend");
    answer(json(profile));
    await waitFor(() => expect(f.phone).toHaveValue("(555) 010-2030"));
    expect(f.name).toHaveValue("Casey For A Friend");
  });
});
