/**
 * Cache keys that more than one feature touches. A feature that changes what another shows (a new message moves
 * the dashboard's figures) invalidates the key here instead of importing the other feature.
 */
export const weeklyFiguresQueryKey = ["/api/dashboard/week"] as const;
