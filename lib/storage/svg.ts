import sanitizeHtml from "sanitize-html";

/**
 * SVG is a document format: besides shapes it can carry scripts, event handlers, links and animations
 * that rewrite links (`<animate attributeName="href" values="javascript:…">`, entity-encoded so no
 * pattern sees it). The app's own file route serves uploads under a CSP sandbox, but other storage
 * (Vercel Blob, a CDN) sends no such header, so the file itself must be inert wherever it is served.
 *
 * `sanitizeSvg` is a pure function (no I/O) for every upload path and storage backend:
 *   1. refuse what is plainly active, judged on the text with character references decoded, so
 *      "h&#114;ef" is read as "href";
 *   2. rebuild the document from an allowlist of drawing elements and presentation attributes
 *      (sanitize-html's parser, XML mode): no script, style, animation, foreignObject, image or link
 *      element survives, and no event handler or style attribute;
 *   3. check the result again; only same-document "#id" references may remain.
 */

const ELEMENTS = [
  "svg", "g", "defs", "symbol", "use", "title", "desc", "path", "rect", "circle", "ellipse", "line", "polyline",
  "polygon", "text", "tspan", "linearGradient", "radialGradient", "stop", "clipPath", "mask", "pattern", "marker",
  "filter", "feGaussianBlur", "feOffset", "feBlend", "feColorMatrix", "feFlood", "feComposite", "feMerge",
  "feMergeNode", "feDropShadow", "metadata",
];

const ATTRIBUTES = [
  "xmlns", "xmlns:xlink", "version", "id", "class", "viewBox", "preserveAspectRatio", "width", "height", "x", "y",
  "x1", "y1", "x2", "y2", "cx", "cy", "r", "rx", "ry", "fx", "fy", "d", "points", "pathLength", "transform",
  "fill", "fill-opacity", "fill-rule", "stroke", "stroke-width", "stroke-linecap", "stroke-linejoin",
  "stroke-miterlimit", "stroke-dasharray", "stroke-dashoffset", "stroke-opacity", "opacity", "color",
  "clip-path", "clip-rule", "clipPathUnits", "mask", "maskUnits", "maskContentUnits", "filter", "filterUnits",
  "primitiveUnits", "marker-start", "marker-mid", "marker-end", "markerWidth", "markerHeight", "refX", "refY",
  "orient", "markerUnits", "gradientUnits", "gradientTransform", "spreadMethod", "offset", "stop-color",
  "stop-opacity", "patternUnits", "patternContentUnits", "patternTransform", "font-family", "font-size",
  "font-weight", "font-style", "text-anchor", "dominant-baseline", "alignment-baseline", "letter-spacing",
  "word-spacing", "dx", "dy", "rotate", "textLength", "lengthAdjust", "visibility", "display", "overflow",
  "vector-effect", "shape-rendering", "paint-order", "in", "in2", "result", "stdDeviation", "mode", "type",
  "values", "operator", "k1", "k2", "k3", "k4", "flood-color", "flood-opacity", "href", "xlink:href",
];

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: ELEMENTS,
  allowedAttributes: { "*": ATTRIBUTES },
  // No URL scheme at all: href keeps only same-document "#id" references (checked again below).
  allowedSchemes: [],
  allowedSchemesByTag: {},
  allowedSchemesAppliedToAttributes: ["href", "xlink:href"],
  allowProtocolRelative: false,
  disallowedTagsMode: "discard",
  nonTextTags: ["script", "style", "foreignObject", "textarea", "noscript", "iframe", "object", "embed"],
  // No element is written as "<x />": sanitize-html writes a self-closing tag as "<x />" whether or not
  // it had children and never closes it, so a logo's shapes ended up after "<svg ... />", outside the
  // drawing (nothing displayed). Every element gets its own closing tag instead, which XML allows.
  selfClosing: [],
  parser: { xmlMode: true, lowerCaseTags: false, lowerCaseAttributeNames: false, decodeEntities: true },
};

const NAMED: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'", colon: ":", tab: "\t", newline: "\n" };

/** The text with numeric and common named character references replaced by their characters. */
export function decodeCharacterReferences(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);?/gi, (m, ref: string) => {
    if (ref[0] === "#") {
      const code = ref[1] === "x" || ref[1] === "X" ? parseInt(ref.slice(2), 16) : parseInt(ref.slice(1), 10);
      return Number.isFinite(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : "";
    }
    return NAMED[ref.toLowerCase()] ?? m;
  });
}

/**
 * Why an SVG is refused (null when nothing active is seen): scripts, event handlers, javascript: URLs,
 * embedded HTML, entity declarations, style sheets, animated links and every reference to anything
 * outside the file (only same-document "#id" references are allowed).
 */
export function svgProblem(text: string): string | null {
  const checks: [RegExp, string][] = [
    [/<script/i, "scripts"],
    [/[\s"'/]on[a-z]+\s*=/i, "event handlers"],
    [/(java|vb)script\s*:/i, "javascript: links"],
    [/<foreignObject/i, "embedded HTML"],
    [/<(iframe|embed|object|audio|video|html|body)\b/i, "embedded content"],
    [/<!ENTITY/i, "entity declarations"],
    [/<\?xml-stylesheet/i, "style sheets"],
    [/@import/i, "style imports"],
    [/attributeName\s*=\s*["']?\s*(xlink:)?href/i, "animated links"],
    [/<(set|animate|animateMotion|animateTransform|discard)\b/i, "animations"],
    [/\b(href|src)\s*=\s*(?!["']?\s*#)/i, "external references"],
    [/url\(\s*(?!["']?\s*#)/i, "external references"],
  ];
  // Whitespace and control characters inside "java script:" are ignored by browsers' URL parsing.
  const squeezed = text.replace(/[\u0000-\u0020]+(?=[a-z:]*:)/gi, "");
  for (const [re, what] of checks) if (re.test(text) || re.test(squeezed)) return what;
  return null;
}

export type SvgResult = { ok: true; svg: string } | { ok: false; problem: string };

export function sanitizeSvg(text: string): SvgResult {
  const decoded = decodeCharacterReferences(text);
  const before = svgProblem(text) ?? svgProblem(decoded);
  if (before) return { ok: false, problem: before };
  const cleaned = sanitizeHtml(text.replace(/^\uFEFF/, ""), OPTIONS).trim();
  if (!/^<svg[\s>/]/i.test(cleaned)) return { ok: false, problem: "no drawing" };
  const after = svgProblem(cleaned) ?? svgProblem(decodeCharacterReferences(cleaned));
  if (after) return { ok: false, problem: after };
  return { ok: true, svg: cleaned };
}
