-- Book quantities freeze when counting starts (issue 20, item 11). While a stocktaking is a draft its
-- lines follow the live balance (stock_quantity, kept by migration 0019); the move to «Идёт подсчёт»
-- copies that balance into book_quantity, and from then on a line reads its frozen book quantity, so
-- documents posted meanwhile no longer change what the counters compare their facts with.

ALTER TABLE stocktaking_docs ADD COLUMN book_frozen_at timestamptz;
-- A line's part in its document's totals reads the frozen book quantity once there is one:
-- app_stocktaking_line_delta in server/db/functions/stocktaking.sql.

-- Documents being counted (or counted) now freeze at this moment.
UPDATE stocktaking_doc_line_items li
   SET book_quantity = coalesce(li.stock_quantity, 0)
  FROM stocktaking_docs d
 WHERE d.id = li.doc_id AND d.status_id IN (2, 3) AND li.book_quantity IS NULL;
UPDATE stocktaking_docs SET book_frozen_at = now() WHERE status_id IN (2, 3);
