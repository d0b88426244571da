import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render } from "@testing-library/react";
import { CheckoutForm } from "@/components/checkout/checkout-form";
import { IslandMessagesProvider } from "@/components/storefront/island-messages";
import { islandMessages } from "@/lib/i18n/island";
import type { Customer } from "@/lib/auth/schemas";
import type { PaymentMethodsInfo } from "@/lib/checkout/payment-methods";
import type { AddressDto } from "@/lib/customers/schemas";

/*
 * What the checkout form's component suites render alike. Each suite mocks the modules the form calls
 * (the fetcher, quotes, payment panels, the cart) itself, with its own state: vi.mock belongs to the test file.
 */

/** A US store in dollars, guest checkout off. */
export const CHECKOUT_STORE = { id: "s1", slug: "demo", name: "Demo", currency: "USD", country: "US", primaryColor: "#000000", guestCheckout: false };

/** Cash on delivery only, free and without a minimum: what each test starts from and turns providers on in. */
export const COD_ONLY: PaymentMethodsInfo = {
  paypalEnabled: false,
  razorpayEnabled: false,
  stripeEnabled: false,
  codEnabled: true,
  codCharges: "0.00",
  codMinOrder: "0.00",
  currency: "USD",
  paypalClientId: null,
  stripePublishableKey: null,
};

/** The form for customer asha@example.com of CHECKOUT_STORE (named or not), with `addresses` saved, in `lang` (English). */
export function renderCheckoutForm({
  name = { firstName: null, lastName: null },
  addresses = [],
  lang = "en",
}: { name?: Pick<Customer, "firstName" | "lastName">; addresses?: AddressDto[]; lang?: string } = {}) {
  const qc = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={qc}>
      <IslandMessagesProvider value={islandMessages(lang, { checkout: ["*"] })}>
        <CheckoutForm
          store={CHECKOUT_STORE}
          basePath=""
          customer={{ id: "c1", email: "asha@example.com", ...name, tenantId: "s1" }}
          addresses={addresses}
          scripts={{ razorpay: "https://x/r.js", stripe: "https://x/s.js", paypal: "https://x/p.js" }}
        />
      </IslandMessagesProvider>
    </QueryClientProvider>,
  );
}
