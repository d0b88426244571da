/** Subscription plans: base price in rupees, GST 18% rounded to the rupee (the platform bills in India). */
export const PLAN_BASE = { monthly: 999, yearly: 10_000 } as const;
export const GST_RATE = 0.18;
export const TRIAL_DAYS = 14;

export type Plan = keyof typeof PLAN_BASE;

export type Pricing = { plan: Plan; baseAmount: number; gst: number; totalAmount: number };

export function planPricing(plan: Plan): Pricing {
  const baseAmount = PLAN_BASE[plan];
  const gst = Math.round(baseAmount * GST_RATE);
  return { plan, baseAmount, gst, totalAmount: baseAmount + gst };
}

/** What a year on the yearly plan saves against twelve monthly payments, GST included. */
export function yearlySaving(): number {
  return planPricing("monthly").totalAmount * 12 - planPricing("yearly").totalAmount;
}

export const PLAN_DESCRIPTION: Record<Plan, string> = { monthly: "Monthly Subscription", yearly: "Yearly Subscription" };
