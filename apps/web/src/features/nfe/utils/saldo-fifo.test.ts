import { describe, expect, it } from 'vitest';
import type { ItemNota } from './item-nota';
import { kgLivre, passaDoLivre } from './saldo-fifo';

const linha = (id_produto: number, cfop: string, quantidade: string): ItemNota => ({
  chave: 1,
  nome_produto: 'PP',
  id_produto,
  id_servico: null,
  quantidade,
  cfop,
  id_item_entrada: null,
  id_nf_entrada_referencia: null,
  numero_nf_entrada: null,
  serie_nf_entrada: null,
  valor_unitario: '0',
  valor_total: '0',
  xPed: null,
  nItemPed: null,
});

describe('the FIFO form’s free kg', () => {
  it('takes off the draft’s return lines of the product, not its service lines nor other products', () => {
    const itens = [
      linha(1, '5902', '100'),
      linha(1, '5902', '20.25'),
      linha(1, '5124', '50'),
      linha(2, '5902', '7'),
    ];
    expect(kgLivre('150.5000', 1, itens).toFixed(4)).toBe('30.2500');
    expect(kgLivre('150.5000', 3, itens).toFixed(4)).toBe('150.5000');
    expect(kgLivre('10', 1, itens).toFixed(4)).toBe('0.0000');
  });

  it('refuses exactly beyond the free kg', () => {
    const livre = kgLivre('30.2500', 1, []);
    expect(passaDoLivre('30.25', livre)).toBe(false);
    expect(passaDoLivre('30.2501', livre)).toBe(true);
    expect(passaDoLivre('', livre)).toBe(false);
  });
});
