import { type NoXml, texto } from './ler-xml-retorno.ts';

/** Registro de um evento (retEvento/infEvento): 135/136/155 registrado, ou a rejeição do evento. */
export interface RetEvento {
  cStat: string;
  xMotivo: string;
  cOrgao: string;
  chNFe?: string;
  tpEvento?: string;
  xEvento?: string;
  nSeqEvento?: string;
  /** Protocolo do registro do evento (só quando registrado). */
  nProt?: string;
  dhRegEvento?: string;
  /** retEvento como veio. */
  xml: string;
}

export function lerRetEvento(no: NoXml, xml: string): RetEvento {
  const campo = (nome: string) => texto(no, `infEvento/${nome}`);
  const opcionais = ['chNFe', 'tpEvento', 'xEvento', 'nSeqEvento', 'nProt', 'dhRegEvento'] as const;
  const extras: Partial<Record<(typeof opcionais)[number], string>> = {};
  for (const nome of opcionais) {
    const valor = campo(nome);
    if (valor) extras[nome] = valor;
  }
  return {
    cStat: campo('cStat') ?? '',
    xMotivo: campo('xMotivo') ?? '',
    cOrgao: campo('cOrgao') ?? '',
    ...extras,
    xml,
  };
}
