import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api-client";

export interface PaymentConfig {
  /** The provider's publishable key, sent as the `apikey` header when tokenising. */
  apiKey: string;
  /** Where the browser posts the card: our own sandbox path, or the provider's host. */
  tokenizeUrl: string;
  /** "sandbox" for the built-in test gateway. */
  provider: string;
}

/** POST /api/payments/api-key: the browser-side settings of the payment gateway. */
export async function getPaymentConfig(): Promise<PaymentConfig> {
  const res = await apiRequest("POST", "/api/payments/api-key");
  return (await res.json()) as PaymentConfig;
}

export const paymentConfigQueryKey = ["/api/payments/api-key"] as const;

/** For display only (the sandbox's test-card note); paying asks for a fresh config every time. */
export function usePaymentConfig({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery(queryOptions({ queryKey: paymentConfigQueryKey, queryFn: getPaymentConfig, enabled }));
}

export const isSandbox = (config: PaymentConfig | undefined) => config?.provider === "sandbox";
