ALTER TABLE "notas_fiscais" ADD COLUMN "valor_servicos" numeric(15, 2) DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "notas_fiscais" ADD COLUMN "valor_vendas" numeric(15, 2) DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "notas_fiscais" ADD COLUMN "valor_material_devolvido" numeric(15, 2) DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "faturamento_mensal" ADD COLUMN "valor_servicos" numeric DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "faturamento_mensal" ADD COLUMN "valor_vendas" numeric DEFAULT '0' NOT NULL;--> statement-breakpoint
-- Billing is revenue (issue 24): what the lines whose fiscal rule bills (geraCobranca: 5124/6124, 5101/5102/6101/6102)
-- add up, never the client's own material going back (x902/x903, retorno simbólico) nor a remessa (x901). From now on
-- the authorisation writes the three figures (receita-da-nota.ts, the same lines as the note's receivable). Notes
-- authorised before get them here from their lines, with the CFOPs of the rules of that day; the IPI of a CRT 3
-- sale is the note's vNF - vProd (no draft carries freight, insurance, discount or other expenses).
UPDATE notas_fiscais n SET
  valor_servicos = l.servicos,
  valor_vendas = l.vendas + CASE WHEN l.tem_venda THEN greatest(n.valor_total_nota - n.valor_total_produtos, 0) ELSE 0 END,
  valor_material_devolvido = l.devolvido
FROM (SELECT id_nota_fiscal,
    coalesce(sum(valor_total) FILTER (WHERE cfop IN ('5124', '6124')), 0) AS servicos,
    coalesce(sum(valor_total) FILTER (WHERE cfop IN ('5101', '5102', '6101', '6102')), 0) AS vendas,
    bool_or(cfop IN ('5101', '5102', '6101', '6102')) AS tem_venda,
    coalesce(sum(valor_total) FILTER (WHERE cfop IN ('5902', '5903', '6902', '6903')), 0) AS devolvido
  FROM notas_fiscais_itens GROUP BY id_nota_fiscal) l
WHERE l.id_nota_fiscal = n.id AND n.status IN ('Autorizada', 'Cancelada');
--> statement-breakpoint
CREATE OR REPLACE FUNCTION faturar_nota(n notas_fiscais, sinal integer) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF n.status = 'Autorizada' THEN
    INSERT INTO faturamento_mensal AS f (mes, quantidade_notas, valor_total, valor_servicos, valor_vendas)
      VALUES (date_trunc('month', n.data_autorizacao AT TIME ZONE 'America/Sao_Paulo')::date, sinal,
        sinal * n.valor_total_nota, sinal * n.valor_servicos, sinal * n.valor_vendas)
      ON CONFLICT (mes) DO UPDATE
        SET quantidade_notas = f.quantidade_notas + excluded.quantidade_notas, valor_total = f.valor_total + excluded.valor_total,
          valor_servicos = f.valor_servicos + excluded.valor_servicos, valor_vendas = f.valor_vendas + excluded.valor_vendas;
  END IF;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION faturar_notas_inseridas() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO faturamento_mensal AS f (mes, quantidade_notas, valor_total, valor_servicos, valor_vendas)
    SELECT date_trunc('month', data_autorizacao AT TIME ZONE 'America/Sao_Paulo')::date, count(*), sum(valor_total_nota),
      sum(valor_servicos), sum(valor_vendas)
    FROM novas WHERE status = 'Autorizada' GROUP BY 1
    ON CONFLICT (mes) DO UPDATE
      SET quantidade_notas = f.quantidade_notas + excluded.quantidade_notas, valor_total = f.valor_total + excluded.valor_total,
        valor_servicos = f.valor_servicos + excluded.valor_servicos, valor_vendas = f.valor_vendas + excluded.valor_vendas;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION faturar_notas_excluidas() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO faturamento_mensal AS f (mes, quantidade_notas, valor_total, valor_servicos, valor_vendas)
    SELECT date_trunc('month', data_autorizacao AT TIME ZONE 'America/Sao_Paulo')::date, -count(*), -sum(valor_total_nota),
      -sum(valor_servicos), -sum(valor_vendas)
    FROM antigas WHERE status = 'Autorizada' GROUP BY 1
    ON CONFLICT (mes) DO UPDATE
      SET quantidade_notas = f.quantidade_notas + excluded.quantidade_notas, valor_total = f.valor_total + excluded.valor_total,
        valor_servicos = f.valor_servicos + excluded.valor_servicos, valor_vendas = f.valor_vendas + excluded.valor_vendas;
  RETURN NULL;
END $$;
--> statement-breakpoint
DROP TRIGGER notas_fiscais_faturar_alteracao ON notas_fiscais;
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER notas_fiscais_faturar_alteracao AFTER UPDATE ON notas_fiscais
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW
  WHEN ((OLD.status = 'Autorizada' OR NEW.status = 'Autorizada')
    AND (OLD.status, OLD.data_autorizacao, OLD.valor_total_nota, OLD.valor_servicos, OLD.valor_vendas)
      IS DISTINCT FROM (NEW.status, NEW.data_autorizacao, NEW.valor_total_nota, NEW.valor_servicos, NEW.valor_vendas))
  EXECUTE FUNCTION faturar_nota_alterada();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION recalcular_faturamento_mensal() RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM faturamento_mensal;
  INSERT INTO faturamento_mensal (mes, quantidade_notas, valor_total, valor_servicos, valor_vendas)
    SELECT date_trunc('month', data_autorizacao AT TIME ZONE 'America/Sao_Paulo')::date, count(*), sum(valor_total_nota),
      sum(valor_servicos), sum(valor_vendas)
    FROM notas_fiscais WHERE status = 'Autorizada' GROUP BY 1;
END $$;
--> statement-breakpoint
SELECT recalcular_faturamento_mensal();
