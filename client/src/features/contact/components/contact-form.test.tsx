import { describe, expect, it } from "vitest";
import { fireEvent, screen, waitFor } from "@testing-library/react";
import { userEvent } from "@testing-library/user-event";
import { CONTACT_MESSAGES } from "@shared/validators/contact";
import { EVENT_DATE_MESSAGES } from "@shared/rules/dates";
import { json, renderWithApp, stubApi } from "@/test/test-utils";
import { ContactForm } from "./contact-form";

const toastText = (text: string) => screen.findByText(text, { selector: "[data-variant] *" });

function fields() {
  return {
    name: screen.getByRole("textbox", { name: "Name" }),
    email: screen.getByRole("textbox", { name: "Email" }),
    phone: screen.getByRole("textbox", { name: "Phone" }),
    eventType: screen.getByRole("combobox", { name: "Event Type" }),
    eventDate: screen.getByLabelText("Event Date"),
    guestCount: screen.getByRole("spinbutton", { name: "Guest Count" }),
    message: screen.getByRole("textbox", { name: "Message" }),
    submit: screen.getByRole("button", { name: "Send Message" }),
  };
}

async function fillEverything(user: ReturnType<typeof userEvent.setup>) {
  const f = fields();
  await user.type(f.name, "Ann Lee");
  await user.type(f.email, "ann@example.com");
  await user.type(f.phone, "555-0100");
  await user.selectOptions(f.eventType, "Wedding");
  fireEvent.change(f.eventDate, { target: { value: "2030-06-01" } });
  await user.type(f.guestCount, "80");
  await user.type(f.message, "Outdoor reception, two vegan guests.");
  return f;
}

