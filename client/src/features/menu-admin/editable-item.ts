import { type MenuCardItem } from "@/features/menu";

/** The fields an editor reads from an item: a menu card's item or a row of the editors' list. */
export type EditableMenuItem = MenuCardItem;
