/**
 * The demo catalogue: two stores, their owners, products, collections, menus and pages, as plain data.
 * db/seed.ts turns it into rows. Pictures are the generated SVGs in public/assets/demo
 * (scripts/generate-demo-images.ts). Money is a decimal string in the store's currency.
 */
import type { CollectionCriteria, Dimensions, PriceRange, ProductStatus } from "./schema";

// ---------------------------------------------------------------- types

export type SeedUser = { email: string; password: string; firstName: string; lastName: string };

export type SeedCategory = {
  name: string;
  description: string;
  image: string;
  children?: SeedCategory[];
};

export type SeedProduct = {
  name: string;
  /** Slug of the category (a subcategory or a top-level one); null: uncategorised. */
  category: string | null;
  sku: string;
  price: string;
  compareAtPrice?: string;
  costPrice?: string;
  quantity: number;
  trackQuantity?: boolean;
  weight?: string;
  weightUnit?: "kg" | "g" | "lb" | "oz";
  dimensions?: Dimensions;
  requiresShipping?: boolean;
  hsnCode?: string;
  /** Whether the store's tax rule applies (default true when the store has one). */
  taxed?: boolean;
  status?: ProductStatus;
  tags: string[];
  shortDescription: string;
  description: string;
  images: string[];
  /** How long ago the product was added, so "Newest First" has something to sort. */
  daysAgo: number;
  /**
   * Options and one variant per combination (db/seed.ts writes them in place of the default variant; the
   * product's price, stock and SKU above are then only what the database summarises from them).
   */
  variants?: SeedVariants;
};

export type SeedVariant = { options: string[]; price: string; compareAtPrice?: string; sku: string; quantity: number; image?: string };
export type SeedVariants = { options: { name: string; values: string[] }[]; rows: SeedVariant[] };

/**
 * Variants for every combination of sizes (and colours), in that order, with stock from `stock` (one number
 * per combination, same order; 0 = sold out) and a surcharge on some sizes. Deterministic.
 */
function apparel(
  sku: string,
  price: string,
  compareAtPrice: string | undefined,
  sizes: string[],
  colours: string[] | null,
  stock: number[],
  surcharge: Record<string, number> = {},
  /** A colour's own picture (one of the product's images). */
  pictures: Record<string, string> = {},
): SeedVariants {
  const combos = sizes.flatMap((size) => (colours ? colours.map((c) => [size, c]) : [[size]]));
  if (combos.length !== stock.length) throw new Error(`seed: ${sku} has ${combos.length} combinations and ${stock.length} stock figures`);
  const bump = (base: string | undefined, size: string) => (base === undefined ? undefined : (Number(base) + (surcharge[size] ?? 0)).toFixed(2));
  return {
    options: [{ name: "Size", values: sizes }, ...(colours ? [{ name: "Colour", values: colours }] : [])],
    rows: combos.map((options, i) => ({
      options,
      price: bump(price, options[0])!,
      compareAtPrice: bump(compareAtPrice, options[0]),
      sku: [sku, ...options.map((o) => o.replace(/\s+/g, "").slice(0, 3).toUpperCase())].join("-"),
      quantity: stock[i],
      image: options[1] ? pictures[options[1]] : undefined,
    })),
  };
}

const SIZES = ["S", "M", "L", "XL"];

export type SeedCollection = {
  name: string;
  description: string;
  image: string;
  /** Manual collections list product names in display order; smart ones give criteria. */
  products?: string[];
  criteria?: CollectionCriteria;
};

export type SeedMenuItem = {
  label: string;
  linkType?: "internal" | "external";
  linkTarget: string;
  openInNewTab?: boolean;
  children?: SeedMenuItem[];
};

export type SeedMenu = { name: string; location: "header" | "footer" | "sidebar"; items: SeedMenuItem[] };

export type SeedTaxRule = {
  name: string;
  levels: {
    level: 1 | 2;
    labelName: string;
    taxRate: string;
    country: string | null;
    applyToAllCountries?: boolean;
    state: string | null;
    applyToAllStates?: boolean;
  }[];
};

export type SeedShippingTier = {
  name: string;
  shippingType: "domestic" | "international";
  pricingType: "fixed" | "variable";
  fixedPrice?: string;
  freeAbove?: string;
  priceRanges?: PriceRange[];
  countries?: string[];
  deliveryTime: string;
};

export type SeedPage = { title: string; metaDescription: string; content: string };

export type SeedStore = {
  tenant: {
    name: string;
    slug: string;
    description: string;
    country: string;
    state?: string;
    currency: string;
    primaryColor?: string;
    secondaryColor?: string;
    /** The store's logo (a committed demo image), so the demo store starts out complete. */
    logo?: string;
    codEnabled: boolean;
    codCharges: string;
    codMinOrder: string;
    taxEnabled: boolean;
    taxationType: "exclusive" | "inclusive";
    subscriptionPlan: "monthly" | "yearly";
    /** Days of free trial from the moment of seeding. */
    trialDays: number;
  };
  owner: SeedUser;
  customers: (SeedUser & {
    address: { address1: string; address2?: string; city: string; state: string; zipCode: string; country: string; phone: string };
  })[];
  categories: SeedCategory[];
  taxRules: SeedTaxRule[];
  products: SeedProduct[];
  collections: SeedCollection[];
  menus: SeedMenu[];
  shippingTiers: SeedShippingTier[];
  hero: { title: string; subtitle: string; buttonLabel: string; buttonUrl: string; desktopImages: string[]; mobileImages: string[] };
  theme: { bannerText: string; bannerSubtitle: string; bannerButtonLabel: string; bannerImage: string };
  pages: SeedPage[];
};

/** "/assets/demo/<name>.svg" for each name. */
const img = (...names: string[]) => names.map((n) => `/assets/demo/${n}.svg`);
const one = (name: string) => `/assets/demo/${name}.svg`;

// ---------------------------------------------------------------- people

export const PLATFORM_ADMIN: SeedUser = {
  email: "admin@example.com",
  password: "admin12345",
  firstName: "Platform",
  lastName: "Admin",
};

// ---------------------------------------------------------------- Demo Store (India, INR)

const demoCategories: SeedCategory[] = [
  {
    name: "Apparel",
    description: "Soft, breathable basics in organic cotton and brushed fleece, cut for everyday wear.",
    image: one("cat-apparel"),
    children: [
      {
        name: "T-Shirts",
        description: "Crew necks, pocket tees and prints in 180 GSM combed cotton.",
        image: one("cat-t-shirts"),
      },
      {
        name: "Hoodies",
        description: "Pullovers and zip-ups in heavyweight fleece for cool evenings.",
        image: one("cat-hoodies"),
      },
    ],
  },
  {
    name: "Home & Kitchen",
    description: "Handmade ceramics, warm lighting and small touches that make a house feel like home.",
    image: one("cat-home-kitchen"),
    children: [
      {
        name: "Mugs",
        description: "Stoneware mugs and cups, glazed by hand and safe for the dishwasher.",
        image: one("cat-mugs"),
      },
      {
        name: "Decor",
        description: "Lamps, vases, candles and cushions in calm, natural tones.",
        image: one("cat-decor"),
      },
    ],
  },
  {
    name: "Electronics",
    description: "Good-sounding, long-lasting gear for work, travel and weekends.",
    image: one("cat-electronics"),
    children: [
      {
        name: "Audio",
        description: "Headphones, earbuds and speakers tuned for clear, balanced sound.",
        image: one("cat-audio"),
      },
      {
        name: "Accessories",
        description: "Watches, power banks, cables and shades to round out your kit.",
        image: one("cat-accessories"),
      },
    ],
  },
];

