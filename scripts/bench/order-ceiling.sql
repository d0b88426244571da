-- The ceiling for npm run bench:load: one order's SQL, as the app sends it (read from SB_QUERY_LOG=1), run by
-- pgbench straight against PostgreSQL. Variables: tenant, product (quoted uuids, passed with -D). The same round
-- trips in the same order: the session and store reads, the product, variant and discount reads, then one
-- transaction with the idempotency claim, the stock, tax, shipping, invoice number, order, line, event, the
-- remembered answer, two outbox rows, and after the commit the queue's job insert. The outbox rows and the job are
-- written already finished ('kept', 'completed', marked ceiling): the same writes, but nothing for the app's worker to
-- send (they were once sent to it, and failed on their empty payload, crowding the real order mails' drain).
SELECT s.sid, s.expire, u.* FROM sessions s JOIN users u ON u.id = s.user_id WHERE s.sid = md5(random()::text);
SELECT id, slug, is_active FROM tenants WHERE id = :tenant;
SELECT v.id, v.product_id, p.name, v.position FROM product_variants v JOIN products p ON p.id = v.product_id WHERE v.tenant_id = :tenant AND p.tenant_id = :tenant AND v.product_id IN (:product);
SELECT * FROM products WHERE tenant_id = :tenant AND id IN (:product);
SELECT * FROM discounts WHERE tenant_id = :tenant AND automatic AND is_active;
BEGIN;
SELECT gen_random_uuid() AS oid, md5(random()::text) AS k \gset
INSERT INTO order_requests (tenant_id, user_id, key, request_hash, response_status, response_body) SELECT :tenant, id, ':k', 'h', 0, '{}' FROM users WHERE tenant_id = :tenant LIMIT 1;
UPDATE product_variants SET quantity = CASE WHEN product_variants.track_quantity THEN product_variants.quantity - 1 ELSE product_variants.quantity END, updated_at = now() FROM products WHERE product_variants.product_id = :product AND product_variants.tenant_id = :tenant AND products.id = product_variants.product_id AND products.status = 'active' RETURNING products.id, products.name, product_variants.quantity;
SELECT id, is_active FROM tax_rules WHERE tenant_id = :tenant LIMIT 1;
SELECT * FROM tax_levels WHERE tenant_id = :tenant LIMIT 5;
SELECT * FROM shipping_tiers WHERE tenant_id = :tenant AND is_active ORDER BY sort_order, created_at;
UPDATE tenants SET next_invoice_number = next_invoice_number + 1, updated_at = now() WHERE id = :tenant RETURNING next_invoice_number - 1;
INSERT INTO orders (id, tenant_id, customer_email, customer_name, customer_address, subtotal, total, payment_method) VALUES (':oid', :tenant, 'ceiling@pgbench.example', 'Ceiling', '1 MG Road', 100, 149, 'cod') RETURNING *;
INSERT INTO order_items (tenant_id, order_id, product_id, product_name, price, quantity, discount) VALUES (:tenant, ':oid', :product, 'x', 100, 1, 0) RETURNING *;
INSERT INTO order_events (tenant_id, order_id, type, message) VALUES (:tenant, ':oid', 'created', 'Order placed');
UPDATE order_requests SET order_id = ':oid', response_status = 201, response_body = '{"id":1}' WHERE tenant_id = :tenant AND key = ':k';
INSERT INTO mail_messages (tenant_id, kind, payload, dedupe_key, status) VALUES (:tenant, 'order-confirmation', '{"ceiling":true}', 'c:' || ':oid', 'kept') ON CONFLICT DO NOTHING RETURNING id;
INSERT INTO mail_messages (tenant_id, kind, payload, dedupe_key, status) VALUES (:tenant, 'owner-new-order', '{"ceiling":true}', 'o:' || ':oid', 'kept') ON CONFLICT DO NOTHING RETURNING id;
COMMIT;
INSERT INTO pgboss.job (name, data, state) VALUES ('mail.send', '{}', 'completed') ON CONFLICT DO NOTHING;
