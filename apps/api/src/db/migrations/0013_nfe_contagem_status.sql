-- Exact number of NF-e per status, kept by triggers in contagem_registros ('notas_fiscais:Autorizada', ...):
-- the NF-e list counts its pages in O(1), whole or by status. Inserts and deletes are counted per statement
-- from the transition tables; a status change moves one unit between two counters.
CREATE FUNCTION contar_notas_inseridas() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO contagem_registros AS c (tabela, total)
    SELECT 'notas_fiscais:' || status, count(*) FROM novas GROUP BY status
    ON CONFLICT (tabela) DO UPDATE SET total = c.total + excluded.total;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION contar_notas_excluidas() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE contagem_registros c SET total = c.total - a.n
    FROM (SELECT 'notas_fiscais:' || status AS tabela, count(*) AS n FROM antigas GROUP BY status) a
    WHERE c.tabela = a.tabela;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION contar_mudanca_status_nota() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE contagem_registros SET total = total - 1 WHERE tabela = 'notas_fiscais:' || OLD.status;
  INSERT INTO contagem_registros AS c (tabela, total) VALUES ('notas_fiscais:' || NEW.status, 1)
    ON CONFLICT (tabela) DO UPDATE SET total = c.total + 1;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER notas_fiscais_contar_insercoes AFTER INSERT ON notas_fiscais
  REFERENCING NEW TABLE AS novas FOR EACH STATEMENT EXECUTE FUNCTION contar_notas_inseridas();
--> statement-breakpoint
CREATE TRIGGER notas_fiscais_contar_exclusoes AFTER DELETE ON notas_fiscais
  REFERENCING OLD TABLE AS antigas FOR EACH STATEMENT EXECUTE FUNCTION contar_notas_excluidas();
--> statement-breakpoint
CREATE TRIGGER notas_fiscais_contar_status AFTER UPDATE OF status ON notas_fiscais
  FOR EACH ROW WHEN (OLD.status IS DISTINCT FROM NEW.status) EXECUTE FUNCTION contar_mudanca_status_nota();
--> statement-breakpoint
CREATE TRIGGER notas_fiscais_sem_truncate BEFORE TRUNCATE ON notas_fiscais
  FOR EACH STATEMENT EXECUTE FUNCTION recusar_truncate();
--> statement-breakpoint
INSERT INTO contagem_registros (tabela, total)
  SELECT 'notas_fiscais:' || status, count(*) FROM notas_fiscais GROUP BY status
  ON CONFLICT (tabela) DO NOTHING;
