// The menu feature's public surface: other features import only from here.
export { menuItemsQueryKey, menuItemsQueryOptions, useMenuItems } from "./api/get-menu-items";
export type { MenuItem } from "./api/get-menu-items";
export { MenuItemCard } from "./components/menu-item-card";
export { MenuItemsPanel } from "./components/menu-items-panel";
export { PhotoViewer } from "./components/photo-viewer";
export type { MenuCardItem } from "./menu-item";
export { MENU_PACKAGES } from "./menu-packages";
