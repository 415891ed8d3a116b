ALTER TABLE "estoque_movimentos" ADD COLUMN "nota_anulada" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "estoque_mensal" ADD COLUMN "anulado_entradas_kg" numeric DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "estoque_mensal" ADD COLUMN "anulado_saidas_kg" numeric DEFAULT '0' NOT NULL;--> statement-breakpoint
-- The dashboard's stock chart leaves out the exits of a cancelled NF-e and the entries that gave them back, and
-- those of a test note reversed on going into produção: they never moved material. It looked them up in the
-- ledger on every request (~1 300 notes of six months, one index range each, 3 of its 4.6 ms); each movement now
-- carries `nota_anulada` and estoque_mensal sums those kg apart, by the same deferred triggers as the rest.
-- Backfill first, while the update trigger still ignores the column; the totals are recomputed below.
UPDATE estoque_movimentos m SET nota_anulada = true
  FROM notas_fiscais n
  WHERE m.origem IN ('SAIDA_NFE', 'ESTORNO_NFE') AND m.id_documento = n.id::text
    AND (n.status = 'Cancelada' OR n.efeitos_estornados_em IS NOT NULL);
--> statement-breakpoint
CREATE OR REPLACE FUNCTION somar_movimento_estoque(m estoque_movimentos, sinal integer) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO estoque_mensal AS e (mes, entradas_kg, saidas_kg, proprio_kg, anulado_entradas_kg, anulado_saidas_kg)
    VALUES (date_trunc('month', m.created_at AT TIME ZONE 'America/Sao_Paulo')::date,
      sinal * greatest(m.quantidade_kg, 0), sinal * greatest(-m.quantidade_kg, 0),
      CASE WHEN m.destino = 'proprio' THEN sinal * m.quantidade_kg ELSE 0 END,
      CASE WHEN m.nota_anulada THEN sinal * greatest(m.quantidade_kg, 0) ELSE 0 END,
      CASE WHEN m.nota_anulada THEN sinal * greatest(-m.quantidade_kg, 0) ELSE 0 END)
    ON CONFLICT (mes) DO UPDATE
      SET entradas_kg = e.entradas_kg + excluded.entradas_kg, saidas_kg = e.saidas_kg + excluded.saidas_kg,
        proprio_kg = e.proprio_kg + excluded.proprio_kg,
        anulado_entradas_kg = e.anulado_entradas_kg + excluded.anulado_entradas_kg,
        anulado_saidas_kg = e.anulado_saidas_kg + excluded.anulado_saidas_kg;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION recalcular_estoque_mensal() RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM estoque_mensal;
  INSERT INTO estoque_mensal (mes, entradas_kg, saidas_kg, proprio_kg, anulado_entradas_kg, anulado_saidas_kg)
    SELECT date_trunc('month', created_at AT TIME ZONE 'America/Sao_Paulo')::date,
      coalesce(sum(quantidade_kg) FILTER (WHERE quantidade_kg > 0), 0),
      coalesce(-sum(quantidade_kg) FILTER (WHERE quantidade_kg < 0), 0),
      coalesce(sum(quantidade_kg) FILTER (WHERE destino = 'proprio'), 0),
      coalesce(sum(quantidade_kg) FILTER (WHERE nota_anulada AND quantidade_kg > 0), 0),
      coalesce(-sum(quantidade_kg) FILTER (WHERE nota_anulada AND quantidade_kg < 0), 0)
    FROM estoque_movimentos GROUP BY 1;
END $$;
--> statement-breakpoint
DROP TRIGGER estoque_movimentos_resumir_alteracao ON estoque_movimentos;
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER estoque_movimentos_resumir_alteracao AFTER UPDATE ON estoque_movimentos
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW
  WHEN ((OLD.quantidade_kg, OLD.created_at, OLD.destino, OLD.nota_anulada)
    IS DISTINCT FROM (NEW.quantidade_kg, NEW.created_at, NEW.destino, NEW.nota_anulada))
  EXECUTE FUNCTION resumir_movimento_estoque();
--> statement-breakpoint
-- A movement written for a note already cancelled or reversed (whatever the order of the statements in the
-- cancellation or the reversal) is born anulada; one written before is marked when the note becomes so, below.
CREATE FUNCTION marcar_movimento_de_nota_anulada() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.nota_anulada := NEW.id_documento ~ '^[0-9]{1,9}$' AND EXISTS (
    SELECT 1 FROM notas_fiscais n WHERE n.id = NEW.id_documento::int
      AND (n.status = 'Cancelada' OR n.efeitos_estornados_em IS NOT NULL));
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER estoque_movimentos_nota_anulada BEFORE INSERT ON estoque_movimentos
  FOR EACH ROW WHEN (NEW.origem IN ('SAIDA_NFE', 'ESTORNO_NFE'))
  EXECUTE FUNCTION marcar_movimento_de_nota_anulada();
--> statement-breakpoint
-- A note cancelled or reversed (or, never in practice, no longer so): its exits and their reversals follow, found
-- per product of the note from its creation on, a range of the ledger's (id_produto, created_at) index each.
CREATE FUNCTION marcar_movimentos_da_nota() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE estoque_movimentos m
    SET nota_anulada = (NEW.status = 'Cancelada' OR NEW.efeitos_estornados_em IS NOT NULL)
    WHERE m.id_produto IN (SELECT i.id_produto FROM notas_fiscais_itens i WHERE i.id_nota_fiscal = NEW.id)
      AND m.created_at >= NEW.created_at AND m.id_documento = NEW.id::text
      AND m.origem IN ('SAIDA_NFE', 'ESTORNO_NFE');
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER notas_fiscais_marcar_movimentos AFTER UPDATE OF status, efeitos_estornados_em ON notas_fiscais
  FOR EACH ROW
  WHEN ((OLD.status = 'Cancelada' OR OLD.efeitos_estornados_em IS NOT NULL)
    IS DISTINCT FROM (NEW.status = 'Cancelada' OR NEW.efeitos_estornados_em IS NOT NULL))
  EXECUTE FUNCTION marcar_movimentos_da_nota();
--> statement-breakpoint
SELECT recalcular_estoque_mensal();
