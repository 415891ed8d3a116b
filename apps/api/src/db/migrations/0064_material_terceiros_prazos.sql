CREATE TABLE "material_terceiros_prazos" (
	"data_limite" date NOT NULL,
	"saldo_kg" numeric(15, 4) NOT NULL,
	CONSTRAINT "material_terceiros_prazos_data_limite_pk" PRIMARY KEY("data_limite")
);
--> statement-breakpoint
-- The open kg per deadline, kept from the open balance per remessa (migrations 0049/0062) by row triggers on it:
-- whatever moves a remessa's kg or deadline (an item's balance, a client's UF, the deadline table) moves them here.
CREATE FUNCTION somar_prazo_de_terceiros(limite date, kg numeric) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF limite IS NULL OR kg = 0 THEN RETURN; END IF;
  INSERT INTO material_terceiros_prazos AS p (data_limite, saldo_kg) VALUES (limite, kg)
    ON CONFLICT (data_limite) DO UPDATE SET saldo_kg = p.saldo_kg + excluded.saldo_kg;
  DELETE FROM material_terceiros_prazos WHERE data_limite = limite AND saldo_kg = 0;
END $$;
--> statement-breakpoint
CREATE FUNCTION remessa_de_terceiros_no_prazo() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN PERFORM somar_prazo_de_terceiros(OLD.data_limite, -OLD.saldo_kg); END IF;
  IF TG_OP <> 'DELETE' THEN PERFORM somar_prazo_de_terceiros(NEW.data_limite, NEW.saldo_kg); END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER material_terceiros_remessas_prazos AFTER INSERT OR DELETE ON material_terceiros_remessas
  FOR EACH ROW EXECUTE FUNCTION remessa_de_terceiros_no_prazo();
--> statement-breakpoint
CREATE TRIGGER material_terceiros_remessas_prazos_alteracao AFTER UPDATE ON material_terceiros_remessas
  FOR EACH ROW WHEN ((OLD.data_limite, OLD.saldo_kg) IS DISTINCT FROM (NEW.data_limite, NEW.saldo_kg))
  EXECUTE FUNCTION remessa_de_terceiros_no_prazo();
--> statement-breakpoint
INSERT INTO material_terceiros_prazos (data_limite, saldo_kg)
  SELECT data_limite, sum(saldo_kg) FROM material_terceiros_remessas WHERE data_limite IS NOT NULL
  GROUP BY data_limite HAVING sum(saldo_kg) <> 0;
