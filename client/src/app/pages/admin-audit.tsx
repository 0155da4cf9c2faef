import { AuditLog } from "@/features/admin/components/audit-log";

/** /admin/audit: every change admins (and the system) made, who, what, when, before → after. */
export default function AdminAuditPage() {
  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-10">
      <h1 className="font-display text-3xl font-bold text-brand-900">Audit Log</h1>
      <p className="mt-2 mb-6 text-gray-800">Every change to the menu, photos, orders, quotes, settings and the team: who made it, when, and what it changed.</p>
      <AuditLog />
    </div>
  );
}
