-- Book quantities freeze when counting starts (issue 20, item 11). While a stocktaking is a draft its
-- lines follow the live balance (stock_quantity, kept by migration 0019); the move to «Идёт подсчёт»
-- copies that balance into book_quantity, and from then on a line reads its frozen book quantity, so
-- documents posted meanwhile no longer change what the counters compare their facts with.

ALTER TABLE stocktaking_docs ADD COLUMN book_frozen_at timestamptz;

-- A line's part in its document's totals: the frozen book quantity once there is one.
CREATE OR REPLACE FUNCTION app_stocktaking_line_delta(
  doc_id bigint, sign integer, accounted boolean, fact numeric, book_quantity numeric, price numeric,
  stock_quantity numeric, base_price numeric
) RETURNS stocktaking_delta LANGUAGE sql IMMUTABLE AS $$
  SELECT ROW(doc_id, sign, fact,
             CASE WHEN accounted THEN coalesce(book_quantity, 0)
                  ELSE coalesce(book_quantity, stock_quantity, 0) END,
             CASE WHEN accounted THEN price ELSE base_price END)::stocktaking_delta
$$;

-- Documents being counted (or counted) now freeze at this moment.
UPDATE stocktaking_doc_line_items li
   SET book_quantity = coalesce(li.stock_quantity, 0)
  FROM stocktaking_docs d
 WHERE d.id = li.doc_id AND d.status_id IN (2, 3) AND li.book_quantity IS NULL;
UPDATE stocktaking_docs SET book_frozen_at = now() WHERE status_id IN (2, 3);
