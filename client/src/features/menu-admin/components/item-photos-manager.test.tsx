import { describe, expect, it } from "vitest";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { userEvent } from "@testing-library/user-event";
import { MAX_UPLOAD_BYTES } from "@shared/validators/photos";
import { json, renderWithApp, stubApi } from "@/test/test-utils";
import { bodyOf, caesar, photoView } from "../test-fixtures";
import { ItemPhotosManager } from "./item-photos-manager";

const toastText = (text: string) => screen.findByText(text, { selector: "[data-variant] *" });
const PHOTOS = "GET /api/menu-items/1/photos";
const first = photoView({ id: 11, url: "/uploads/abc123.webp", isPrimary: true });
const second = photoView({ id: 12, url: "/uploads/def456.webp", thumbnailUrl: "/uploads/def456-thumb.webp", isPrimary: false });
const jpeg = () => new File(["jpeg bytes"], "dish.jpg", { type: "image/jpeg" });
const uploadCalls = (fetchMock: ReturnType<typeof stubApi>) => fetchMock.mock.calls.filter(([url]) => url === "/api/menu-items/upload-photo");

describe("ItemPhotosManager", () => {
  it("lists the item's photos, marking the main one", async () => {
    stubApi({ [PHOTOS]: () => json([first, second]) });
    renderWithApp(<ItemPhotosManager item={caesar} />);

    const list = await screen.findByRole("list", { name: "Uploaded photos of Classic Caesar Salad" });
    const [one, two] = within(list).getAllByRole("listitem");
    expect(one).toHaveTextContent("Main photo");
    expect(within(one).queryByRole("button", { name: /Set as main/ })).not.toBeInTheDocument();
    expect(within(two).getByRole("button", { name: "Set as main: photo 2" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Remove main photo" })).toBeInTheDocument();
  });

  it("sets another photo as the main one", async () => {
    let sent: unknown;
    stubApi({
      [PHOTOS]: () => json([first, second]),
      "POST /api/menu-items/1/primary-photo": (init) => {
        sent = bodyOf(init);
        return json({ ...caesar, imageUrl: second.url });
      },
    });
    const user = userEvent.setup();
    renderWithApp(<ItemPhotosManager item={caesar} />);

    await user.click(await screen.findByRole("button", { name: "Set as main: photo 2" }));
    expect(await toastText("Main Photo Set")).toBeInTheDocument();
    expect(sent).toEqual({ photoId: 12 });
  });

  it("says Update Failed when the main photo cannot be set", async () => {
    stubApi({ [PHOTOS]: () => json([first, second]), "POST /api/menu-items/1/primary-photo": () => json({ message: "down" }, 500) });
    const user = userEvent.setup();
    renderWithApp(<ItemPhotosManager item={caesar} />);

    await user.click(await screen.findByRole("button", { name: "Set as main: photo 2" }));
    expect(await toastText("Update Failed")).toBeInTheDocument();
    expect(screen.getByText("Failed to set primary photo. Please try again.")).toBeInTheDocument();
  });

  it("removes the main photo (the photo stays in the list)", async () => {
    let removed = 0;
    stubApi({
      [PHOTOS]: () => json([first]),
      "DELETE /api/menu-items/1/photo": () => {
        removed += 1;
        return json({ ...caesar, imageUrl: null });
      },
    });
    const user = userEvent.setup();
    renderWithApp(<ItemPhotosManager item={caesar} />);

    await user.click(await screen.findByRole("button", { name: "Remove main photo" }));
    expect(await toastText("Photo Removed")).toBeInTheDocument();
    expect(removed).toBe(1);
  });

  it("deletes a photo permanently only after the confirmation", async () => {
    let deleted: unknown;
    let photos = [first, second];
    stubApi({
      [PHOTOS]: () => json(photos),
      "POST /api/menu-items/delete-photo": (init) => {
        deleted = bodyOf(init);
        photos = [first];
        return json(caesar);
      },
    });
    const user = userEvent.setup();
    renderWithApp(<ItemPhotosManager item={caesar} />);

    await user.click(await screen.findByRole("button", { name: "Delete permanently: photo 2" }));
    let confirm = screen.getByRole("dialog", { name: "Delete Photo" });
    expect(confirm).toHaveTextContent("Are you sure you want to permanently delete this photo?");
    await user.click(within(confirm).getByRole("button", { name: "Cancel" }));
    expect(deleted).toBeUndefined();

    await user.click(screen.getByRole("button", { name: "Delete permanently: photo 2" }));
    confirm = screen.getByRole("dialog", { name: "Delete Photo" });
    await user.click(within(confirm).getByRole("button", { name: "Delete permanently" }));
    expect(await toastText("Photo Deleted")).toBeInTheDocument();
    expect(deleted).toEqual({ photoUrl: "/uploads/def456.webp", itemId: 1 });
    await waitFor(() => expect(screen.queryByRole("button", { name: "Delete permanently: photo 2" })).not.toBeInTheDocument());
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
  });

  it("says Delete Failed when a photo cannot be deleted", async () => {
    stubApi({ [PHOTOS]: () => json([first]), "POST /api/menu-items/delete-photo": () => json({ message: "down" }, 500) });
    const user = userEvent.setup();
    renderWithApp(<ItemPhotosManager item={caesar} />);

    await user.click(await screen.findByRole("button", { name: "Delete permanently: photo 1" }));
    await user.click(within(screen.getByRole("dialog", { name: "Delete Photo" })).getByRole("button", { name: "Delete permanently" }));
    expect(await toastText("Delete Failed")).toBeInTheDocument();
    expect(screen.getByText("Failed to delete photo. Please try again.")).toBeInTheDocument();
  });

  it("uploads a photo: Uploading... with the button disabled meanwhile, then Photo Uploaded", async () => {
    let answer: (response: Response) => void = () => {};
    let sent: FormData | undefined;
    stubApi({
      [PHOTOS]: () => json([]),
      "POST /api/menu-items/upload-photo": (init) => {
        sent = init?.body as FormData;
        return new Promise<Response>((resolve) => (answer = resolve));
      },
    });
    const user = userEvent.setup();
    renderWithApp(<ItemPhotosManager item={{ ...caesar, imageUrl: null }} />);
    expect(await screen.findByText("No photos uploaded for this item yet.")).toBeInTheDocument();

    const file = jpeg();
    await user.upload(screen.getByLabelText("Choose a photo for Classic Caesar Salad"), file);
    const busy = await screen.findByRole("button", { name: "Uploading..." });
    expect(busy).toBeDisabled();
    expect(sent?.get("photo")).toBe(file);
    expect(sent?.get("itemId")).toBe("1");

    answer(json({ imageUrl: "/uploads/abc123.webp", photo: first }, 201));
    expect(await toastText("Photo Uploaded")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Upload Photo for Classic Caesar Salad" })).toBeEnabled();
  });

  it("refuses a file that is not an image, or larger than 5 MB, without calling the server", async () => {
    const fetchMock = stubApi({ [PHOTOS]: () => json([]) });
    // The picker's accept="image/*" would hide such files; a drop or "All files" in the picker still brings them.
    const user = userEvent.setup({ applyAccept: false });
    renderWithApp(<ItemPhotosManager item={caesar} />);
    const input = await screen.findByLabelText("Choose a photo for Classic Caesar Salad");

    await user.upload(input, new File(["hello"], "notes.txt", { type: "text/plain" }));
    expect(await toastText("Invalid File")).toBeInTheDocument();
    expect(screen.getByText("Please select an image file")).toBeInTheDocument();

    const big = jpeg();
    Object.defineProperty(big, "size", { value: MAX_UPLOAD_BYTES + 1 });
    await user.upload(input, big);
    expect(await toastText("File Too Large")).toBeInTheDocument();
    expect(screen.getByText("Please select an image smaller than 5MB")).toBeInTheDocument();
    expect(uploadCalls(fetchMock)).toHaveLength(0);
  });

  it("shows the server's title when it refuses the file, and Upload Failed otherwise", async () => {
    let status = 413;
    stubApi({
      [PHOTOS]: () => json([]),
      "POST /api/menu-items/upload-photo": () =>
        status === 413 ? json({ message: "Please select an image smaller than 5MB", title: "File Too Large" }, 413) : json({ message: "Something went wrong. Please try again." }, 500),
    });
    const user = userEvent.setup();
    renderWithApp(<ItemPhotosManager item={caesar} />);
    const input = await screen.findByLabelText("Choose a photo for Classic Caesar Salad");

    await user.upload(input, jpeg());
    expect(await toastText("File Too Large")).toBeInTheDocument();

    status = 500;
    await user.upload(input, jpeg());
    expect(await toastText("Upload Failed")).toBeInTheDocument();
    expect(screen.getByText("Failed to upload photo. Please try again.")).toBeInTheDocument();
  });

  it("opens a photo full screen, and hides a photo that fails to load", async () => {
    stubApi({ [PHOTOS]: () => json([first]) });
    const user = userEvent.setup();
    renderWithApp(<ItemPhotosManager item={caesar} />);
    await screen.findByRole("list", { name: "Uploaded photos of Classic Caesar Salad" });

    await user.click(screen.getByRole("button", { name: "View photo of Classic Caesar Salad" }));
    const viewer = await screen.findByRole("dialog", { name: "Classic Caesar Salad" });
    expect(within(viewer).getByRole("img", { name: "Classic Caesar Salad" })).toHaveAttribute("src", "/uploads/abc123.webp");
    await user.click(within(viewer).getByRole("img"));
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();

    const mainPhoto = screen.getByRole("button", { name: "View photo of Classic Caesar Salad" });
    fireEvent.error(within(mainPhoto).getByRole("presentation", { hidden: true }));
    expect(screen.queryByRole("button", { name: "View photo of Classic Caesar Salad" })).not.toBeInTheDocument();
    expect(screen.getByRole("img", { name: "Classic Caesar Salad (no photo)" })).toBeInTheDocument();
  });
});
