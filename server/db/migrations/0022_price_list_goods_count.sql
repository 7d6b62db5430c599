-- A price list's number of goods, kept by price_list_goods' triggers: the list of price lists and a
-- price list's header show it, and the goods page uses it as its total, without counting thousands
-- of rows on every request.
ALTER TABLE price_lists ADD COLUMN goods_count integer NOT NULL DEFAULT 0;
-- The triggers: server/db/functions/trade.sql (docs/conventions.md, «Database logic»).

UPDATE price_lists p SET goods_count = c.goods
  FROM (SELECT price_list_id, count(*)::int AS goods FROM price_list_goods GROUP BY 1) c
 WHERE p.id = c.price_list_id;
