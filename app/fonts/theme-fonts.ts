import localFont from "next/font/local";

/**
 * The theme font picker's families besides Inter (which the root layout loads for the whole app). The woff2
 * files are the latin subsets from the @fontsource packages (OFL-1.1), committed because next/font/google
 * cannot fetch fonts offline. None is preloaded: declaring a family only adds its @font-face rule, and the
 * browser downloads a file only when the store's chosen font actually uses it.
 */
const roboto = localFont({ src: "./roboto-latin-wght-normal.woff2", variable: "--font-roboto", weight: "100 900", display: "swap", preload: false });
const openSans = localFont({ src: "./open-sans-latin-wght-normal.woff2", variable: "--font-open-sans", weight: "300 800", display: "swap", preload: false });
const lato = localFont({
  src: [
    { path: "./lato-latin-400-normal.woff2", weight: "400", style: "normal" },
    { path: "./lato-latin-700-normal.woff2", weight: "700", style: "normal" },
  ],
  variable: "--font-lato",
  display: "swap",
  preload: false,
});

/** Classes that define --font-roboto, --font-open-sans and --font-lato on an element. */
export const themeFontVariables = `${roboto.variable} ${openSans.variable} ${lato.variable}`;