const demoProducts: SeedProduct[] = [
  // T-Shirts
  {
    name: "Classic Crew Neck Tee - Navy",
    category: "t-shirts",
    sku: "DEMO-TS-001",
    price: "599.00",
    compareAtPrice: "799.00",
    costPrice: "240.00",
    quantity: 120,
    weight: "0.20",
    weightUnit: "kg",
    hsnCode: "6109",
    tags: ["cotton", "basics", "bestseller"],
    shortDescription: "The everyday crew neck in soft combed cotton.",
    description:
      "<p>Our most-loved tee, made from 180 GSM combed cotton that gets softer with every wash.</p><ul><li>Regular fit, ribbed crew neck</li><li>Pre-shrunk, colour-fast dye</li><li>Machine wash cold</li></ul>",
    images: img("crew-tee-navy", "crew-tee-navy-2", "crew-tee-navy-3"),
    daysAgo: 58,
    variants: apparel("DEMO-TS-001", "599.00", "799.00", SIZES, ["Navy", "White", "Black"], [10, 8, 12, 15, 0, 9, 14, 11, 10, 6, 7, 0], { XL: 50 }),
  },
  {
    name: "Organic Cotton Tee - White",
    category: "t-shirts",
    sku: "DEMO-TS-002",
    price: "699.00",
    costPrice: "280.00",
    quantity: 85,
    weight: "0.20",
    weightUnit: "kg",
    hsnCode: "6109",
    tags: ["organic", "cotton", "basics"],
    shortDescription: "GOTS-certified organic cotton in a crisp, clean white.",
    description:
      "<p>Grown without pesticides and knitted in Tiruppur, this white tee is the base layer for everything.</p><ul><li>100% organic cotton</li><li>Slightly longer body, taped shoulders</li><li>Available in sizes XS to XXL</li></ul>",
    images: img("organic-tee-white", "organic-tee-white-2"),
    daysAgo: 52,
    variants: apparel("DEMO-TS-002", "699.00", undefined, SIZES, null, [20, 25, 25, 15]),
  },
  {
    name: "Striped Breton Tee",
    category: "t-shirts",
    sku: "DEMO-TS-003",
    price: "899.00",
    compareAtPrice: "1199.00",
    costPrice: "360.00",
    quantity: 0,
    weight: "0.22",
    weightUnit: "kg",
    hsnCode: "6109",
    tags: ["stripes", "cotton", "classic"],
    shortDescription: "A French classic with navy stripes on an off-white base.",
    description:
      "<p>Inspired by the sailors' shirts of Brittany: a relaxed boat-neck tee with woven-in stripes.</p><ul><li>Heavy cotton jersey</li><li>Boxy, relaxed fit</li><li>Stripes are knitted in, never printed</li></ul>",
    images: img("breton-tee", "breton-tee-2"),
    daysAgo: 45,
  },
  {
    name: "Mountain Sunrise Graphic Tee",
    category: "t-shirts",
    sku: "DEMO-TS-004",
    price: "749.00",
    costPrice: "300.00",
    quantity: 3,
    weight: "0.21",
    weightUnit: "kg",
    hsnCode: "6109",
    tags: ["graphic", "outdoors", "cotton"],
    shortDescription: "A soft-hand screen print of a sunrise over the hills.",
    description:
      "<p>Printed with water-based inks that stay soft and breathable, on a forest-green tee.</p><ul><li>Water-based screen print</li><li>Regular fit</li><li>Wash inside out to keep the print crisp</li></ul>",
    images: img("mountain-tee", "mountain-tee-2"),
    daysAgo: 12,
    variants: apparel("DEMO-TS-004", "749.00", undefined, SIZES, null, [0, 2, 1, 0]),
  },
  {
    name: "Oversized Pocket Tee - Olive",
    category: "t-shirts",
    sku: "DEMO-TS-005",
    price: "799.00",
    compareAtPrice: "999.00",
    costPrice: "320.00",
    quantity: 64,
    weight: "0.24",
    weightUnit: "kg",
    hsnCode: "6109",
    tags: ["oversized", "pocket", "cotton"],
    shortDescription: "Dropped shoulders, a chest pocket and an easy, roomy cut.",
    description:
      "<p>An oversized fit that drapes rather than clings, in a garment-dyed olive that looks lived-in from day one.</p><ul><li>Dropped shoulders</li><li>Patch chest pocket</li><li>Garment dyed for a soft, vintage feel</li></ul>",
    images: img("pocket-tee-olive", "pocket-tee-olive-3"),
    daysAgo: 6,
    variants: apparel("DEMO-TS-005", "799.00", "999.00", ["S", "M", "L"], null, [30, 0, 34]),
  },
  {
    name: "V-Neck Essential Tee - Charcoal",
    category: "t-shirts",
    sku: "DEMO-TS-006",
    price: "649.00",
    costPrice: "250.00",
    quantity: 40,
    weight: "0.19",
    weightUnit: "kg",
    hsnCode: "6109",
    status: "draft",
    tags: ["basics", "v-neck"],
    shortDescription: "A slim V-neck for layering under shirts and jackets.",
    description: "<p>A lightweight V-neck in charcoal melange. Launching soon.</p>",
    images: img("vneck-tee-charcoal"),
    daysAgo: 2,
  },
  // Hoodies
  {
    name: "Everyday Pullover Hoodie - Heather Grey",
    category: "hoodies",
    sku: "DEMO-HD-001",
    price: "1899.00",
    compareAtPrice: "2499.00",
    costPrice: "820.00",
    quantity: 75,
    weight: "0.55",
    weightUnit: "kg",
    hsnCode: "6110",
    tags: ["fleece", "bestseller", "winter"],
    shortDescription: "Brushed-back fleece, a lined hood and a roomy kangaroo pocket.",
    description:
      "<p>The hoodie you will reach for every morning: 320 GSM cotton-rich fleece, brushed on the inside for warmth.</p><ul><li>Double-layer hood with flat drawcords</li><li>Ribbed cuffs and hem</li><li>Kangaroo pocket</li></ul>",
    images: img("pullover-hoodie-grey", "pullover-hoodie-grey-2", "pullover-hoodie-grey-3"),
    daysAgo: 55,
    variants: apparel("DEMO-HD-001", "1899.00", "2499.00", SIZES, ["Heather Grey", "Navy", "Black"], [8, 5, 6, 10, 7, 0, 9, 6, 8, 0, 4, 5], { XL: 100 }, { Navy: img("pullover-hoodie-grey-3")[0] }),
  },
  {
    name: "Zip-Up Fleece Hoodie - Forest Green",
    category: "hoodies",
    sku: "DEMO-HD-002",
    price: "2299.00",
    costPrice: "980.00",
    quantity: 0,
    weight: "0.62",
    weightUnit: "kg",
    hsnCode: "6110",
    tags: ["fleece", "zip", "winter"],
    shortDescription: "A full-zip hoodie in deep forest green with metal trims.",
    description:
      "<p>A heavyweight zip-up with a smooth YKK zip and side-seam pockets. Back in stock soon.</p><ul><li>360 GSM fleece</li><li>Metal zip and aglets</li><li>Relaxed fit</li></ul>",
    images: img("zip-hoodie-green", "zip-hoodie-green-2"),
    daysAgo: 40,
    variants: apparel("DEMO-HD-002", "2299.00", undefined, SIZES, null, [0, 0, 0, 0]),
  },
  {
    name: "Lightweight Summer Hoodie - Sand",
    category: "hoodies",
    sku: "DEMO-HD-003",
    price: "1599.00",
    compareAtPrice: "1999.00",
    costPrice: "640.00",
    quantity: 48,
    weight: "0.38",
    weightUnit: "kg",
    hsnCode: "6110",
    tags: ["lightweight", "summer"],
    shortDescription: "A French-terry hoodie for breezy evenings and air-conditioned offices.",
    description:
      "<p>Loopback French terry keeps it light and breathable. The sand colour goes with everything.</p><ul><li>240 GSM French terry</li><li>Unlined hood</li><li>Pre-washed for softness</li></ul>",
    images: img("summer-hoodie-sand"),
    daysAgo: 9,
    variants: apparel("DEMO-HD-003", "1599.00", "1999.00", SIZES, null, [12, 14, 12, 10]),
  },
  {
    name: "Colour Block Hoodie (2023 Edition)",
    category: "hoodies",
    sku: "DEMO-HD-004",
    price: "1799.00",
    costPrice: "760.00",
    quantity: 0,
    weight: "0.55",
    weightUnit: "kg",
    hsnCode: "6110",
    status: "archived",
    tags: ["fleece", "limited"],
    shortDescription: "Last season's coral and navy colour-block pullover.",
    description: "<p>A limited run from last winter, kept here for past orders.</p>",
    images: img("colour-block-hoodie"),
    daysAgo: 60,
  },
  // Apparel (top level)
  {
    name: "Canvas Baseball Cap",
    category: "apparel",
    sku: "DEMO-AP-001",
    price: "499.00",
    costPrice: "170.00",
    quantity: 150,
    weight: "120",
    weightUnit: "g",
    hsnCode: "6505",
    tags: ["cap", "canvas", "accessories"],
    shortDescription: "A six-panel cap in washed cotton canvas with an adjustable strap.",
    description:
      "<p>Structured enough to hold its shape, washed so it feels broken-in.</p><ul><li>Six panels, embroidered eyelets</li><li>Adjustable brass buckle</li><li>One size fits most</li></ul>",
    images: img("canvas-cap", "canvas-cap-3"),
    daysAgo: 33,
  },
  {
    name: "Urban Commuter Backpack",
    category: "apparel",
    sku: "DEMO-AP-002",
    price: "2799.00",
    compareAtPrice: "3499.00",
    costPrice: "1250.00",
    quantity: 2,
    weight: "0.90",
    weightUnit: "kg",
    dimensions: { length: 30, width: 14, height: 45, unit: "cm" },
    hsnCode: "4202",
    tags: ["backpack", "travel", "laptop"],
    shortDescription: "A 22-litre water-resistant backpack with a padded 15\" laptop sleeve.",
    description:
      "<p>Built for the daily ride: water-resistant recycled polyester, a padded back panel and a quick-access front pocket.</p><ul><li>22 L capacity</li><li>Padded sleeve fits 15-inch laptops</li><li>Luggage pass-through strap</li></ul>",
    images: img("commuter-backpack", "commuter-backpack-2", "commuter-backpack-3"),
    daysAgo: 27,
  },
  {
    name: "Minimal Canvas Sneakers",
    category: "apparel",
    sku: "DEMO-AP-003",
    price: "2499.00",
    compareAtPrice: "2999.00",
    costPrice: "1100.00",
    quantity: 36,
    weight: "0.80",
    weightUnit: "kg",
    hsnCode: "6404",
    tags: ["shoes", "canvas", "new"],
    shortDescription: "Low-top canvas sneakers on a cushioned natural-rubber sole.",
    description:
      "<p>Clean lines, a contrast swoosh and a vulcanised rubber sole that grips in the rain.</p><ul><li>Cotton canvas upper</li><li>Removable cushioned insole</li><li>Sizes UK 5 to 11</li></ul>",
    images: img("canvas-sneakers", "canvas-sneakers-2", "canvas-sneakers-3"),
    daysAgo: 4,
  },
  // Mugs
  {
    name: "Stoneware Coffee Mug - Terracotta",
    category: "mugs",
    sku: "DEMO-MG-001",
    price: "449.00",
    costPrice: "160.00",
    quantity: 140,
    weight: "350",
    weightUnit: "g",
    hsnCode: "6912",
    tags: ["ceramic", "coffee", "bestseller"],
    shortDescription: "A 350 ml hand-glazed stoneware mug in warm terracotta.",
    description:
      "<p>Thrown and glazed by hand in Khurja, so no two are exactly alike.</p><ul><li>350 ml capacity</li><li>Microwave and dishwasher safe</li><li>Lead-free glaze</li></ul>",
    images: img("terracotta-mug", "terracotta-mug-2"),
    daysAgo: 50,
  },
  {
    name: "Speckled Ceramic Mug Set of 2",
    category: "mugs",
    sku: "DEMO-MG-002",
    price: "799.00",
    compareAtPrice: "999.00",
    costPrice: "300.00",
    quantity: 60,
    weight: "800",
    weightUnit: "g",
    hsnCode: "6912",
    tags: ["ceramic", "gift", "set"],
    shortDescription: "Two speckled cream mugs, boxed and ready to gift.",
    description:
      "<p>A pair of speckled mugs with a satin finish and a comfortable, chunky handle.</p><ul><li>2 x 300 ml mugs</li><li>Gift box included</li><li>Dishwasher safe</li></ul>",
    images: img("speckled-mug-set", "speckled-mug-set-3"),
    daysAgo: 30,
  },
  {
    name: "Matte Black Espresso Cup",
    category: "mugs",
    sku: "DEMO-MG-003",
    price: "349.00",
    costPrice: "120.00",
    quantity: 95,
    weight: "150",
    weightUnit: "g",
    hsnCode: "6912",
    tags: ["ceramic", "espresso"],
    shortDescription: "A 90 ml espresso cup and saucer in matte black.",
    description:
      "<p>Thick walls keep your shot hot; the matte glaze feels great in the hand.</p><ul><li>90 ml cup with saucer</li><li>Dishwasher safe</li></ul>",
    images: img("espresso-cup"),
    daysAgo: 21,
  },
  {
    name: "Insulated Travel Mug",
    category: "mugs",
    sku: "DEMO-MG-004",
    price: "999.00",
    compareAtPrice: "1299.00",
    costPrice: "420.00",
    quantity: 110,
    weight: "0.40",
    weightUnit: "kg",
    hsnCode: "7323",
    tags: ["travel", "insulated", "steel"],
    shortDescription: "Keeps coffee hot for 6 hours and cold brew cold for 12.",
    description:
      "<p>Double-wall vacuum-insulated steel with a leak-proof lid that fits most car cup holders.</p><ul><li>450 ml</li><li>BPA-free lid with carry loop</li><li>Hand wash only</li></ul>",
    images: img("travel-mug", "travel-mug-3"),
    daysAgo: 15,
  },
  // Decor
  {
    name: "Nordic Table Lamp",
    category: "decor",
    sku: "DEMO-DC-001",
    price: "2499.00",
    compareAtPrice: "3299.00",
    costPrice: "1150.00",
    quantity: 4,
    weight: "1.80",
    weightUnit: "kg",
    dimensions: { length: 25, width: 25, height: 48, unit: "cm" },
    hsnCode: "9405",
    tags: ["lighting", "bedroom", "bestseller"],
    shortDescription: "A linen shade on a slim oak stem: warm light for reading corners.",
    description:
      "<p>A calm, Scandinavian-style lamp with a natural linen shade and a solid oak base.</p><ul><li>E27 holder, bulb not included</li><li>1.8 m fabric cable with inline switch</li><li>Height 48 cm</li></ul>",
    images: img("nordic-lamp", "nordic-lamp-2"),
    daysAgo: 37,
  },
  {
    name: "Snake Plant in Ceramic Pot",
    category: "decor",
    sku: "DEMO-DC-002",
    price: "899.00",
    costPrice: "350.00",
    quantity: 25,
    weight: "2.50",
    weightUnit: "kg",
    hsnCode: "0602",
    taxed: false,
    tags: ["plants", "indoor", "new"],
    shortDescription: "An easy-care air-purifying plant, potted and ready to place.",
    description:
      "<p>Snake plants thrive on neglect: water every two to three weeks and keep out of harsh afternoon sun.</p><ul><li>Plant height 35 to 45 cm</li><li>Matte ceramic pot with drainage hole</li><li>Shipped in a protective box</li></ul>",
    images: img("snake-plant", "snake-plant-2"),
    daysAgo: 3,
  },
  {
    name: "Hand-Poured Soy Candle - Sandalwood",
    category: "decor",
    sku: "DEMO-DC-003",
    price: "599.00",
    costPrice: "210.00",
    quantity: 5,
    weight: "300",
    weightUnit: "g",
    hsnCode: "3406",
    tags: ["candle", "fragrance", "gift"],
    shortDescription: "Mysore sandalwood and vetiver in a reusable glass jar.",
    description:
      "<p>Small-batch soy wax with a cotton wick for a clean, slow burn of about 40 hours.</p><ul><li>200 g soy wax</li><li>Notes of sandalwood, vetiver and amber</li><li>Trim the wick to 5 mm before each use</li></ul>",
    images: img("soy-candle"),
    daysAgo: 18,
  },
  {
    name: "Ribbed Ceramic Vase",
    category: "decor",
    sku: "DEMO-DC-004",
    price: "1099.00",
    compareAtPrice: "1399.00",
    costPrice: "450.00",
    quantity: 0,
    weight: "0.90",
    weightUnit: "kg",
    hsnCode: "6913",
    tags: ["vase", "ceramic"],
    shortDescription: "A fluted stoneware vase for dried stems and fresh flowers alike.",
    description:
      "<p>Deep vertical ribs catch the light beautifully. Glazed inside, so it holds water.</p><ul><li>Height 24 cm</li><li>Watertight glaze</li><li>Each piece varies slightly</li></ul>",
    images: img("ribbed-vase", "ribbed-vase-3"),
    daysAgo: 24,
  },
  {
    name: "Handwoven Cushion Cover",
    category: "decor",
    sku: "DEMO-DC-005",
    price: "699.00",
    compareAtPrice: "899.00",
    costPrice: "260.00",
    quantity: 0,
    trackQuantity: false,
    weight: "200",
    weightUnit: "g",
    hsnCode: "6304",
    tags: ["handmade", "textiles", "made-to-order"],
    shortDescription: "Woven to order on handlooms in Panipat: mustard with an indigo diamond.",
    description:
      "<p>Each cover is woven to order by our weaving partners, so it never runs out.</p><ul><li>45 x 45 cm, cushion insert not included</li><li>Hidden zip closure</li><li>Ships in 5 to 7 days</li></ul>",
    images: img("cushion-cover", "cushion-cover-3"),
    daysAgo: 14,
  },
  {
    name: "Minimalist Wall Clock",
    category: "decor",
    sku: "DEMO-DC-006",
    price: "1499.00",
    costPrice: "600.00",
    quantity: 20,
    weight: "0.70",
    weightUnit: "kg",
    hsnCode: "9105",
    status: "draft",
    tags: ["clock", "wall"],
    shortDescription: "A silent-sweep 30 cm wall clock with a slate frame.",
    description: "<p>No ticking, just a smooth sweep. Photography in progress.</p>",
    images: img("wall-clock"),
    daysAgo: 1,
  },
  // Home & Kitchen (top level)
  {
    name: "Stainless Steel Water Bottle",
    category: "home-kitchen",
    sku: "DEMO-HK-001",
    price: "899.00",
    compareAtPrice: "1199.00",
    costPrice: "380.00",
    quantity: 200,
    weight: "0.35",
    weightUnit: "kg",
    hsnCode: "7323",
    tags: ["bottle", "steel", "new"],
    shortDescription: "A 750 ml insulated bottle with a loop cap that fits in bag pockets.",
    description:
      "<p>Vacuum-insulated 18/8 steel keeps water cold for 24 hours, and it never tastes metallic.</p><ul><li>750 ml</li><li>Powder-coated, sweat-free finish</li><li>Leak-proof loop cap</li></ul>",
    images: img("steel-bottle", "steel-bottle-3"),
    daysAgo: 5,
  },
  {
    name: "Home Barista Brewing Guide (eBook)",
    category: "home-kitchen",
    sku: "DEMO-HK-002",
    price: "299.00",
    quantity: 0,
    trackQuantity: false,
    requiresShipping: false,
    hsnCode: "4901",
    taxed: false,
    tags: ["ebook", "coffee", "digital"],
    shortDescription: "A 60-page illustrated PDF on brewing great coffee at home.",
    description:
      "<p>From pour-over to French press to stovetop espresso: ratios, grind sizes and step-by-step recipes.</p><ul><li>60 pages, PDF</li><li>Download link sent by email after payment</li><li>Nothing is shipped</li></ul>",
    images: img("brewing-guide"),
    daysAgo: 20,
  },
  // Audio
  {
    name: "Aura Wireless Headphones",
    category: "audio",
    sku: "DEMO-AU-001",
    price: "7999.00",
    compareAtPrice: "9999.00",
    costPrice: "4200.00",
    quantity: 42,
    weight: "0.28",
    weightUnit: "kg",
    hsnCode: "8518",
    tags: ["headphones", "bluetooth", "bestseller"],
    shortDescription: "Over-ear headphones with active noise cancelling and 40-hour battery.",
    description:
      "<p>Plush memory-foam cushions, hybrid noise cancelling and a warm, detailed sound signature.</p><ul><li>40 hours of playback, USB-C fast charge</li><li>Multipoint Bluetooth 5.3</li><li>Foldable, with a hard travel case</li></ul>",
    images: img("aura-headphones", "aura-headphones-2", "aura-headphones-3"),
    daysAgo: 48,
  },
  {
    name: "Pulse True Wireless Earbuds",
    category: "audio",
    sku: "DEMO-AU-002",
    price: "3499.00",
    compareAtPrice: "4999.00",
    costPrice: "1700.00",
    quantity: 88,
    weight: "60",
    weightUnit: "g",
    hsnCode: "8518",
    tags: ["earbuds", "bluetooth", "new"],
    shortDescription: "Pocket-size earbuds with punchy bass and IPX5 sweat resistance.",
    description:
      "<p>Three sizes of ear tips, touch controls and a case that tops them up three times over.</p><ul><li>7 h per charge, 28 h with the case</li><li>IPX5 sweat and splash resistant</li><li>Low-latency game mode</li></ul>",
    images: img("pulse-earbuds", "pulse-earbuds-2"),
    daysAgo: 7,
  },
  {
    name: "Boom Mini Bluetooth Speaker",
    category: "audio",
    sku: "DEMO-AU-003",
    price: "2499.00",
    costPrice: "1100.00",
    quantity: 70,
    weight: "0.40",
    weightUnit: "kg",
    hsnCode: "8518",
    tags: ["speaker", "bluetooth", "outdoors"],
    shortDescription: "A rugged little speaker with big sound and a carry strap.",
    description:
      "<p>Fabric-wrapped and splash-proof, with 12 hours of battery for picnics and balconies.</p><ul><li>10 W output with passive bass radiator</li><li>IP67 dust and water resistant</li><li>Pair two for stereo</li></ul>",
    images: img("boom-mini-speaker", "boom-mini-speaker-3"),
    daysAgo: 29,
  },
  {
    name: "Studio Bookshelf Speaker Pair",
    category: "audio",
    sku: "DEMO-AU-004",
    price: "24999.00",
    compareAtPrice: "27999.00",
    costPrice: "15500.00",
    quantity: 1,
    weight: "9.50",
    weightUnit: "kg",
    dimensions: { length: 18, width: 24, height: 30, unit: "cm" },
    hsnCode: "8518",
    tags: ["speaker", "hi-fi", "premium"],
    shortDescription: "Powered walnut-finish bookshelf speakers with Bluetooth and optical in.",
    description:
      "<p>A pair of active two-way speakers with a silk-dome tweeter and a 5.25-inch woofer, in real walnut veneer.</p><ul><li>2 x 50 W class-D amplification</li><li>Bluetooth, optical, RCA and phono inputs</li><li>Remote control included</li></ul>",
    images: img("bookshelf-speakers", "bookshelf-speakers-2"),
    daysAgo: 35,
  },
  // Accessories
  {
    name: "Classic Analog Watch - Tan Leather",
    category: "accessories",
    sku: "DEMO-AC-001",
    price: "3999.00",
    compareAtPrice: "4999.00",
    costPrice: "1800.00",
    quantity: 3,
    weight: "80",
    weightUnit: "g",
    hsnCode: "9102",
    tags: ["watch", "leather", "gift"],
    shortDescription: "A 40 mm steel case on a vegetable-tanned leather strap.",
    description:
      "<p>Japanese quartz movement, sapphire-coated glass and a strap that ages beautifully.</p><ul><li>40 mm brushed steel case</li><li>5 ATM water resistance</li><li>Quick-release strap</li></ul>",
    images: img("analog-watch-tan", "analog-watch-tan-2", "analog-watch-tan-3"),
    daysAgo: 42,
  },
  {
    name: "20000 mAh Power Bank",
    category: "accessories",
    sku: "DEMO-AC-002",
    price: "1799.00",
    compareAtPrice: "2299.00",
    costPrice: "850.00",
    quantity: 130,
    weight: "0.36",
    weightUnit: "kg",
    hsnCode: "8507",
    tags: ["charging", "travel"],
    shortDescription: "Charges a phone four times over, with 22.5 W fast charging.",
    description:
      "<p>Two USB-A ports and one USB-C in/out, with a battery indicator so you always know what is left.</p><ul><li>20000 mAh lithium-polymer cells</li><li>22.5 W fast charge</li><li>Airline carry-on safe</li></ul>",
    images: img("power-bank"),
    daysAgo: 26,
  },
  {
    name: "Braided USB-C Cable (2 m)",
    category: "accessories",
    sku: "DEMO-AC-003",
    price: "399.00",
    costPrice: "110.00",
    quantity: 180,
    weight: "50",
    weightUnit: "g",
    hsnCode: "8544",
    tags: ["charging", "cable"],
    shortDescription: "A tangle-free nylon-braided cable rated for 60 W.",
    description:
      "<p>Tested to survive 20,000 bends. Long enough to reach from the wall to the sofa.</p><ul><li>2 m, USB-C to USB-C</li><li>60 W power delivery, 480 Mbps data</li></ul>",
    images: img("usb-c-cable"),
    daysAgo: 44,
  },
  {
    name: "Aviator Sunglasses",
    category: "accessories",
    sku: "DEMO-AC-004",
    price: "1299.00",
    compareAtPrice: "1799.00",
    costPrice: "480.00",
    quantity: 55,
    weight: "30",
    weightUnit: "g",
    hsnCode: "9004",
    tags: ["sunglasses", "summer"],
    shortDescription: "Polarised lenses in a light gold metal frame.",
    description:
      "<p>Classic teardrop lenses with UV400 protection and anti-glare polarisation.</p><ul><li>Polarised, UV400</li><li>Adjustable nose pads</li><li>Hard case and cleaning cloth included</li></ul>",
    images: img("aviator-sunglasses", "aviator-sunglasses-3"),
    daysAgo: 11,
  },
  {
    name: "Smart Fitness Watch",
    category: "accessories",
    sku: "DEMO-AC-005",
    price: "5999.00",
    costPrice: "3100.00",
    quantity: 30,
    weight: "45",
    weightUnit: "g",
    hsnCode: "8517",
    status: "draft",
    tags: ["watch", "fitness", "smart"],
    shortDescription: "Heart rate, SpO2, sleep tracking and 10-day battery.",
    description: "<p>Coming next month. Description to follow.</p>",
    images: img("fitness-watch"),
    daysAgo: 0,
  },
  // Electronics (top level)
  {
    name: "Instant Film Camera",
    category: "electronics",
    sku: "DEMO-EL-001",
    price: "6499.00",
    compareAtPrice: "7499.00",
    costPrice: "3600.00",
    quantity: 5,
    weight: "0.50",
    weightUnit: "kg",
    hsnCode: "9006",
    tags: ["camera", "gift", "new"],
    shortDescription: "Point, shoot and hold a print in your hand a minute later.",
    description:
      "<p>Automatic exposure, a selfie mirror and a built-in flash make every shot easy.</p><ul><li>Uses mini instant film (sold separately)</li><li>Runs on two AA batteries</li><li>Wrist strap included</li></ul>",
    images: img("instant-camera", "instant-camera-2", "instant-camera-3"),
    daysAgo: 8,
  },
];

