import type { TAliquotaIss } from '@erp/contracts/nfse';
import { cTribNacDoItemLc116 } from '@erp/fiscal/calculo';
import { hojeEmBrasilia } from '@erp/fiscal/data-hora';
import type { AppContext } from '../../app-context.ts';
import { findEmpresa } from '../empresa/empresa.repository.ts';
import { exigirEmpresaNfse, informarAliquota, regimeDoPrestador } from './montar-entrada-dps.ts';
import type { ServicoRow } from './nfse.repository.ts';

/** A municipality changes its rates by law, at most a few times a year: ten minutes spares the Sefin a query per keystroke. */
const VALIDADE_MS = 10 * 60 * 1000;
const lidas = new Map<string, { aliquota: string | undefined; ate: number }>();

/**
 * The ISS rate the authorised NFS-e will carry (pAliqAplic), so the preview, the stored note, the DANFSe, the XML
 * and GET /nfse/:id agree. Where the DPS must carry pAliq (montar-entrada-dps's informarAliquota) it is the
 * service's rate. Elsewhere the Sefin refuses pAliq and applies the rate the municipality of incidence (the
 * company's, for processing done at its plant) parametrised for the service, read from the Sefin's
 * parametros_municipais. When that cannot be read, the service's rate with the reason: the stored note takes the
 * NFS-e's own rate when it is authorised.
 */
export async function aliquotaIssDaNfse(
  ctx: AppContext,
  servico: Pick<ServicoRow, 'aliquotaIss' | 'codigoLc116'>,
  issRetido: boolean,
  competencia: string = hojeEmBrasilia(),
): Promise<TAliquotaIss> {
  const doServico = (aviso: string): TAliquotaIss => ({
    aliquota_iss: servico.aliquotaIss,
    origem: 'servico',
    aviso,
  });
  let empresa: ReturnType<typeof exigirEmpresaNfse>;
  try {
    empresa = exigirEmpresaNfse(await findEmpresa(ctx.db));
  } catch {
    return doServico('Complete os dados da empresa para consultar a alíquota do ISS do município.');
  }
  if (informarAliquota(regimeDoPrestador(empresa.row), issRetido)) {
    return { aliquota_iss: servico.aliquotaIss, origem: 'dps', aviso: null };
  }
  let cTribNac: string;
  try {
    cTribNac = cTribNacDoItemLc116(servico.codigoLc116);
  } catch {
    return doServico(`O código LC 116 do serviço é inválido: ${servico.codigoLc116}.`);
  }
  try {
    const conexao = await ctx.fiscal.atual();
    const chave = `${conexao.modo}|${empresa.codigoMunicipio}|${cTribNac}|${competencia}`;
    let lida = lidas.get(chave);
    if (!lida || lida.ate < Date.now()) {
      const cliente = await conexao.clienteSefin(empresa);
      const aliquota = await cliente.consultarAliquotaMunicipal(
        String(empresa.codigoMunicipio),
        cTribNac,
        competencia,
      );
      lida = { aliquota, ate: Date.now() + VALIDADE_MS };
      lidas.set(chave, lida);
    }
    if (lida.aliquota === undefined) {
      return doServico('O município não informou à Sefin Nacional uma alíquota do ISS para este serviço.');
    }
    return { aliquota_iss: lida.aliquota, origem: 'municipio', aviso: null };
  } catch (error) {
    return doServico(
      `Não foi possível consultar a alíquota do ISS do município na Sefin Nacional: ${(error as Error).message}`,
    );
  }
}
