import type { TCliente } from '@erp/contracts/clientes';
import type { TFornecedor } from '@erp/contracts/fornecedores';
import type { TNfe } from '@erp/contracts/nfe-documento';
import {
  MENSAGEM_VEICULO_INTERESTADUAL,
  SEM_TRANSPORTE,
  type TTransporteNfeInput,
  ZTransporteNfe,
} from '@erp/contracts/nfe-transporte';

/**
 * The transport group of the draft screen (X01 transp besides modFrete) as the inputs hold it: text as typed, a
 * blank field is "not informed". The payload and the validation are the contract's (ZTransporteNfe), so the
 * screen refuses what the API would.
 */

export type TransportadoraForm = {
  cpf_cnpj: string;
  nome: string;
  ie: string;
  endereco: string;
  municipio: string;
  uf: string;
};

export type VolumeForm = {
  /** Tells the rows apart while they are added and removed. */
  chave: number;
  qVol: string;
  esp: string;
  marca: string;
  nVol: string;
  pesoL: string;
  pesoB: string;
};

export type TransporteForm = {
  transportadora: TransportadoraForm;
  veiculo: { placa: string; uf: string };
  volumes: VolumeForm[];
};

export const TRANSPORTADORA_VAZIA: TransportadoraForm = {
  cpf_cnpj: '',
  nome: '',
  ie: '',
  endereco: '',
  municipio: '',
  uf: '',
};

export const TRANSPORTE_VAZIO: TransporteForm = {
  transportadora: TRANSPORTADORA_VAZIA,
  veiculo: { placa: '', uf: '' },
  volumes: [],
};

export function volumeVazio(chave: number): VolumeForm {
  return { chave, qVol: '', esp: '', marca: '', nVol: '', pesoL: '', pesoB: '' };
}

const preenchido = (valores: readonly string[]) => valores.some((v) => v.trim() !== '');
const ouNulo = (v: string) => (v.trim() === '' ? null : v.trim());

/** The `transporte` of POST /nfe/rascunho. With modalidade 9 no carrier nor vehicle is sent (the API refuses them). */
export function transporteParaPayload(modalidade: string, form: TransporteForm): TTransporteNfeInput {
  const { transportadora: t, veiculo, volumes } = form;
  const comTransporte = modalidade !== SEM_TRANSPORTE;
  const informados = volumes.filter((v) => preenchido([v.qVol, v.esp, v.marca, v.nVol, v.pesoL, v.pesoB]));
  return {
    modalidade_frete: modalidade as TTransporteNfeInput['modalidade_frete'],
    ...(comTransporte && preenchido(Object.values(t))
      ? {
          transportadora: {
            cpf_cnpj: t.cpf_cnpj,
            nome: t.nome,
            ie: ouNulo(t.ie),
            endereco: ouNulo(t.endereco),
            municipio: ouNulo(t.municipio),
            uf: ouNulo(t.uf),
          },
        }
      : {}),
    ...(comTransporte && preenchido([veiculo.placa, veiculo.uf])
      ? { veiculo: { placa: veiculo.placa, uf: veiculo.uf } }
      : {}),
    ...(informados.length > 0
      ? {
          volumes: informados.map((v) => ({
            qVol: v.qVol,
            esp: ouNulo(v.esp),
            marca: ouNulo(v.marca),
            nVol: ouNulo(v.nVol),
            pesoL: ouNulo(v.pesoL),
            pesoB: ouNulo(v.pesoB),
          })),
        }
      : {}),
  };
}

/** Messages by path inside `transporte` ('transportadora.nome', 'volumes.0.pesoB'), as the API names them. */
export type ErrosTransporte = Readonly<Record<string, string>>;

/**
 * The contract's checks before saving, plus the interstate rule the API applies with the client's UF (rejection
 * 868): an empty object when the group can be sent. A volume's path counts only the rows that go in the payload.
 */
export function validarTransporte(
  modalidade: string,
  form: TransporteForm,
  interestadual: boolean,
): ErrosTransporte {
  const payload = transporteParaPayload(modalidade, form);
  const erros: Record<string, string> = {};
  const lido = ZTransporteNfe.safeParse(payload);
  if (!lido.success) {
    for (const issue of lido.error.issues) {
      const caminho = issue.path.join('.');
      erros[caminho] ??= issue.message;
    }
  }
  if (interestadual && payload.veiculo) erros.veiculo ??= MENSAGEM_VEICULO_INTERESTADUAL;
  return erros;
}

/** The API's field errors of a refused save that belong to the transport group, by their path inside it. */
export function errosDoServidor(details: readonly { campo: string; mensagem: string }[]): ErrosTransporte {
  const erros: Record<string, string> = {};
  for (const { campo, mensagem } of details) {
    if (campo.startsWith('transporte.')) erros[campo.slice('transporte.'.length)] ??= mensagem;
  }
  return erros;
}

/**
 * The index, among the screen's rows, of each volume the payload sends (blank rows are left out), so an error of
 * 'volumes.1' is shown on the row it belongs to.
 */
export function indicesDosVolumesEnviados(volumes: readonly VolumeForm[]): Map<number, number> {
  const indices = new Map<number, number>();
  let enviado = 0;
  volumes.forEach((v, linha) => {
    if (preenchido([v.qVol, v.esp, v.marca, v.nVol, v.pesoL, v.pesoB])) indices.set(linha, enviado++);
  });
  return indices;
}

/** A saved draft's group back into the inputs. */
export function transporteDoRascunho(transporte: TNfe['transporte']): TransporteForm {
  const t = transporte.transportadora;
  return {
    transportadora: t
      ? {
          cpf_cnpj: t.cpf_cnpj,
          nome: t.nome,
          ie: t.ie ?? '',
          endereco: t.endereco ?? '',
          municipio: t.municipio ?? '',
          uf: t.uf ?? '',
        }
      : TRANSPORTADORA_VAZIA,
    veiculo: transporte.veiculo ?? { placa: '', uf: '' },
    volumes: (transporte.volumes ?? []).map((v, i) => ({
      chave: i + 1,
      qVol: v.qVol,
      esp: v.esp ?? '',
      marca: v.marca ?? '',
      nVol: v.nVol ?? '',
      pesoL: v.pesoL ?? '',
      pesoB: v.pesoB ?? '',
    })),
  };
}

/** X06 xEnder takes 60 characters: street, number and district as far as they fit. */
function enderecoDoCadastro(c: Pick<TCliente, 'logradouro' | 'numero' | 'bairro'>): string {
  const rua = [c.logradouro, c.numero].filter(Boolean).join(', ');
  return [rua, c.bairro].filter(Boolean).join(' - ').slice(0, 60).trim();
}

/** A client picked as the carrier: document, name, IE and address from its register. */
export function transportadoraDoCliente(c: TCliente): TransportadoraForm {
  return {
    cpf_cnpj: c.cpf_cnpj,
    nome: c.nome_razao_social.slice(0, 60),
    ie: c.inscricao_estadual ?? '',
    endereco: enderecoDoCadastro(c),
    municipio: c.cidade ?? '',
    uf: c.uf ?? '',
  };
}

/** A supplier picked as the carrier: its register has document and name only; the rest is typed. */
export function transportadoraDoFornecedor(f: TFornecedor): TransportadoraForm {
  return { ...TRANSPORTADORA_VAZIA, cpf_cnpj: f.cpf_cnpj ?? '', nome: f.nome_razao_social.slice(0, 60) };
}
