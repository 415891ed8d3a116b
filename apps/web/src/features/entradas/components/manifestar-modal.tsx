import {
  DESCRICAO_MANIFESTACAO,
  EVENTOS_MANIFESTACAO,
  isConclusiva,
  type TEventoManifestacao,
  type TManifestacao,
} from '@erp/contracts/manifestacoes';
import { useId, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Field } from '../../../components/ui/field';
import { Select, Textarea } from '../../../components/ui/field-controls';
import { Modal } from '../../../components/ui/modal';
import { Notice } from '../../../components/ui/notice';
import { serverErrorText } from '../../../lib/server-errors';
import { useManifestarEntrada } from '../api/manifestar-entrada';

/**
 * The events still open for the note (NT 2012.002): none after a conclusive word; the Ciência only before one, and
 * once. The order is the usual one: Ciência, then the conclusive words.
 */
export function eventosPossiveis(registradas: readonly TManifestacao[]): TEventoManifestacao[] {
  if (registradas.some((m) => isConclusiva(m.tipo_evento))) return [];
  const temCiencia = registradas.some((m) => m.tipo_evento === '210210');
  return (['ciencia', 'confirmacao', 'desconhecimento', 'nao_realizada'] as const).filter(
    (e) => !(e === 'ciencia' && temCiencia),
  );
}

type ManifestarModalProps = {
  alvo: { id: number; origem: 'entrada' | 'documento'; descricao: string; manifestacoes: TManifestacao[] };
  onClose: () => void;
};

/** 'Manifestar': the recipient's other answers besides 'Confirmar Recebimento', with the justification. */
export function ManifestarModal({ alvo, onClose }: ManifestarModalProps) {
  const possiveis = eventosPossiveis(alvo.manifestacoes);
  const [evento, setEvento] = useState<TEventoManifestacao | undefined>(possiveis[0]);
  const [justificativa, setJustificativa] = useState('');
  const mutation = useManifestarEntrada();
  const formId = useId();
  const pedeJustificativa = evento === 'desconhecimento' || evento === 'nao_realizada';

  function enviar(e: React.FormEvent) {
    e.preventDefault();
    if (!evento) return;
    const texto = justificativa.trim();
    if (evento === 'nao_realizada' && (texto.length < 15 || texto.length > 255)) return;
    if (!window.confirm('Esta manifestação é enviada à SEFAZ e é irreversível. Confirma?')) return;
    mutation.mutate(
      {
        id: alvo.id,
        origem: alvo.origem,
        evento,
        ...(pedeJustificativa && texto ? { justificativa: texto } : {}),
      },
      {
        onSuccess: (mensagem) => {
          window.alert(mensagem);
          onClose();
        },
      },
    );
  }

  return (
    <Modal
      isOpen
      title="Manifestar NF-e"
      onClose={onClose}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            Fechar
          </Button>
          <Button
            type="submit"
            form={formId}
            isLoading={mutation.isPending}
            loadingText="Enviando..."
            disabled={!evento}
          >
            Enviar à SEFAZ
          </Button>
        </>
      }
    >
      <p>{alvo.descricao}</p>
      {mutation.isError && (
        <Notice>{`Falha: ${serverErrorText(mutation.error, 'erro desconhecido.')}`}</Notice>
      )}
      {possiveis.length === 0 ? (
        <Notice>Esta nota já tem a manifestação conclusiva; não há outra a enviar.</Notice>
      ) : (
        <form id={formId} onSubmit={enviar} noValidate className="stack">
          <Field label="Manifestação" isRequired>
            <Select value={evento} onChange={(e) => setEvento(e.target.value as TEventoManifestacao)}>
              {possiveis.map((e) => (
                <option key={e} value={e}>
                  {DESCRICAO_MANIFESTACAO[EVENTOS_MANIFESTACAO[e]]}
                </option>
              ))}
            </Select>
          </Field>
          {pedeJustificativa && (
            <Field
              label="Justificativa"
              isRequired={evento === 'nao_realizada'}
              hint={`${justificativa.trim().length}/255 caracteres (mínimo 15).`}
              error={
                evento === 'nao_realizada' &&
                justificativa.trim().length > 0 &&
                justificativa.trim().length < 15
                  ? 'A justificativa deve ter entre 15 e 255 caracteres.'
                  : undefined
              }
            >
              <Textarea
                value={justificativa}
                onChange={(e) => setJustificativa(e.target.value)}
                maxLength={255}
                rows={3}
              />
            </Field>
          )}
        </form>
      )}
    </Modal>
  );
}
