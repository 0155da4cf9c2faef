import { FilterButtons } from "@/components/ui/filter-buttons";
import { ORDER_FILTERS, type OrderFilter } from "../order-display";

export function OrderStatusFilter({ value, onChange }: { value: OrderFilter; onChange: (value: OrderFilter) => void }) {
  return <FilterButtons label="Filter orders by status" options={ORDER_FILTERS} value={value} onChange={onChange} />;
}
