/**
 * Known carriers and their public tracking pages: the owner picks one and types the number; the URL fills
 * itself (an owner may always type a URL of their own instead). Pure, client-safe.
 */
export const CARRIERS: { name: string; url: string }[] = [
  { name: "Blue Dart", url: "https://www.bluedart.com/web/guest/trackdartresult?trackFor=0&trackNo={n}" },
  { name: "Delhivery", url: "https://www.delhivery.com/track/package/{n}" },
  { name: "DHL", url: "https://www.dhl.com/global-en/home/tracking/tracking-express.html?tracking-id={n}" },
  { name: "DTDC", url: "https://www.dtdc.in/tracking.asp?strCnno={n}" },
  { name: "FedEx", url: "https://www.fedex.com/fedextrack/?trknbr={n}" },
  { name: "India Post", url: "https://www.indiapost.gov.in/_layouts/15/dop.portal.tracking/trackconsignment.aspx?consignment={n}" },
  { name: "UPS", url: "https://www.ups.com/track?tracknum={n}" },
  { name: "USPS", url: "https://tools.usps.com/go/TrackConfirmAction?tLabels={n}" },
];

/** The tracking page of a known carrier for a number, or null. */
export function trackingUrlFor(carrier: string | null | undefined, number: string | null | undefined): string | null {
  if (!carrier || !number) return null;
  const c = CARRIERS.find((x) => x.name.toLowerCase() === carrier.trim().toLowerCase());
  return c ? c.url.replace("{n}", encodeURIComponent(number.trim())) : null;
}
