import { useLocation } from "wouter";
import { paths } from "@/lib/paths";
import { Button } from "@/components/ui/button";
import { toast } from "@/components/ui/use-toast";
import { useAppConfig } from "../api/get-app-config";
import { useUser } from "../api/get-me";
import { useSwitchRole } from "../api/switch-role";
import { ROLE_LABELS } from "../role-labels";

/** Demo mode only: signs in as the other demo account ("Switch to Admin" / "Switch to Client"). */
export function RoleSwitch({ className }: { className?: string }) {
  const [, navigate] = useLocation();
  const { data: user } = useUser();
  const { data: config } = useAppConfig();
  const mutation = useSwitchRole({
    onSuccess: (next) => {
      toast({ title: `Switched to ${ROLE_LABELS[next.role]}`, description: `Logged in as ${next.username}` });
      navigate(paths.dashboard);
    },
    onError: () => {
      toast({ title: "Error", description: "Failed to switch role", variant: "destructive" });
    },
  });

  if (!user || !config?.demoMode) return null;
  const target = config.demoAccounts.find((account) => account.role !== user.role);
  if (!target) return null;

  return (
    <Button variant="secondary" size="sm" className={className} onClick={() => mutation.mutate(target)} pending={mutation.isPending}>
      {mutation.isPending ? "Switching..." : `Switch to ${ROLE_LABELS[target.role]}`}
    </Button>
  );
}
