export * from "./platform";
export * from "./catalog";
export * from "./commerce";
export * from "./content";
export * from "./idempotency";
export * from "./mail";
export * from "./imports";
export * from "./carts";
