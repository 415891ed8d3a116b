import { el, grupo } from '@erp/fiscal/xml';
import type { ContextoServico } from '../config.ts';
import type { Inutilizacao } from '../estado/tipos.ts';
import { conferirAssinatura } from '../xml/conferir-assinatura.ts';
import { dataHoraBrasilia } from '../xml/data-hora.ts';
import { comNamespace } from '../xml/extrair-elementos.ts';
import { atributo, filho, texto } from '../xml/ler-xml.ts';
import { cUFDaMensagem, lerDados, NFE_NS } from './ler-dados.ts';
import { type Resultado, resultado } from './motivos.ts';
import type { ServicoNFe } from './servico-nfe.ts';

/** Campos da faixa como vieram na mensagem (nNFIni/nNFFin em texto, para o retorno). */
type Faixa = Omit<Inutilizacao, 'nProt' | 'dhRecbto' | 'nNFIni' | 'nNFFin'> & {
  nNFIni: string;
  nNFFin: string;
};

function retInutNFe(r: Resultado, cUF: string, ctx: ContextoServico, faixa?: Faixa, nProt?: string): string {
  return grupo(
    'retInutNFe',
    [
      grupo(
        'infInut',
        [
          el('tpAmb', ctx.config.tpAmb),
          el('verAplic', ctx.config.verAplic),
          el('cStat', r.cStat),
          el('xMotivo', r.xMotivo),
          el('cUF', cUF),
          el('ano', faixa?.ano),
          el('CNPJ', faixa?.cnpj),
          el('mod', faixa?.mod),
          el('serie', faixa?.serie),
          el('nNFIni', faixa?.nNFIni),
          el('nNFFin', faixa?.nNFFin),
          el('dhRecbto', dataHoraBrasilia(ctx.agora)),
          el('nProt', nProt),
        ],
        { Id: nProt ? `ID${nProt}` : undefined },
      ),
    ],
    { versao: '4.00', xmlns: NFE_NS },
  );
}

/**
 * NFeInutilizacao4 (inutNFe): 102 quando nenhum número da faixa foi usado; 241 se algum foi (autorizado ou
 * cancelado), 256 se parte da faixa já está inutilizada, 563 para a mesma faixa repetida.
 */
export const inutilizacao: ServicoNFe = {
  nome: 'NFeInutilizacao4',
  processar(dados, ctx) {
    const { estado, config, agora } = ctx;
    const lidos = lerDados(dados, 'inutNFe', 'inutNFe', '215');
    if ('rejeicao' in lidos) return retInutNFe(lidos.rejeicao, cUFDaMensagem(dados), ctx);
    const inf = filho(lidos.raiz, 'infInut');
    const campo = (nome: string) => texto(inf, nome) ?? '';
    const cUF = campo('cUF');
    const faixa: Faixa = {
      cnpj: campo('CNPJ'),
      cUF,
      ano: campo('ano'),
      mod: campo('mod'),
      serie: campo('serie'),
      nNFIni: campo('nNFIni'),
      nNFFin: campo('nNFFin'),
    };
    const rejeitar = (r: Resultado) => retInutNFe(r, cUF, ctx, faixa);
    if (campo('tpAmb') !== config.tpAmb) return rejeitar(resultado('252'));
    const assinatura = conferirAssinatura(
      comNamespace(dados, NFE_NS),
      lidos.raiz,
      atributo(inf, 'Id') ?? '',
      agora,
    );
    if ('cStat' in assinatura) return rejeitar(assinatura);
    if (faixa.cnpj.slice(0, 8) !== assinatura.cnpjSignatario.slice(0, 8)) return rejeitar(resultado('213'));
    const inicio = Number(faixa.nNFIni);
    const fim = Number(faixa.nNFFin);
    if (inicio > fim) return rejeitar(resultado('224'));

    const mesmaSerie = estado.dados.inutilizacoes.filter(
      (i) => i.cnpj === faixa.cnpj && i.mod === faixa.mod && Number(i.serie) === Number(faixa.serie),
    );
    if (mesmaSerie.some((i) => i.nNFIni === inicio && i.nNFFin === fim)) return rejeitar(resultado('563'));
    if (mesmaSerie.some((i) => i.nNFIni <= fim && inicio <= i.nNFFin)) return rejeitar(resultado('256'));
    const usada = Object.values(estado.dados.notas).some(
      (n) =>
        n.cnpjEmitente === faixa.cnpj &&
        n.mod === faixa.mod &&
        Number(n.serie) === Number(faixa.serie) &&
        Number(n.nNF) >= inicio &&
        Number(n.nNF) <= fim,
    );
    if (usada) return rejeitar(resultado('241'));

    const nProt = estado.proximoProtocolo(cUF, agora);
    estado.dados.inutilizacoes.push({
      ...faixa,
      nNFIni: inicio,
      nNFFin: fim,
      nProt,
      dhRecbto: dataHoraBrasilia(agora),
    });
    estado.salvar();
    return retInutNFe(resultado('102'), cUF, ctx, faixa, nProt);
  },
  rejeitar(r, dados, ctx) {
    return retInutNFe(r, cUFDaMensagem(dados), ctx);
  },
};
