import type { TManifestacao } from '@erp/contracts/manifestacoes';
import { useState } from 'react';
import { serverErrorText } from '../../../lib/server-errors';
import { baixarXmlDaManifestacao } from '../api/manifestar-entrada';

/** The manifestações registered for a note, each with its protocol and its XML (the procEventoNFe). */
export function ManifestacoesDaNota({
  manifestacoes,
  chave,
}: {
  manifestacoes: TManifestacao[];
  chave: string;
}) {
  const [baixando, setBaixando] = useState<number | null>(null);
  if (manifestacoes.length === 0) return null;
  async function baixar(m: TManifestacao) {
    setBaixando(m.id);
    try {
      await baixarXmlDaManifestacao(m, chave);
    } catch (error) {
      window.alert(`Falha ao baixar o arquivo: ${serverErrorText(error, 'erro desconhecido.')}`);
    } finally {
      setBaixando(null);
    }
  }
  return (
    <ul className="manifestacoes-da-nota">
      {manifestacoes.map((m) => (
        <li key={m.id}>
          <small>
            {m.descricao}
            {m.protocolo && ` · Prot. ${m.protocolo}`}{' '}
            <button
              type="button"
              className="link-button no-print"
              onClick={() => baixar(m)}
              disabled={baixando !== null}
              aria-label={`XML do evento: ${m.descricao}`}
            >
              XML
            </button>
          </small>
        </li>
      ))}
    </ul>
  );
}
