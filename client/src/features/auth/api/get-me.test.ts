import { describe, expect, it, vi } from "vitest";
import { SIGNED_IN_HINT_COOKIE } from "@shared/api/signed-in-hint";
import { getMe } from "./get-me";

const user = { id: 1, username: "ada", email: "ada@example.com", role: "client" };

describe("getMe", () => {
  it("does not ask the server without the signed-in hint: a visitor", async () => {
    document.cookie = `${SIGNED_IN_HINT_COOKIE}=; path=/; expires=Thu, 01 Jan 1970 00:00:00 GMT`;
    const fetchMock = vi.fn();
    vi.stubGlobal("fetch", fetchMock);
    await expect(getMe()).resolves.toBeNull();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("asks the server with the hint: the user, or null when the session is gone", async () => {
    document.cookie = `${SIGNED_IN_HINT_COOKIE}=1; path=/`;
    vi.stubGlobal("fetch", vi.fn(async () => new Response(JSON.stringify(user), { status: 200 })));
    await expect(getMe()).resolves.toEqual(user);
    vi.stubGlobal("fetch", vi.fn(async () => new Response(JSON.stringify({ message: "Authentication required" }), { status: 401 })));
    await expect(getMe()).resolves.toBeNull();
  });
});
