/** What an order needs to know about a product whose stock it took (read from the row as it was locked). */
export type TakenProduct = {
  id: string;
  name: string;
  price: string;
  images: string[];
  taxRuleId: string | null;
  taxable: boolean;
  trackQuantity: boolean;
};
