/** What an order needs to know about a variant whose stock it took (read from the rows as they were locked). */
export type TakenProduct = {
  /** The product's id. */
  id: string;
  name: string;
  variantId: string;
  /** "M / Navy"; null for a product without options. */
  variantTitle: string | null;
  sku: string | null;
  /** The variant's price. */
  price: string;
  /** The variant's image, else the product's first. */
  image: string | null;
  taxRuleId: string | null;
  taxable: boolean;
  trackQuantity: boolean;
  /** Stock left after this take (tracked products): the low-stock alert looks for a crossing of 5. */
  quantity: number;
};
