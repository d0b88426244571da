import { numeric, timestamp, uuid } from "drizzle-orm/pg-core";

/** Money is decimal(10,2) everywhere (spec 3 §3); computed in integer minor units in lib/money. */
export const money = (name: string) => numeric(name, { precision: 10, scale: 2 });

export const id = () => uuid("id").primaryKey().defaultRandom();

export const timestamps = {
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp("updated_at", { withTimezone: true })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date()),
};
