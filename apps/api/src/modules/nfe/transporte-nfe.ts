import type { TNfe } from '@erp/contracts/nfe-documento';
import {
  MENSAGEM_VEICULO_INTERESTADUAL,
  type TTransporteNfe,
  type TVolumeNfe,
  ZTransporteNfe,
} from '@erp/contracts/nfe-transporte';
import type { TransporteEntrada, VolumeEntrada } from '@erp/fiscal/calculo';
import type { SiglaUF } from '@erp/fiscal/documentos';
import { AppError } from '../../lib/app-error.ts';
import type { NotaRow } from './nfe.repository.ts';

/**
 * The transport group of a note (X01 transp). notas_fiscais keeps modFrete in modalidade_frete and the rest in the
 * transporte jsonb, in the draft payload's shape, so GET /nfe/{id} answers what was saved and the XML is built
 * from the same data.
 */

type Detalhes = Omit<TTransporteNfe, 'modalidade_frete'>;

/** The jsonb of a draft: carrier, vehicle and volumes when informed; null when only the freight mode is. */
export function transporteParaGravar(transporte: TTransporteNfe): Detalhes | null {
  const { modalidade_frete: _, ...detalhes } = transporte;
  const gravar: Detalhes = {
    ...(detalhes.transportadora ? { transportadora: detalhes.transportadora } : {}),
    ...(detalhes.veiculo ? { veiculo: detalhes.veiculo } : {}),
    ...(detalhes.volumes?.length ? { volumes: detalhes.volumes } : {}),
  };
  return Object.keys(gravar).length > 0 ? gravar : null;
}

/**
 * The vehicle does not go on an interstate NF-e (rejection 868, NT 2016.002: it is on the MDF-e). Said when the
 * draft is saved, under the field, instead of at emission.
 */
export function conferirTransporte(
  transporte: TTransporteNfe,
  ufEmpresa: string | null | undefined,
  ufCliente: string | null | undefined,
) {
  if (transporte.veiculo && ufEmpresa && ufCliente && ufEmpresa !== ufCliente) {
    throw AppError.validation(`Dados inválidos. ${MENSAGEM_VEICULO_INTERESTADUAL}`, [
      { campo: 'transporte.veiculo', mensagem: MENSAGEM_VEICULO_INTERESTADUAL },
    ]);
  }
}

/** The stored group read back through the contract: a row written by this version parses as it was saved. */
function lerTransporte(nota: Pick<NotaRow, 'modalidadeFrete' | 'transporte'>) {
  return ZTransporteNfe.safeParse({ ...(nota.transporte ?? {}), modalidade_frete: nota.modalidadeFrete });
}

/** GET /nfe/{id}: the draft payload's shape. */
export function transporteDaNota(nota: Pick<NotaRow, 'modalidadeFrete' | 'transporte'>): TNfe['transporte'] {
  const lido = lerTransporte(nota);
  // A group that no longer passes (a jsonb edited by hand) shows only the freight mode; its emission is refused.
  if (!lido.success) return { modalidade_frete: nota.modalidadeFrete };
  const t = lido.data;
  return {
    modalidade_frete: t.modalidade_frete,
    ...(t.transportadora ? { transportadora: t.transportadora } : {}),
    ...(t.veiculo ? { veiculo: t.veiculo } : {}),
    ...(t.volumes?.length ? { volumes: t.volumes } : {}),
  };
}

const opcional = <K extends string>(chave: K, valor: string | null | undefined) =>
  (valor ? { [chave]: valor } : {}) as Partial<Record<K, string>>;

function volume(v: TVolumeNfe): VolumeEntrada {
  return {
    qVol: v.qVol,
    ...opcional('esp', v.esp),
    ...opcional('marca', v.marca),
    ...opcional('nVol', v.nVol),
    ...opcional('pesoL', v.pesoL),
    ...opcional('pesoB', v.pesoB),
  };
}

/** The fiscal engine's X01 transp. */
export function transpDaNota(nota: Pick<NotaRow, 'modalidadeFrete' | 'transporte'>): TransporteEntrada {
  const lido = lerTransporte(nota);
  // Never to SEFAZ without the carrier or volumes the user saved: the draft must be saved again.
  if (!lido.success) {
    throw AppError.unprocessable(
      'Os dados de transporte do rascunho são inválidos: abra o rascunho, corrija o transporte e salve novamente.',
      lido.error.issues.map((i) => `transporte.${i.path.join('.')}: ${i.message}`).join('; '),
    );
  }
  const t = lido.data;
  const transportadora = t.transportadora;
  return {
    modFrete: t.modalidade_frete,
    ...(transportadora
      ? {
          transporta: {
            ...(transportadora.cpf_cnpj.length === 11
              ? { CPF: transportadora.cpf_cnpj }
              : { CNPJ: transportadora.cpf_cnpj }),
            xNome: transportadora.nome,
            ...opcional('IE', transportadora.ie),
            ...opcional('xEnder', transportadora.endereco),
            ...opcional('xMun', transportadora.municipio),
            ...(transportadora.uf ? { UF: transportadora.uf as SiglaUF } : {}),
          },
        }
      : {}),
    ...(t.veiculo ? { veicTransp: { placa: t.veiculo.placa, UF: t.veiculo.uf as SiglaUF } } : {}),
    ...(t.volumes?.length ? { vol: t.volumes.map(volume) } : {}),
  };
}
