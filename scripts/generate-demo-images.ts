/**
 * Writes the demo catalogue's illustrations to public/assets/demo/*.svg: flat vector drawings of
 * product types on soft gradient backgrounds, built from basic shapes. Deterministic (same input,
 * same bytes), offline, no fonts or external references. The files are committed; rerun after
 * changing this list:  npx tsx scripts/generate-demo-images.ts
 *
 * The seed (db/seed-data.ts) refers to these files as "/assets/demo/<name>.svg".
 */
import { mkdirSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";

const OUT_DIR = path.join(process.cwd(), "public", "assets", "demo");
const MAX_BYTES = 6 * 1024;

// ---------------------------------------------------------------- colour helpers

function rgb(hex: string): [number, number, number] {
  const h = hex.replace("#", "");
  return [0, 2, 4].map((i) => parseInt(h.slice(i, i + 2), 16)) as [number, number, number];
}
function hex([r, g, b]: number[]): string {
  return "#" + [r, g, b].map((v) => Math.max(0, Math.min(255, Math.round(v))).toString(16).padStart(2, "0")).join("");
}
/** Darken towards black by t (0..1). */
const dk = (c: string, t: number) => hex(rgb(c).map((v) => v * (1 - t)));
/** Lighten towards white by t (0..1). */
const lt = (c: string, t: number) => hex(rgb(c).map((v) => v + (255 - v) * t));
/** Relative brightness 0..1. */
const luma = (c: string) => {
  const [r, g, b] = rgb(c);
  return (0.299 * r + 0.587 * g + 0.114 * b) / 255;
};

// ---------------------------------------------------------------- deterministic randomness

function seeded(name: string) {
  let h = 2166136261;
  for (const ch of name) h = Math.imul(h ^ ch.charCodeAt(0), 16777619);
  let a = h >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

// ---------------------------------------------------------------- item drawings (800x800 frame)

type Art = { main: string; accent: string; variant?: string };
type Draw = (a: Art, uid: string) => string;

const shadow = (cx: number, cy: number, rx: number) =>
  `<ellipse cx="${cx}" cy="${cy}" rx="${rx}" ry="20" fill="#000" opacity=".08"/>`;
const line = (d: string, stroke: string, w: number, extra = "") =>
  `<path d="${d}" stroke="${stroke}" stroke-width="${w}" fill="none" stroke-linecap="round"${extra}/>`;
const ticks = (cx: number, cy: number, r: number, color: string) =>
  Array.from({ length: 12 }, (_, i) => {
    const len = i % 3 === 0 ? 24 : 12;
    return `<rect x="${cx - 4}" y="${cy - r}" width="8" height="${len}" rx="3" fill="${color}"${i ? ` transform="rotate(${i * 30} ${cx} ${cy})"` : ""}/>`;
  }).join("");

const ITEMS: Record<string, Draw> = {
  tshirt: ({ main, accent, variant }) => {
    let extra = "";
    if (variant === "stripes")
      extra = [372, 432, 492, 552].map((y) => `<rect x="245" y="${y}" width="310" height="26" fill="${accent}"/>`).join("");
    else if (variant === "pocket") extra = `<rect x="448" y="300" width="70" height="78" rx="8" fill="${dk(main, 0.12)}"/>`;
    else if (variant === "graphic")
      extra = `<circle cx="400" cy="400" r="62" fill="${accent}"/><path d="M320 480L375 400L410 445L440 410L490 480Z" fill="${dk(main, 0.35)}"/>`;
    else if (variant === "vneck")
      extra = `<path d="M292 202Q400 278 508 202L400 300Z" fill="${dk(main, 0.35)}"/>` + line("M292 202L400 300L508 202", dk(main, 0.2), 14);
    return (
      shadow(400, 655, 200) +
      `<path d="M290 200L225 218L130 292L185 387L245 352V640H555V352L615 387L670 292L575 218L510 200Q400 280 290 200Z" fill="${main}"/>` +
      (variant === "vneck" ? "" : line("M290 200Q400 280 510 200", dk(main, 0.25), 14)) +
      line("M152 282L205 372M648 282L595 372", dk(main, 0.12), 8) +
      extra
    );
  },

  hoodie: ({ main, accent }) =>
    shadow(400, 655, 240) +
    `<path d="M285 215L205 245Q165 260 153 305L125 560Q120 600 155 605L195 610Q225 610 230 580L250 410V640H550V410L570 580Q575 610 605 610L645 605Q680 600 675 560L647 305Q635 260 595 245L515 215Z" fill="${main}"/>` +
    `<path d="M285 215Q290 110 400 105Q510 110 515 215Q475 300 400 300Q325 300 285 215Z" fill="${dk(main, 0.1)}"/>` +
    `<path d="M328 215Q330 155 400 152Q470 155 472 215Q448 262 400 262Q352 262 328 215Z" fill="${dk(main, 0.38)}"/>` +
    `<path d="M312 500H488L512 605H288Z" fill="${dk(main, 0.1)}"/>` +
    `<rect x="250" y="612" width="300" height="28" fill="${dk(main, 0.14)}"/>` +
    line("M375 295V385M425 295V385", accent, 8) +
    `<circle cx="375" cy="390" r="8" fill="${accent}"/><circle cx="425" cy="390" r="8" fill="${accent}"/>`,

  cap: ({ main, accent }) =>
    shadow(420, 600, 250) +
    `<path d="M380 505C470 470 640 480 705 540C640 580 480 565 380 545Z" fill="${dk(main, 0.18)}"/>` +
    `<path d="M150 525C140 360 245 250 380 250C505 250 565 345 575 505C455 475 290 485 150 525Z" fill="${main}"/>` +
    line("M380 252C355 330 355 420 368 492M380 252C445 320 485 400 492 482M380 252C300 310 260 400 255 500", dk(main, 0.14), 6) +
    `<ellipse cx="380" cy="252" rx="24" ry="11" fill="${dk(main, 0.25)}"/>` +
    line("M152 523C290 482 455 472 573 503", accent, 16),

  sneaker: ({ main, accent }) =>
    shadow(420, 612, 290) +
    `<path d="M160 540C150 460 170 420 230 405L340 380C360 320 390 300 440 300H480C490 370 540 410 600 430C670 455 690 490 690 540Z" fill="${main}"/>` +
    `<path d="M160 540C150 470 165 430 205 412L215 540Z" fill="${dk(main, 0.2)}"/>` +
    `<path d="M250 500C380 505 500 470 600 440C525 505 390 530 250 522Z" fill="${accent}"/>` +
    line("M418 372L450 336M450 398L482 362M482 422L514 386M514 444L544 412", luma(main) > 0.5 ? dk(main, 0.35) : lt(main, 0.75), 10) +
    `<path d="M140 540H700C705 585 680 600 640 600H180C150 600 135 580 140 540Z" fill="#f6f4ef"/>` +
    line("M160 572H684", "#dcd8cf", 6),

  backpack: ({ main, accent }) =>
    shadow(400, 655, 200) +
    line("M350 200Q350 140 400 140Q450 140 450 200", dk(main, 0.3), 18) +
    `<rect x="212" y="300" width="44" height="270" rx="22" fill="${dk(main, 0.25)}"/>` +
    `<rect x="544" y="300" width="44" height="270" rx="22" fill="${dk(main, 0.25)}"/>` +
    `<rect x="240" y="190" width="320" height="460" rx="100" fill="${main}"/>` +
    `<path d="M240 330Q240 190 400 190Q560 190 560 330Q560 370 520 370H280Q240 370 240 330Z" fill="${dk(main, 0.12)}"/>` +
    `<rect x="328" y="340" width="30" height="92" rx="6" fill="${accent}"/><rect x="442" y="340" width="30" height="92" rx="6" fill="${accent}"/>` +
    `<rect x="285" y="452" width="230" height="160" rx="44" fill="${dk(main, 0.1)}"/>` +
    line("M308 484H492", dk(main, 0.35), 6) +
    `<rect x="468" y="480" width="14" height="34" rx="7" fill="${accent}"/>`,

  mug: ({ main, accent, variant }) =>
    shadow(390, 640, 200) +
    (variant === "saucer" ? `<ellipse cx="390" cy="622" rx="210" ry="34" fill="${dk(main, 0.15)}"/>` : "") +
    line("M505 330C615 330 615 530 505 530", dk(main, 0.08), 38) +
    `<path d="M250 265H510V565Q510 625 450 625H310Q250 625 250 565Z" fill="${main}"/>` +
    (variant === "band" ? `<rect x="250" y="400" width="260" height="46" fill="${accent}"/>` : "") +
    (variant === "speckle"
      ? [
          [290, 330],
          [350, 380],
          [440, 340],
          [470, 450],
          [320, 500],
          [400, 560],
          [300, 420],
          [420, 470],
        ]
          .map(([x, y]) => `<circle cx="${x}" cy="${y}" r="6" fill="${accent}"/>`)
          .join("")
      : "") +
    `<ellipse cx="380" cy="265" rx="130" ry="26" fill="${dk(main, 0.22)}"/>` +
    `<ellipse cx="380" cy="269" rx="112" ry="17" fill="#5b3a29"/>` +
    `<rect x="272" y="300" width="18" height="230" rx="9" fill="#fff" opacity=".22"/>` +
    line("M345 215Q325 185 345 155Q365 125 345 95M420 215Q400 185 420 155Q440 125 420 95", "#fff", 10, ' opacity=".7"'),

  bottle: ({ main, accent }) =>
    shadow(400, 658, 130) +
    line("M372 115Q400 60 428 115", dk(main, 0.35), 14) +
    `<rect x="345" y="110" width="110" height="72" rx="18" fill="${dk(main, 0.35)}"/>` +
    `<rect x="358" y="178" width="84" height="30" fill="${dk(main, 0.15)}"/>` +
    `<rect x="300" y="200" width="200" height="450" rx="62" fill="${main}"/>` +
    `<rect x="300" y="360" width="200" height="92" fill="${accent}"/>` +
    `<rect x="322" y="240" width="18" height="370" rx="9" fill="#fff" opacity=".22"/>`,

  lamp: ({ main, accent }) =>
    `<circle cx="400" cy="360" r="200" fill="#fff6c8" opacity=".5"/>` +
    shadow(400, 655, 150) +
    `<rect x="392" y="330" width="16" height="290" fill="${dk(accent, 0.1)}"/>` +
    `<path d="M290 650Q290 598 400 598Q510 598 510 650Z" fill="${accent}"/>` +
    `<ellipse cx="400" cy="352" rx="36" ry="18" fill="#fff3b0"/>` +
    `<path d="M300 340H500L455 150H345Z" fill="${main}"/>` +
    `<rect x="296" y="330" width="208" height="16" rx="8" fill="${dk(main, 0.15)}"/>` +
    `<path d="M345 150H372L342 340H310Z" fill="#fff" opacity=".2"/>`,

  plant: ({ main, accent }) => {
    const leaves = [-38, -19, 0, 17, 36]
      .map((a, i) => {
        const top = [210, 150, 110, 160, 230][i];
        return `<path d="M400 475Q360 ${(475 + top) / 2} 400 ${top}Q440 ${(475 + top) / 2} 400 475Z" fill="${i % 2 ? dk(accent, 0.18) : accent}"${a ? ` transform="rotate(${a} 400 475)"` : ""}/>`;
      })
      .join("");
    return (
      shadow(400, 655, 150) +
      leaves +
      `<path d="M300 470H500L475 645H325Z" fill="${main}"/>` +
      `<rect x="288" y="455" width="224" height="42" rx="10" fill="${dk(main, 0.12)}"/>`
    );
  },

  candle: ({ main, accent }) =>
    `<circle cx="400" cy="255" r="100" fill="#ffd27a" opacity=".35"/>` +
    shadow(400, 650, 140) +
    `<rect x="290" y="320" width="220" height="320" rx="36" fill="${main}"/>` +
    `<ellipse cx="400" cy="345" rx="92" ry="16" fill="${lt(main, 0.4)}"/>` +
    `<rect x="320" y="440" width="160" height="120" rx="12" fill="${accent}"/>` +
    line("M350 485H450M368 518H432", dk(accent, 0.3), 8) +
    line("M400 342V300", "#333", 6) +
    `<path d="M400 212C428 250 432 276 400 302C368 276 372 250 400 212Z" fill="#ffb238"/>` +
    `<path d="M400 250C411 265 413 281 400 293C387 281 389 265 400 250Z" fill="#fff1b8"/>`,

  vase: ({ main, accent }) =>
    shadow(400, 655, 140) +
    line("M398 262C390 190 360 150 318 112M404 262C420 182 450 142 492 118M401 262V86", dk(accent, 0.3), 6) +
    [
      [318, 112],
      [340, 140],
      [492, 118],
      [462, 150],
      [401, 86],
      [401, 130],
      [365, 170],
      [440, 185],
    ]
      .map(([x, y], i) => `<circle cx="${x}" cy="${y}" r="${i % 2 ? 11 : 15}" fill="${accent}"/>`)
      .join("") +
    `<path d="M355 245H445L442 290C540 340 560 450 520 560C500 620 460 645 400 645C340 645 300 620 280 560C240 450 260 340 358 290Z" fill="${main}"/>` +
    line("M345 318C312 420 322 560 362 640M455 318C488 420 478 560 438 640M400 300V645", dk(main, 0.1), 6) +
    `<rect x="348" y="236" width="104" height="20" rx="8" fill="${dk(main, 0.12)}"/>`,

  cushion: ({ main, accent }) =>
    shadow(400, 630, 230) +
    `<path d="M210 230Q400 190 590 230Q630 400 590 570Q400 610 210 570Q170 400 210 230Z" fill="${main}"/>` +
    `<path d="M230 250Q400 215 570 250Q605 400 570 550Q400 585 230 550Q195 400 230 250Z" fill="none" stroke="${dk(main, 0.15)}" stroke-width="4" stroke-dasharray="12 10"/>` +
    `<path d="M400 270L530 400L400 530L270 400Z" fill="none" stroke="${accent}" stroke-width="14"/>` +
    `<path d="M400 330L470 400L400 470L330 400Z" fill="${accent}"/>` +
    [
      [205, 228],
      [595, 228],
      [205, 572],
      [595, 572],
    ]
      .map(([x, y]) => `<circle cx="${x}" cy="${y}" r="12" fill="${dk(accent, 0.15)}"/>`)
      .join(""),

  clock: ({ main, accent }) =>
    shadow(400, 660, 150) +
    `<circle cx="400" cy="400" r="215" fill="${main}"/><circle cx="400" cy="400" r="185" fill="#fdfcf9"/>` +
    ticks(400, 400, 170, dk(main, 0.2)) +
    line("M400 400V290M400 400L470 445", "#2b2b2b", 12) +
    line("M400 420V250", accent, 4) +
    `<circle cx="400" cy="400" r="12" fill="${accent}"/>`,

  headphones: ({ main, accent }) =>
    shadow(400, 640, 210) +
    line("M235 470V380Q235 185 400 185Q565 185 565 380V470", dk(main, 0.15), 34) +
    line("M300 218Q400 165 500 218", accent, 24) +
    `<rect x="268" y="420" width="44" height="160" rx="20" fill="${dk(main, 0.45)}"/>` +
    `<rect x="488" y="420" width="44" height="160" rx="20" fill="${dk(main, 0.45)}"/>` +
    `<rect x="185" y="400" width="100" height="200" rx="46" fill="${main}"/>` +
    `<rect x="515" y="400" width="100" height="200" rx="46" fill="${main}"/>` +
    `<circle cx="235" cy="500" r="22" fill="${accent}"/><circle cx="565" cy="500" r="22" fill="${accent}"/>`,

  earbuds: ({ main, accent }) => {
    const edge = dk(main, 0.14);
    const bud = (cx: number, dir: 1 | -1) =>
      `<rect x="${cx - 17 - dir * 10}" y="240" width="34" height="125" rx="17" fill="${main}" stroke="${edge}" stroke-width="4"/>` +
      `<circle cx="${cx}" cy="228" r="56" fill="${main}" stroke="${edge}" stroke-width="4"/>` +
      `<circle cx="${cx + dir * 24}" cy="214" r="22" fill="${dk(main, 0.45)}"/>`;
    return (
      shadow(400, 640, 170) +
      bud(320, 1) +
      bud(480, -1) +
      `<rect x="260" y="390" width="280" height="240" rx="90" fill="${main}" stroke="${edge}" stroke-width="4"/>` +
      line("M264 470H536", edge, 6) +
      `<circle cx="400" cy="545" r="9" fill="${accent}"/>`
    );
  },

  speaker: ({ main, accent, variant }, uid) => {
    if (variant === "mini")
      return (
        shadow(400, 570, 240) +
        `<defs><pattern id="d${uid}" width="24" height="24" patternUnits="userSpaceOnUse"><circle cx="12" cy="12" r="5" fill="${dk(main, 0.35)}"/></pattern></defs>` +
        `<rect x="170" y="300" width="460" height="240" rx="120" fill="${accent}"/>` +
        `<rect x="240" y="300" width="320" height="240" fill="${main}"/>` +
        `<rect x="256" y="330" width="288" height="180" rx="26" fill="url(#d${uid})"/>` +
        line("M630 380Q680 380 680 420Q680 460 630 460", dk(accent, 0.2), 12)
      );
    return (
      shadow(400, 652, 170) +
      `<rect x="270" y="160" width="260" height="480" rx="44" fill="${main}"/>` +
      `<circle cx="400" cy="470" r="100" fill="${dk(main, 0.5)}"/><circle cx="400" cy="470" r="70" fill="${dk(main, 0.3)}"/><circle cx="400" cy="470" r="24" fill="${dk(main, 0.6)}"/>` +
      `<circle cx="400" cy="275" r="50" fill="${dk(main, 0.5)}"/><circle cx="400" cy="275" r="22" fill="${accent}"/>`
    );
  },

  watch: ({ main, accent, variant }) => {
    if (variant === "smart")
      return (
        shadow(400, 668, 110) +
        `<rect x="335" y="110" width="130" height="580" rx="34" fill="${main}"/>` +
        `<rect x="270" y="250" width="260" height="300" rx="70" fill="#2b2d33"/>` +
        `<rect x="290" y="270" width="220" height="260" rx="54" fill="#0f1115"/>` +
        `<circle cx="400" cy="400" r="80" fill="none" stroke="${accent}" stroke-width="16" stroke-dasharray="380 500" stroke-linecap="round" transform="rotate(-90 400 400)"/>` +
        `<circle cx="400" cy="400" r="56" fill="none" stroke="#5eead4" stroke-width="16" stroke-dasharray="250 400" stroke-linecap="round" transform="rotate(-90 400 400)"/>` +
        `<circle cx="400" cy="400" r="32" fill="none" stroke="#facc15" stroke-width="16" stroke-dasharray="150 300" stroke-linecap="round" transform="rotate(-90 400 400)"/>` +
        `<rect x="528" y="350" width="16" height="50" rx="6" fill="#4a4d55"/>`
      );
    return (
      shadow(400, 668, 110) +
      `<rect x="335" y="110" width="130" height="580" rx="34" fill="${main}"/>` +
      `<circle cx="400" cy="605" r="7" fill="${dk(main, 0.35)}"/><circle cx="400" cy="640" r="7" fill="${dk(main, 0.35)}"/>` +
      `<rect x="322" y="240" width="156" height="320" rx="40" fill="${dk(accent, 0.12)}"/>` +
      `<rect x="536" y="384" width="26" height="32" rx="6" fill="${dk(accent, 0.15)}"/>` +
      `<circle cx="400" cy="400" r="140" fill="${accent}"/><circle cx="400" cy="400" r="118" fill="#fbfaf6"/>` +
      ticks(400, 400, 108, "#3a3a3a") +
      line("M400 400V322M400 400L452 428", "#222", 10) +
      `<circle cx="400" cy="400" r="10" fill="${dk(accent, 0.2)}"/>`
    );
  },

  sunglasses: ({ main, accent }) =>
    shadow(400, 560, 260) +
    line("M150 372L108 330M650 372L692 330", main, 14) +
    line("M160 372H640", main, 16) +
    `<path d="M160 372H370C370 470 330 520 265 520C200 520 160 470 160 372Z" fill="${accent}" stroke="${main}" stroke-width="14"/>` +
    `<path d="M430 372H640C640 470 600 520 535 520C470 520 430 470 430 372Z" fill="${accent}" stroke="${main}" stroke-width="14"/>` +
    line("M370 388Q400 362 430 388", main, 12) +
    `<path d="M195 400H245L200 460Z" fill="#fff" opacity=".35"/><path d="M465 400H515L470 460Z" fill="#fff" opacity=".35"/>`,

  powerbank: ({ main, accent }) =>
    shadow(400, 642, 170) +
    `<rect x="260" y="170" width="280" height="460" rx="44" fill="${main}"/>` +
    [355, 385, 415, 445].map((x, i) => `<circle cx="${x}" cy="230" r="9" fill="${i < 3 ? accent : dk(main, 0.3)}"/>`).join("") +
    `<path d="M418 320L352 440H398L382 540L452 410H404Z" fill="${accent}"/>` +
    `<rect x="360" y="594" width="80" height="14" rx="7" fill="${dk(main, 0.4)}"/>`,

  cable: ({ main, accent }) =>
    shadow(400, 650, 200) +
    [170, 140, 110]
      .map((r) => `<ellipse cx="400" cy="380" rx="${r + 40}" ry="${r}" fill="none" stroke="${main}" stroke-width="22"/>`)
      .join("") +
    [170, 140, 110]
      .map(
        (r) =>
          `<ellipse cx="400" cy="380" rx="${r + 40}" ry="${r}" fill="none" stroke="${lt(main, 0.35)}" stroke-width="22" stroke-dasharray="6 12"/>`,
      )
      .join("") +
    line("M400 550Q400 600 330 610M420 550Q430 600 500 600", main, 22) +
    `<rect x="280" y="590" width="56" height="36" rx="10" fill="#c9ccd3"/><rect x="496" y="582" width="56" height="36" rx="10" fill="#c9ccd3"/>` +
    `<rect x="262" y="598" width="22" height="20" rx="4" fill="${accent}"/><rect x="548" y="590" width="22" height="20" rx="4" fill="${accent}"/>`,

  camera: ({ main, accent }) =>
    shadow(400, 640, 240) +
    `<rect x="530" y="204" width="52" height="40" rx="10" fill="${accent}"/>` +
    `<rect x="180" y="230" width="440" height="390" rx="54" fill="${main}"/>` +
    `<rect x="470" y="262" width="96" height="62" rx="12" fill="#2a2d35"/>` +
    `<rect x="222" y="262" width="116" height="62" rx="12" fill="#f3f1e8"/>` +
    `<circle cx="400" cy="450" r="124" fill="${dk(main, 0.18)}"/><circle cx="400" cy="450" r="94" fill="#2a2d35"/>` +
    `<circle cx="400" cy="450" r="58" fill="#3d5a80"/><circle cx="378" cy="428" r="16" fill="#fff" opacity=".6"/>` +
    `<rect x="180" y="580" width="440" height="14" fill="${accent}"/>`,

  book: ({ main, accent }) =>
    shadow(400, 655, 190) +
    `<rect x="252" y="142" width="310" height="500" rx="14" fill="${dk(main, 0.28)}"/>` +
    `<rect x="262" y="150" width="292" height="482" rx="8" fill="#f3eee2"/>` +
    `<rect x="240" y="130" width="300" height="500" rx="14" fill="${main}"/>` +
    `<rect x="240" y="130" width="34" height="500" rx="12" fill="${dk(main, 0.15)}"/>` +
    `<circle cx="407" cy="320" r="92" fill="${accent}"/>` +
    `<path d="M362 290H440V350Q440 380 410 380H392Q362 380 362 350Z" fill="#fff"/>` +
    line("M440 305Q470 305 470 325Q470 345 440 345", "#fff", 10) +
    `<rect x="317" y="460" width="180" height="20" rx="10" fill="#fff" opacity=".85"/>` +
    `<rect x="342" y="500" width="130" height="14" rx="7" fill="#fff" opacity=".6"/>`,

  phone: ({ main, accent, variant }) => {
    if (variant === "back")
      return (
        shadow(400, 660, 160) +
        `<rect x="270" y="110" width="260" height="530" rx="40" fill="${main}"/>` +
        `<rect x="292" y="132" width="128" height="128" rx="30" fill="${dk(main, 0.12)}"/>` +
        `<circle cx="330" cy="170" r="26" fill="#1f2229"/><circle cx="330" cy="224" r="26" fill="#1f2229"/><circle cx="384" cy="197" r="26" fill="#1f2229"/>` +
        `<circle cx="330" cy="170" r="12" fill="#3d5a80"/><circle cx="330" cy="224" r="12" fill="#3d5a80"/><circle cx="384" cy="197" r="12" fill="#3d5a80"/>` +
        `<circle cx="390" cy="148" r="7" fill="${accent}"/>` +
        `<rect x="292" y="150" width="12" height="460" rx="6" fill="#fff" opacity=".15"/>`
      );
    return device(270, 110, 260, 530, main, accent, 4, 5);
  },

  tablet: ({ main, accent }) => device(200, 140, 400, 520, main, accent, 5, 5),

  laptop: ({ main, accent }) =>
    shadow(400, 600, 310) +
    `<rect x="170" y="180" width="460" height="312" rx="18" fill="#2a2d35"/>` +
    `<rect x="186" y="196" width="428" height="280" rx="6" fill="${main}"/>` +
    `<rect x="214" y="224" width="212" height="140" rx="8" fill="#fff" opacity=".85"/>` +
    line("M238 256H380M238 286H400M238 316H350", dk(main, 0.1), 10, ' opacity=".6"') +
    `<rect x="444" y="224" width="142" height="92" rx="8" fill="${accent}"/>` +
    `<rect x="444" y="330" width="142" height="118" rx="8" fill="#fff" opacity=".5"/>` +
    `<rect x="214" y="380" width="212" height="68" rx="8" fill="${lt(accent, 0.4)}"/>` +
    `<path d="M110 494H690L662 544Q656 556 640 556H160Q144 556 138 544Z" fill="#c9ccd3"/>` +
    `<rect x="350" y="494" width="100" height="12" rx="6" fill="#a9adb6"/>`,

  keyboard: ({ main, accent }) => {
    const key = lt(main, 0.14);
    let keys = "";
    for (let r = 0; r < 3; r++)
      for (let c = 0; c < 11; c++)
        keys += `<rect x="${130 + c * 50}" y="${322 + r * 50}" width="40" height="38" rx="7" fill="${(r === 0 && c === 0) || (r === 1 && c === 10) ? accent : key}"/>`;
    for (const [x, w] of [
      [130, 40],
      [180, 40],
      [230, 40],
      [280, 240],
      [530, 40],
      [580, 40],
      [630, 40],
    ])
      keys += `<rect x="${x}" y="472" width="${w}" height="38" rx="7" fill="${key}"/>`;
    return shadow(400, 560, 300) + `<rect x="110" y="300" width="580" height="232" rx="26" fill="${main}"/>` + keys;
  },

  mouse: ({ main, accent }) =>
    shadow(400, 650, 140) +
    `<path d="M400 180C500 180 530 260 530 380V480C530 580 480 640 400 640C320 640 270 580 270 480V380C270 260 300 180 400 180Z" fill="${main}"/>` +
    line("M400 186V326M276 334Q400 350 524 334", dk(main, 0.18), 5) +
    `<rect x="388" y="228" width="24" height="58" rx="12" fill="${accent}"/>` +
    `<rect x="300" y="380" width="14" height="160" rx="7" fill="#fff" opacity=".18"/>`,
};

/** A phone or tablet seen from the front: bezel, screen, a grid of app tiles and a dock. */
function device(x: number, y: number, w: number, h: number, main: string, accent: string, cols: number, rows: number): string {
  const pad = 14;
  const sx = x + pad;
  const sy = y + pad;
  const sw = w - pad * 2;
  const tile = 38;
  const gap = (sw - 40 - cols * tile) / (cols - 1);
  const palette = ["#fff", accent, lt(accent, 0.45), dk(main, 0.25)];
  let tiles = "";
  for (let r = 0; r < rows; r++)
    for (let c = 0; c < cols; c++)
      tiles += `<rect x="${Math.round(sx + 20 + c * (tile + gap))}" y="${sy + 60 + r * 60}" width="${tile}" height="${tile}" rx="10" fill="${palette[(r * 3 + c) % 4]}" opacity=".9"/>`;
  return (
    shadow(x + w / 2, y + h + 20, w / 2 + 30) +
    `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="40" fill="#1f2229"/>` +
    `<rect x="${sx}" y="${sy}" width="${sw}" height="${h - pad * 2}" rx="28" fill="${main}"/>` +
    `<rect x="${x + w / 2 - 40}" y="${sy + 14}" width="80" height="20" rx="10" fill="#1f2229"/>` +
    tiles +
    `<rect x="${sx + 20}" y="${y + h - pad - 84}" width="${sw - 40}" height="62" rx="20" fill="#fff" opacity=".3"/>`
  );
}

// ---------------------------------------------------------------- image specs

type Bg = [string, string];
const BG = {
  peach: ["#fde9de", "#f8c9b4"],
  mint: ["#e4f6ee", "#bde6d3"],
  sky: ["#e5f0fb", "#b9d6f2"],
  lilac: ["#f0e9fb", "#d4c5f2"],
  sand: ["#f9f2e5", "#ead8b9"],
  rose: ["#fde8ee", "#f4c0d0"],
  lemon: ["#fdf8dd", "#f3e29c"],
  slate: ["#eaeef3", "#cbd4e0"],
  sage: ["#eef3e6", "#cfdcbc"],
  violet: ["#ede9fe", "#c4b5fd"],
  cyan: ["#e2f7fa", "#a7e1ea"],
  graphite: ["#eceef1", "#c5c9d1"],
} satisfies Record<string, Bg>;
type BgName = keyof typeof BG;

type Item = { kind: keyof typeof ITEMS } & Art;
type Placed = Item & { x: number; y: number; s: number };
type Spec = { name: string; w: number; h: number; bg: BgName; items: Placed[] };

const specs: Spec[] = [];

/** A product picture: front view; optional extra views "-2" (close-up) and "-3" (another colourway). */
function product(name: string, item: Item, bg: BgName, views: { detail?: boolean; alt?: Partial<Art> & { bg?: BgName } } = {}) {
  specs.push({ name, w: 800, h: 800, bg, items: [{ ...item, x: 0, y: 0, s: 1 }] });
  if (views.detail) specs.push({ name: `${name}-2`, w: 800, h: 800, bg, items: [{ ...item, x: -130, y: -120, s: 1.32 }] });
  if (views.alt) {
    const { bg: altBg, ...art } = views.alt;
    specs.push({ name: `${name}-3`, w: 800, h: 800, bg: altBg ?? bg, items: [{ ...item, ...art, x: 0, y: 0, s: 1 }] });
  }
}

/** A square category or collection picture with two or three items. */
function group(name: string, bg: BgName, items: Item[]) {
  const layouts: Record<number, [number, number, number][]> = {
    1: [[0, 0, 1]],
    2: [
      [0, 70, 0.68],
      [290, 215, 0.62],
    ],
    3: [
      [30, 60, 0.55],
      [340, 90, 0.55],
      [180, 330, 0.55],
    ],
  };
  const pos = layouts[items.length];
  specs.push({ name, w: 800, h: 800, bg, items: items.map((it, i) => ({ ...it, x: pos[i][0], y: pos[i][1], s: pos[i][2] })) });
}

/** Wide hero banners (1600x600, items on the right so text can sit on the left) and a tall mobile one. */
function hero(name: string, bg: BgName, items: Item[], kind: "desktop" | "mobile") {
  if (kind === "desktop") {
    const slots: [number, number, number][] = [
      [660, 10, 0.7],
      [1050, 20, 0.64],
      [900, 250, 0.48],
      [1250, 240, 0.5],
    ];
    specs.push({ name, w: 1600, h: 600, bg, items: items.map((it, i) => ({ ...it, x: slots[i][0], y: slots[i][1], s: slots[i][2] })) });
  } else {
    const slots: [number, number, number][] = [
      [20, 400, 0.6],
      [330, 440, 0.55],
      [200, 640, 0.45],
    ];
    specs.push({ name, w: 800, h: 1000, bg, items: items.map((it, i) => ({ ...it, x: slots[i][0], y: slots[i][1], s: slots[i][2] })) });
  }
}

// Demo Store (INR) -------------------------------------------------------------
product("crew-tee-navy", { kind: "tshirt", main: "#2f3e63", accent: "#f4b860" }, "sky", { detail: true, alt: { main: "#c2453d", bg: "rose" } });
product("organic-tee-white", { kind: "tshirt", main: "#f7f5f0", accent: "#9bb89a" }, "sage", { detail: true });
product("breton-tee", { kind: "tshirt", main: "#f8f6f1", accent: "#24386b", variant: "stripes" }, "sky", { detail: true });
product("mountain-tee", { kind: "tshirt", main: "#3f5d4e", accent: "#f6c453", variant: "graphic" }, "lemon", { detail: true });
product("pocket-tee-olive", { kind: "tshirt", main: "#6b7445", accent: "#e8d8a8", variant: "pocket" }, "sand", { alt: { main: "#b5654a" } });
product("vneck-tee-charcoal", { kind: "tshirt", main: "#3b3d44", accent: "#cccccc", variant: "vneck" }, "slate");
product("pullover-hoodie-grey", { kind: "hoodie", main: "#a9adb5", accent: "#f5f5f5" }, "slate", { detail: true, alt: { main: "#2f3e63", bg: "sky" } });
product("zip-hoodie-green", { kind: "hoodie", main: "#2f5e49", accent: "#e9d9a6" }, "sage", { detail: true });
product("summer-hoodie-sand", { kind: "hoodie", main: "#d9c29c", accent: "#8a6d46" }, "sand");
product("colour-block-hoodie", { kind: "hoodie", main: "#d95d4f", accent: "#2f3e63" }, "peach");
product("canvas-cap", { kind: "cap", main: "#d4b483", accent: "#5b4631" }, "sand", { alt: { main: "#2f3e63", accent: "#f4b860", bg: "sky" } });
product("commuter-backpack", { kind: "backpack", main: "#41506b", accent: "#e9a23b" }, "slate", { detail: true, alt: { main: "#7a4b3a", bg: "sand" } });
product("canvas-sneakers", { kind: "sneaker", main: "#e8e2d4", accent: "#d35d47" }, "peach", { detail: true, alt: { main: "#2e3440", accent: "#88c0d0", bg: "sky" } });
product("terracotta-mug", { kind: "mug", main: "#c8694a", accent: "#f1d3b3" }, "peach", { detail: true });
product("speckled-mug-set", { kind: "mug", main: "#ece6da", accent: "#6b5d50", variant: "speckle" }, "sand", { alt: { main: "#9fb8c8", bg: "sky" } });
product("espresso-cup", { kind: "mug", main: "#2c2c30", accent: "#c9a66b", variant: "saucer" }, "lemon");
product("travel-mug", { kind: "bottle", main: "#3f7f8c", accent: "#f1e3c6" }, "cyan", { alt: { main: "#e07a5f", accent: "#3d405b", bg: "peach" } });
product("nordic-lamp", { kind: "lamp", main: "#f0e4cf", accent: "#b08d62" }, "sage", { detail: true });
product("snake-plant", { kind: "plant", main: "#e9e4da", accent: "#3f8f5a" }, "mint", { detail: true });
product("soy-candle", { kind: "candle", main: "#e9dcc9", accent: "#7d8f69" }, "sand");
product("ribbed-vase", { kind: "vase", main: "#e6d5c3", accent: "#d98c6a" }, "rose", { alt: { main: "#9ab0a0", bg: "sage" } });
product("cushion-cover", { kind: "cushion", main: "#e0b15b", accent: "#3c5a7d" }, "lemon", { alt: { main: "#b95e4b", accent: "#f2e3c9", bg: "peach" } });
product("wall-clock", { kind: "clock", main: "#3c4a5c", accent: "#d35d47" }, "slate");
product("steel-bottle", { kind: "bottle", main: "#8fb3a5", accent: "#2f4858" }, "mint", { alt: { main: "#e8b04b", accent: "#2f3e63", bg: "lemon" } });
product("brewing-guide", { kind: "book", main: "#3e5c76", accent: "#e9b872" }, "sky");
product("aura-headphones", { kind: "headphones", main: "#2b2f3a", accent: "#e8a87c" }, "peach", { detail: true, alt: { main: "#f1efe9", accent: "#7aa5d2", bg: "sky" } });
product("pulse-earbuds", { kind: "earbuds", main: "#f7f7f8", accent: "#34c38f" }, "lilac", { detail: true });
product("boom-mini-speaker", { kind: "speaker", main: "#3d5a80", accent: "#ee6c4d", variant: "mini" }, "cyan", { alt: { main: "#5b8c5a", accent: "#f2c14e", bg: "sage" } });
product("bookshelf-speakers", { kind: "speaker", main: "#8b5e3c", accent: "#d9c5a0" }, "sand", { detail: true });
product("analog-watch-tan", { kind: "watch", main: "#a0673d", accent: "#d9d4cc" }, "sand", { detail: true, alt: { main: "#2b2f3a", accent: "#e1c16e", bg: "slate" } });
product("fitness-watch", { kind: "watch", main: "#44506a", accent: "#f472b6", variant: "smart" }, "lilac");
product("power-bank", { kind: "powerbank", main: "#31363f", accent: "#4ade80" }, "mint");
product("usb-c-cable", { kind: "cable", main: "#d35d47", accent: "#c9ccd3" }, "peach");
product("aviator-sunglasses", { kind: "sunglasses", main: "#c9a66b", accent: "#3c4f5c" }, "lemon", { alt: { main: "#2b2b2b", accent: "#6d597a", bg: "lilac" } });
product("instant-camera", { kind: "camera", main: "#9ed0e6", accent: "#f28482" }, "sky", { detail: true, alt: { main: "#f6bd60", bg: "lemon" } });

group("cat-apparel", "peach", [
  { kind: "tshirt", main: "#2f3e63", accent: "#f4b860" },
  { kind: "cap", main: "#d4b483", accent: "#5b4631" },
]);
group("cat-t-shirts", "sky", [
  { kind: "tshirt", main: "#f8f6f1", accent: "#24386b", variant: "stripes" },
  { kind: "tshirt", main: "#3f5d4e", accent: "#f6c453", variant: "graphic" },
]);
group("cat-hoodies", "slate", [
  { kind: "hoodie", main: "#a9adb5", accent: "#f5f5f5" },
  { kind: "hoodie", main: "#2f5e49", accent: "#e9d9a6" },
]);
group("cat-home-kitchen", "sage", [
  { kind: "mug", main: "#c8694a", accent: "#f1d3b3" },
  { kind: "plant", main: "#e9e4da", accent: "#3f8f5a" },
]);
group("cat-mugs", "peach", [
  { kind: "mug", main: "#ece6da", accent: "#6b5d50", variant: "speckle" },
  { kind: "mug", main: "#c8694a", accent: "#f1d3b3", variant: "band" },
]);
group("cat-decor", "sand", [
  { kind: "lamp", main: "#f0e4cf", accent: "#b08d62" },
  { kind: "vase", main: "#e6d5c3", accent: "#d98c6a" },
]);
group("cat-electronics", "lilac", [
  { kind: "headphones", main: "#2b2f3a", accent: "#e8a87c" },
  { kind: "speaker", main: "#3d5a80", accent: "#ee6c4d" },
]);
group("cat-audio", "cyan", [
  { kind: "headphones", main: "#f1efe9", accent: "#7aa5d2" },
  { kind: "earbuds", main: "#f7f7f8", accent: "#34c38f" },
]);
group("cat-accessories", "lemon", [
  { kind: "watch", main: "#a0673d", accent: "#d9d4cc" },
  { kind: "sunglasses", main: "#c9a66b", accent: "#3c4f5c" },
]);
group("col-best-sellers", "rose", [
  { kind: "hoodie", main: "#a9adb5", accent: "#f5f5f5" },
  { kind: "mug", main: "#c8694a", accent: "#f1d3b3" },
  { kind: "headphones", main: "#2b2f3a", accent: "#e8a87c" },
]);
group("col-new-arrivals", "mint", [
  { kind: "sneaker", main: "#e8e2d4", accent: "#d35d47" },
  { kind: "plant", main: "#e9e4da", accent: "#3f8f5a" },
  { kind: "bottle", main: "#8fb3a5", accent: "#2f4858" },
]);
group("col-premium-picks", "sand", [
  { kind: "watch", main: "#2b2f3a", accent: "#e1c16e" },
  { kind: "camera", main: "#9ed0e6", accent: "#f28482" },
]);
hero(
  "hero-demo-1",
  "peach",
  [
    { kind: "tshirt", main: "#2f3e63", accent: "#f4b860" },
    { kind: "headphones", main: "#2b2f3a", accent: "#e8a87c" },
    { kind: "mug", main: "#c8694a", accent: "#f1d3b3" },
    { kind: "plant", main: "#e9e4da", accent: "#3f8f5a" },
  ],
  "desktop",
);
hero(
  "hero-demo-2",
  "sage",
  [
    { kind: "lamp", main: "#f0e4cf", accent: "#b08d62" },
    { kind: "vase", main: "#e6d5c3", accent: "#d98c6a" },
    { kind: "candle", main: "#e9dcc9", accent: "#7d8f69" },
    { kind: "cushion", main: "#e0b15b", accent: "#3c5a7d" },
  ],
  "desktop",
);
hero(
  "hero-demo-mobile",
  "peach",
  [
    { kind: "tshirt", main: "#2f3e63", accent: "#f4b860" },
    { kind: "plant", main: "#e9e4da", accent: "#3f8f5a" },
    { kind: "mug", main: "#c8694a", accent: "#f1d3b3" },
  ],
  "mobile",
);

// Gadget Hub (USD) -------------------------------------------------------------
product("nova-x-phone", { kind: "phone", main: "#6d5dfc", accent: "#fbbf24" }, "violet", { detail: true, alt: { variant: "back", main: "#c7d2fe" } });
product("nova-lite-phone", { kind: "phone", main: "#0ea5e9", accent: "#f472b6" }, "cyan", { alt: { variant: "back", main: "#99f6e4" } });
product("pixelite-phone", { kind: "phone", main: "#10b981", accent: "#fde68a", variant: "back" }, "mint");
product("slate-tab-11", { kind: "tablet", main: "#8b5cf6", accent: "#fcd34d" }, "lilac", { detail: true });
product("slate-tab-mini", { kind: "tablet", main: "#f97316", accent: "#fef3c7" }, "peach");
product("airbook-14", { kind: "laptop", main: "#7c3aed", accent: "#fbbf24" }, "violet", { detail: true });
product("probook-16", { kind: "laptop", main: "#1e3a8a", accent: "#38bdf8" }, "sky", { detail: true });
product("chromebook-go", { kind: "laptop", main: "#0d9488", accent: "#fde047" }, "mint");
product("mech-keyboard", { kind: "keyboard", main: "#2b2d33", accent: "#a78bfa" }, "graphite", { detail: true });
product("ergo-mouse", { kind: "mouse", main: "#3f3f46", accent: "#a78bfa" }, "violet");
product("studio-anc-headphones", { kind: "headphones", main: "#1f2937", accent: "#a78bfa" }, "violet", { detail: true, alt: { main: "#e5e7eb", accent: "#7c3aed", bg: "graphite" } });
product("buds-pro", { kind: "earbuds", main: "#f8fafc", accent: "#7c3aed" }, "cyan");
product("sport-headphones", { kind: "headphones", main: "#dc2626", accent: "#111827" }, "rose");
product("pulse-speaker", { kind: "speaker", main: "#312e81", accent: "#22d3ee", variant: "mini" }, "violet", { alt: { main: "#065f46", accent: "#fbbf24", bg: "mint" } });
product("tower-speaker", { kind: "speaker", main: "#27272a", accent: "#a78bfa" }, "graphite", { detail: true });
product("fast-charge-bank", { kind: "powerbank", main: "#e5e7eb", accent: "#7c3aed" }, "lilac");

group("cat-phones-tablets", "violet", [
  { kind: "phone", main: "#6d5dfc", accent: "#fbbf24" },
  { kind: "tablet", main: "#8b5cf6", accent: "#fcd34d" },
]);
group("cat-smartphones", "cyan", [
  { kind: "phone", main: "#0ea5e9", accent: "#f472b6" },
  { kind: "phone", main: "#10b981", accent: "#fde68a", variant: "back" },
]);
group("cat-tablets", "lilac", [{ kind: "tablet", main: "#8b5cf6", accent: "#fcd34d" }]);
group("cat-computers", "sky", [
  { kind: "laptop", main: "#1e3a8a", accent: "#38bdf8" },
  { kind: "mouse", main: "#3f3f46", accent: "#a78bfa" },
]);
group("cat-laptops", "violet", [{ kind: "laptop", main: "#7c3aed", accent: "#fbbf24" }]);
group("cat-peripherals", "graphite", [
  { kind: "keyboard", main: "#2b2d33", accent: "#a78bfa" },
  { kind: "mouse", main: "#3f3f46", accent: "#a78bfa" },
]);
group("cat-gadget-audio", "violet", [
  { kind: "headphones", main: "#1f2937", accent: "#a78bfa" },
  { kind: "speaker", main: "#312e81", accent: "#22d3ee" },
]);
group("cat-headphones", "rose", [
  { kind: "headphones", main: "#dc2626", accent: "#111827" },
  { kind: "earbuds", main: "#f8fafc", accent: "#7c3aed" },
]);
group("cat-speakers", "graphite", [
  { kind: "speaker", main: "#27272a", accent: "#a78bfa" },
  { kind: "speaker", main: "#312e81", accent: "#22d3ee", variant: "mini" },
]);
group("col-staff-picks", "violet", [
  { kind: "laptop", main: "#7c3aed", accent: "#fbbf24" },
  { kind: "headphones", main: "#1f2937", accent: "#a78bfa" },
  { kind: "phone", main: "#6d5dfc", accent: "#fbbf24" },
]);
hero(
  "hero-gadgets-1",
  "violet",
  [
    { kind: "laptop", main: "#7c3aed", accent: "#fbbf24" },
    { kind: "headphones", main: "#1f2937", accent: "#a78bfa" },
    { kind: "phone", main: "#6d5dfc", accent: "#fbbf24" },
    { kind: "earbuds", main: "#f8fafc", accent: "#7c3aed" },
  ],
  "desktop",
);
hero(
  "hero-gadgets-2",
  "cyan",
  [
    { kind: "speaker", main: "#27272a", accent: "#a78bfa" },
    { kind: "tablet", main: "#0ea5e9", accent: "#f472b6" },
    { kind: "watch", main: "#44506a", accent: "#f472b6", variant: "smart" },
    { kind: "speaker", main: "#312e81", accent: "#22d3ee", variant: "mini" },
  ],
  "desktop",
);
hero(
  "hero-gadgets-mobile",
  "violet",
  [
    { kind: "laptop", main: "#7c3aed", accent: "#fbbf24" },
    { kind: "phone", main: "#6d5dfc", accent: "#fbbf24" },
    { kind: "headphones", main: "#1f2937", accent: "#a78bfa" },
  ],
  "mobile",
);

// ---------------------------------------------------------------- rendering

function render(spec: Spec): string {
  const { w, h } = spec;
  const [c1, c2] = BG[spec.bg];
  const rand = seeded(spec.name);
  const r = (min: number, max: number) => Math.round(min + rand() * (max - min));
  const blobs =
    `<circle cx="${r(0, w * 0.35)}" cy="${r(0, h * 0.3)}" r="${r(h * 0.18, h * 0.3)}" fill="#fff" opacity=".35"/>` +
    `<circle cx="${r(w * 0.65, w)}" cy="${r(h * 0.7, h)}" r="${r(h * 0.2, h * 0.34)}" fill="${c2}" opacity=".6"/>` +
    `<circle cx="${r(w * 0.6, w * 0.95)}" cy="${r(h * 0.08, h * 0.3)}" r="${r(12, 26)}" fill="#fff" opacity=".5"/>`;
  const items = spec.items
    .map((it, i) => {
      const body = ITEMS[it.kind](it, `${i}`);
      return it.s === 1 && it.x === 0 && it.y === 0 ? body : `<g transform="translate(${it.x} ${it.y}) scale(${it.s})">${body}</g>`;
    })
    .join("");
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">` +
    `<defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${c1}"/><stop offset="1" stop-color="${c2}"/></linearGradient></defs>` +
    `<rect width="${w}" height="${h}" fill="url(#bg)"/>${blobs}${items}</svg>\n`
  );
}

/** The demo stores' logos: small hand-drawn marks, written as they are. */
const LOGOS: Record<string, string> = {
  "logo-demo":
    `<svg xmlns="http://www.w3.org/2000/svg" width="96" height="96" viewBox="0 0 96 96"><rect width="96" height="96" rx="22" fill="#2f3e63"/><path d="M30 34h36l-4 34a6 6 0 0 1-6 5H40a6 6 0 0 1-6-5z" fill="#f4b860"/><path d="M38 36v-6a10 10 0 0 1 20 0v6" fill="none" stroke="#f7f5f0" stroke-width="5" stroke-linecap="round"/></svg>\n`,
  "logo-gadgets":
    `<svg xmlns="http://www.w3.org/2000/svg" width="96" height="96" viewBox="0 0 96 96"><rect width="96" height="96" rx="22" fill="#7c3aed"/><rect x="30" y="20" width="36" height="56" rx="7" fill="#f5f3ff"/><rect x="35" y="27" width="26" height="36" rx="3" fill="#a78bfa"/><circle cx="48" cy="69" r="3" fill="#7c3aed"/></svg>\n`,
};

function main() {
  mkdirSync(OUT_DIR, { recursive: true });
  const names = new Set<string>(Object.keys(LOGOS));
  for (const spec of specs) {
    if (names.has(spec.name)) throw new Error(`duplicate image name: ${spec.name}`);
    names.add(spec.name);
  }
  // Remove stale generated files so renamed pictures do not linger.
  for (const f of readdirSync(OUT_DIR)) if (f.endsWith(".svg") && !names.has(f.slice(0, -4))) rmSync(path.join(OUT_DIR, f));
  let total = 0;
  for (const spec of specs) {
    const svg = render(spec);
    const bytes = Buffer.byteLength(svg);
    if (bytes > MAX_BYTES) throw new Error(`${spec.name}.svg is ${bytes} bytes (limit ${MAX_BYTES})`);
    writeFileSync(path.join(OUT_DIR, `${spec.name}.svg`), svg);
    total += bytes;
  }
  for (const [name, svg] of Object.entries(LOGOS)) writeFileSync(path.join(OUT_DIR, `${name}.svg`), svg);
  console.log(`Wrote ${specs.length + Object.keys(LOGOS).length} SVG files (${(total / 1024).toFixed(1)} KB) to ${path.relative(process.cwd(), OUT_DIR)}`);
}

main();
