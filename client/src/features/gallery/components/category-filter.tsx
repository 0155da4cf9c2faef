import { FilterButtons } from "@/components/ui/filter-buttons";
import { GALLERY_FILTERS, type GalleryFilter } from "../gallery-content";

export function CategoryFilter({ value, onChange }: { value: GalleryFilter; onChange: (value: GalleryFilter) => void }) {
  return <FilterButtons label="Filter photos by category" options={GALLERY_FILTERS} value={value} onChange={onChange} />;
}
