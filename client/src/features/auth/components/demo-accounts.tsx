import { Button } from "@/components/ui/button";
import { useAppConfig, type DemoAccount } from "../api/get-app-config";
import { ROLE_LABELS } from "../role-labels";

/** Demo deployments list their built-in accounts; a button copies one into the sign-in form. */
export function DemoAccounts({ onFill }: { onFill: (account: DemoAccount) => void }) {
  const { data: config } = useAppConfig();
  if (!config?.demoMode || config.demoAccounts.length === 0) return null;
  return (
    <section aria-labelledby="demo-accounts-title" className="rounded-md border border-brand-100 bg-brand-50 p-4">
      <h2 id="demo-accounts-title" className="text-sm font-semibold text-brand-900">
        Demo accounts
      </h2>
      <p className="mt-1 text-sm text-gray-800">This is a demo. Sign in with one of these accounts to look around.</p>
      <ul className="mt-3 grid gap-3 sm:grid-cols-2">
        {config.demoAccounts.map((account) => (
          <li key={account.role} className="rounded-md border border-gray-300 bg-white p-3 text-sm">
            <p className="font-medium text-gray-900">{ROLE_LABELS[account.role]} account</p>
            <dl className="mt-1 grid grid-cols-[auto_1fr] gap-x-2 text-gray-800">
              <dt>Username:</dt>
              <dd className="font-mono break-all">{account.username}</dd>
              <dt>Password:</dt>
              <dd className="font-mono break-all">{account.password}</dd>
            </dl>
            <Button variant="secondary" size="sm" className="mt-2 w-full" onClick={() => onFill(account)}>
              Use {ROLE_LABELS[account.role].toLowerCase()} account
            </Button>
          </li>
        ))}
      </ul>
    </section>
  );
}
