import type { UserRole } from "@shared/schema";

/** How a role reads in the interface. */
export const ROLE_LABELS: Record<UserRole, string> = { admin: "Admin", client: "Client" };
