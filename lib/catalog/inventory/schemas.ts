/** What an order needs to know about a product whose stock it took (read from the row as it was locked). */
export type TakenProduct = {
  id: string;
  name: string;
  price: string;
  images: string[];
  taxRuleId: string | null;
  taxable: boolean;
  trackQuantity: boolean;
  /** Stock left after this take (tracked products): the low-stock alert looks for a crossing of 5. */
  quantity: number;
};
