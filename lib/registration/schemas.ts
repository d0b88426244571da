import { z } from "zod";
import { emailField } from "@/lib/validation";
import { RESERVED_SLUGS } from "@/lib/tenancy/reserved";

/**
 * The store registration form: one schema for the page and the API. The subdomain is
 * also the store's slug (a store host {subdomain}.ROOT_DOMAIN resolves by slug).
 */
export const registrationSchema = z.object({
  name: z.string().trim().min(1, "Store name is required").max(120, "Store name must be 120 characters or less"),
  subdomain: z
    .string()
    .trim()
    .toLowerCase()
    .min(1, "Subdomain is required")
    .max(63, "Subdomain must be 63 characters or less")
    .regex(/^[a-z0-9-]+$/, "Subdomain must contain only lowercase letters, numbers, and hyphens")
    .refine((v) => !/^-|-$/.test(v), "Subdomain cannot start or end with a hyphen")
    .refine((v) => !RESERVED_SLUGS.has(v), "This subdomain is reserved"),
  description: z
    .string()
    .trim()
    .max(2000, "Description must be 2000 characters or less")
    .optional()
    .transform((v) => (v ? v : undefined)),
  plan: z.enum(["monthly", "yearly"], "Plan must be monthly or yearly"),
  ownerFirstName: z.string().trim().min(2, "First name must be at least 2 characters").max(100),
  ownerLastName: z.string().trim().min(2, "Last name must be at least 2 characters").max(100),
  ownerEmail: emailField(),
  ownerPassword: z.string().min(8, "Password must be at least 8 characters").max(200),
});

export type RegistrationInput = z.output<typeof registrationSchema>;
export type RegistrationFormValues = z.input<typeof registrationSchema>;

export const completeRegistrationSchema = registrationSchema.extend({
  razorpay_order_id: z.string().min(1).max(100),
  razorpay_payment_id: z.string().min(1).max(100),
  razorpay_signature: z.string().regex(/^[0-9a-f]{64}$/i, "Invalid payment signature"),
  registrationToken: z.string().min(1).max(2000),
});
