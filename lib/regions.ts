/**
 * Countries offered in address forms and their fixed state lists. The state field is a
 * dropdown for IN, US, CA and AU and free text elsewhere; it is required only where a list exists
 * (elsewhere we cannot tell a valid one), and a state is kept only if it is in the chosen country's list.
 */
export const ADDRESS_COUNTRIES = [
  { code: "IN", name: "India" },
  { code: "US", name: "United States" },
  { code: "GB", name: "United Kingdom" },
  { code: "CA", name: "Canada" },
  { code: "AU", name: "Australia" },
  { code: "EU", name: "European Union" },
  { code: "SG", name: "Singapore" },
  { code: "AE", name: "United Arab Emirates" },
] as const;

export type AddressCountry = (typeof ADDRESS_COUNTRIES)[number]["code"];

export const STATES: Record<string, readonly string[]> = {
  IN: [
    "Andaman and Nicobar Islands", "Andhra Pradesh", "Arunachal Pradesh", "Assam", "Bihar", "Chandigarh", "Chhattisgarh",
    "Dadra and Nagar Haveli and Daman and Diu", "Delhi", "Goa", "Gujarat", "Haryana", "Himachal Pradesh", "Jammu and Kashmir",
    "Jharkhand", "Karnataka", "Kerala", "Ladakh", "Lakshadweep", "Madhya Pradesh", "Maharashtra", "Manipur", "Meghalaya",
    "Mizoram", "Nagaland", "Odisha", "Puducherry", "Punjab", "Rajasthan", "Sikkim", "Tamil Nadu", "Telangana", "Tripura",
    "Uttar Pradesh", "Uttarakhand", "West Bengal",
  ],
  US: [
    "Alabama", "Alaska", "Arizona", "Arkansas", "California", "Colorado", "Connecticut", "Delaware", "District of Columbia",
    "Florida", "Georgia", "Hawaii", "Idaho", "Illinois", "Indiana", "Iowa", "Kansas", "Kentucky", "Louisiana", "Maine",
    "Maryland", "Massachusetts", "Michigan", "Minnesota", "Mississippi", "Missouri", "Montana", "Nebraska", "Nevada",
    "New Hampshire", "New Jersey", "New Mexico", "New York", "North Carolina", "North Dakota", "Ohio", "Oklahoma", "Oregon",
    "Pennsylvania", "Rhode Island", "South Carolina", "South Dakota", "Tennessee", "Texas", "Utah", "Vermont", "Virginia",
    "Washington", "West Virginia", "Wisconsin", "Wyoming",
  ],
  CA: [
    "Alberta", "British Columbia", "Manitoba", "New Brunswick", "Newfoundland and Labrador", "Northwest Territories",
    "Nova Scotia", "Nunavut", "Ontario", "Prince Edward Island", "Quebec", "Saskatchewan", "Yukon",
  ],
  AU: [
    "Australian Capital Territory", "New South Wales", "Northern Territory", "Queensland", "South Australia", "Tasmania",
    "Victoria", "Western Australia",
  ],
};

export function statesOf(country: string | null | undefined): readonly string[] | null {
  return (country && STATES[country.toUpperCase()]) || null;
}

export function isOfferedCountry(code: string | null | undefined): code is AddressCountry {
  return !!code && ADDRESS_COUNTRIES.some((c) => c.code === code);
}

export function countryName(code: string | null | undefined): string {
  return ADDRESS_COUNTRIES.find((c) => c.code === code)?.name ?? code ?? "";
}

/** The state to keep after the country changes: only one in the new country's list (or free text where none). */
export function keepState(country: string, state: string | null | undefined): string {
  const list = statesOf(country);
  if (!state) return "";
  if (!list) return state;
  return list.find((s) => s.toLowerCase() === state.toLowerCase()) ?? "";
}

/** What the country calls its postal code, for the address forms' label ('PIN code' in India, as shoppers there know it). */
export function postalCodeLabel(country: string | null | undefined): string {
  switch (country) {
    case "IN":
      return "PIN Code";
    case "US":
      return "ZIP Code";
    case "GB":
    case "AU":
      return "Postcode";
    default:
      return "Postal Code";
  }
}

/** The "required" message in the words of the field's label ('PIN code is required' under 'PIN Code'). */
export function postalCodeRequired(country: string | null | undefined): string {
  const label = postalCodeLabel(country);
  return `${label.charAt(0)}${label.slice(1).replace(" Code", " code")} is required`;
}
