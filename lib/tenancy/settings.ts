import { z } from "zod";
import { COUNTRY_CURRENCY, CURRENCIES } from "@/lib/money";

/** Store information (spec 3 §5) or the partial branding update; the same schema validates the form. */
export const updateStoreSchema = z
  .object({
    name: z.string().trim().min(1, "Store name is required").max(120),
    description: z.string().trim().max(2000).nullable(),
    customDomain: z
      .string()
      .trim()
      .toLowerCase()
      .max(253)
      .regex(/^([a-z0-9-]+\.)+[a-z]{2,}$/, "Enter a domain like shop.example.com")
      .nullable()
      .or(z.literal("").transform(() => null)),
    country: z.string().trim().min(1, "Country is required").refine((c) => c in COUNTRY_CURRENCY, "Unsupported country"),
    currency: z.string().trim().min(1, "Currency is required").refine((c) => c in CURRENCIES, "Unsupported currency"),
    logo: z.string().max(2000).nullable(),
    favicon: z.string().max(2000).nullable(),
    showSiteName: z.boolean(),
  })
  .partial()
  .strict();

export type UpdateStoreInput = z.infer<typeof updateStoreSchema>;
