-- Product search by words. f_palavras: the words of a normalised text, maximal runs of [a-z0-9].
-- f_consulta_palavras: what a "contains" search for a term says about those words. Every word of the term that
-- comes after a separator starts a word of the text: whole if another separator follows it in the term, as a
-- prefix if it ends the term. The first word may be the end of a longer word, so it says nothing. NULL when no
-- word qualifies (a term of one word): then the trigram index answers.
CREATE FUNCTION f_palavras(texto text) RETURNS tsvector LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT array_to_tsvector(array_remove(regexp_split_to_array(texto, '[^a-z0-9]+'), ''))
$$;
--> statement-breakpoint
CREATE FUNCTION f_consulta_palavras(termo text) RETURNS tsquery LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT string_agg(format('''%s''', palavra) || CASE WHEN i = n THEN ':*' ELSE '' END, ' & ')::tsquery
  FROM (
    SELECT palavra, i, count(*) OVER () AS n
    FROM unnest(regexp_split_to_array(lower(f_unaccent(termo)), '[^a-z0-9]+')) WITH ORDINALITY AS p(palavra, i)
  ) s
  WHERE i > 1 AND palavra <> ''
$$;
--> statement-breakpoint
CREATE TABLE "ordem_blocos" (
	"tabela" text NOT NULL,
	"numero" integer NOT NULL,
	"nome" text NOT NULL,
	"id" integer NOT NULL,
	"quantidade" integer NOT NULL,
	"antes" integer NOT NULL,
	CONSTRAINT "ordem_blocos_tabela_numero_pk" PRIMARY KEY("tabela","numero")
);
--> statement-breakpoint
CREATE INDEX "ordem_blocos_chave_idx" ON "ordem_blocos" USING btree ("tabela","nome","id");--> statement-breakpoint
CREATE INDEX "ordem_blocos_antes_idx" ON "ordem_blocos" USING btree ("tabela","antes","numero");--> statement-breakpoint
CREATE INDEX "produtos_busca_palavras_idx" ON "produtos" USING gin (f_palavras("busca"));--> statement-breakpoint
CREATE INDEX "produtos_nome_idx" ON "produtos" USING btree ("nome","id");--> statement-breakpoint
-- The blocks of a table's list order (coluna, id), cut afresh: one every 100 rows, block 0 from ('', 0).
CREATE FUNCTION ordem_blocos_reconstruir(p_tabela text, p_coluna text) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM ordem_blocos WHERE tabela = p_tabela;
  EXECUTE format($q$
    INSERT INTO ordem_blocos (tabela, numero, nome, id, quantidade, antes)
    SELECT %1$L, n / 100, CASE WHEN n = 0 THEN '' ELSE nome END, CASE WHEN n = 0 THEN 0 ELSE id END,
      least(100, total - n), n
    FROM (
      SELECT %2$I AS nome, id, row_number() OVER (ORDER BY %2$I, id) - 1 AS n, count(*) OVER () AS total FROM %1$I
    ) s
    WHERE n %% 100 = 0$q$, p_tabela, p_coluna);
  INSERT INTO ordem_blocos (tabela, numero, nome, id, quantidade, antes) VALUES (p_tabela, 0, '', 0, 0, 0)
    ON CONFLICT DO NOTHING;
END $$;
--> statement-breakpoint
-- Adds `delta` to the blocks the rows (nomes[i], ids[i]) fall in and brings the running totals up to date.
-- Writers of one table take turns on an advisory lock, so each sees the blocks the one before left. With
-- p_reorganizar, a block grown past 200 rows or a statement of more than 100 rows cuts the blocks afresh, and
-- an emptied block goes (its range joins the block before). Row triggers pass false: the rows after theirs in
-- the same statement are already written, and a fresh cut would count them before their own triggers add them.
CREATE FUNCTION ordem_blocos_somar(
  p_tabela text, p_coluna text, p_nomes text[], p_ids integer[], p_delta integer, p_reorganizar boolean
) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_advisory_xact_lock(hashtextextended('ordem_blocos:' || p_tabela, 0));
  IF p_reorganizar AND cardinality(p_ids) > 100 THEN
    PERFORM ordem_blocos_reconstruir(p_tabela, p_coluna);
    RETURN;
  END IF;
  UPDATE ordem_blocos o SET quantidade = o.quantidade + d.delta
  FROM (
    SELECT b.numero, count(*) * p_delta AS delta
    FROM unnest(p_nomes, p_ids) AS m(nome, id)
    CROSS JOIN LATERAL (
      SELECT x.numero FROM ordem_blocos x
      -- The table's name, type name, hands its collation C to every text parameter: compare in the lists' own.
      WHERE x.tabela = p_tabela AND (x.nome, x.id) <= (m.nome COLLATE "default", m.id)
      ORDER BY x.nome DESC, x.id DESC LIMIT 1
    ) b
    GROUP BY b.numero
  ) d
  WHERE o.tabela = p_tabela AND o.numero = d.numero;
  IF p_reorganizar AND EXISTS (SELECT 1 FROM ordem_blocos WHERE tabela = p_tabela AND quantidade > 200) THEN
    PERFORM ordem_blocos_reconstruir(p_tabela, p_coluna);
    RETURN;
  END IF;
  IF p_reorganizar THEN
    DELETE FROM ordem_blocos WHERE tabela = p_tabela AND quantidade = 0 AND numero > 0;
  END IF;
  -- The running totals from the first block that changed on (the others keep theirs).
  UPDATE ordem_blocos o SET antes = s.antes
  FROM (
    SELECT numero, (sum(quantidade) OVER (ORDER BY numero) - quantidade)::integer AS antes
    FROM ordem_blocos WHERE tabela = p_tabela
  ) s
  WHERE o.tabela = p_tabela AND o.numero = s.numero AND o.antes <> s.antes;
