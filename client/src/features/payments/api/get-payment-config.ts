import { queryOptions, useQuery } from "@tanstack/react-query";
import type { PaymentConfig } from "@shared/api/contract";
import { api } from "@/lib/api-client";

export type { PaymentConfig };

/** POST /api/payments/api-key: the browser-side settings of the payment gateway. */
export async function getPaymentConfig(): Promise<PaymentConfig> {
  return api("POST /api/payments/api-key");
}

export const paymentConfigQueryKey = ["/api/payments/api-key"] as const;

/** For display only (the sandbox's test-card note); paying asks for a fresh config every time. */
export function usePaymentConfig({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery(queryOptions({ queryKey: paymentConfigQueryKey, queryFn: getPaymentConfig, enabled }));
}

export const isSandbox = (config: PaymentConfig | undefined) => config?.provider === "sandbox";
