import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api-error';
import {
  acoesDaOrdem,
  conferirSelecaoParaNfe,
  intervaloDeAtualizacao,
  motivoDaConclusaoRecusada,
  produtosDeEntrada,
} from './acoes-da-ordem';

const ordem = (
  status: Parameters<typeof acoesDaOrdem>[0]['status'],
  apontamentos = 0,
  notas: string[] = [],
) => ({
  status,
  apontamentos: Array.from({ length: apontamentos }) as never[],
  notas: notas.map((status, i) => ({ id: i + 1, numero: null, status })),
});

describe('acoesDaOrdem', () => {
  it('starts an open order and cancels it', () => {
    expect(acoesDaOrdem(ordem('Aberta'))).toEqual({
      iniciar: true,
      apontar: false,
      concluir: false,
      cancelar: true,
      gerarNfe: false,
    });
  });

  it('points and closes an order in production; cancels it only before its first pointing', () => {
    expect(acoesDaOrdem(ordem('Em produção'))).toMatchObject({
      apontar: true,
      concluir: true,
      cancelar: true,
    });
    expect(acoesDaOrdem(ordem('Em produção', 1)).cancelar).toBe(false);
  });

  it('invoices a closed order on no live note; a cancelled note frees it', () => {
    expect(acoesDaOrdem(ordem('Concluída', 2)).gerarNfe).toBe(true);
    expect(acoesDaOrdem(ordem('Concluída', 2, ['Rascunho'])).gerarNfe).toBe(false);
    expect(acoesDaOrdem(ordem('Concluída', 2, ['Cancelada'])).gerarNfe).toBe(true);
    expect(acoesDaOrdem(ordem('Faturada', 2, ['Autorizada']))).toEqual({
      iniciar: false,
      apontar: false,
      concluir: false,
      cancelar: false,
      gerarNfe: false,
    });
  });
});

describe('intervaloDeAtualizacao', () => {
  it('follows an order while the floor may move it, and stops after', () => {
    expect(intervaloDeAtualizacao('Em produção')).toBe(5000);
    expect(intervaloDeAtualizacao('Aberta')).toBe(5000);
    expect(intervaloDeAtualizacao('Concluída')).toBe(false);
    expect(intervaloDeAtualizacao(undefined)).toBe(false);
  });
});

describe('conferirSelecaoParaNfe', () => {
  const o = (numero: number, status: 'Concluída' | 'Em produção', id_cliente = 1) => ({
    numero,
    status,
    id_cliente,
  });
  it('takes closed orders of one client', () => {
    expect(conferirSelecaoParaNfe([o(1, 'Concluída'), o(2, 'Concluída')])).toBeNull();
  });
  it('names the orders not closed, and refuses two clients or none', () => {
    expect(conferirSelecaoParaNfe([o(1, 'Concluída'), o(7, 'Em produção')])).toBe(
      'Só ordens concluídas geram a NF-e de retorno: nº 7 (Em produção).',
    );
    expect(conferirSelecaoParaNfe([o(1, 'Concluída'), o(2, 'Concluída', 2)])).toBe(
      'As ordens de uma NF-e de retorno devem ser do mesmo cliente.',
    );
    expect(conferirSelecaoParaNfe([])).toBe('Selecione as ordens concluídas de um cliente.');
  });
});

describe('motivoDaConclusaoRecusada', () => {
  it('tells the difference in kg from the administrator needed', () => {
    const falta = new ApiError(
      422,
      'A ordem não fecha: entraram 1.000,000 kg e foram apontados 998,500 kg; faltam 1,500 kg.',
    );
    expect(motivoDaConclusaoRecusada(falta)).toEqual({ titulo: 'A ordem não fecha', texto: falta.message });
    const acima = new ApiError(
      403,
      'A perda de 30,000 kg (3,00%) está acima ... só um Administrador pode concluir esta ordem.',
    );
    expect(motivoDaConclusaoRecusada(acima).titulo).toBe(
      'Perda acima do acordado: precisa de um Administrador',
    );
    expect(motivoDaConclusaoRecusada(new Error('rede')).texto).toBe('Não foi possível concluir a ordem.');
  });
});

describe('produtosDeEntrada', () => {
  it("offers each input product of the order once, for its agreed 'perda normal'", () => {
    expect(
      produtosDeEntrada([
        { id_produto: 4, nome_produto: 'Polipropileno H503' },
        { id_produto: 9, nome_produto: 'PEAD 7731' },
        { id_produto: 4, nome_produto: 'Polipropileno H503' },
      ]),
    ).toEqual([
      { id: 4, nome: 'Polipropileno H503' },
      { id: 9, nome: 'PEAD 7731' },
    ]);
  });
});
