import { ArrowDown, ArrowLeftRight, ArrowUp, Menu, MessageSquare, PanelLeft, ShoppingCart, X, type LucideIcon, type LucideProps } from "lucide-react";
import { cn } from "@/lib/cn";

/**
 * The app's icons come from one library (lucide-react, tree-shaken: only the icons used are bundled). Icons are
 * decorative (hidden from assistive technology) unless given an aria-label; the control around them carries the name.
 */
function sized(Icon: LucideIcon) {
  const SizedIcon = ({ className, ...props }: LucideProps) => <Icon className={cn("size-5 shrink-0", className)} {...props} />;
  SizedIcon.displayName = Icon.displayName;
  return SizedIcon;
}

export const CartIcon = sized(ShoppingCart);
export const MenuIcon = sized(Menu);
export const CloseIcon = sized(X);
export const SidebarIcon = sized(PanelLeft);
export const SwitchIcon = sized(ArrowLeftRight);
export const MessagesIcon = sized(MessageSquare);
export const ArrowUpIcon = sized(ArrowUp);
export const ArrowDownIcon = sized(ArrowDown);
