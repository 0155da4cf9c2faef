import { buttonClasses, Button } from "@/components/ui/button";
import { toast } from "@/components/ui/use-toast";
import { useCompanyInfo } from "@/features/company-info";
import { useCanPlaceCalls } from "@/features/messages/phone-calls";
import { telHref } from "@/lib/phone";

/**
 * Call the business. On a phone or tablet it is a `tel:` link to the business phone (an admin setting); elsewhere
 * it says calls are not supported here and shows the number; with no number set it says so.
 */
export function CallButton() {
  const canPlaceCalls = useCanPlaceCalls();
  const { data: info, isPending } = useCompanyInfo();
  const href = telHref(info?.phone);
  const classes = buttonClasses({ variant: "secondary", size: "sm" });

  if (canPlaceCalls && href) {
    return (
      <a href={href} className={classes}>
        Call us
      </a>
    );
  }

  const explain = () => {
    if (!href || !info) {
      toast({ title: "Phone number not available", description: "Please send us a message instead.", variant: "destructive" });
    } else {
      toast({ title: "Phone calls not supported", description: `Please call us from your phone on ${info.phone.trim()}.`, variant: "destructive" });
    }
  };

  return (
    <Button variant="secondary" size="sm" onClick={explain} pending={isPending}>
      Call us
    </Button>
  );
}
