import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { tamanhoTextoLivreXml, zTextoLivreXml, zTextoLivreXmlOpcional } from './texto-livre.ts';

const MENSAGEM = 'A justificativa deve ter entre 15 e 255 caracteres.';

describe('zTextoLivreXml', () => {
  const justificativa = zTextoLivreXml(15, 255, MENSAGEM);

  it('answers the text the XML carries', () => {
    expect(justificativa.parse('Valor “errado” — corrigir\nfaturamento')).toBe(
      'Valor "errado" - corrigir; faturamento',
    );
  });

  it('measures the length after normalisation', () => {
    // 254 characters plus "…", which becomes "..." (256): too long for the XSD.
    expect(justificativa.safeParse(`${'a'.repeat(254)}…`).error?.issues[0]?.message).toBe(MENSAGEM);
    // 14 letters and spaces that collapse: too short.
    expect(justificativa.safeParse('abcdefg   \n\n   hijklmn').success).toBe(true);
    expect(justificativa.safeParse('abcdef   \n\n   ghijkl').error?.issues[0]?.message).toBe(MENSAGEM);
    expect(justificativa.safeParse(undefined).error?.issues[0]?.message).toBe(MENSAGEM);
  });

  it('refuses what has no counterpart, naming the characters', () => {
    expect(justificativa.safeParse('Cancelada a pedido do cliente 😀').error?.issues[0]?.message).toBe(
      'Remova os caracteres que o documento fiscal não aceita: 😀',
    );
  });

  it('keeps line breaks where the field accepts them', () => {
    const discriminacao = zTextoLivreXml(1, 2000, 'Informe a discriminação.', { quebrasDeLinha: 'manter' });
    expect(discriminacao.parse('Serviço — lote 1\r\n“Peças” ')).toBe('Serviço - lote 1\n"Peças"');
  });
});

describe('zTextoLivreXmlOpcional', () => {
  const infCpl = zTextoLivreXmlOpcional(5000, 'As informações complementares têm no máximo 5000 caracteres.');

  it('turns absent and blank into null', () => {
    expect(infCpl.parse(undefined)).toBeNull();
    expect(infCpl.parse(null)).toBeNull();
    expect(infCpl.parse(' \n\u200B ')).toBeNull();
  });

  it('normalises, checks the length and refuses what has no counterpart', () => {
    expect(infCpl.parse('Pedido nº 12 – entrega “urgente”')).toBe('Pedido nº 12 - entrega "urgente"');
    expect(infCpl.safeParse('x'.repeat(5001)).error?.issues[0]?.message).toBe(
      'As informações complementares têm no máximo 5000 caracteres.',
    );
    expect(infCpl.safeParse('ok ✅').error?.issues[0]?.message).toBe(
      'Remova os caracteres que o documento fiscal não aceita: ✅',
    );
  });
});

describe('zTextoLivreXmlOpcional in an object', () => {
  it('takes an absent key as null', () => {
    const rascunho = z.object({
      informacoes_complementares: zTextoLivreXmlOpcional(5000, 'Máximo de 5000.'),
    });
    expect(rascunho.parse({})).toEqual({ informacoes_complementares: null });
  });
});

describe('zTextoLivreXml with two messages', () => {
  it('says one for a blank text and the other for the length', () => {
    const mensagens = { vazio: 'Informe a discriminação do serviço.', tamanho: 'No máximo 10 caracteres.' };
    const campo = zTextoLivreXml(1, 10, mensagens, { quebrasDeLinha: 'manter' });
    expect(campo.safeParse(' \u200B\n ').error?.issues[0]?.message).toBe(mensagens.vazio);
    expect(campo.safeParse(undefined).error?.issues[0]?.message).toBe(mensagens.vazio);
    expect(campo.safeParse('12345 7890…').error?.issues[0]?.message).toBe(mensagens.tamanho);
  });
});

describe('tamanhoTextoLivreXml', () => {
  it('counts what the XML will carry', () => {
    expect(tamanhoTextoLivreXml('  Erro…\n\nno valor  ')).toBe('Erro... no valor'.length);
    expect(tamanhoTextoLivreXml(undefined)).toBe(0);
  });
});
