-- Goods import, applied from what the dry run stored (issue 5, performance):
-- the dry run keeps each new or changed row's values for the goods (`good`, jsonb named as the
-- columns of goods), and a fingerprint of the organization's goods, categories and measures it
-- compared the rows with (`goods_stamp`). Applying writes the goods set-based from the stored rows
-- and re-checks the rows only when the fingerprint changed. A row's values by import key are now
-- derived from its cells and the file's mapping when listed, so they are no longer stored.
ALTER TABLE import_rows ADD COLUMN good jsonb;
ALTER TABLE import_rows DROP COLUMN "values";
ALTER TABLE import_files ADD COLUMN goods_stamp text;
