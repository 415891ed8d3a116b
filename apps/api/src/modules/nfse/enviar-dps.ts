import type { ClienteSefin, MensagemSefin } from '@erp/fiscal/nfse';
import { ErroComunicacaoSefin, lerNfse, NfseParseError } from '@erp/fiscal/nfse';

export type ResultadoEnvioDps =
  /** The NFS-e generated from this DPS; `viaConsulta` when it came from GET /dps/{id} after a lost answer. */
  | { situacao: 'autorizada'; chaveAcesso: string; nfseXml: string; viaConsulta: boolean }
  /** The Sefin judged the DPS and refused it: the national code (E0160...) and its message. */
  | { situacao: 'rejeitada'; codigo: string; mensagem: string }
  /** No conclusive answer: send the same signed DPS later, after consulting it again. */
  | { situacao: 'pendente'; motivo: string };

/** E0014: this série, number, município and CNPJ already generated an NFS-e (an earlier attempt did). */
const DPS_JA_GERADA = 'E0014';

function rejeicao(erros: MensagemSefin[], status: number): ResultadoEnvioDps {
  const [primeiro, ...outros] = erros;
  const texto = (e: MensagemSefin) => (e.complemento ? `${e.descricao} (${e.complemento})` : e.descricao);
  return {
    situacao: 'rejeitada',
    codigo: primeiro?.codigo ?? `HTTP ${status}`,
    mensagem: [
      primeiro ? texto(primeiro) : 'A Sefin Nacional recusou a DPS sem informar o motivo.',
      ...outros.map((e) => `${e.codigo} - ${texto(e)}`),
    ].join('; '),
  };
}

/**
 * GET /dps/{id} and then the NFS-e by its key. Undefined when the Sefin has no NFS-e for this DPS (it never
 * arrived: sending the same DPS again is safe, a duplicate would be refused with E0014).
 */
async function consultarPelaDps(
  cliente: ClienteSefin,
  idDps: string,
  motivo: string,
): Promise<ResultadoEnvioDps | undefined> {
  try {
    const dps = await cliente.consultarDps(idDps);
    if (!dps.encontrada) return undefined;
    const nfse = await cliente.consultarNfse(dps.chaveAcesso);
    if (!nfse.encontrada) {
      const erro = nfse.erros[0];
      return {
        situacao: 'pendente',
        motivo: `${motivo} A NFS-e ${dps.chaveAcesso} foi gerada, mas não pôde ser lida: ${erro?.codigo} - ${erro?.descricao}.`,
      };
    }
    return {
      situacao: 'autorizada',
      chaveAcesso: nfse.chaveAcesso,
      nfseXml: nfse.nfseXml,
      viaConsulta: true,
    };
  } catch (erro) {
    if (!(erro instanceof ErroComunicacaoSefin)) throw erro;
    return { situacao: 'pendente', motivo: `${motivo} A consulta pela DPS também falhou: ${erro.message}` };
  }
}

/** The NFS-e must carry this very DPS: anything else is never attached to the record. */
function conferirNfse(resultado: ResultadoEnvioDps, idDps: string): ResultadoEnvioDps {
  if (resultado.situacao !== 'autorizada') return resultado;
  let idDaNota: string | undefined;
  try {
    idDaNota = lerNfse(resultado.nfseXml).dps.id;
  } catch (erro) {
    if (!(erro instanceof NfseParseError)) throw erro;
  }
  if (idDaNota === idDps) return resultado;
  return {
    situacao: 'pendente',
    motivo: `A Sefin Nacional devolveu a NFS-e ${resultado.chaveAcesso}, que não é desta DPS (${idDaNota ?? 'XML ilegível'}).`,
  };
}

/**
 * Sends the stored signed DPS (never a new one) and reads the answer. A retry (`consultarAntes`) and any answer
 * that did not arrive (timeout, dropped connection, 5xx, 429) consult GET /dps/{id} before anything else, so a
 * DPS that already generated its NFS-e is attached instead of being sent again.
 */
export async function enviarDps(
  cliente: ClienteSefin,
  dps: { xml: string; id: string },
  opcoes: { consultarAntes: boolean },
): Promise<ResultadoEnvioDps> {
  if (opcoes.consultarAntes) {
    const consulta = await consultarPelaDps(cliente, dps.id, 'Nova tentativa.');
    if (consulta) return conferirNfse(consulta, dps.id);
  }
  let envio: Awaited<ReturnType<ClienteSefin['emitir']>>;
  try {
    envio = await cliente.emitir(dps.xml);
  } catch (erro) {
    if (!(erro instanceof ErroComunicacaoSefin)) throw erro;
    const motivo = `Sem resposta conclusiva da Sefin Nacional: ${erro.message}`;
    const consulta = await consultarPelaDps(cliente, dps.id, motivo);
    return consulta
      ? conferirNfse(consulta, dps.id)
      : { situacao: 'pendente', motivo: `${motivo} A DPS não gerou NFS-e; ela será enviada de novo.` };
  }
  if (envio.autorizada) {
    return conferirNfse(
      { situacao: 'autorizada', chaveAcesso: envio.chaveAcesso, nfseXml: envio.nfseXml, viaConsulta: false },
      dps.id,
    );
  }
  if (envio.erros.some((e) => e.codigo === DPS_JA_GERADA)) {
    const consulta = await consultarPelaDps(
      cliente,
      dps.id,
      'A Sefin Nacional acusou DPS já processada (E0014).',
    );
    if (consulta) return conferirNfse(consulta, dps.id);
  }
  return rejeicao(envio.erros, envio.status);
}
