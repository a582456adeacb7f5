-- Prefix indexes for five, six and seven letters as well (issue 13, decision 004 amended
-- 2026-12-01). Search as you type and every search word gets a prefix star; a prefix longer than
-- the longest prefix index ("kabel*", "skruv*") made FTS5 merge the doclists of every term it
-- expands to on each query, a cost that grew with the catalogue. With them, one doclist is read.
-- At 200,000 variants, page, count and facet statements of a customer's search: "kabel"
-- 3.2 -> 1.8 ms, "skruv" 8.6 -> 4.2, "skruv rostfri" 9.3 -> 2.7; the index grows 51 -> 69 MB.
-- FTS5 cannot change its prefix option in place: the table is made anew and filled from the base
-- tables, as the seed and the catalogue import fill it.
DROP TABLE variant_search;

CREATE VIRTUAL TABLE variant_search USING fts5(
  name, manufacturer, numbers, category, scope, facets,
  content = '',
  detail = column,
  prefix = '2 3 4 5 6 7',
  tokenize = 'unicode61 remove_diacritics 2'
);

INSERT INTO variant_search (rowid, name, manufacturer, numbers, category, scope, facets)
  SELECT v.id, v.name, v.manufacturer, v.article_number || ' ' || v.ean, c.trail, 'all ' || lower(c.ancestors),
    (SELECT group_concat('f' || vf.value_id, ' ') FROM variant_facets vf WHERE vf.variant_id = v.id)
  FROM variants v JOIN categories c ON c.id = v.category_id;
