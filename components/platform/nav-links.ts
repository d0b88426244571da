/** The landing page's in-page sections, shared by the desktop header and the mobile drawer. */
export const LANDING_NAV = [
  { href: "#features", label: "Features" },
  { href: "#pricing", label: "Pricing" },
] as const;
