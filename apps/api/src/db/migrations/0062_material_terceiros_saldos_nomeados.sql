-- Material de Terceiros' kept balances (migrations 0048/0049) grow what the report's pages read:
-- * the open balance per client (material_terceiros_clientes), kept by the same triggers: the report's count, the
--   place of its pages and its totals per client read ~200 rows instead of grouping every open remessa;
-- * the product's name and code on its open balance row, so the totals per product are read in name order from the
--   index below instead of naming and sorting every product with material (~2 000 on the bench) on each request.
--   Copied when the row is made and again when the product is renamed or recoded;
-- * the remessa's deadline (data_limite), so the kg not yet overdue are a range of its index (the overdue ones are
--   the rest of the balance) instead of a join of every open remessa to its client's deadline row. Set when the row is made and again when the remessa's client or
--   date, the client's UF or the deadline table change (prazo_do_cliente is the report's own rule).
CREATE TABLE "material_terceiros_clientes" (
	"id_cliente" integer PRIMARY KEY NOT NULL,
	"itens" integer NOT NULL,
	"recebido_kg" numeric(15, 4) NOT NULL,
	"saldo_kg" numeric(15, 4) NOT NULL
);
--> statement-breakpoint
ALTER TABLE "material_terceiros_produtos" ADD COLUMN "nome" text;--> statement-breakpoint
ALTER TABLE "material_terceiros_produtos" ADD COLUMN "codigo_produto" text;--> statement-breakpoint
ALTER TABLE "material_terceiros_remessas" ADD COLUMN "data_limite" date;--> statement-breakpoint
CREATE FUNCTION prazo_do_cliente(id integer) RETURNS integer LANGUAGE sql STABLE AS $$
  SELECT coalesce(
    (SELECT p.prazo_dias FROM prazos_material_terceiros p JOIN clientes c ON p.uf = c.uf WHERE c.id = $1),
    (SELECT prazo_dias FROM prazos_material_terceiros WHERE uf IS NULL), 180)
$$;
--> statement-breakpoint
UPDATE material_terceiros_remessas SET data_limite = data_remessa + prazo_do_cliente(id_cliente);--> statement-breakpoint
CREATE INDEX "material_terceiros_remessas_limite_idx" ON "material_terceiros_remessas" USING btree ("data_limite");--> statement-breakpoint
INSERT INTO material_terceiros_clientes (id_cliente, itens, recebido_kg, saldo_kg)
  SELECT id_cliente, sum(itens), sum(recebido_kg), sum(saldo_kg) FROM material_terceiros_remessas
  WHERE id_cliente IS NOT NULL GROUP BY id_cliente;--> statement-breakpoint
UPDATE material_terceiros_produtos m SET nome = p.nome, codigo_produto = p.codigo_interno
  FROM produtos p WHERE p.id = m.id_produto;--> statement-breakpoint
ALTER TABLE "material_terceiros_produtos" ALTER COLUMN "nome" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "material_terceiros_produtos" ALTER COLUMN "codigo_produto" SET NOT NULL;--> statement-breakpoint
CREATE INDEX "material_terceiros_produtos_nome_idx" ON "material_terceiros_produtos" USING btree ("nome","id_produto");--> statement-breakpoint
CREATE OR REPLACE FUNCTION somar_item_de_terceiros(i nfe_entrada_itens, sinal integer) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF i.saldo_kg <= 0 THEN RETURN; END IF;
  -- The remessa's client and date when it still exists (an import undone in the same transaction nets to zero).
  INSERT INTO material_terceiros_remessas AS r (id_nfe_entrada, id_cliente, data_remessa, data_limite, itens,
      recebido_kg, saldo_kg)
    SELECT i.id_nfe_entrada, e.id_cliente, e.data_remessa, e.data_remessa + prazo_do_cliente(e.id_cliente), sinal,
      sinal * i.quantidade_kg, sinal * i.saldo_kg
    FROM (SELECT 1) x LEFT JOIN nfe_entradas e ON e.id = i.id_nfe_entrada
    ON CONFLICT (id_nfe_entrada) DO UPDATE SET itens = r.itens + excluded.itens,
      recebido_kg = r.recebido_kg + excluded.recebido_kg, saldo_kg = r.saldo_kg + excluded.saldo_kg,
      id_cliente = coalesce(r.id_cliente, excluded.id_cliente),
      data_remessa = coalesce(r.data_remessa, excluded.data_remessa),
      data_limite = coalesce(r.data_limite, excluded.data_limite);
  INSERT INTO material_terceiros_clientes AS c (id_cliente, itens, recebido_kg, saldo_kg)
    SELECT e.id_cliente, sinal, sinal * i.quantidade_kg, sinal * i.saldo_kg
    FROM nfe_entradas e WHERE e.id = i.id_nfe_entrada AND e.id_cliente IS NOT NULL
    ON CONFLICT (id_cliente) DO UPDATE SET itens = c.itens + excluded.itens,
      recebido_kg = c.recebido_kg + excluded.recebido_kg, saldo_kg = c.saldo_kg + excluded.saldo_kg;
  IF i.id_produto IS NOT NULL THEN
    -- The item's product exists (its foreign key), so the row gets its name and code.
    INSERT INTO material_terceiros_produtos AS p (id_produto, itens, recebido_kg, saldo_kg, nome, codigo_produto)
      SELECT i.id_produto, sinal, sinal * i.quantidade_kg, sinal * i.saldo_kg, pr.nome, pr.codigo_interno
      FROM produtos pr WHERE pr.id = i.id_produto
      ON CONFLICT (id_produto) DO UPDATE SET itens = p.itens + excluded.itens,
        recebido_kg = p.recebido_kg + excluded.recebido_kg, saldo_kg = p.saldo_kg + excluded.saldo_kg;
  END IF;
  IF sinal < 0 THEN
    DELETE FROM material_terceiros_remessas WHERE id_nfe_entrada = i.id_nfe_entrada AND itens = 0;
    DELETE FROM material_terceiros_clientes
      WHERE id_cliente = (SELECT id_cliente FROM nfe_entradas WHERE id = i.id_nfe_entrada) AND itens = 0;
    DELETE FROM material_terceiros_produtos WHERE id_produto = i.id_produto AND itens = 0;
  END IF;
