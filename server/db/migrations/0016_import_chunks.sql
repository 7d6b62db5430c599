-- Goods import, the dry run stored in chunks (issue 5, performance): one row per 1 000 rows of a
-- file instead of one row per row. Writing 100 000 rows of a dry run is then 100 inserts, and the
-- apply reads the goods to write straight from each chunk's goods_new / goods_update arrays.
-- The row listing and the error file read the chunks they need (the counts per chunk say which).
CREATE TABLE import_chunks (
  organization_id bigint NOT NULL,
  file_id         bigint NOT NULL,
  chunk_no        integer NOT NULL,
  rows_total      integer NOT NULL,
  rows_new        integer NOT NULL,
  rows_update     integer NOT NULL,
  rows_unchanged  integer NOT NULL,
  rows_error      integer NOT NULL,
  -- JSON text, read only by the app: [[row number, cells, outcome, errors or null, matched good or null], …]
  "rows"          text NOT NULL,
  -- The new rows' values for goods in row order; the k-th one gets good_ids[k] when applied.
  goods_new       jsonb NOT NULL DEFAULT '[]',
  good_ids        bigint[] NOT NULL DEFAULT '{}',
  -- The changed rows' values with the id of the good each changes.
  goods_update    jsonb NOT NULL DEFAULT '[]',
  -- The category paths of the new and changed rows, each once: [["Молочные продукты", "Сыры"], …]
  categories      jsonb NOT NULL DEFAULT '[]',
  PRIMARY KEY (file_id, chunk_no),
  FOREIGN KEY (organization_id, file_id) REFERENCES import_files (organization_id, id) ON DELETE CASCADE
);
SELECT app_enable_tenant_rls('import_chunks', 'organization_id');

-- Files stored before keep their rows. Their values for goods are not carried over: a file not
-- yet applied gets no fingerprint, so applying it checks its rows again (and fills the chunks).
INSERT INTO import_chunks (organization_id, file_id, chunk_no, rows_total, rows_new, rows_update,
  rows_unchanged, rows_error, "rows", good_ids)
SELECT organization_id, file_id, chunk_no, count(*),
  count(*) FILTER (WHERE outcome = 'new'), count(*) FILTER (WHERE outcome = 'update'),
  count(*) FILTER (WHERE outcome = 'unchanged'), count(*) FILTER (WHERE outcome = 'error'),
  json_agg(json_build_array(row_number, cells, outcome, CASE WHEN errors = '[]' THEN NULL ELSE errors END,
    CASE WHEN outcome = 'new' THEN NULL ELSE good_id END) ORDER BY row_number)::text,
  coalesce(array_agg(good_id ORDER BY row_number) FILTER (WHERE outcome = 'new'), '{}')
FROM (SELECT r.*, (row_number() OVER (PARTITION BY file_id ORDER BY row_number) - 1) / 1000 AS chunk_no
      FROM import_rows r) r
GROUP BY organization_id, file_id, chunk_no;
UPDATE import_files SET goods_stamp = NULL WHERE status = 'analysed';

DROP TABLE import_rows;
