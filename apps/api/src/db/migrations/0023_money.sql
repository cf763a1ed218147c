-- Shipping, tax and invoices (issue 39). The store's settings (its details, shipping zones, tax rates) live in
-- store_settings, one validated document each, seeded with the demo store's (README "Shipping and tax"). An order
-- keeps what it was charged: the books' subtotal, the shipping method and price with its tax, the tax per rate and
-- line, and the grand total in total_price_cents; the orders a store had before are their books only (shipping 0,
-- tax 0). Each order gets an invoice number when it is inserted, gapless per calendar year (UTC):
-- next_invoice_number() takes the year's next from invoice_counters with an upsert whose row lock holds other
-- orders of that year until the order commits or rolls back (a rolled-back order takes none). The seller's details
-- are copied from the store's settings as they are then (store_seller()), so an invoice stays as it was issued. The
-- orders already there are numbered in the order they were placed, per year, with the demo seller.
CREATE TABLE "invoice_counters" (
	"year" integer PRIMARY KEY NOT NULL,
	"last_number" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "store_settings" (
	"name" text PRIMARY KEY NOT NULL,
	"document" jsonb NOT NULL,
	"version" bigint DEFAULT 1 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" text,
	CONSTRAINT "store_settings_name" CHECK ("store_settings"."name" IN ('store', 'shipping', 'taxes'))
);
--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "tax_rate" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "tax_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "subtotal_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "prices_include_tax" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "shipping_method" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "shipping_name" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "shipping_estimate" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "shipping_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "shipping_tax_rate" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "shipping_tax_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "taxes" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "tax_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "carrier" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "tracking_number" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "shipped_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "shipped_by" text;--> statement-breakpoint
INSERT INTO "store_settings" ("name", "document") VALUES
  ('store', '{"legalName": "Bookstore (demo store)", "address": "100 Demo Street\nSpringfield, IL 62701\nUnited States", "email": "orders@bookstore.example", "taxId": "", "pricesIncludeTax": false}'::jsonb),
  ('shipping', '{"zones": [{"id": "domestic", "name": "United States", "countries": ["US"], "restOfWorld": false, "methods": [{"id": "standard", "name": "Standard", "firstBook": 4.99, "furtherBook": 1, "freeFrom": 35, "estimate": "3–5 business days"}, {"id": "express", "name": "Express", "firstBook": 12.99, "furtherBook": 0, "freeFrom": null, "estimate": "1–2 business days"}]}, {"id": "international", "name": "Rest of the world", "countries": [], "restOfWorld": true, "methods": [{"id": "international", "name": "International", "firstBook": 14.99, "furtherBook": 3, "freeFrom": null, "estimate": "7–14 business days"}]}]}'::jsonb),
  ('taxes', '{"rates": [{"country": "US", "region": "NY", "name": "Sales tax", "books": 8.875, "standard": 8.875, "taxShipping": true}, {"country": "US", "region": "CA", "name": "Sales tax", "books": 7.25, "standard": 7.25, "taxShipping": false}, {"country": "US", "region": "TX", "name": "Sales tax", "books": 6.25, "standard": 6.25, "taxShipping": true}, {"country": "US", "region": "WA", "name": "Sales tax", "books": 6.5, "standard": 6.5, "taxShipping": true}, {"country": "DE", "region": null, "name": "VAT", "books": 7, "standard": 19, "taxShipping": true}, {"country": "GB", "region": null, "name": "VAT", "books": 0, "standard": 20, "taxShipping": true}]}'::jsonb);--> statement-breakpoint
CREATE FUNCTION next_invoice_number() RETURNS text LANGUAGE plpgsql VOLATILE AS $$
DECLARE
  y integer := extract(year FROM now() AT TIME ZONE 'UTC')::integer;
  n integer;
BEGIN
  INSERT INTO invoice_counters AS c (year, last_number) VALUES (y, 1)
    ON CONFLICT (year) DO UPDATE SET last_number = c.last_number + 1
    RETURNING c.last_number INTO n;
  RETURN y::text || '-' || lpad(n::text, greatest(6, length(n::text)), '0');
END $$;--> statement-breakpoint
CREATE FUNCTION store_seller() RETURNS jsonb LANGUAGE sql STABLE AS $$
  SELECT coalesce((SELECT document - 'pricesIncludeTax' FROM store_settings WHERE name = 'store'), '{}'::jsonb)
$$;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "invoice_number" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "seller" jsonb;--> statement-breakpoint
UPDATE "orders" AS o SET "invoice_number" = numbered.year::text || '-' || lpad(numbered.n::text, greatest(6, length(numbered.n::text)), '0'),
    "seller" = store_seller(), "subtotal_cents" = o.total_price_cents
  FROM (
    SELECT id, extract(year FROM placed_at AT TIME ZONE 'UTC')::integer AS year,
      row_number() OVER (PARTITION BY extract(year FROM placed_at AT TIME ZONE 'UTC') ORDER BY placed_at, id) AS n
    FROM "orders"
  ) AS numbered
  WHERE o.id = numbered.id;--> statement-breakpoint
INSERT INTO "invoice_counters" ("year", "last_number")
  SELECT split_part(invoice_number, '-', 1)::integer, max(split_part(invoice_number, '-', 2)::integer) FROM "orders"
  GROUP BY 1;--> statement-breakpoint
ALTER TABLE "orders" ALTER COLUMN "invoice_number" SET DEFAULT next_invoice_number();--> statement-breakpoint
ALTER TABLE "orders" ALTER COLUMN "invoice_number" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ALTER COLUMN "seller" SET DEFAULT store_seller();--> statement-breakpoint
ALTER TABLE "orders" ALTER COLUMN "seller" SET NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "orders_invoice_number_idx" ON "orders" USING btree ("invoice_number");
