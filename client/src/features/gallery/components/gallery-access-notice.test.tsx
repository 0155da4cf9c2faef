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

  it("points an admin to the admin panel instead", () => {
    render(<GalleryAccessNotice user={{ username: "admin", role: "admin" }} />);
    expect(screen.queryByText(/Admin access required/)).not.toBeInTheDocument();
    expect(screen.getByText(/photo management/)).toBeInTheDocument();
  });
});
