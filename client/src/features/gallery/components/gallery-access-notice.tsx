/**
 * Tells a visitor or client that managing photos needs an admin (admins get the admin panel instead, so this
 * shows nothing for them). The server enforces it; this only informs.
 */
export function GalleryAccessNotice({ user }: { user: { username: string; role: string } | null }) {
  if (user?.role === "admin") return null;
  return (
    <p className="rounded-lg border border-red-200 bg-red-50 p-4 text-red-800">
      Admin access required to upload photos. Current user: {user?.username ?? "Not logged in"} | Role: {user?.role ?? "none"}
    </p>
  );
}
