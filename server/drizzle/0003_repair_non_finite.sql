-- Issue 9: numeric columns may hold NaN (any PostgreSQL) or ±Infinity (PostgreSQL 14+), written
-- before the inputs were bounded (e.g. a yearly sum of twelve 1e308 months, or a capaian over a
-- 5e-324 target). Such a value breaks every read that serialises it, so it becomes NULL (shown
-- '-'), or 0 in a NOT NULL column (anggaran). Compared as text so that the statement also runs
-- on servers without numeric infinity. Every numeric column of the schema is visited, so a
-- column added later by hand is covered too.
DO $$
DECLARE
  col record;
BEGIN
  FOR col IN
    SELECT c.table_name, c.column_name, c.is_nullable
    FROM information_schema.columns AS c
    JOIN information_schema.tables AS t ON t.table_schema = c.table_schema AND t.table_name = c.table_name
    WHERE c.table_schema = current_schema() AND c.data_type = 'numeric' AND t.table_type = 'BASE TABLE'
  LOOP
    EXECUTE format(
      'UPDATE %I SET %I = %s WHERE %I::text IN (''NaN'', ''Infinity'', ''-Infinity'')',
      col.table_name,
      col.column_name,
      CASE WHEN col.is_nullable = 'NO' THEN '0' ELSE 'NULL' END,
      col.column_name
    );
  END LOOP;
END $$;
