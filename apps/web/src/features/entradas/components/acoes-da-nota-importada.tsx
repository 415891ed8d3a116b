import { type TEntrada, ZConfirmarAssinatura } from '@erp/contracts/entradas';
import { type FormEvent, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Field } from '../../../components/ui/field';
import { Textarea } from '../../../components/ui/field-controls';
import { Notice } from '../../../components/ui/notice';
import { isAdministrador } from '../../../lib/perfil';
import { serverErrorText } from '../../../lib/server-errors';
import { useSession } from '../../../lib/use-session';
import { useAcoesDaEntrada } from '../api/acoes-da-entrada';

export const perguntaDesfazer = (numero: number) =>
  `Desfazer a importação da NF-e ${numero}? O estoque, os saldos de material e as contas a pagar que ela trouxe ` +
  'serão removidos. Isso só é possível enquanto nada da nota foi usado.';
export const perguntaAceitarAssinatura = (numero: number) =>
  `Aceitar a NF-e ${numero} sem assinatura válida? O material, o estoque e as contas a pagar da nota passam a valer, ` +
  'e a aceitação fica registrada na auditoria com o motivo.';
export const AVISO_ASSINATURA_PENDENTE =
  'A assinatura desta nota não confere: ela aguarda a confirmação de um Administrador. Até lá, o material, o ' +
  'estoque e as contas a pagar da nota não estão disponíveis.';

type AcoesDaNotaImportadaProps = { entrada: TEntrada; onDesfeita: () => void };

/**
 * The entry's own actions, in its detail: an Administrador accepts a note whose signature does not verify, with the
 * reason (issue 26); anyone undoes an import nothing was used from (issue 24). Both ask first; a refusal shows the
 * server's reason ("já teve material devolvido", "já foi baixada"...).
 */
export function AcoesDaNotaImportada({ entrada, onDesfeita }: AcoesDaNotaImportadaProps) {
  const { user } = useSession();
  const { desfazer, confirmarAssinatura } = useAcoesDaEntrada();
  const [motivo, setMotivo] = useState('');
  const [erroMotivo, setErroMotivo] = useState<string>();
  const [erro, setErro] = useState<string>();
  const [aceita, setAceita] = useState<string>();
  const isOcupado = desfazer.isPending || confirmarAssinatura.isPending;

  function pedirDesfazer() {
    if (!window.confirm(perguntaDesfazer(entrada.numero_nf))) return;
    setErro(undefined);
    desfazer.mutate(entrada.id, {
      onSuccess: (mensagem) => {
        window.alert(mensagem);
        onDesfeita();
      },
      onError: (e) => setErro(serverErrorText(e, 'Não foi possível desfazer a importação.')),
    });
  }

  function aceitar(evento: FormEvent) {
    evento.preventDefault();
    const lido = ZConfirmarAssinatura.safeParse({ motivo });
    setErroMotivo(lido.success ? undefined : lido.error.issues[0]?.message);
    if (!lido.success || !window.confirm(perguntaAceitarAssinatura(entrada.numero_nf))) return;
    setErro(undefined);
    confirmarAssinatura.mutate(
      { id: entrada.id, motivo: lido.data.motivo },
      {
        onSuccess: setAceita,
        onError: (e) => setErro(serverErrorText(e, 'Não foi possível aceitar a assinatura.')),
      },
    );
  }

  return (
    <div className="stack">
      {aceita && <Notice tone="info">{aceita}</Notice>}
      {entrada.assinatura_pendente && !aceita && (
        <>
          <Notice tone="info">{AVISO_ASSINATURA_PENDENTE}</Notice>
          {isAdministrador(user) && (
            <form className="aceitar-assinatura" onSubmit={aceitar} noValidate>
              <Field label="Motivo da aceitação" error={erroMotivo} hint="De 15 a 500 caracteres." isRequired>
                <Textarea
                  value={motivo}
                  onChange={(e) => setMotivo(e.target.value)}
                  maxLength={500}
                  rows={2}
                />
              </Field>
              <Button
                type="submit"
                isLoading={confirmarAssinatura.isPending}
                loadingText="Aceitando..."
                disabled={isOcupado}
              >
                Aceitar Assinatura
              </Button>
            </form>
          )}
        </>
      )}
      {erro && <Notice>{erro}</Notice>}
      <div>
        <Button
          variant="danger-outline"
          onClick={pedirDesfazer}
          isLoading={desfazer.isPending}
          loadingText="Desfazendo..."
          disabled={isOcupado}
        >
          Desfazer Importação
        </Button>
      </div>
    </div>
  );
}
