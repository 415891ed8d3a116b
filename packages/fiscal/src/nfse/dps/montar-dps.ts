import { el, grupo } from '../../common/xml.ts';
import { calcularValoresDps, type ValoresCalculadosDps } from './calcular-valores-dps.ts';
import { conferirRegime, conferirRetencao, conferirValores, documento } from './conferir-entrada-dps.ts';
import { DpsInvalidaError } from './dps-invalida-error.ts';
import { type DpsMontada, type EntradaDps, NFSE_NS, VERSAO_DPS } from './entrada-dps.ts';
import { endereco, ibsCbsXml, valoresXml } from './montar-grupos-dps.ts';
import { montarIdDps } from './montar-id-dps.ts';
import { DATA, DATA_HORA, requerido, soDigitos, Verificador } from './verificador-dps.ts';

/**
 * Monta a DPS (Declaração de Prestação de Serviço) do leiaute 1.01 da NFS-e Nacional, emitida pelo próprio
 * prestador (tpEmit 1), em ordem de schema (TCInfDPS) e sem espaços entre as tags, e calcula os valores da futura
 * NFS-e. Lança DpsInvalidaError com todos os problemas da entrada (documentos com dígito errado, combinações que a
 * Sefin rejeita, com o código da rejeição). O XML sai sem assinatura: assine com assinarDPS (nfse/sign.ts) e
 * valide com validarDps antes de enviar.
 */
export function montarDps(entrada: EntradaDps): DpsMontada {
  const v = new Verificador();
  v.padrao('tpAmb', entrada.tpAmb, /^[12]$/, '1 produção ou 2 homologação');
  v.padrao('dhEmi', entrada.dhEmi, DATA_HORA, 'AAAA-MM-DDThh:mm:ss-03:00');
  v.padrao('dCompet', entrada.dCompet, DATA, 'AAAA-MM-DD');
  if (
    DATA.test(entrada.dCompet) &&
    DATA_HORA.test(entrada.dhEmi) &&
    entrada.dCompet > entrada.dhEmi.slice(0, 10)
  ) {
    v.falha('dCompet', 'A competência não pode ser posterior à data de emissão.', 'E0015');
  }
  const verAplic = v.texto('verAplic', entrada.verAplic, 20);
  v.obrigatorio('verAplic', verAplic);
  v.padrao('cLocEmi', entrada.cLocEmi, /^[0-9]{7}$/, 'código IBGE de 7 dígitos');

  const prest = documento(v, 'prestador', entrada.prestador);
  conferirRegime(v, entrada.prestador.regTrib);
  const toma = entrada.tomador ? documento(v, 'tomador', entrada.tomador) : {};
  if (prest.CNPJ && toma.CNPJ && prest.CNPJ.slice(0, 8) === toma.CNPJ.slice(0, 8)) {
    v.falha('tomador.CNPJ', 'O tomador não pode ser da mesma empresa (raiz do CNPJ) do prestador.', 'E0202');
  }
  conferirRetencao(v, entrada, toma);

  const servico = entrada.servico;
  v.padrao('servico.cTribNac', servico.cTribNac, /^[0-9]{6}$/, '6 dígitos');
  v.padrao('servico.cTribMun', servico.cTribMun, /^[0-9]{3}$/, '3 dígitos');
  v.padrao('servico.cNBS', servico.cNBS, /^[0-9]{9}$/, '9 dígitos');
  v.obrigatorio('servico.cNBS', servico.cNBS);
  v.padrao('servico.cLocPrestacao', servico.cLocPrestacao, /^[0-9]{7}$/, 'código IBGE de 7 dígitos');
  const xDescServ = v.texto('servico.xDescServ', servico.xDescServ, 2000, true);
  v.obrigatorio('servico.xDescServ', xDescServ);

  let valores: ValoresCalculadosDps;
  try {
    valores = calcularValoresDps(entrada.valores);
  } catch (erro) {
    if (erro instanceof DpsInvalidaError) throw new DpsInvalidaError([...v.problemas, ...erro.problemas]);
    throw erro;
  }
  conferirValores(v, entrada, valores);

  let id = '';
  try {
    id = montarIdDps({ cLocEmi: entrada.cLocEmi, ...prest, serie: entrada.serie, nDPS: entrada.nDPS });
  } catch (erro) {
    v.falha('serie', erro instanceof Error ? erro.message : String(erro), 'E0004');
  }

  const p = entrada.prestador;
  const t = entrada.tomador;
  const xml =
    '<?xml version="1.0" encoding="UTF-8"?>' +
    grupo(
      'DPS',
      [
        grupo(
          'infDPS',
          [
            el('tpAmb', entrada.tpAmb),
            el('dhEmi', entrada.dhEmi),
            el('verAplic', verAplic),
            el('serie', entrada.serie),
            el('nDPS', entrada.nDPS),
            el('dCompet', entrada.dCompet),
            el('tpEmit', '1'),
            el('cLocEmi', entrada.cLocEmi),
            // O prestador emitente não informa nome nem endereço: vêm do cadastro (E0121, E0128).
            grupo('prest', [
              el('CNPJ', prest.CNPJ),
              el('CPF', prest.CPF),
              el('IM', v.texto('prestador.IM', p.IM, 15)),
              el('fone', v.padrao('prestador.fone', soDigitos(p.fone), /^[0-9]{6,20}$/, '6 a 20 dígitos')),
              el('email', v.texto('prestador.email', p.email, 80)),
              grupo('regTrib', [
                el('opSimpNac', p.regTrib.opSimpNac),
                el('regApTribSN', p.regTrib.regApTribSN),
                el('regEspTrib', p.regTrib.regEspTrib),
              ]),
            ]),
            t
              ? grupo('toma', [
                  el('CNPJ', toma.CNPJ),
                  el('CPF', toma.CPF),
                  el('IM', v.texto('tomador.IM', t.IM, 15)),
                  el('xNome', requerido(v, 'tomador.xNome', v.texto('tomador.xNome', t.xNome, 300))),
                  t.endereco ? endereco(t.endereco, v, 'tomador.endereco') : undefined,
                  el('fone', v.padrao('tomador.fone', soDigitos(t.fone), /^[0-9]{6,20}$/, '6 a 20 dígitos')),
                  el('email', v.texto('tomador.email', t.email, 80)),
                ])
              : undefined,
            grupo('serv', [
              grupo('locPrest', [el('cLocPrestacao', servico.cLocPrestacao ?? entrada.cLocEmi)]),
              grupo('cServ', [
                el('cTribNac', servico.cTribNac),
                el('cTribMun', servico.cTribMun),
                el('xDescServ', xDescServ),
                el('cNBS', servico.cNBS),
              ]),
              grupo('infoCompl', [el('xInfComp', v.texto('servico.xInfComp', servico.xInfComp, 2000))]),
            ]),
            valoresXml(entrada, valores, v),
            ibsCbsXml(v, entrada.ibsCbs),
          ],
          { Id: id },
        ),
      ],
      { xmlns: NFSE_NS, versao: VERSAO_DPS },
    );
  if (v.problemas.length > 0) throw new DpsInvalidaError(v.problemas);
  return { xml, id, valores };
}