describe("<ContactForm>", () => {
  it("requires name and email, shows the schema's messages beside the fields and sends nothing", async () => {
    const user = userEvent.setup({ delay: null });
    const fetchMock = stubApi({});
    renderWithApp(<ContactForm />);
    const { name, email, submit } = fields();

    await user.click(submit);

    // Each field's own message (the error summary repeats them, as links).
    expect(await screen.findByText(CONTACT_MESSAGES.nameRequired, { selector: "p" })).toBeInTheDocument();
    expect(screen.getByText(CONTACT_MESSAGES.emailRequired, { selector: "p" })).toBeInTheDocument();
    expect(name).toHaveAttribute("aria-invalid", "true");
    expect(name).toHaveAccessibleDescription(CONTACT_MESSAGES.nameRequired);
    expect(email).toHaveAccessibleDescription(CONTACT_MESSAGES.emailRequired);
    expect(name).toBeRequired();
    expect(fields().phone).not.toBeRequired();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("refuses an event date already past, with the server's message, and sends nothing", async () => {
    const user = userEvent.setup({ delay: null });
    const fetchMock = stubApi({});
    renderWithApp(<ContactForm />);
    const { name, email, eventDate, submit } = fields();

    await user.type(name, "Ann Lee");
    await user.type(email, "ann@example.com");
    fireEvent.change(eventDate, { target: { value: "2020-01-01" } });
    await user.click(submit);

    expect(await screen.findByText(EVENT_DATE_MESSAGES.past, { selector: "p" })).toBeInTheDocument();
    expect(eventDate).toHaveAccessibleDescription(EVENT_DATE_MESSAGES.past);
    expect(fetchMock).not.toHaveBeenCalledWith("/api/contact", expect.anything());
  });

  it("refuses an email address in the wrong format", async () => {
    const user = userEvent.setup({ delay: null });
    const fetchMock = stubApi({});
    renderWithApp(<ContactForm />);
    const { name, email, submit } = fields();

    await user.type(name, "Ann Lee");
    await user.type(email, "ann.example.com");
    await user.click(submit);

    expect(await screen.findByText(CONTACT_MESSAGES.emailInvalid, { selector: "p" })).toBeInTheDocument();
    expect(email).toHaveAccessibleDescription(CONTACT_MESSAGES.emailInvalid);
    expect(name).toHaveAttribute("aria-invalid", "false");
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("posts the typed values to /api/contact, confirms and clears the form", async () => {
    const user = userEvent.setup({ delay: null });
    const fetchMock = stubApi({ "POST /api/contact": () => json({ id: 9, message: "Message Sent Successfully!" }, 201) });
    renderWithApp(<ContactForm />);
    const f = await fillEverything(user);

    await user.click(f.submit);

    expect(await toastText("Message Sent Successfully!")).toBeInTheDocument();
    expect(screen.getByText("We'll get back to you within 24 hours to discuss your event.", { selector: "[data-variant] *" })).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0];
    expect(url).toBe("/api/contact");
    expect(init?.method).toBe("POST");
    expect(JSON.parse(String(init?.body))).toEqual({
      name: "Ann Lee",
      email: "ann@example.com",
      phone: "555-0100",
      eventType: "wedding",
      eventDate: "2030-06-01",
      guestCount: 80,
      message: "Outdoor reception, two vegan guests.",
    });
    await waitFor(() => expect(f.name).toHaveValue(""));
    expect(f.email).toHaveValue("");
    expect(f.phone).toHaveValue("");
    expect(f.eventType).toHaveValue("");
    expect(f.eventDate).toHaveValue("");
    expect(f.guestCount).toHaveValue(null);
    expect(f.message).toHaveValue("");
  });

  it("sends only name and email when the optional fields are left blank", async () => {
    const user = userEvent.setup({ delay: null });
    const fetchMock = stubApi({ "POST /api/contact": () => json({ id: 10, message: "Message Sent Successfully!" }, 201) });
    renderWithApp(<ContactForm />);
    const { name, email, submit } = fields();

    await user.type(name, "  Ann Lee ");
    await user.type(email, "ann@example.com");
    await user.click(submit);

    expect(await toastText("Message Sent Successfully!")).toBeInTheDocument();
    expect(JSON.parse(String(fetchMock.mock.calls[0][1]?.body))).toEqual({ name: "Ann Lee", email: "ann@example.com" });
  });

  it("keeps what was typed and shows the server's message when sending fails", async () => {
    const user = userEvent.setup({ delay: null });
    stubApi({ "POST /api/contact": () => json({ message: "Too many messages. Please try again later." }, 429) });
    renderWithApp(<ContactForm />);
    const f = await fillEverything(user);

    await user.click(f.submit);

    expect(await toastText("Too many messages. Please try again later.")).toBeInTheDocument();
    expect(screen.getByText("Error", { selector: "[data-variant='destructive'] *" })).toBeInTheDocument();
    expect(f.name).toHaveValue("Ann Lee");
    expect(f.email).toHaveValue("ann@example.com");
    expect(f.eventType).toHaveValue("wedding");
    expect(f.guestCount).toHaveValue(80);
    expect(f.message).toHaveValue("Outdoor reception, two vegan guests.");
    expect(f.submit).toBeEnabled();
  });

  // Issue 42: not disabled (which would drop the focus), but marked busy and ignoring presses.
  it("reads Sending... and ignores presses while the message is on its way", async () => {
    const user = userEvent.setup({ delay: null });
    let answer: (response: Response) => void = () => {};
    stubApi({ "POST /api/contact": () => new Promise<Response>((resolve) => (answer = resolve)) });
    renderWithApp(<ContactForm />);
    const { name, email, submit } = fields();

    await user.type(name, "Ann Lee");
    await user.type(email, "ann@example.com");
    await user.click(submit);

    const pending = await screen.findByRole("button", { name: "Sending..." });
    expect(pending).toHaveAttribute("aria-disabled", "true");
    answer(json({ id: 11, message: "Message Sent Successfully!" }, 201));
    expect(await screen.findByRole("button", { name: "Send Message" })).toBeEnabled();
  });
});
