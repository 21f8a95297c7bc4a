-- One folded search text per church (issue 38): name, city and pastor folded by directory_fold and stored, with
-- one trigram index. The directory and the administrator's search matched three folded expressions, each with its
-- own index (six in all, 0007 and 0010); a broad search ("grace": 66,234 of 356,642 churches) then re-checked
-- every candidate row by folding its three columns again, 0.6 s for the count alone, and a search of one or two
-- letters, which no trigram serves, folded every row of the table (4-5 s). The stored text is folded once, when
-- the row is written. The unit separator (U+001F) between the fields keeps a match within one field.
ALTER TABLE churches ADD COLUMN search_text text NOT NULL GENERATED ALWAYS AS (
  directory_fold(name) || E'\x1f' || directory_fold(city) || E'\x1f' || coalesce(directory_fold(pastor_name), '')
) STORED;
CREATE INDEX churches_search_text_trgm_idx ON churches USING gin (search_text gin_trgm_ops);
DROP INDEX churches_name_trgm_idx, churches_city_trgm_idx, churches_pastor_trgm_idx,
  churches_admin_name_trgm_idx, churches_admin_city_trgm_idx, churches_admin_pastor_trgm_idx;
