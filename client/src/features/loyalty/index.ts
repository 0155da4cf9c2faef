// The loyalty feature's public surface: other features import only from here.
export { useLoyalty } from "./api/loyalty";
export { LoyaltySummary, TierTable } from "./components/loyalty-summary";
export { PointsLedger } from "./components/points-ledger";
export { RewardsList } from "./components/rewards-list";
export { PointsAdjuster } from "./components/points-adjuster";
