import { gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { entradaDps } from '../../../test/support/entrada-dps.ts';
import { lerFixture, lerFixtureTexto, SENHA_PFX_TESTE } from '../../../test/support/fixtures.ts';
import {
  iniciarServidorTeste,
  type RequisicaoRecebida,
  type RespostaTeste,
  type ServidorTeste,
} from '../../../test/support/servidor-https-teste.ts';
import { readPfx } from '../../cert/read-pfx.ts';
import { montarDps } from '../dps/montar-dps.ts';
import { montarCancelamento } from '../evento/montar-cancelamento.ts';
import { assinarDPS, assinarPedRegEvento } from '../sign.ts';
import { ClienteSefin, URLS_SEFIN, urlSefinNacional } from './cliente-sefin.ts';
import { ErroComunicacaoSefin } from './erro-comunicacao-sefin.ts';

// PFX legado (RC2-40/3DES), que o tls do Node não abre: o cliente usa a chave e o certificado em PEM.
const certificado = readPfx(lerFixture('certs/legado-rc2-3des.pfx'), SENHA_PFX_TESTE);
const acDoCertificado = certificado.chainPem;
const nfseXml = lerFixtureTexto('nfse/nfse.xml');
const CHAVE = '15054862231305199000190000000000000225121645026250';
const dpsAssinada = assinarDPS(
  montarDps(
    entradaDps({ prestador: { CNPJ: '12345678000195', regTrib: { opSimpNac: '1', regEspTrib: '0' } } }),
  ).xml,
  certificado,
);

const gz = (texto: string) => gzipSync(Buffer.from(texto, 'utf8')).toString('base64');
/** Descompacta o campo do JSON recebido pelo servidor de teste. */
function degz(corpo: unknown, campo: string): string {
  const valor = (corpo as Record<string, unknown> | undefined)?.[campo];
  if (typeof valor !== 'string') throw new Error(`Campo ${campo} ausente no corpo recebido.`);
  return gunzipSync(Buffer.from(valor, 'base64')).toString('utf8');
}

const base = {
  tipoAmbiente: 2,
  versaoAplicativo: 'SefinNacional_1.5.0',
  dataHoraProcessamento: '2026-07-10T09:30:05-03:00',
};

const respostas: Array<(r: RequisicaoRecebida) => RespostaTeste> = [];
let servidor: ServidorTeste;

function proxima(resposta: (r: RequisicaoRecebida) => RespostaTeste) {
  respostas.push(resposta);
}

function cliente(ajustes: { timeoutMs?: number; semCa?: boolean; certificado?: typeof certificado } = {}) {
  return new ClienteSefin({
    urlBase: servidor.url,
    certificado: ajustes.certificado ?? certificado,
    ...(ajustes.semCa ? {} : { ca: servidor.caPem }),
    timeoutMs: ajustes.timeoutMs ?? 5000,
  });
}

beforeAll(async () => {
  servidor = await iniciarServidorTeste({
    acsDoCliente: acDoCertificado,
    responder: (requisicao) => {
      const resposta = respostas.shift();
      if (!resposta)
        return { status: 500, corpo: { erro: { codigo: 'TESTE', descricao: 'sem resposta preparada' } } };
      return resposta(requisicao);
    },
  });
});

afterAll(async () => {
  await servidor.fechar();
});

describe('ClienteSefin.emitir', () => {
  it('envia a DPS em gzip+base64 com TLS mútuo e devolve a NFS-e descompactada', async () => {
    proxima(() => ({
      status: 201,
      corpo: {
        ...base,
        idDps: 'DPS355030820615725000011600001000000000000123',
        chaveAcesso: CHAVE,
        nfseXmlGZipB64: gz(nfseXml),
        alertas: [{ codigo: 'A0001', descricao: 'Alerta de teste' }],
      },
    }));
    const sefin = cliente();
    const resultado = await sefin.emitir(dpsAssinada);
    sefin.fechar();
    expect(resultado).toEqual({
      status: 201,
      tipoAmbiente: '2',
      versaoAplicativo: 'SefinNacional_1.5.0',
      dataHoraProcessamento: '2026-07-10T09:30:05-03:00',
      autorizada: true,
      chaveAcesso: CHAVE,
      idDps: 'DPS355030820615725000011600001000000000000123',
      nfseXml,
      alertas: [{ codigo: 'A0001', descricao: 'Alerta de teste' }],
    });
    const recebida = servidor.requisicoes.at(-1);
    expect(recebida?.metodo).toBe('POST');
    expect(recebida?.caminho).toBe('/SefinNacional/nfse');
    expect(recebida?.certificadoCliente).toBe('EMPRESA TESTE:12345678000195');
    expect(degz(recebida?.corpo, 'dpsXmlGZipB64')).toBe(dpsAssinada);
  });

  it('rejeição é resultado, com os códigos nacionais e as mensagens em português', async () => {
    proxima(() => ({
      status: 400,
      corpo: {
        ...base,
        idDPS: 'DPS355030820615725000011600001000000000000123',
        erros: [
          {
            Parametros: null,
            Codigo: 'E0014',
            Descricao: 'Conjunto de Série, Número... já existe.',
            Complemento: null,
          },
          { codigo: 'E0595' },
        ],
      },
    }));
    const resultado = await cliente().emitir(dpsAssinada);
    expect(resultado).toMatchObject({
      status: 400,
      autorizada: false,
      idDps: 'DPS355030820615725000011600001000000000000123',
      erros: [
        { codigo: 'E0014', descricao: 'Conjunto de Série, Número... já existe.' },
        { codigo: 'E0595', descricao: 'Não é permitido informar alíquota superior a 5%.' },
      ],
    });
  });

  it('HTTP 5xx é falha de comunicação (a nota pode ter sido gerada: consulte pela DPS)', async () => {
    proxima(() => ({ status: 503, corpo: '<html>Service Unavailable</html>' }));
    const erro = await cliente()
      .emitir(dpsAssinada)
      .catch((e: unknown) => e);
    expect(erro).toBeInstanceOf(ErroComunicacaoSefin);
    expect(erro).toMatchObject({ codigo: 'HTTP', detalhe: { status: 503 } });
  });

  it('excesso de requisições (429) não é rejeição da DPS: é falha para tentar de novo', async () => {
    proxima(() => ({
      status: 429,
      corpo: { ...base, erro: { codigo: 'X429', descricao: 'Consumo indevido.' } },
    }));
    await expect(cliente().emitir(dpsAssinada)).rejects.toMatchObject({
      codigo: 'HTTP',
      detalhe: { status: 429, erros: [{ codigo: 'X429', descricao: 'Consumo indevido.' }] },
    });
  });

  it('4xx que não é a resposta da API (URL errada, proxy) não vira rejeição', async () => {
    proxima(() => ({ status: 404, corpo: '<html>Not Found</html>' }));
    await expect(cliente().emitir(dpsAssinada)).rejects.toMatchObject({ codigo: 'RESPOSTA_INVALIDA' });
  });

  it('sucesso sem a NFS-e na resposta é resposta inválida', async () => {
    proxima(() => ({ status: 201, corpo: { ...base, chaveAcesso: CHAVE, idDps: 'x' } }));
    await expect(cliente().emitir(dpsAssinada)).rejects.toMatchObject({ codigo: 'RESPOSTA_INVALIDA' });
  });

  it('tempo esgotado vira ErroComunicacaoSefin TEMPO_ESGOTADO', async () => {
    proxima(() => ({ status: 201, corpo: base, atrasoMs: 2000 }));
    const inicio = Date.now();
    await expect(cliente({ timeoutMs: 200 }).emitir(dpsAssinada)).rejects.toMatchObject({
      codigo: 'TEMPO_ESGOTADO',
      message: 'A Sefin Nacional não respondeu em 0,2 s.',
    });
    expect(Date.now() - inicio).toBeLessThan(1500);
  });
});

describe('ClienteSefin consultas e cancelamento', () => {
  it('consultarNfse: encontrada e não encontrada', async () => {
    proxima(() => ({ status: 200, corpo: { ...base, chaveAcesso: CHAVE, nfseXmlGZipB64: gz(nfseXml) } }));
    proxima(() => ({
      status: 404,
      corpo: { ...base, erro: { codigo: 'E2220', descricao: 'Chave de acesso não encontrada.' } },
    }));
    const sefin = cliente();
    expect(await sefin.consultarNfse(CHAVE)).toMatchObject({ encontrada: true, chaveAcesso: CHAVE, nfseXml });
    expect(await sefin.consultarNfse(CHAVE)).toMatchObject({
      encontrada: false,
      status: 404,
      erros: [{ codigo: 'E2220', descricao: 'Chave de acesso não encontrada.' }],
    });
    expect(servidor.requisicoes.at(-1)).toMatchObject({
      metodo: 'GET',
      caminho: `/SefinNacional/nfse/${CHAVE}`,
    });
    await expect(sefin.consultarNfse('123')).rejects.toBeInstanceOf(RangeError);
    sefin.fechar();
  });

  it('consultarDps devolve a chave da NFS-e gerada a partir da DPS', async () => {
    const idDps = 'DPS355030820615725000011600001000000000000123';
    proxima(() => ({ status: 200, corpo: { ...base, idDps, chaveAcesso: CHAVE } }));
    expect(await cliente().consultarDps(idDps)).toMatchObject({
      encontrada: true,
      idDps,
      chaveAcesso: CHAVE,
    });
    expect(servidor.requisicoes.at(-1)?.caminho).toBe(`/SefinNacional/dps/${idDps}`);
  });

  it('cancelar envia o pedido compactado e devolve o evento, ou a rejeição do erro único', async () => {
    const pedido = assinarPedRegEvento(
      montarCancelamento({
        tpAmb: '2',
        verAplic: 'ERP-0.1',
        dhEvento: '2026-07-15T10:00:00-03:00',
        CNPJAutor: '12345678000195',
        chNFSe: CHAVE,
        cMotivo: '2',
        xMotivo: 'Servico nao foi prestado ao tomador',
      }).xml,
      certificado,
    );
    const eventoXml = '<evento xmlns="http://www.sped.fazenda.gov.br/nfse" versao="1.01"/>';
    proxima(() => ({ status: 201, corpo: { ...base, eventoXmlGZipB64: gz(eventoXml) } }));
    proxima(() => ({
      status: 400,
      corpo: { ...base, erro: { codigo: 'E0840', descricao: 'NFS-e já cancelada.' } },
    }));
    const sefin = cliente();
    expect(await sefin.cancelar(CHAVE, pedido)).toMatchObject({ registrado: true, eventoXml });
    const recebida = servidor.requisicoes.at(-1);
    expect(recebida?.caminho).toBe(`/SefinNacional/nfse/${CHAVE}/eventos`);
    expect(degz(recebida?.corpo, 'pedidoRegistroEventoXmlGZipB64')).toBe(pedido);
    expect(await sefin.cancelar(CHAVE, pedido)).toMatchObject({
      registrado: false,
      erros: [{ codigo: 'E0840', descricao: 'NFS-e já cancelada.' }],
    });
    sefin.fechar();
  });
});

describe('ClienteSefin.consultarEvento', () => {
  it('devolve o evento registrado (o cancelamento cuja resposta se perdeu) ou 404 como não encontrado', async () => {
    const eventoXml = '<evento xmlns="http://www.sped.fazenda.gov.br/nfse" versao="1.01"/>';
    proxima(() => ({ status: 200, corpo: { ...base, eventoXmlGZipB64: gz(eventoXml) } }));
    proxima(() => ({
      status: 404,
      corpo: {
        ...base,
        erro: { codigo: 'E404', descricao: 'Nenhum evento encontrado para a NFS-e' },
      },
    }));
    const sefin = cliente();
    expect(await sefin.consultarEvento(CHAVE, '101101', 1)).toMatchObject({ encontrado: true, eventoXml });
    expect(servidor.requisicoes.at(-1)).toMatchObject({
      metodo: 'GET',
      caminho: `/SefinNacional/nfse/${CHAVE}/eventos/101101/1`,
    });
    expect(await sefin.consultarEvento(CHAVE, '101101', 1)).toMatchObject({
      encontrado: false,
      status: 404,
      erros: [{ codigo: 'E404', descricao: 'Nenhum evento encontrado para a NFS-e' }],
    });
    await expect(sefin.consultarEvento(CHAVE, '1011', 1)).rejects.toBeInstanceOf(RangeError);
    sefin.fechar();
  });
});

describe('ClienteSefin segurança do transporte', () => {
  it('não confia num servidor cuja AC não foi configurada', async () => {
    const antes = servidor.requisicoes.length;
    await expect(cliente({ semCa: true }).consultarNfse(CHAVE)).rejects.toMatchObject({ codigo: 'TLS' });
    expect(servidor.requisicoes.length).toBe(antes);
  });

  it('o servidor recusa um certificado de cliente vencido e nada é processado', async () => {
    const vencido = readPfx(lerFixture('certs/vencido.pfx'), SENHA_PFX_TESTE, { verificarValidade: false });
    const antes = servidor.requisicoes.length;
    const erro = await cliente({ certificado: vencido })
      .consultarNfse(CHAVE)
      .catch((e: unknown) => e);
    expect(erro).toBeInstanceOf(ErroComunicacaoSefin);
    // Com TLS 1.3 o servidor recusa o certificado depois do handshake do cliente: chega como conexão cortada.
    expect(['TLS', 'CONEXAO']).toContain((erro as ErroComunicacaoSefin).codigo);
    expect(servidor.requisicoes.length).toBe(antes);
  });

  it('só aceita URL https', () => {
    expect(
      () => new ClienteSefin({ urlBase: 'http://sefin.nfse.gov.br/SefinNacional', certificado }),
    ).toThrow(RangeError);
  });
});

describe('urlSefinNacional', () => {
  it('produção e produção restrita pelo tpAmb; com origem, o caminho /SefinNacional no outro servidor', () => {
    expect(urlSefinNacional('1')).toBe('https://sefin.nfse.gov.br/SefinNacional');
    expect(urlSefinNacional('2')).toBe('https://sefin.producaorestrita.nfse.gov.br/SefinNacional');
    expect(urlSefinNacional('1', 'https://127.0.0.1:3443')).toBe('https://127.0.0.1:3443/SefinNacional');
    expect(urlSefinNacional('2', 'https://127.0.0.1:3443/')).toBe('https://127.0.0.1:3443/SefinNacional');
    expect(urlSefinNacional('2', undefined)).toBe(URLS_SEFIN.homologacao);
    expect(() => urlSefinNacional('1', 'https://127.0.0.1:3443/SefinNacional')).toThrow(RangeError);
  });
});
