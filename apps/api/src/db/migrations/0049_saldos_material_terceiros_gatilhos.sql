-- Material de Terceiros' open balance per remessa and per product (migration 0048), added at commit by deferred
-- row triggers as the totals of migration 0015: every path that moves an entry item's balance (import, return
-- note, its rejection or cancellation, a reversal, an estorno of the import) is covered without touching it, and
-- the rows are held only while committing. An item counts while `saldo_kg > 0` (the CHECKs keep ignored items and
-- purchases at 0). Reservations (reservado_kg) do not move these totals, so they fire nothing.
CREATE FUNCTION somar_item_de_terceiros(i nfe_entrada_itens, sinal integer) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF i.saldo_kg <= 0 THEN RETURN; END IF;
  -- The remessa's client and date when it still exists (an import undone in the same transaction nets to zero).
  INSERT INTO material_terceiros_remessas AS r (id_nfe_entrada, id_cliente, data_remessa, itens, recebido_kg, saldo_kg)
    SELECT i.id_nfe_entrada, e.id_cliente, e.data_remessa, sinal, sinal * i.quantidade_kg, sinal * i.saldo_kg
    FROM (SELECT 1) x LEFT JOIN nfe_entradas e ON e.id = i.id_nfe_entrada
    ON CONFLICT (id_nfe_entrada) DO UPDATE SET itens = r.itens + excluded.itens,
      recebido_kg = r.recebido_kg + excluded.recebido_kg, saldo_kg = r.saldo_kg + excluded.saldo_kg,
      id_cliente = coalesce(r.id_cliente, excluded.id_cliente),
      data_remessa = coalesce(r.data_remessa, excluded.data_remessa);
  IF i.id_produto IS NOT NULL THEN
    INSERT INTO material_terceiros_produtos AS p (id_produto, itens, recebido_kg, saldo_kg)
      VALUES (i.id_produto, sinal, sinal * i.quantidade_kg, sinal * i.saldo_kg)
      ON CONFLICT (id_produto) DO UPDATE SET itens = p.itens + excluded.itens,
        recebido_kg = p.recebido_kg + excluded.recebido_kg, saldo_kg = p.saldo_kg + excluded.saldo_kg;
  END IF;
  IF sinal < 0 THEN
    DELETE FROM material_terceiros_remessas WHERE id_nfe_entrada = i.id_nfe_entrada AND itens = 0;
    DELETE FROM material_terceiros_produtos WHERE id_produto = i.id_produto AND itens = 0;
  END IF;
END $$;
--> statement-breakpoint
CREATE FUNCTION resumir_item_de_terceiros() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'DELETE' THEN PERFORM somar_item_de_terceiros(NEW, 1); END IF;
  IF TG_OP <> 'INSERT' THEN PERFORM somar_item_de_terceiros(OLD, -1); END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER nfe_entrada_itens_terceiros_insercao AFTER INSERT ON nfe_entrada_itens
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW WHEN (NEW.saldo_kg > 0)
  EXECUTE FUNCTION resumir_item_de_terceiros();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER nfe_entrada_itens_terceiros_alteracao AFTER UPDATE ON nfe_entrada_itens
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW
  WHEN ((OLD.saldo_kg, OLD.quantidade_kg, OLD.id_nfe_entrada, OLD.id_produto)
    IS DISTINCT FROM (NEW.saldo_kg, NEW.quantidade_kg, NEW.id_nfe_entrada, NEW.id_produto))
  EXECUTE FUNCTION resumir_item_de_terceiros();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER nfe_entrada_itens_terceiros_exclusao AFTER DELETE ON nfe_entrada_itens
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW WHEN (OLD.saldo_kg > 0)
  EXECUTE FUNCTION resumir_item_de_terceiros();
--> statement-breakpoint
-- The remessa's client or date changed (not done by the app today): its row follows.
CREATE FUNCTION remessa_de_terceiros_alterada() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE material_terceiros_remessas SET id_cliente = NEW.id_cliente, data_remessa = NEW.data_remessa
    WHERE id_nfe_entrada = NEW.id;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER nfe_entradas_terceiros_alteracao AFTER UPDATE OF id_cliente, data_remessa ON nfe_entradas
  FOR EACH ROW WHEN ((OLD.id_cliente, OLD.data_remessa) IS DISTINCT FROM (NEW.id_cliente, NEW.data_remessa))
  EXECUTE FUNCTION remessa_de_terceiros_alterada();
--> statement-breakpoint
CREATE TRIGGER nfe_entrada_itens_sem_truncate BEFORE TRUNCATE ON nfe_entrada_itens
  FOR EACH STATEMENT EXECUTE FUNCTION recusar_truncate_resumido();
--> statement-breakpoint
INSERT INTO material_terceiros_remessas (id_nfe_entrada, id_cliente, data_remessa, itens, recebido_kg, saldo_kg)
  SELECT i.id_nfe_entrada, e.id_cliente, e.data_remessa, count(*), sum(i.quantidade_kg), sum(i.saldo_kg)
  FROM nfe_entrada_itens i JOIN nfe_entradas e ON e.id = i.id_nfe_entrada
  WHERE i.saldo_kg > 0
  GROUP BY i.id_nfe_entrada, e.id_cliente, e.data_remessa;
--> statement-breakpoint
INSERT INTO material_terceiros_produtos (id_produto, itens, recebido_kg, saldo_kg)
  SELECT id_produto, count(*), sum(quantidade_kg), sum(saldo_kg)
  FROM nfe_entrada_itens WHERE saldo_kg > 0 AND id_produto IS NOT NULL
  GROUP BY id_produto;
