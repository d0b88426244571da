/**
 * Colour swatches on the product page: an option whose name says colour ("Colour", "Color", "Frame colour")
 * shows a value as a swatch when the value is a hex colour or a colour name a browser knows (CSS named
 * colours, spaces and hyphens ignored: "Forest Green", "navy") or one of a few apparel names CSS lacks.
 * Run on the server: the island gets the CSS colour, not this table. Pure.
 */

const CSS_NAMES = new Set(
  (
    "aliceblue antiquewhite aqua aquamarine azure beige bisque black blanchedalmond blue blueviolet brown burlywood cadetblue " +
    "chartreuse chocolate coral cornflowerblue cornsilk crimson cyan darkblue darkcyan darkgoldenrod darkgray darkgreen darkgrey " +
    "darkkhaki darkmagenta darkolivegreen darkorange darkorchid darkred darksalmon darkseagreen darkslateblue darkslategray " +
    "darkslategrey darkturquoise darkviolet deeppink deepskyblue dimgray dimgrey dodgerblue firebrick floralwhite forestgreen " +
    "fuchsia gainsboro ghostwhite gold goldenrod gray green greenyellow grey honeydew hotpink indianred indigo ivory khaki " +
    "lavender lavenderblush lawngreen lemonchiffon lightblue lightcoral lightcyan lightgoldenrodyellow lightgray lightgreen " +
    "lightgrey lightpink lightsalmon lightseagreen lightskyblue lightslategray lightslategrey lightsteelblue lightyellow lime " +
    "limegreen linen magenta maroon mediumaquamarine mediumblue mediumorchid mediumpurple mediumseagreen mediumslateblue " +
    "mediumspringgreen mediumturquoise mediumvioletred midnightblue mintcream mistyrose moccasin navajowhite navy oldlace olive " +
    "olivedrab orange orangered orchid palegoldenrod palegreen paleturquoise palevioletred papayawhip peachpuff peru pink plum " +
    "powderblue purple rebeccapurple red rosybrown royalblue saddlebrown salmon sandybrown seagreen seashell sienna silver skyblue " +
    "slateblue slategray slategrey snow springgreen steelblue tan teal thistle tomato turquoise violet wheat white whitesmoke " +
    "yellow yellowgreen"
  ).split(" "),
);

/** Common garment colour names that CSS does not know. */
const EXTRA: Record<string, string> = {
  charcoal: "#36454f",
  heathergrey: "#9aa0a6",
  heathergray: "#9aa0a6",
  navyblue: "#1f2a44",
  offwhite: "#f5f3ee",
  cream: "#f3ecd8",
  sand: "#d8c7a3",
  stone: "#b8b0a2",
  mustard: "#d4a017",
  burgundy: "#800020",
  wine: "#722f37",
  rust: "#b7410e",
  mint: "#98ddc0",
  bottlegreen: "#006a4e",
  sky: "#87ceeb",
  ecru: "#e9e2cf",
};

const HEX = /^#(?:[0-9a-f]{3}|[0-9a-f]{4}|[0-9a-f]{6}|[0-9a-f]{8})$/i;

/** Whether an option's values are colours ("Colour", "Color", "Colours", "Strap colour"). */
export const isColourOption = (name: string) => /\bcolou?rs?\b/i.test(name.trim());

/** The CSS colour to paint a value's swatch with, or null (the value shows as a text button). */
export function swatchColour(optionName: string, value: string): string | null {
  if (!isColourOption(optionName)) return null;
  const v = value.trim();
  if (HEX.test(v)) return v.toLowerCase();
  const key = v.toLowerCase().replace(/[\s_-]+/g, "");
  if (CSS_NAMES.has(key)) return key;
  return EXTRA[key] ?? null;
}