export const DEMO_STORE: SeedStore = {
  tenant: {
    name: "Demo Store",
    slug: "demo",
    logo: one("logo-demo"),
    description:
      "Everyday essentials, beautifully made: soft apparel, handmade ceramics and good-sounding gear, shipped across India.",
    country: "IN",
    state: "Karnataka",
    currency: "INR",
    codEnabled: true,
    codCharges: "49.00",
    codMinOrder: "0",
    taxEnabled: true,
    taxationType: "exclusive",
    subscriptionPlan: "monthly",
    trialDays: 14,
  },
  owner: { email: "owner@example.com", password: "owner12345", firstName: "Olivia", lastName: "Owner" },
  customers: [
    {
      email: "customer@example.com",
      password: "customer12345",
      firstName: "Chris",
      lastName: "Customer",
      address: {
        address1: "12 MG Road",
        address2: "Flat 4B, Brigade Towers",
        city: "Bengaluru",
        state: "Karnataka",
        zipCode: "560001",
        country: "IN",
        phone: "+91 98765 43210",
      },
    },
  ],
  categories: demoCategories,
  taxRules: [
    {
      name: "GST 18%",
      levels: [
        { level: 1, labelName: "CGST", taxRate: "9.000", country: "IN", state: null, applyToAllStates: true },
        { level: 2, labelName: "SGST", taxRate: "9.000", country: "IN", state: null, applyToAllStates: true },
        { level: 1, labelName: "IGST", taxRate: "18.000", country: null, applyToAllCountries: true, state: null },
      ],
    },
  ],
  products: demoProducts,
  collections: [
    {
      name: "Best Sellers",
      description: "The pieces our customers come back for, again and again.",
      image: one("col-best-sellers"),
      products: [
        "Everyday Pullover Hoodie - Heather Grey",
        "Classic Crew Neck Tee - Navy",
        "Aura Wireless Headphones",
        "Stoneware Coffee Mug - Terracotta",
        "Nordic Table Lamp",
        "Urban Commuter Backpack",
        "Classic Analog Watch - Tan Leather",
      ],
    },
    {
      name: "New Arrivals",
      description: "Fresh in this month: new colours, new shapes and a few surprises.",
      image: one("col-new-arrivals"),
      products: [
        "Snake Plant in Ceramic Pot",
        "Minimal Canvas Sneakers",
        "Stainless Steel Water Bottle",
        "Oversized Pocket Tee - Olive",
        "Pulse True Wireless Earbuds",
        "Instant Film Camera",
        "Lightweight Summer Hoodie - Sand",
      ],
    },
    {
      name: "Premium Picks",
      description: "Our finest pieces, all above ₹2,000 and worth every rupee.",
      image: one("col-premium-picks"),
      criteria: {
        matchType: "all",
        conditions: [{ id: "c1", field: "price", operator: "greaterThan", value: "2000" }],
      },
    },
  ],
  menus: [
    {
      name: "Main Menu",
      location: "header",
      items: [
        { label: "Home", linkTarget: "/" },
        {
          label: "Shop",
          linkTarget: "/products",
          children: [
            { label: "Apparel", linkTarget: "/category/apparel" },
            { label: "Home & Kitchen", linkTarget: "/category/home-kitchen" },
            { label: "Electronics", linkTarget: "/category/electronics" },
          ],
        },
        {
          label: "Collections",
          linkTarget: "/collections/best-sellers",
          children: [
            { label: "Best Sellers", linkTarget: "/collections/best-sellers" },
            { label: "New Arrivals", linkTarget: "/collections/new-arrivals" },
            { label: "Premium Picks", linkTarget: "/collections/premium-picks" },
          ],
        },
        { label: "About", linkTarget: "/pages/about-us" },
      ],
    },
    {
      name: "Shop",
      location: "footer",
      items: [
        { label: "All Products", linkTarget: "/products" },
        { label: "Best Sellers", linkTarget: "/collections/best-sellers" },
        { label: "New Arrivals", linkTarget: "/collections/new-arrivals" },
      ],
    },
    {
      name: "Help",
      location: "footer",
      items: [
        { label: "About Us", linkTarget: "/pages/about-us" },
        { label: "Shipping Policy", linkTarget: "/pages/shipping-policy" },
        { label: "Contact Us", linkTarget: "/pages/contact-us" },
        { label: "Instagram", linkType: "external", linkTarget: "https://instagram.com", openInNewTab: true },
      ],
    },
  ],
  shippingTiers: [
    {
      name: "Standard Delivery",
      shippingType: "domestic",
      pricingType: "fixed",
      fixedPrice: "49.00",
      freeAbove: "999.00",
      deliveryTime: "3-5 business days",
    },
    {
      name: "Express",
      shippingType: "domestic",
      pricingType: "variable",
      priceRanges: [
        { from: "0.00", to: "500.00", price: "99.00" },
        { from: "500.00", to: null, price: "149.00" },
      ],
      deliveryTime: "1-2 business days",
    },
    {
      name: "International Standard",
      shippingType: "international",
      pricingType: "fixed",
      fixedPrice: "1499.00",
      countries: [],
      deliveryTime: "7-14 business days",
    },
  ],
  hero: {
    title: "Everyday essentials, beautifully made",
    subtitle: "Soft cotton basics, handmade ceramics and great-sounding gear. Free delivery on orders over ₹999.",
    buttonLabel: "Shop Now",
    buttonUrl: "/products",
    desktopImages: img("hero-demo-1", "hero-demo-2"),
    mobileImages: img("hero-demo-mobile"),
  },
  theme: {
    bannerText: "Everyday essentials, beautifully made",
    bannerSubtitle: "New arrivals every week. Free delivery on orders over ₹999.",
    bannerButtonLabel: "Shop Now",
    bannerImage: one("hero-demo-1"),
  },
  pages: [
    {
      title: "About Us",
      metaDescription: "Demo Store makes everyday essentials with small workshops across India.",
      content:
        "<h2>Made for everyday</h2><p>Demo Store started in 2019 with a single batch of organic cotton tees and a simple idea: the things you use every day should be made well, last long and feel good.</p><p>Today we work with small workshops across India: knitters in Tiruppur, potters in Khurja and weavers in Panipat. We visit every partner, pay fair prices and keep our range small so we can get each piece right.</p><h3>What we believe</h3><ul><li>Fewer, better things</li><li>Honest materials and fair wages</li><li>Packaging that is plastic-free and recyclable</li></ul><p>Thank you for shopping with us.</p>",
    },
    {
      title: "Shipping Policy",
      metaDescription: "Delivery times, charges and cash on delivery at Demo Store.",
      content:
        "<h2>Shipping Policy</h2><p>We ship to every serviceable pin code in India and to most countries worldwide.</p><h3>Within India</h3><ul><li><strong>Standard Delivery</strong>: ₹49, free on orders over ₹999, 3 to 5 business days.</li><li><strong>Express</strong>: ₹99 for orders under ₹500, ₹149 above, 1 to 2 business days.</li><li><strong>Cash on Delivery</strong> is available for a ₹49 handling fee.</li></ul><h3>International</h3><p>International Standard shipping is ₹1,499 per order and takes 7 to 14 business days. Import duties, if any, are paid by the recipient.</p><h3>Tracking</h3><p>You will receive a tracking link by email as soon as your order leaves our warehouse. Digital products are delivered by email and are never shipped.</p>",
    },
    {
      title: "Contact Us",
      metaDescription: "How to reach the Demo Store team.",
      content:
        "<h2>Contact Us</h2><p>We are happy to help with orders, sizing and anything else.</p><ul><li>Email: hello@demo-store.example</li><li>Phone: +91 80 4000 1234 (Mon to Sat, 10 am to 6 pm IST)</li><li>Studio: 12 MG Road, Bengaluru 560001</li></ul><p>We reply to every message within one business day.</p>",
    },
  ],
};