END $$;
--> statement-breakpoint
CREATE FUNCTION renomear_produto_de_terceiros() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE material_terceiros_produtos SET nome = NEW.nome, codigo_produto = NEW.codigo_interno
    WHERE id_produto = NEW.id;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER produtos_terceiros_renomeado AFTER UPDATE OF nome, codigo_interno ON produtos
  FOR EACH ROW WHEN ((OLD.nome, OLD.codigo_interno) IS DISTINCT FROM (NEW.nome, NEW.codigo_interno))
  EXECUTE FUNCTION renomear_produto_de_terceiros();

--> statement-breakpoint
CREATE OR REPLACE FUNCTION remessa_de_terceiros_alterada() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  r material_terceiros_remessas;
BEGIN
  UPDATE material_terceiros_remessas SET id_cliente = NEW.id_cliente, data_remessa = NEW.data_remessa,
      data_limite = NEW.data_remessa + prazo_do_cliente(NEW.id_cliente)
    WHERE id_nfe_entrada = NEW.id RETURNING * INTO r;
  -- Another client: the remessa's open kg move from the old client's row to the new one's.
  IF r.id_nfe_entrada IS NOT NULL AND OLD.id_cliente IS DISTINCT FROM NEW.id_cliente THEN
    UPDATE material_terceiros_clientes SET itens = itens - r.itens, recebido_kg = recebido_kg - r.recebido_kg,
        saldo_kg = saldo_kg - r.saldo_kg
      WHERE id_cliente = OLD.id_cliente;
    DELETE FROM material_terceiros_clientes WHERE id_cliente = OLD.id_cliente AND itens = 0;
    INSERT INTO material_terceiros_clientes AS c (id_cliente, itens, recebido_kg, saldo_kg)
      SELECT NEW.id_cliente, r.itens, r.recebido_kg, r.saldo_kg WHERE NEW.id_cliente IS NOT NULL
      ON CONFLICT (id_cliente) DO UPDATE SET itens = c.itens + excluded.itens,
        recebido_kg = c.recebido_kg + excluded.recebido_kg, saldo_kg = c.saldo_kg + excluded.saldo_kg;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION prazo_de_terceiros_do_cliente_alterado() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE material_terceiros_remessas SET data_limite = data_remessa + prazo_do_cliente(NEW.id)
    WHERE id_cliente = NEW.id;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER clientes_prazo_de_terceiros AFTER UPDATE OF uf ON clientes
  FOR EACH ROW WHEN (OLD.uf IS DISTINCT FROM NEW.uf)
  EXECUTE FUNCTION prazo_de_terceiros_do_cliente_alterado();
--> statement-breakpoint
CREATE FUNCTION prazos_de_terceiros_alterados() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE material_terceiros_remessas SET data_limite = data_remessa + prazo_do_cliente(id_cliente)
    WHERE data_limite IS DISTINCT FROM data_remessa + prazo_do_cliente(id_cliente);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER prazos_material_terceiros_alterados AFTER INSERT OR UPDATE OR DELETE ON prazos_material_terceiros
  FOR EACH STATEMENT EXECUTE FUNCTION prazos_de_terceiros_alterados();
