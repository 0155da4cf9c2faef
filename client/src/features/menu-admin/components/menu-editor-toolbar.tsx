import { MENU_CATEGORIES, CATEGORY_LABELS } from "@shared/menu/categories";
import { FilterButtons } from "@/components/ui/filter-buttons";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import type { CategoryFilter } from "../use-menu-editor";

const CATEGORY_OPTIONS: readonly { value: CategoryFilter; label: string }[] = [
  { value: "all", label: "All Categories" },
  ...MENU_CATEGORIES.map((value) => ({ value, label: CATEGORY_LABELS[value] })),
];

/** Search box and category filter of the editors' lists. */
export function MenuEditorToolbar({
  search,
  onSearchChange,
  category,
  onCategoryChange,
}: {
  search: string;
  onSearchChange: (search: string) => void;
  category: CategoryFilter;
  onCategoryChange: (category: CategoryFilter) => void;
}) {
  return (
    <div className="space-y-4">
      <div className="max-w-md">
        <FormField label="Search menu items">
          {(field) => <Input {...field} type="search" value={search} onChange={(event) => onSearchChange(event.target.value)} placeholder="Name or description" />}
        </FormField>
      </div>
      <FilterButtons label="Filter by category" options={CATEGORY_OPTIONS} value={category} onChange={onCategoryChange} />
    </div>
  );
}