// ---------------------------------------------------------------- Gadget Hub (US, USD)

const gadgetProducts: SeedProduct[] = [
  {
    name: "Nova X Pro Smartphone",
    category: "smartphones",
    sku: "GAD-PH-001",
    price: "999.00",
    compareAtPrice: "1099.00",
    costPrice: "720.00",
    quantity: 40,
    weight: "0.43",
    weightUnit: "lb",
    tags: ["phone", "5g", "flagship"],
    shortDescription: "6.7\" OLED, triple 50 MP cameras and all-day battery.",
    description:
      "<p>Our flagship: a bright 120 Hz OLED display, a pro-grade triple camera and a titanium frame.</p><ul><li>256 GB storage, 12 GB RAM</li><li>5000 mAh battery with 65 W charging</li><li>IP68 water resistance</li></ul>",
    images: img("nova-x-phone", "nova-x-phone-2", "nova-x-phone-3"),
    daysAgo: 10,
  },
  {
    name: "Nova Lite Smartphone",
    category: "smartphones",
    sku: "GAD-PH-002",
    price: "449.00",
    costPrice: "310.00",
    quantity: 75,
    weight: "0.40",
    weightUnit: "lb",
    tags: ["phone", "5g"],
    shortDescription: "Everything you need in a phone, for less.",
    description:
      "<p>A 6.4-inch display, a dependable dual camera and two-day battery life.</p><ul><li>128 GB storage</li><li>Dual SIM, 5G</li><li>Three years of updates</li></ul>",
    images: img("nova-lite-phone", "nova-lite-phone-3"),
    daysAgo: 25,
  },
  {
    name: "Pixelite 8a",
    category: "smartphones",
    sku: "GAD-PH-003",
    price: "349.00",
    compareAtPrice: "399.00",
    costPrice: "240.00",
    quantity: 4,
    weight: "0.39",
    weightUnit: "lb",
    tags: ["phone", "camera"],
    shortDescription: "A compact phone with a camera that punches above its price.",
    description: "<p>Computational photography, a clean interface and a 6.1-inch screen that fits one hand.</p>",
    images: img("pixelite-phone"),
    daysAgo: 40,
  },
  {
    name: "Slate Tab 11",
    category: "tablets",
    sku: "GAD-TB-001",
    price: "599.00",
    costPrice: "420.00",
    quantity: 30,
    weight: "1.05",
    weightUnit: "lb",
    tags: ["tablet", "stylus"],
    shortDescription: "An 11\" tablet for drawing, notes and movies.",
    description:
      "<p>A laminated 2.5K display with stylus support and quad speakers.</p><ul><li>128 GB storage</li><li>Stylus sold separately</li><li>12-hour battery</li></ul>",
    images: img("slate-tab-11", "slate-tab-11-2"),
    daysAgo: 18,
  },
  {
    name: "Slate Tab Mini",
    category: "tablets",
    sku: "GAD-TB-002",
    price: "399.00",
    compareAtPrice: "449.00",
    costPrice: "280.00",
    quantity: 22,
    weight: "0.66",
    weightUnit: "lb",
    tags: ["tablet", "compact"],
    shortDescription: "An 8.3\" tablet that slips into a jacket pocket.",
    description: "<p>Light enough to read with one hand for hours.</p>",
    images: img("slate-tab-mini"),
    daysAgo: 33,
  },
  {
    name: "Fast Charge Power Bank 10000",
    category: "phones-tablets",
    sku: "GAD-PH-004",
    price: "39.99",
    costPrice: "18.00",
    quantity: 160,
    weight: "0.50",
    weightUnit: "lb",
    tags: ["charging", "accessory"],
    shortDescription: "20 W USB-C power delivery in a pocketable shell.",
    description: "<p>Tops up most phones twice. Charges itself in under three hours.</p>",
    images: img("fast-charge-bank"),
    daysAgo: 50,
  },
  {
    name: "AirBook 14",
    category: "laptops",
    sku: "GAD-LP-001",
    price: "1299.00",
    compareAtPrice: "1399.00",
    costPrice: "950.00",
    quantity: 14,
    weight: "2.70",
    weightUnit: "lb",
    tags: ["laptop", "ultralight"],
    shortDescription: "A 2.7 lb ultralight with an 18-hour battery.",
    description:
      "<p>A fanless aluminium laptop with a stunning 14-inch display and a keyboard you will love.</p><ul><li>16 GB RAM, 512 GB SSD</li><li>Two Thunderbolt ports</li><li>1080p webcam</li></ul>",
    images: img("airbook-14", "airbook-14-2"),
    daysAgo: 7,
  },
  {
    name: "ProBook 16",
    category: "laptops",
    sku: "GAD-LP-002",
    price: "1999.00",
    costPrice: "1500.00",
    quantity: 5,
    weight: "4.70",
    weightUnit: "lb",
    tags: ["laptop", "pro", "creator"],
    shortDescription: "A 16\" powerhouse for editing, coding and 3D.",
    description:
      "<p>A mini-LED display, a discrete GPU and enough ports that you can leave the dongles at home.</p><ul><li>32 GB RAM, 1 TB SSD</li><li>HDMI, SD card, 3 x USB-C</li></ul>",
    images: img("probook-16", "probook-16-2"),
    daysAgo: 28,
  },
  {
    name: "Chromebook Go",
    category: "laptops",
    sku: "GAD-LP-003",
    price: "329.00",
    compareAtPrice: "379.00",
    costPrice: "230.00",
    quantity: 0,
    weight: "2.90",
    weightUnit: "lb",
    tags: ["laptop", "student"],
    shortDescription: "A fast, simple laptop for school and browsing.",
    description: "<p>Boots in seconds, updates itself and lasts all school day.</p>",
    images: img("chromebook-go"),
    daysAgo: 55,
  },
  {
    name: "K87 Mechanical Keyboard",
    category: "peripherals",
    sku: "GAD-PR-001",
    price: "129.00",
    compareAtPrice: "149.00",
    costPrice: "70.00",
    quantity: 65,
    weight: "1.90",
    weightUnit: "lb",
    tags: ["keyboard", "mechanical"],
    shortDescription: "Hot-swappable tenkeyless keyboard with tactile switches.",
    description: "<p>Gasket-mounted, PBT keycaps, wired or Bluetooth for up to three devices.</p>",
    images: img("mech-keyboard", "mech-keyboard-2"),
    daysAgo: 15,
  },
  {
    name: "Ergo Wireless Mouse",
    category: "peripherals",
    sku: "GAD-PR-002",
    price: "49.99",
    costPrice: "22.00",
    quantity: 120,
    weight: "0.22",
    weightUnit: "lb",
    tags: ["mouse", "wireless"],
    shortDescription: "A quiet, sculpted mouse with a 70-day battery.",
    description: "<p>Silent clicks, a free-spinning wheel and a shape that supports your palm.</p>",
    images: img("ergo-mouse"),
    daysAgo: 45,
  },
  {
    name: "Studio ANC Headphones",
    category: "headphones",
    sku: "GAD-AU-001",
    price: "349.00",
    compareAtPrice: "399.00",
    costPrice: "190.00",
    quantity: 38,
    weight: "0.60",
    weightUnit: "lb",
    tags: ["headphones", "noise-cancelling"],
    shortDescription: "Class-leading noise cancelling and 30-hour battery.",
    description:
      "<p>Eight microphones shut out the world; custom 40 mm drivers bring the music back in.</p><ul><li>30 h battery, 3 min charge = 3 h play</li><li>Spatial audio</li></ul>",
    images: img("studio-anc-headphones", "studio-anc-headphones-2", "studio-anc-headphones-3"),
    daysAgo: 3,
  },
  {
    name: "Buds Pro",
    category: "headphones",
    sku: "GAD-AU-002",
    price: "179.00",
    costPrice: "90.00",
    quantity: 3,
    weight: "0.13",
    weightUnit: "lb",
    tags: ["earbuds", "wireless"],
    shortDescription: "Tiny earbuds with adaptive noise cancelling.",
    description: "<p>Secure fit, wireless charging case and a transparency mode for the street.</p>",
    images: img("buds-pro"),
    daysAgo: 21,
  },
  {
    name: "Sport Wireless Headphones",
    category: "headphones",
    sku: "GAD-AU-003",
    price: "89.99",
    compareAtPrice: "119.99",
    costPrice: "40.00",
    quantity: 54,
    weight: "0.45",
    weightUnit: "lb",
    tags: ["headphones", "sport"],
    shortDescription: "Sweat-proof on-ear headphones that stay put.",
    description: "<p>Lightweight, washable ear pads and a bass boost button for workouts.</p>",
    images: img("sport-headphones"),
    daysAgo: 60,
  },
  {
    name: "Pulse Portable Speaker",
    category: "speakers",
    sku: "GAD-SP-001",
    price: "79.99",
    costPrice: "35.00",
    quantity: 90,
    weight: "1.20",
    weightUnit: "lb",
    tags: ["speaker", "portable", "waterproof"],
    shortDescription: "Waterproof, drop-proof and loud enough for the beach.",
    description: "<p>IP67 rated, 16-hour battery and a strap for your bike or backpack.</p>",
    images: img("pulse-speaker", "pulse-speaker-3"),
    daysAgo: 12,
  },
  {
    name: "Tower Bookshelf Speaker",
    category: "speakers",
    sku: "GAD-SP-002",
    price: "249.00",
    costPrice: "140.00",
    quantity: 18,
    weight: "11.00",
    weightUnit: "lb",
    dimensions: { length: 7, width: 9, height: 12, unit: "in" },
    tags: ["speaker", "hi-fi"],
    shortDescription: "Room-filling powered speaker with Wi-Fi and Bluetooth.",
    description: "<p>Stream from any app, group with other speakers and enjoy deep, controlled bass.</p>",
    images: img("tower-speaker", "tower-speaker-2"),
    daysAgo: 36,
  },
  {
    name: "Braided USB-C Cable 6 ft",
    category: "phones-tablets",
    sku: "GAD-PH-005",
    price: "19.99",
    costPrice: "4.50",
    quantity: 200,
    weight: "0.11",
    weightUnit: "lb",
    tags: ["cable", "charging", "accessory"],
    shortDescription: "A 100 W braided cable that outlasts the device.",
    description: "<p>Nylon-braided, aluminium connectors, and rated for 25,000 bends.</p>",
    images: img("usb-c-cable"),
    daysAgo: 48,
  },
];

