import { type KeyboardEvent, type ReactNode, useId, useRef } from 'react';

export type AbaNfse = 'emitir' | 'emitidas';

const ABAS: readonly { id: AbaNfse; rotulo: string }[] = [
  { id: 'emitir', rotulo: 'Nova NFS-e' },
  { id: 'emitidas', rotulo: 'NFS-e Emitidas' },
];

type NfseAbasProps = {
  ativa: AbaNfse;
  onChange: (aba: AbaNfse) => void;
  children: ReactNode;
};

/**
 * The two parts of /nfse/emitir: the emission form and the issued notes. SPEC's sidebar has a single
 * 'Emitir NFS-e' link, so the list lives here as a second tab (WAI-ARIA tabs, arrow keys move between them).
 */
export function NfseAbas({ ativa, onChange, children }: NfseAbasProps) {
  const baseId = useId();
  const botoes = useRef<(HTMLButtonElement | null)[]>([]);

  function handleKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    if (event.key !== 'ArrowRight' && event.key !== 'ArrowLeft') return;
    event.preventDefault();
    const atual = ABAS.findIndex((aba) => aba.id === ativa);
    const passo = event.key === 'ArrowRight' ? 1 : -1;
    const proxima = (atual + passo + ABAS.length) % ABAS.length;
    const aba = ABAS[proxima];
    if (!aba) return;
    onChange(aba.id);
    botoes.current[proxima]?.focus();
  }

  return (
    <>
      <div className="nfse-abas no-print" role="tablist" aria-label="NFS-e" onKeyDown={handleKeyDown}>
        {ABAS.map((aba, indice) => (
          <button
            key={aba.id}
            ref={(elemento) => {
              botoes.current[indice] = elemento;
            }}
            type="button"
            role="tab"
            id={`${baseId}-aba-${aba.id}`}
            aria-selected={aba.id === ativa}
            aria-controls={`${baseId}-painel`}
            tabIndex={aba.id === ativa ? 0 : -1}
            className="nfse-abas__aba"
            onClick={() => onChange(aba.id)}
          >
            {aba.rotulo}
          </button>
        ))}
      </div>
      <div
        id={`${baseId}-painel`}
        role="tabpanel"
        aria-labelledby={`${baseId}-aba-${ativa}`}
        className="stack"
      >
        {children}
      </div>
    </>
  );
}
