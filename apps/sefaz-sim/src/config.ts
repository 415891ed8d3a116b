import type { Autorizador } from '@erp/fiscal/sefaz';
import type { EstadoSimulador } from './estado/estado-simulador.ts';

/** Comportamento ajustável do simulador (pelas opções de createSimulator ou por PATCH /__control/config). */
export interface ConfigSimulador {
  /** Ambiente que o simulador atende: 2 = homologação (padrão), 1 = produção. Outro tpAmb recebe 252/E0006. */
  tpAmb: '1' | '2';
  verAplic: string;
  /** Quantas consultas ao recibo (NFeRetAutorizacao4) respondem 105 antes do 104 com o protocolo. */
  consultasEmProcessamento: number;
  /** Prazo do cancelamento, em horas depois da autorização (24 h pelo Ajuste SINIEF 07/05, cláusula 12ª). */
  prazoCancelamentoHoras: number;
  /** Depois do prazo: rejeitar (220) ou homologar fora de prazo (155), como algumas UF fazem. */
  cancelamentoForaDoPrazo: 'rejeitar' | 'homologar';
  /**
   * Regra do simulador, além da F03 do MOC (que compara o emitente com o certificado da assinatura): o CNPJ-base
   * do emitente também tem de ser o do certificado de transmissão (213). Aqui quem assina é quem transmite; uma
   * divergência indica certificado errado configurado.
   */
  emitenteDeveSerTransmissor: boolean;
  /**
   * CNPJ/CPF de destinatários em situação irregular na UF: a NF-e para eles tem o uso denegado (302), como a
   * SEFAZ faz com contribuinte de inscrição cancelada, suspensa ou inapta.
   */
  destinatariosIrregulares: string[];
  /**
   * CNPJ/CPF que o cadastro do Simples Nacional não tem como optantes: a DPS em que eles se declaram MEI ou ME/EPP
   * (opSimpNac 2 ou 3) recebe E0160, como a Sefin faz ao conferir a opção com o cadastro na data de competência.
   */
  naoOptantesSimplesNacional: string[];
  /**
   * CNPJ/CPF de tomadores que os cadastros CNPJ/CPF não têm na competência: a DPS para eles recebe E0190 (CNPJ) ou
   * E0207 (CPF), o equivalente na Sefin do destinatário irregular da NF-e.
   */
  tomadoresNaoCadastrados: string[];
}

export const CONFIG_PADRAO: ConfigSimulador = {
  tpAmb: '2',
  verAplic: 'SEFAZ-SIM_1.0',
  consultasEmProcessamento: 1,
  prazoCancelamentoHoras: 24,
  cancelamentoForaDoPrazo: 'rejeitar',
  emitenteDeveSerTransmissor: true,
  destinatariosIrregulares: [],
  naoOptantesSimplesNacional: [],
  tomadoresNaoCadastrados: [],
};

/** Interpreta um PATCH de configuração vindo da API de controle; lança RangeError para valores inválidos. */
export function lerConfig(valor: unknown): Partial<ConfigSimulador> {
  if (!valor || typeof valor !== 'object') throw new RangeError('Configuração deve ser um objeto JSON.');
  const dados = valor as Record<string, unknown>;
  const config: Partial<ConfigSimulador> = {};
  for (const [campo, v] of Object.entries(dados)) {
    switch (campo) {
      case 'tpAmb':
        if (v !== '1' && v !== '2') throw new RangeError('tpAmb deve ser "1" ou "2".');
        config.tpAmb = v;
        break;
      case 'verAplic':
        if (typeof v !== 'string' || v.length < 1 || v.length > 20)
          throw new RangeError('verAplic inválido.');
        config.verAplic = v;
        break;
      case 'consultasEmProcessamento':
      case 'prazoCancelamentoHoras':
        if (!Number.isInteger(v) || (v as number) < 0)
          throw new RangeError(`${campo} deve ser inteiro >= 0.`);
        config[campo] = v as number;
        break;
      case 'cancelamentoForaDoPrazo':
        if (v !== 'rejeitar' && v !== 'homologar') throw new RangeError('cancelamentoForaDoPrazo inválido.');
        config.cancelamentoForaDoPrazo = v;
        break;
      case 'emitenteDeveSerTransmissor':
        if (typeof v !== 'boolean') throw new RangeError('emitenteDeveSerTransmissor deve ser booleano.');
        config.emitenteDeveSerTransmissor = v;
        break;
      case 'destinatariosIrregulares':
        if (!Array.isArray(v) || !v.every((d) => typeof d === 'string' && /^[0-9A-Z]{11,14}$/.test(d)))
          throw new RangeError('destinatariosIrregulares deve ser uma lista de CNPJ/CPF sem máscara.');
        config.destinatariosIrregulares = v as string[];
        break;
      case 'naoOptantesSimplesNacional':
      case 'tomadoresNaoCadastrados':
        if (!Array.isArray(v) || !v.every((d) => typeof d === 'string' && /^[0-9A-Z]{11,14}$/.test(d)))
          throw new RangeError(`${campo} deve ser uma lista de CNPJ/CPF sem máscara.`);
        config[campo] = v as string[];
        break;
      default:
        throw new RangeError(`Configuração desconhecida: ${campo}.`);
    }
  }
  return config;
}

/** O que cada serviço recebe para processar uma requisição. */
export interface ContextoServico {
  estado: EstadoSimulador;
  config: ConfigSimulador;
  agora: Date;
  /** CNPJ do certificado de cliente (TLS) de quem transmitiu. */
  cnpjTransmissor: string;
  /**
   * O autorizador que a requisição da NF-e alcançou (pelo caminho e pela mensagem: autorizador-da-requisicao.ts);
   * undefined na Sefin ou numa mensagem sem UF legível.
   */
  autorizador?: Autorizador;
}
