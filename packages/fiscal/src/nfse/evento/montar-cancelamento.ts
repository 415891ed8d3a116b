import { isCnpjValido } from '../../common/cnpj.ts';
import { isCpfValido } from '../../common/cpf.ts';
import { el, grupo } from '../../common/xml.ts';
import { normalizarTextoLivre } from '../../nfe/build/texto-livre.ts';
import { NFSE_NS, VERSAO_DPS } from '../dps/entrada-dps.ts';

/**
 * Pedido de registro do evento de cancelamento da NFS-e (pedRegEvento/infPedReg com e101101), leiaute 1.01.
 * O Id é "PRE" + chave da NFS-e (50) + tipo do evento (101101) + número do pedido (3 dígitos). Assine com
 * assinarPedRegEvento (nfse/sign.ts) e envie com ClienteSefin.cancelar.
 */

export const EVENTO_CANCELAMENTO = '101101';

export interface EntradaCancelamento {
  tpAmb: '1' | '2';
  verAplic: string;
  /** Data e hora do pedido com fuso: 2026-07-15T10:00:00-03:00. */
  dhEvento: string;
  /** Autor do pedido (o prestador emitente): CNPJ ou CPF. */
  CNPJAutor?: string;
  CPFAutor?: string;
  /** Chave de acesso da NFS-e (50 dígitos). */
  chNFSe: string;
  /** Para o cancelamento é sempre 1 (um só pedido por nota). */
  nPedRegEvento?: string;
  /** 1 erro na emissão, 2 serviço não prestado, 9 outros. */
  cMotivo: '1' | '2' | '9';
  /** Justificativa, de 15 a 255 caracteres. */
  xMotivo: string;
}

export interface CancelamentoMontado {
  xml: string;
  id: string;
}

export function montarCancelamento(entrada: EntradaCancelamento): CancelamentoMontado {
  const problemas: string[] = [];
  if (!/^[0-9]{50}$/.test(entrada.chNFSe))
    problemas.push(`Chave de acesso da NFS-e inválida: "${entrada.chNFSe}".`);
  if ((entrada.CNPJAutor === undefined) === (entrada.CPFAutor === undefined)) {
    problemas.push('Informe o CNPJ ou o CPF do autor do pedido (um dos dois).');
  } else if (
    entrada.CNPJAutor !== undefined &&
    !(/^[0-9]{14}$/.test(entrada.CNPJAutor) && isCnpjValido(entrada.CNPJAutor))
  ) {
    problemas.push(`CNPJ do autor inválido: ${entrada.CNPJAutor}.`);
  } else if (entrada.CPFAutor !== undefined && !isCpfValido(entrada.CPFAutor)) {
    problemas.push(`CPF do autor inválido: ${entrada.CPFAutor}.`);
  }
  const nPedRegEvento = entrada.nPedRegEvento ?? '1';
  if (!/^[0-9]{1,3}$/.test(nPedRegEvento)) problemas.push(`Número do pedido inválido: "${nPedRegEvento}".`);
  if (
    !/^[0-9]{4}-[0-9]{2}-[0-9]{2}T[0-9]{2}:[0-9]{2}:[0-9]{2}[-+][0-9]{2}:[0-9]{2}$/.test(entrada.dhEvento)
  ) {
    problemas.push(`Data e hora do evento inválida: "${entrada.dhEvento}" (AAAA-MM-DDThh:mm:ss-03:00).`);
  }
  // TSMotivo é TString: a mesma normalização de texto corrido que o schema de contracts já aplicou.
  const { texto: xMotivo, recusados } = normalizarTextoLivre(entrada.xMotivo, { quebrasDeLinha: 'separar' });
  if (recusados.length > 0) {
    problemas.push(`A justificativa tem caracteres que a NFS-e não aceita: ${recusados.join(' ')}.`);
  }
  if (xMotivo.length < 15 || xMotivo.length > 255) {
    problemas.push('A justificativa do cancelamento deve ter de 15 a 255 caracteres.');
  }
  if (problemas.length > 0) throw new RangeError(problemas.join(' '));

  const id = `PRE${entrada.chNFSe}${EVENTO_CANCELAMENTO}${nPedRegEvento.padStart(3, '0')}`;
  const xml =
    '<?xml version="1.0" encoding="UTF-8"?>' +
    grupo(
      'pedRegEvento',
      [
        grupo(
          'infPedReg',
          [
            el('tpAmb', entrada.tpAmb),
            el('verAplic', entrada.verAplic),
            el('dhEvento', entrada.dhEvento),
            el('CNPJAutor', entrada.CNPJAutor),
            el('CPFAutor', entrada.CPFAutor),
            el('chNFSe', entrada.chNFSe),
            el('nPedRegEvento', nPedRegEvento),
            grupo('e101101', [
              el('xDesc', 'Cancelamento de NFS-e'),
              el('cMotivo', entrada.cMotivo),
              el('xMotivo', xMotivo),
            ]),
          ],
          { Id: id },
        ),
      ],
      { xmlns: NFSE_NS, versao: VERSAO_DPS },
    );
  return { xml, id };
}
