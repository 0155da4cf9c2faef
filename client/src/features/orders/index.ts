// The orders feature's public surface: other features import only from here.
export { OrderHistory } from "./components/order-history";
