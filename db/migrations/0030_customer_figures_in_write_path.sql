-- The customers' order figures (record 0152) are kept by the write path from now on (lib/orders/repository.ts
-- keepCustomerFigures on every order insert and status/payment/refund change; lib/auth/repository.ts insertUser
-- for a customer registering after guest orders), in the same transaction. The triggers did it before; on Citus
-- (record 0138) `orders` is distributed and `users` a reference table, and a trigger on a shard may neither write
-- a reference table nor a trigger on a reference table read a distributed one: order placement and registration
-- failed there (and sb_order_customer(), which reads `users`, cannot run inside a query on a shard: the customer's
-- order list has the rule inline now). The figures already stored are right and stay.
-- On a database already distributed by Citus, trigger DDL on a distributed table needs the first (for this
-- transaction), and DDL on the reference `users` after DDL on the distributed `orders` the second (one connection
-- per node); elsewhere they are unused settings.
SET LOCAL citus.enable_unsafe_triggers = on;--> statement-breakpoint
SET LOCAL citus.multi_shard_modify_mode = 'sequential';--> statement-breakpoint
DROP TRIGGER IF EXISTS "sb_customer_figures" ON "orders";--> statement-breakpoint
DROP TRIGGER IF EXISTS "sb_customer_initial_figures" ON "users";--> statement-breakpoint
DROP FUNCTION IF EXISTS sb_customer_figures();--> statement-breakpoint
DROP FUNCTION IF EXISTS sb_customer_initial_figures();--> statement-breakpoint
DROP FUNCTION IF EXISTS sb_order_customer(uuid, uuid, text);