export const GADGET_STORE: SeedStore = {
  tenant: {
    name: "Gadget Hub",
    slug: "gadgets",
    logo: one("logo-gadgets"),
    description: "The latest phones, laptops and audio gear, tested by our team and shipped fast across the US.",
    country: "US",
    state: "California",
    currency: "USD",
    primaryColor: "#7c3aed",
    secondaryColor: "#22d3ee",
    codEnabled: true,
    codCharges: "0",
    codMinOrder: "0",
    taxEnabled: false,
    taxationType: "exclusive",
    subscriptionPlan: "monthly",
    trialDays: 14,
  },
  owner: { email: "owner2@example.com", password: "owner12345", firstName: "Gary", lastName: "Gadget" },
  customers: [],
  categories: [
    {
      name: "Phones & Tablets",
      description: "Flagships, budget heroes and tablets, plus the chargers to keep them going.",
      image: one("cat-phones-tablets"),
      children: [
        { name: "Smartphones", description: "Unlocked 5G phones from the brands you trust.", image: one("cat-smartphones") },
        { name: "Tablets", description: "For reading, drawing and streaming on the sofa.", image: one("cat-tablets") },
      ],
    },
    {
      name: "Computers",
      description: "Laptops and the desk gear that makes them better.",
      image: one("cat-computers"),
      children: [
        { name: "Laptops", description: "From student Chromebooks to creator workstations.", image: one("cat-laptops") },
        { name: "Peripherals", description: "Keyboards and mice that are a joy to use.", image: one("cat-peripherals") },
      ],
    },
    {
      name: "Audio",
      description: "Headphones and speakers for every room and every run.",
      image: one("cat-gadget-audio"),
      children: [
        { name: "Headphones", description: "Over-ear, on-ear and true wireless.", image: one("cat-headphones") },
        { name: "Speakers", description: "Portable and home speakers with serious sound.", image: one("cat-speakers") },
      ],
    },
  ],
  taxRules: [],
  products: gadgetProducts,
  collections: [
    {
      name: "Staff Picks",
      description: "The gear our team actually uses every day.",
      image: one("col-staff-picks"),
      products: ["AirBook 14", "Studio ANC Headphones", "Nova X Pro Smartphone", "K87 Mechanical Keyboard", "Pulse Portable Speaker"],
    },
  ],
  menus: [
    {
      name: "Main Menu",
      location: "header",
      items: [
        { label: "Home", linkTarget: "/" },
        { label: "All Products", linkTarget: "/products" },
        {
          label: "Phones & Tablets",
          linkTarget: "/category/phones-tablets",
          children: [
            { label: "Smartphones", linkTarget: "/category/phones-tablets/smartphones" },
            { label: "Tablets", linkTarget: "/category/phones-tablets/tablets" },
          ],
        },
        { label: "Computers", linkTarget: "/category/computers" },
        {
          label: "Audio",
          linkTarget: "/category/audio",
          children: [
            { label: "Headphones", linkTarget: "/category/audio/headphones" },
            { label: "Speakers", linkTarget: "/category/audio/speakers" },
          ],
        },
        { label: "Staff Picks", linkTarget: "/collections/staff-picks" },
      ],
    },
  ],
  shippingTiers: [
    {
      name: "Standard Shipping",
      shippingType: "domestic",
      pricingType: "fixed",
      fixedPrice: "9.99",
      freeAbove: "99.00",
      deliveryTime: "3-5 business days",
    },
  ],
  hero: {
    title: "Tech that just works",
    subtitle: "Phones, laptops and audio gear, hand-picked and tested. Free shipping over $99.",
    buttonLabel: "Shop Now",
    buttonUrl: "/products",
    desktopImages: img("hero-gadgets-1", "hero-gadgets-2"),
    mobileImages: img("hero-gadgets-mobile"),
  },
  theme: {
    bannerText: "Tech that just works",
    bannerSubtitle: "Free shipping on orders over $99.",
    bannerButtonLabel: "Shop Now",
    bannerImage: one("hero-gadgets-1"),
  },
  pages: [],
};

export const DEMO_STORES: SeedStore[] = [DEMO_STORE, GADGET_STORE];

/** Staff accounts created by the seed (the platform admin and each store's owner). */
export const DEMO_STAFF_EMAILS = [PLATFORM_ADMIN.email, ...DEMO_STORES.map((s) => s.owner.email)];
