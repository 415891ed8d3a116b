-- f_consulta_palavras (migration 0020) asks the words index for every word of the term after the first. A word
-- that nearly every name holds ("Ltda", "de") costs the index its whole posting: as the term's last word, a prefix,
-- PostgreSQL gathers every row under it into a bitmap (0.5 ms of a 1 ms search on 50 000 clients for "Utilidades
-- Capixaba 100 Ltda"). The whole term is checked on every row found anyway (buscaContem's strpos), so the index
-- needs only enough words to find few rows: the common words below (and a last word that is the start of one) are
-- left out while the term has another word to ask; a term of common words only asks them all, as before.
CREATE OR REPLACE FUNCTION f_consulta_palavras(termo text) RETURNS tsquery LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  WITH palavras AS (
    SELECT palavra, i, i = n AS prefixo
    FROM (
      SELECT palavra, i, count(*) OVER () AS n
      FROM unnest(regexp_split_to_array(lower(f_unaccent(termo)), '[^a-z0-9]+')) WITH ORDINALITY AS p(palavra, i)
    ) s
    WHERE i > 1 AND palavra <> ''
  ),
  classificadas AS (
    SELECT palavra, i, prefixo, EXISTS (
      SELECT 1
      FROM unnest(ARRAY['ltda', 'me', 'epp', 'eireli', 'sa', 'cia', 'a', 'o', 'e', 'de', 'da', 'do', 'das', 'dos',
        'em', 'com', 'para']) AS comum
      WHERE CASE WHEN prefixo THEN starts_with(comum, palavra) ELSE comum = palavra END
    ) AS comum
    FROM palavras
  )
  SELECT string_agg(format('''%s''', palavra) || CASE WHEN prefixo THEN ':*' ELSE '' END, ' & ' ORDER BY i)::tsquery
  FROM classificadas
  WHERE NOT comum OR NOT EXISTS (SELECT 1 FROM classificadas WHERE NOT comum)
$$;
