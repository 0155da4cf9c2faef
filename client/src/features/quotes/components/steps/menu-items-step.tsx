import { ITEMS_PER_PACKAGE } from "@shared/rules/quotes";
import type { useQuoteMenuItems } from "../../api/use-quote-menu-items";
import type { QuoteWizard } from "../../use-quote-wizard";
import { MenuItemPicker } from "../menu-item-picker";

/** Step 4: exactly five dishes from the menu (market-value dishes are quoted apart and not offered). */
export function MenuItemsStep({ wizard, menu }: { wizard: QuoteWizard; menu: ReturnType<typeof useQuoteMenuItems> }) {
  return (
    <div className="space-y-4">
      <p className="text-sm text-gray-800">Choose exactly {ITEMS_PER_PACKAGE} menu items for your package.</p>
      <MenuItemPicker
        items={menu.items}
        isPending={menu.isPending}
        isError={menu.isError}
        onRetry={() => void menu.refetch()}
        selected={wizard.draft.menuItemIds}
        onToggle={wizard.toggleItem}
        isRequired
        error={wizard.errors.menuItemIds}
      />
    </div>
  );
}
