import { mensagemSefin } from './mensagens-sefin.ts';

/** Respostas JSON da Sefin Nacional (definições do OpenAPI) lidas sem confiar na capitalização dos campos. */

export interface MensagemSefin {
  codigo: string;
  descricao: string;
  complemento?: string;
}

export interface RespostaSefin {
  status: number;
  tipoAmbiente?: string;
  versaoAplicativo?: string;
  dataHoraProcessamento?: string;
}

export type ResultadoEmissaoNfse =
  | (RespostaSefin & {
      autorizada: true;
      chaveAcesso: string;
      idDps: string;
      /** XML da NFS-e gerada (já descompactado). */
      nfseXml: string;
      alertas: MensagemSefin[];
    })
  | (RespostaSefin & { autorizada: false; idDps?: string; erros: MensagemSefin[] });

export type ResultadoConsultaNfse =
  | (RespostaSefin & { encontrada: true; chaveAcesso: string; nfseXml: string })
  | (RespostaSefin & { encontrada: false; erros: MensagemSefin[] });

export type ResultadoConsultaDps =
  | (RespostaSefin & { encontrada: true; idDps: string; chaveAcesso: string })
  | (RespostaSefin & { encontrada: false; erros: MensagemSefin[] });

export type ResultadoCancelamentoNfse =
  | (RespostaSefin & { registrado: true; eventoXml: string })
  | (RespostaSefin & { registrado: false; erros: MensagemSefin[] });

export type ResultadoConsultaEvento =
  | (RespostaSefin & { encontrado: true; eventoXml: string })
  | (RespostaSefin & { encontrado: false; erros: MensagemSefin[] });

export type Json = Record<string, unknown>;

/** Campo do JSON sem diferenciar maiúsculas: a Sefin devolve "erros[].Codigo" e "erro.codigo" conforme o serviço. */
export function campo(objeto: unknown, nome: string): unknown {
  if (typeof objeto !== 'object' || objeto === null) return undefined;
  const alvo = nome.toLowerCase();
  for (const [chave, valor] of Object.entries(objeto)) if (chave.toLowerCase() === alvo) return valor;
  return undefined;
}

export function texto(objeto: unknown, nome: string): string | undefined {
  const valor = campo(objeto, nome);
  if (typeof valor === 'string' && valor !== '') return valor;
  if (typeof valor === 'number') return String(valor);
  return undefined;
}

export function mensagens(lista: unknown): MensagemSefin[] {
  const itens = Array.isArray(lista) ? lista : lista === undefined || lista === null ? [] : [lista];
  return itens.map((item) => {
    const codigo = texto(item, 'codigo') ?? 'SEM_CODIGO';
    const complemento = texto(item, 'complemento');
    return {
      codigo,
      descricao: texto(item, 'descricao') ?? texto(item, 'mensagem') ?? mensagemSefin(codigo),
      ...(complemento ? { complemento } : {}),
    };
  });
}

export function errosDe(json: Json | undefined): MensagemSefin[] {
  return mensagens(campo(json, 'erros') ?? campo(json, 'erro'));
}

export function base(status: number, json: Json | undefined): RespostaSefin {
  const tipoAmbiente = texto(json, 'tipoAmbiente');
  const versaoAplicativo = texto(json, 'versaoAplicativo');
  const dataHoraProcessamento = texto(json, 'dataHoraProcessamento');
  return {
    status,
    ...(tipoAmbiente ? { tipoAmbiente } : {}),
    ...(versaoAplicativo ? { versaoAplicativo } : {}),
    ...(dataHoraProcessamento ? { dataHoraProcessamento } : {}),
  };
}
