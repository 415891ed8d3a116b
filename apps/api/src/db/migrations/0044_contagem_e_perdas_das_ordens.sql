-- Exact number of ordens de industrialização per status, kept by triggers in contagem_registros
-- ('ordens_industrializacao:Aberta', ...) as the NF-e's (migration 0013): the orders' list counts its pages and
-- the 'Produção' card counts its orders without reading 100 000 rows.
CREATE FUNCTION contar_ordens_inseridas() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO contagem_registros AS c (tabela, total)
    SELECT 'ordens_industrializacao:' || status, count(*) FROM novas GROUP BY status
    ON CONFLICT (tabela) DO UPDATE SET total = c.total + excluded.total;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION contar_ordens_excluidas() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE contagem_registros c SET total = c.total - a.n
    FROM (SELECT 'ordens_industrializacao:' || status AS tabela, count(*) AS n FROM antigas GROUP BY status) a
    WHERE c.tabela = a.tabela;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION contar_mudanca_status_ordem() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE contagem_registros SET total = total - 1 WHERE tabela = 'ordens_industrializacao:' || OLD.status;
  INSERT INTO contagem_registros AS c (tabela, total) VALUES ('ordens_industrializacao:' || NEW.status, 1)
    ON CONFLICT (tabela) DO UPDATE SET total = c.total + 1;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER ordens_industrializacao_contar_insercoes AFTER INSERT ON ordens_industrializacao
  REFERENCING NEW TABLE AS novas FOR EACH STATEMENT EXECUTE FUNCTION contar_ordens_inseridas();
--> statement-breakpoint
CREATE TRIGGER ordens_industrializacao_contar_exclusoes AFTER DELETE ON ordens_industrializacao
  REFERENCING OLD TABLE AS antigas FOR EACH STATEMENT EXECUTE FUNCTION contar_ordens_excluidas();
--> statement-breakpoint
CREATE TRIGGER ordens_industrializacao_contar_status AFTER UPDATE OF status ON ordens_industrializacao
  FOR EACH ROW WHEN (OLD.status IS DISTINCT FROM NEW.status) EXECUTE FUNCTION contar_mudanca_status_ordem();
--> statement-breakpoint
CREATE TRIGGER ordens_industrializacao_sem_truncate BEFORE TRUNCATE ON ordens_industrializacao
  FOR EACH STATEMENT EXECUTE FUNCTION recusar_truncate();
--> statement-breakpoint
INSERT INTO contagem_registros (tabela, total)
  SELECT 'ordens_industrializacao:' || status, count(*) FROM ordens_industrializacao GROUP BY status
  ON CONFLICT (tabela) DO NOTHING;
--> statement-breakpoint
-- The loss of the inputs of orders closed before perda_kg existed: the closing filled each input in order with
-- outputs, sucata returned and material not applied, and left in `retido_kg` the sucata kept or reused first and
-- then the loss (alocarKg). The sucata kept of the order is given to its inputs in the same order.
UPDATE ordens_industrializacao_entradas oe SET perda_kg = x.retido - x.sucata
  FROM (
    SELECT e.id, coalesce(e.retido_kg, 0) AS retido,
      least(coalesce(e.retido_kg, 0), greatest(0, s.sucata_retida
        - coalesce(sum(coalesce(e.retido_kg, 0)) OVER (PARTITION BY e.id_ordem ORDER BY e.id
            ROWS BETWEEN UNBOUNDED PRECEDING AND 1 PRECEDING), 0))) AS sucata
    FROM ordens_industrializacao_entradas e
    JOIN ordens_industrializacao o ON o.id = e.id_ordem AND o.concluida_em IS NOT NULL
    CROSS JOIN LATERAL (
      SELECT coalesce(sum(a.quantidade_kg), 0) AS sucata_retida FROM ordens_industrializacao_apontamentos a
      WHERE a.id_ordem = e.id_ordem AND a.tipo = 'sucata' AND a.destino <> 'devolver') s
  ) x
  WHERE oe.id = x.id;
--> statement-breakpoint
INSERT INTO perdas_mensais (mes, id_cliente, id_produto, entrada_kg, perda_kg, nao_aplicado_kg, ordens, ordens_acima)
  SELECT date_trunc('month', o.concluida_em AT TIME ZONE 'America/Sao_Paulo')::date, o.id_cliente, e.id_produto,
    sum(e.quantidade_kg), sum(coalesce(e.perda_kg, 0)), sum(coalesce(e.nao_aplicado_kg, 0)),
    count(DISTINCT o.id), count(DISTINCT o.id) FILTER (WHERE o.perda_aprovada_em IS NOT NULL)
  FROM ordens_industrializacao o
  JOIN ordens_industrializacao_entradas e ON e.id_ordem = o.id
  WHERE o.concluida_em IS NOT NULL
  GROUP BY 1, 2, 3;
