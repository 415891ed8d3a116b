-- Exact counts of the large registers: statement-level triggers with transition tables add or subtract the
-- rows each INSERT or DELETE touched, so a bulk insert costs one counter update.
CREATE FUNCTION contar_insercoes() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO contagem_registros AS c (tabela, total)
    SELECT TG_TABLE_NAME, count(*) FROM novas
    ON CONFLICT (tabela) DO UPDATE SET total = c.total + excluded.total;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION contar_exclusoes() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE contagem_registros SET total = total - (SELECT count(*) FROM antigas) WHERE tabela = TG_TABLE_NAME;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER clientes_contar_insercoes AFTER INSERT ON clientes
  REFERENCING NEW TABLE AS novas FOR EACH STATEMENT EXECUTE FUNCTION contar_insercoes();
--> statement-breakpoint
CREATE TRIGGER clientes_contar_exclusoes AFTER DELETE ON clientes
  REFERENCING OLD TABLE AS antigas FOR EACH STATEMENT EXECUTE FUNCTION contar_exclusoes();
--> statement-breakpoint
CREATE TRIGGER produtos_contar_insercoes AFTER INSERT ON produtos
  REFERENCING NEW TABLE AS novas FOR EACH STATEMENT EXECUTE FUNCTION contar_insercoes();
--> statement-breakpoint
CREATE TRIGGER produtos_contar_exclusoes AFTER DELETE ON produtos
  REFERENCING OLD TABLE AS antigas FOR EACH STATEMENT EXECUTE FUNCTION contar_exclusoes();
--> statement-breakpoint
-- TRUNCATE would bypass the row counts: forbid it on these tables rather than let the counter drift.
CREATE FUNCTION recusar_truncate() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'TRUNCATE em % não é permitido: a contagem de registros ficaria errada', TG_TABLE_NAME;
END $$;
--> statement-breakpoint
CREATE TRIGGER clientes_sem_truncate BEFORE TRUNCATE ON clientes FOR EACH STATEMENT EXECUTE FUNCTION recusar_truncate();
--> statement-breakpoint
CREATE TRIGGER produtos_sem_truncate BEFORE TRUNCATE ON produtos FOR EACH STATEMENT EXECUTE FUNCTION recusar_truncate();
--> statement-breakpoint
INSERT INTO contagem_registros (tabela, total)
  SELECT 'clientes', count(*) FROM clientes UNION ALL SELECT 'produtos', count(*) FROM produtos
  ON CONFLICT (tabela) DO UPDATE SET total = excluded.total;
