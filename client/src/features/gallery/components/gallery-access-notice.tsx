/** Who may manage photos. The server enforces it; this only tells the visitor. */
export function GalleryAccessNotice({ user }: { user: { username: string; role: string } | null }) {
  if (user?.role === "admin") {
    return (
      <p className="rounded-lg border border-brand-100 bg-brand-50 p-4 text-brand-900">
        <strong>Admin:</strong> photo management (upload, edit, reorder and delete) lives in the admin panel, which is
        coming to this page soon.
      </p>
    );
  }
  return (
    <p className="rounded-lg border border-red-200 bg-red-50 p-4 text-red-800">
      Admin access required to upload photos. Current user: {user?.username ?? "Not logged in"} | Role: {user?.role ?? "none"}
    </p>
  );
}
