import { useState } from "react";
import { CheckboxField } from "@/components/ui/checkbox-field";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { Pagination } from "@/components/ui/pagination";
import { Spinner } from "@/components/ui/spinner";
import { toast } from "@/components/ui/use-toast";
import { getErrorMessage } from "@/lib/api-client";
import { QR_PAGE_SIZE, useDeleteQrCode, useQrCodes, useUpdateQrCode, type SavedQrCode } from "../api/qr-codes";
import { copyText } from "@/components/ui/copy-text";
import { QrCard } from "./qr-card";
import { useBusinessDates } from "@/features/company-info";

function SavedCode({ code, onDelete }: { code: SavedQrCode; onDelete: () => void }) {
  const update = useUpdateQrCode();
  const { formatLongDateTime } = useBusinessDates();
  const toggle = () =>
    update.mutate(
      { id: code.id, active: !code.active },
      {
        onSuccess: (saved) => toast({ title: saved.active ? "Code Activated" : "Code Deactivated", description: saved.name }),
        onError: (error) => toast({ title: "Not Changed", description: getErrorMessage(error, "Could not change the code."), variant: "destructive" }),
      },
    );
  return (
    <QrCard
      title={code.name}
      text={code.data}
      description={code.description ?? undefined}
      actions={
        <>
          <Button size="sm" variant="secondary" onClick={() => copyText(code.data, "The code's text")}>
            Copy Link
          </Button>
          <Button size="sm" variant="ghost" className="text-red-700" onClick={onDelete} aria-label={`Delete ${code.name}`}>
            Delete
          </Button>
        </>
      }
    >
      <dl className="mt-3 grid w-full grid-cols-2 gap-1 text-left text-sm">
        <dt className="font-medium text-gray-900">Type</dt>
        <dd className="text-gray-800">{code.type}</dd>
        {code.type === "custom" ? (
          <>
            <dt className="font-medium text-gray-900">Leads to</dt>
            <dd className="wrap-anywhere text-gray-800">{code.url}</dd>
            <dt className="font-medium text-gray-900">Scans</dt>
            <dd className="text-gray-800">{code.scanCount}</dd>
            <dt className="font-medium text-gray-900">Last scan</dt>
            <dd className="text-gray-800">{formatLongDateTime(code.lastScannedAt, "never")}</dd>
          </>
        ) : null}
      </dl>
      {code.type === "custom" ? (
        <CheckboxField className="mt-3" label={
            <>
              Active<span className="sr-only"> ({code.name})</span>
            </>
          }
          checked={code.active} disabled={update.isPending} onChange={toggle} />
      ) : null}
    </QrCard>
  );
}

/** Admins: every saved code with its scans, the active switch, downloads and delete. */
export function QrManager() {
  const [page, setPage] = useState(1);
  const [doomed, setDoomed] = useState<SavedQrCode | null>(null);
  const codes = useQrCodes(page);
  const remove = useDeleteQrCode();
  if (codes.isPending) return <Spinner />;
  if (codes.isError) return <p className="text-red-700">Could not load the saved codes.</p>;
  if (!codes.data.items.length) return <p className="text-gray-800">No saved codes yet. Generate one above.</p>;
  return (
    <div className="space-y-4">
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {codes.data.items.map((code) => (
          <li key={code.id}>
            <SavedCode code={code} onDelete={() => setDoomed(code)} />
          </li>
        ))}
      </ul>
      <Pagination label="Saved code pages" page={page} pageCount={Math.ceil(codes.data.total / QR_PAGE_SIZE)} onPageChange={setPage} />
      <ConfirmDialog
        open={doomed !== null}
        onOpenChange={(open) => !open && setDoomed(null)}
        title="Delete QR Code"
        message={`Delete ${doomed?.name ?? "this code"}? Printed copies of a custom code will stop working.`}
        pending={remove.isPending}
        pendingLabel="Deleting..."
        onConfirm={() =>
          doomed &&
          remove.mutate(doomed.id, {
            onSuccess: () => {
              toast({ title: "QR Code Deleted", description: doomed.name });
              setDoomed(null);
            },
            onError: (error) => toast({ title: "Not Deleted", description: getErrorMessage(error, "Could not delete the code."), variant: "destructive" }),
          })
        }
      />
    </div>
  );
}
