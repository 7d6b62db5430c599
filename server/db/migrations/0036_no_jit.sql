-- PostgreSQL compiles a query with LLVM once its estimated cost passes jit_above_cost. The app's
-- queries are short (a page of a list, one document), but a fresh table's estimates can pass that
-- mark: the notifications fan-out took 2.5 s, nearly all of it compiling. JIT pays off only for
-- long analytical queries, so the app's database runs without it (PGlite has none).
DO $$
BEGIN
  IF current_setting('server_version_num')::int >= 110000 AND current_setting('jit', true) IS NOT NULL THEN
    EXECUTE format('ALTER DATABASE %I SET jit = off', current_database());
  END IF;
END
$$;
