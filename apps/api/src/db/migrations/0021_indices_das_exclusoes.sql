-- Deleting a client, supplier, product or service makes PostgreSQL look for rows that still refer to it. Without
-- these indexes each look read the whole table: a client's delete read every one of a million entries.
CREATE INDEX "lancamentos_cliente_idx" ON "lancamentos" USING btree ("id_cliente") WHERE "lancamentos"."id_cliente" is not null;--> statement-breakpoint
CREATE INDEX "lancamentos_fornecedor_idx" ON "lancamentos" USING btree ("id_fornecedor") WHERE "lancamentos"."id_fornecedor" is not null;--> statement-breakpoint
CREATE INDEX "notas_fiscais_itens_produto_idx" ON "notas_fiscais_itens" USING btree ("id_produto");--> statement-breakpoint
CREATE INDEX "notas_fiscais_itens_servico_idx" ON "notas_fiscais_itens" USING btree ("id_servico") WHERE "notas_fiscais_itens"."id_servico" is not null;--> statement-breakpoint
CREATE INDEX "notas_servico_servico_idx" ON "notas_servico" USING btree ("id_servico");