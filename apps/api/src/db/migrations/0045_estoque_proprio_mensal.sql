ALTER TABLE "estoque_mensal" ADD COLUMN "proprio_kg" numeric DEFAULT '0' NOT NULL;--> statement-breakpoint
-- The month's own kg kept by the same deferred triggers as its entries and exits (migration 0015): the dashboard's
-- own stock is the sum of a few hundred rows, never of every product.
CREATE OR REPLACE FUNCTION somar_movimento_estoque(m estoque_movimentos, sinal integer) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO estoque_mensal AS e (mes, entradas_kg, saidas_kg, proprio_kg)
    VALUES (date_trunc('month', m.created_at AT TIME ZONE 'America/Sao_Paulo')::date,
      sinal * greatest(m.quantidade_kg, 0), sinal * greatest(-m.quantidade_kg, 0),
      CASE WHEN m.destino = 'proprio' THEN sinal * m.quantidade_kg ELSE 0 END)
    ON CONFLICT (mes) DO UPDATE
      SET entradas_kg = e.entradas_kg + excluded.entradas_kg, saidas_kg = e.saidas_kg + excluded.saidas_kg,
        proprio_kg = e.proprio_kg + excluded.proprio_kg;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION recalcular_estoque_mensal() RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM estoque_mensal;
  INSERT INTO estoque_mensal (mes, entradas_kg, saidas_kg, proprio_kg)
    SELECT date_trunc('month', created_at AT TIME ZONE 'America/Sao_Paulo')::date,
      coalesce(sum(quantidade_kg) FILTER (WHERE quantidade_kg > 0), 0),
      coalesce(-sum(quantidade_kg) FILTER (WHERE quantidade_kg < 0), 0),
      coalesce(sum(quantidade_kg) FILTER (WHERE destino = 'proprio'), 0)
    FROM estoque_movimentos GROUP BY 1;
END $$;
--> statement-breakpoint
SELECT recalcular_estoque_mensal();
