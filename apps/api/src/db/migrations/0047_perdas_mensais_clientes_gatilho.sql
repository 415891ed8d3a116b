-- perdas_mensais_clientes: per month and client, the sum of its perdas_mensais rows and how many they are. Added at
-- commit by a deferred row trigger, as the totals of migration 0015: a closing holds its client's row only while
-- committing, after the order and the perdas_mensais rows it locked, so two closings never wait crosswise.
CREATE FUNCTION somar_perdas_do_cliente(p perdas_mensais, sinal integer) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO perdas_mensais_clientes AS c (mes, id_cliente, grupos, entrada_kg, perda_kg, nao_aplicado_kg, ordens,
      ordens_acima)
    VALUES (p.mes, p.id_cliente, sinal, sinal * p.entrada_kg, sinal * p.perda_kg, sinal * p.nao_aplicado_kg,
      sinal * p.ordens, sinal * p.ordens_acima)
    ON CONFLICT (mes, id_cliente) DO UPDATE SET grupos = c.grupos + excluded.grupos,
      entrada_kg = c.entrada_kg + excluded.entrada_kg, perda_kg = c.perda_kg + excluded.perda_kg,
      nao_aplicado_kg = c.nao_aplicado_kg + excluded.nao_aplicado_kg, ordens = c.ordens + excluded.ordens,
      ordens_acima = c.ordens_acima + excluded.ordens_acima;
  IF sinal < 0 THEN
    DELETE FROM perdas_mensais_clientes WHERE mes = p.mes AND id_cliente = p.id_cliente AND grupos = 0;
  END IF;
END $$;
--> statement-breakpoint
CREATE FUNCTION resumir_perdas_do_cliente() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'DELETE' THEN PERFORM somar_perdas_do_cliente(NEW, 1); END IF;
  IF TG_OP <> 'INSERT' THEN PERFORM somar_perdas_do_cliente(OLD, -1); END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER perdas_mensais_resumir_insercao AFTER INSERT ON perdas_mensais
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION resumir_perdas_do_cliente();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER perdas_mensais_resumir_alteracao AFTER UPDATE ON perdas_mensais
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW
  WHEN ((OLD.*) IS DISTINCT FROM (NEW.*))
  EXECUTE FUNCTION resumir_perdas_do_cliente();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER perdas_mensais_resumir_exclusao AFTER DELETE ON perdas_mensais
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION resumir_perdas_do_cliente();
--> statement-breakpoint
CREATE TRIGGER perdas_mensais_sem_truncate BEFORE TRUNCATE ON perdas_mensais
  FOR EACH STATEMENT EXECUTE FUNCTION recusar_truncate_resumido();
--> statement-breakpoint
INSERT INTO perdas_mensais_clientes (mes, id_cliente, grupos, entrada_kg, perda_kg, nao_aplicado_kg, ordens,
    ordens_acima)
  SELECT mes, id_cliente, count(*), sum(entrada_kg), sum(perda_kg), sum(nao_aplicado_kg), sum(ordens),
    sum(ordens_acima)
  FROM perdas_mensais GROUP BY mes, id_cliente;
