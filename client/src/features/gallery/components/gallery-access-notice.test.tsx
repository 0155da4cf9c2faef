import { describe, expect, it } from "vitest";
import { render, screen } from "@testing-library/react";
import { GalleryAccessNotice } from "./gallery-access-notice";

describe("<GalleryAccessNotice>", () => {
  it("tells a visitor that uploading needs an admin", () => {
    render(<GalleryAccessNotice user={null} />);
    expect(screen.getByText("Admin access required to upload photos. Current user: Not logged in | Role: none")).toBeInTheDocument();
  });

  it("names the signed-in client and their role", () => {
    render(<GalleryAccessNotice user={{ username: "ann", role: "client" }} />);
    expect(screen.getByText("Admin access required to upload photos. Current user: ann | Role: client")).toBeInTheDocument();
  });

  it("shows nothing to an admin, who gets the admin panel instead", () => {
    const { container } = render(<GalleryAccessNotice user={{ username: "admin", role: "admin" }} />);
    expect(screen.queryByText(/Admin access required/)).not.toBeInTheDocument();
    expect(container).toBeEmptyDOMElement();
  });
});
