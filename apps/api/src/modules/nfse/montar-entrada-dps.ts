import { valoresDaDps } from '@erp/contracts/nfse';
import { cTribNacDoItemLc116 } from '@erp/fiscal/calculo';
import type { EntradaDps, PrestadorDps, TomadorDps } from '@erp/fiscal/nfse';
import { AppError } from '../../lib/app-error.ts';
import type { EmpresaRow } from '../empresa/empresa.repository.ts';
import type { ClienteRow, ServicoRow } from './nfse.repository.ts';

export const VERSAO_APLICATIVO = 'ERP-Plasticos 1.0';

export interface EmpresaPrestadora {
  cnpj: string;
  razaoSocial: string;
  codigoMunicipio: number;
  row: EmpresaRow;
}

/** The company data a DPS needs; the error lists what is missing, in the screen's words. */
export function exigirEmpresaNfse(empresa: EmpresaRow | undefined): EmpresaPrestadora {
  const faltando: string[] = [];
  if (!empresa?.cnpj) faltando.push('CNPJ');
  if (!empresa?.razaoSocial) faltando.push('razão social');
  if (!empresa?.codigoMunicipio) faltando.push('município');
  if (!empresa || faltando.length > 0) {
    throw AppError.unprocessable(
      'Complete os dados da empresa em Dados da Empresa antes de emitir NFS-e.',
      `Falta: ${faltando.join(', ')}.`,
    );
  }
  return {
    cnpj: empresa.cnpj as string,
    razaoSocial: empresa.razaoSocial,
    codigoMunicipio: empresa.codigoMunicipio as number,
    row: empresa,
  };
}

/**
 * regTrib from the company's CRT: Simples Nacional (1) and SN with excess of sublimite (2) are ME/EPP optantes
 * (opSimpNac 3; with the excess the ISSQN is paid outside the SN, regApTribSN 2), regime normal (3) is not
 * optante (1), MEI (4) is 2. Deriving it keeps the NF-e's CRT and the DPS's option from ever disagreeing.
 */
export function regimeDoPrestador(empresa: EmpresaRow): PrestadorDps['regTrib'] {
  const regEspTrib = String(empresa.nfseRegimeEspecial) as PrestadorDps['regTrib']['regEspTrib'];
  switch (empresa.regimeTributario) {
    case 1:
    case 2: {
      const padrao = empresa.regimeTributario === 2 ? 2 : 1;
      const regApTribSN = String(empresa.nfseRegimeApuracaoSn ?? padrao) as '1' | '2' | '3';
      return { opSimpNac: '3', regApTribSN, regEspTrib };
    }
    case 4:
      return { opSimpNac: '2', regEspTrib };
    default:
      return { opSimpNac: '1', regEspTrib };
  }
}

/**
 * pAliq goes in the DPS only where the Sefin requires it: an ME/EPP with the ISSQN in the Simples Nacional and
 * retained by the tomador (E0621/E0628). Elsewhere the rate is the municipality's own parameter, and informing it
 * is refused (E0617, E0625): the NFS-e then carries the municipality's rate, which is what gets stored.
 */
export function informarAliquota(regTrib: PrestadorDps['regTrib'], issRetido: boolean) {
  return regTrib.opSimpNac === '3' && regTrib.regApTribSN === '1' && issRetido;
}

const digitos = (valor: string | null | undefined) => valor?.replace(/\D/g, '') || undefined;

function tomador(cliente: ClienteRow): TomadorDps {
  const documento = cliente.cpfCnpj.replace(/[^0-9A-Za-z]/g, '').toUpperCase();
  const fone = digitos(cliente.telefone);
  const email = cliente.emailNfe || cliente.email;
  const temEndereco = cliente.codigoMunicipio && cliente.cep && cliente.logradouro && cliente.bairro;
  return {
    ...(documento.length === 11 ? { CPF: documento } : { CNPJ: documento }),
    xNome: cliente.nomeRazaoSocial,
    ...(temEndereco
      ? {
          endereco: {
            cMun: String(cliente.codigoMunicipio),
            CEP: cliente.cep as string,
            xLgr: cliente.logradouro as string,
            nro: cliente.numero || 'S/N',
            ...(cliente.complemento ? { xCpl: cliente.complemento } : {}),
            xBairro: cliente.bairro as string,
          },
        }
      : {}),
    ...(fone && fone.length >= 6 && fone.length <= 20 ? { fone } : {}),
    ...(email && email.length <= 80 ? { email } : {}),
  };
}

export interface DadosDps {
  empresa: EmpresaPrestadora;
  cliente: ClienteRow;
  servico: ServicoRow;
  serie: number;
  numero: number;
  dhEmi: string;
  tpAmb: '1' | '2';
  dataCompetencia: string;
  discriminacao: string;
  codigoNbs: string;
  quantidade: string | undefined;
  valorServico: string | undefined;
  /** Dedução/redução of the ISS base (vDR), in reais. */
  valorDeducoes: string | undefined;
  issRetido: boolean;
  retencoes: Partial<Record<'pis' | 'cofins' | 'csll' | 'irrf' | 'inss', string>>;
  /** The NF-e of the same processing, named in the complementary information. */
  nfeReferencia: { numero: number | null; serie: number | null; chaveAcesso: string | null } | undefined;
}

/** The fiscal engine's input for the DPS: company as prestador, the client as tomador, the service and values. */
export function montarEntradaDps(d: DadosDps): EntradaDps {
  const regTrib = regimeDoPrestador(d.empresa.row);
  const valores = valoresDaDps({
    quantidade: d.quantidade,
    preco_kg: d.servico.preco,
    valor_servico: d.valorServico,
    valor_deducoes: d.valorDeducoes,
    aliquota_iss: d.servico.aliquotaIss,
    iss_retido: d.issRetido,
    retencoes: d.retencoes,
  });
  if (!valores) throw AppError.unprocessable('O valor do serviço deve ser maior que zero.');
  let cTribNac: string;
  try {
    cTribNac = cTribNacDoItemLc116(d.servico.codigoLc116);
  } catch {
    throw AppError.unprocessable(
      `O código LC 116 do serviço "${d.servico.descricao}" é inválido: ${d.servico.codigoLc116}.`,
    );
  }
  const ref = d.nfeReferencia;
  const xInfComp = ref?.chaveAcesso
    ? `Referente à NF-e nº ${ref.numero}/${ref.serie}, chave de acesso ${ref.chaveAcesso}.`
    : undefined;
  const empresa = d.empresa.row;
  const fone = digitos(empresa.telefone);
  return {
    tpAmb: d.tpAmb,
    dhEmi: d.dhEmi,
    verAplic: VERSAO_APLICATIVO,
    serie: String(d.serie),
    nDPS: String(d.numero),
    dCompet: d.dataCompetencia,
    cLocEmi: String(d.empresa.codigoMunicipio),
    prestador: {
      CNPJ: d.empresa.cnpj,
      ...(empresa.inscricaoMunicipal ? { IM: empresa.inscricaoMunicipal.trim() } : {}),
      ...(fone && fone.length >= 6 ? { fone } : {}),
      ...(empresa.email && empresa.email.length <= 80 ? { email: empresa.email } : {}),
      regTrib,
    },
    tomador: tomador(d.cliente),
    servico: {
      cTribNac,
      xDescServ: d.discriminacao,
      cNBS: d.codigoNbs,
      ...(xInfComp ? { xInfComp } : {}),
    },
    valores: {
      ...valores,
      iss: { ...valores.iss, informarAliquota: informarAliquota(regTrib, d.issRetido) },
    },
  };
}
