import { describe, expect, it } from 'vitest';
import { mensagemDeFinalizar, situacaoDoChao } from './situacao-do-chao';

describe('situacaoDoChao', () => {
  it('asks to start an open order', () => {
    expect(situacaoDoChao('Aberta', { diferenca_kg: '100.000' }).texto).toBe(
      'Aguardando início. Toque em Iniciar.',
    );
  });
  it('counts the kg still to point, to the gram', () => {
    expect(situacaoDoChao('Em produção', { diferenca_kg: '1000.500' })).toEqual({
      tom: 'info',
      texto: 'Faltam apontar 1.000,500 kg.',
    });
  });
  it('says the order is ready for the office once every kg is pointed', () => {
    expect(situacaoDoChao('Em produção', { diferenca_kg: '0.000' })).toEqual({
      tom: 'pronta',
      texto: 'Todo o material foi apontado. Ordem pronta: o escritório confere e conclui.',
    });
  });
  it('warns when more was pointed than went in', () => {
    expect(situacaoDoChao('Em produção', { diferenca_kg: '-0.250' }).texto).toBe(
      'Apontado a mais: sobram 0,250 kg. Avise o escritório.',
    );
  });
});

describe('mensagemDeFinalizar', () => {
  it('hands a fully pointed order to the office', () => {
    expect(mensagemDeFinalizar({ diferenca_kg: '0.000' })).toEqual({
      tom: 'info',
      texto: 'Ordem pronta para o escritório. A conclusão é feita no escritório (Produção > Ordens).',
    });
  });
  it('says what is still missing, or pointed too many', () => {
    expect(mensagemDeFinalizar({ diferenca_kg: '12.345' })).toEqual({
      tom: 'danger',
      texto: 'Ainda não dá para finalizar: Faltam apontar 12,345 kg.',
    });
    expect(mensagemDeFinalizar({ diferenca_kg: '-1.000' }).texto).toBe(
      'Ainda não dá para finalizar: Apontado a mais: sobram 1,000 kg. Avise o escritório.',
    );
  });
});