END $$;
--> statement-breakpoint
-- Statement trigger: the rows a statement inserted (novas) or deleted (antigas). TG_ARGV[0] is the list's name
-- column.
CREATE FUNCTION ordem_blocos_contar() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  nomes text[];
  ids integer[];
BEGIN
  EXECUTE format('SELECT array_agg(%I), array_agg(id) FROM %I', TG_ARGV[0],
    CASE TG_OP WHEN 'INSERT' THEN 'novas' ELSE 'antigas' END) INTO nomes, ids;
  IF ids IS NOT NULL THEN
    PERFORM ordem_blocos_somar(TG_TABLE_NAME, TG_ARGV[0], nomes, ids,
      CASE TG_OP WHEN 'INSERT' THEN 1 ELSE -1 END, true);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- Row trigger, only for a row whose name (or id) changed: it leaves one place in the order for another.
CREATE FUNCTION ordem_blocos_renomeacao() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM ordem_blocos_somar(TG_TABLE_NAME, TG_ARGV[0], ARRAY[to_jsonb(OLD) ->> TG_ARGV[0]], ARRAY[OLD.id], -1, false);
  PERFORM ordem_blocos_somar(TG_TABLE_NAME, TG_ARGV[0], ARRAY[to_jsonb(NEW) ->> TG_ARGV[0]], ARRAY[NEW.id], 1, false);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER clientes_ordem_insercoes AFTER INSERT ON clientes
  REFERENCING NEW TABLE AS novas FOR EACH STATEMENT EXECUTE FUNCTION ordem_blocos_contar('nome_razao_social');
--> statement-breakpoint
CREATE TRIGGER clientes_ordem_exclusoes AFTER DELETE ON clientes
  REFERENCING OLD TABLE AS antigas FOR EACH STATEMENT EXECUTE FUNCTION ordem_blocos_contar('nome_razao_social');
--> statement-breakpoint
CREATE TRIGGER clientes_ordem_renomeacao AFTER UPDATE OF nome_razao_social, id ON clientes FOR EACH ROW
  WHEN (OLD.nome_razao_social IS DISTINCT FROM NEW.nome_razao_social OR OLD.id <> NEW.id)
  EXECUTE FUNCTION ordem_blocos_renomeacao('nome_razao_social');
--> statement-breakpoint
CREATE TRIGGER produtos_ordem_insercoes AFTER INSERT ON produtos
  REFERENCING NEW TABLE AS novas FOR EACH STATEMENT EXECUTE FUNCTION ordem_blocos_contar('nome');
--> statement-breakpoint
CREATE TRIGGER produtos_ordem_exclusoes AFTER DELETE ON produtos
  REFERENCING OLD TABLE AS antigas FOR EACH STATEMENT EXECUTE FUNCTION ordem_blocos_contar('nome');
--> statement-breakpoint
CREATE TRIGGER produtos_ordem_renomeacao AFTER UPDATE OF nome, id ON produtos FOR EACH ROW
  WHEN (OLD.nome IS DISTINCT FROM NEW.nome OR OLD.id <> NEW.id)
  EXECUTE FUNCTION ordem_blocos_renomeacao('nome');
--> statement-breakpoint
SELECT ordem_blocos_reconstruir('clientes', 'nome_razao_social');
--> statement-breakpoint
SELECT ordem_blocos_reconstruir('produtos', 'nome');
