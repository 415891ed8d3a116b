-- Perdas por cliente of one month reads its ~200 perdas_mensais_clientes rows in client-name order on every request:
-- joined to clientes and sorted by name, half of the statement. The client's name is now on the row, copied when the
-- row is made (somar_perdas_do_cliente) and again when the client is renamed, and the index below hands the month's
-- rows over already in the report's order (name, then id).
ALTER TABLE "perdas_mensais_clientes" ADD COLUMN "nome_razao_social" text;--> statement-breakpoint
UPDATE perdas_mensais_clientes s SET nome_razao_social = c.nome_razao_social FROM clientes c WHERE c.id = s.id_cliente;--> statement-breakpoint
ALTER TABLE "perdas_mensais_clientes" ALTER COLUMN "nome_razao_social" SET NOT NULL;--> statement-breakpoint
CREATE INDEX "perdas_mensais_clientes_nome_idx" ON "perdas_mensais_clientes" USING btree ("mes","nome_razao_social","id_cliente");--> statement-breakpoint
CREATE OR REPLACE FUNCTION somar_perdas_do_cliente(p perdas_mensais, sinal integer) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO perdas_mensais_clientes AS c (mes, id_cliente, nome_razao_social, grupos, entrada_kg, perda_kg,
      nao_aplicado_kg, ordens, ordens_acima)
    VALUES (p.mes, p.id_cliente, (SELECT nome_razao_social FROM clientes WHERE id = p.id_cliente), sinal,
      sinal * p.entrada_kg, sinal * p.perda_kg, sinal * p.nao_aplicado_kg, sinal * p.ordens, sinal * p.ordens_acima)
    ON CONFLICT (mes, id_cliente) DO UPDATE SET grupos = c.grupos + excluded.grupos,
      entrada_kg = c.entrada_kg + excluded.entrada_kg, perda_kg = c.perda_kg + excluded.perda_kg,
      nao_aplicado_kg = c.nao_aplicado_kg + excluded.nao_aplicado_kg, ordens = c.ordens + excluded.ordens,
      ordens_acima = c.ordens_acima + excluded.ordens_acima;
  IF sinal < 0 THEN
    DELETE FROM perdas_mensais_clientes WHERE mes = p.mes AND id_cliente = p.id_cliente AND grupos = 0;
  END IF;
END $$;
--> statement-breakpoint
CREATE FUNCTION renomear_cliente_nas_perdas() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE perdas_mensais_clientes SET nome_razao_social = NEW.nome_razao_social WHERE id_cliente = NEW.id;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER clientes_perdas_renomeado AFTER UPDATE OF nome_razao_social ON clientes
  FOR EACH ROW WHEN (OLD.nome_razao_social IS DISTINCT FROM NEW.nome_razao_social)
  EXECUTE FUNCTION renomear_cliente_nas_perdas();
