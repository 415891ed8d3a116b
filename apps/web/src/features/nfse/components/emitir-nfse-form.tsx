import type { TEmissaoNfse } from '@erp/contracts/nfse';
import { useEffect, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Notice } from '../../../components/ui/notice';
import { applyServerFieldErrors, serverErrorText } from '../../../lib/server-errors';
import { useEmitirNfse } from '../api/emitir-nfse';
import { useFormularioNfse } from '../hooks/use-formulario-nfse';
import { isFalhaConclusiva, novaChaveIdempotencia } from '../utils/chave-idempotencia';
import { type CampoFormulario, type FormularioNfse, payloadDoFormulario } from '../utils/formulario-nfse';
import { falhaNaEmissao, mensagemDaEmissao } from '../utils/mensagens';
import { ConfirmarEmissaoModal, type ResumoEmissao } from './confirmar-emissao-modal';
import { DiscriminacaoField, RetencoesFields } from './impostos-fields';
import { PreviaValores } from './previa-valores';
import { TomadorServicoFields } from './tomador-servico-fields';

const CAMPOS_DO_SERVIDOR: readonly CampoFormulario[] = [
  'id_cliente',
  'id_servico',
  'quantidade',
  'valor_servico',
  'valor_deducoes',
  'id_nfe_referencia',
  'data_competencia',
  'discriminacao',
  'data_vencimento',
];

/** The form of a new NFS-e, its live values and the emission after the confirmation. */
export function EmitirNfseForm({ onEmitida }: { onEmitida: () => void }) {
  const estado = useFormularioNfse();
  const { form, tomador, servico, previa, aliquotaIss, erroListas } = estado;
  const emitirMutation = useEmitirNfse();
  // One key per emission attempt: a retry after no answer is the same emission for the server (never two NFS-e).
  const [chave, setChave] = useState(novaChaveIdempotencia);
  const [confirmando, setConfirmando] = useState<FormularioNfse | null>(null);
  const [motivoNoModal, setMotivoNoModal] = useState<string | null>(null);
  const [recusa, setRecusa] = useState<string | null>(null);

  useEffect(() => {
    if (erroListas) console.error('Erro ao carregar tomadores, serviços e NF-e:', erroListas);
  }, [erroListas]);

  const abrirConfirmacao = form.handleSubmit((valores) => {
    setMotivoNoModal(null);
    setConfirmando(valores);
  });

  function concluida(emissao: TEmissaoNfse) {
    setChave(novaChaveIdempotencia());
    setConfirmando(null);
    if (emissao.status === 'Rejeitada') {
      setRecusa(emissao.message);
      window.alert(`Falha na emissão: ${emissao.message}`);
      return;
    }
    setRecusa(null);
    estado.recomecar();
    window.alert(mensagemDaEmissao(emissao));
    onEmitida();
  }

  function falhou(error: unknown) {
    console.error('Erro ao emitir NFS-e:', error);
    const motivo = serverErrorText(error, 'Erro desconhecido');
    window.alert(falhaNaEmissao(error));
    if (!isFalhaConclusiva(error)) {
      setMotivoNoModal(motivo);
      return;
    }
    setChave(novaChaveIdempotencia());
    setConfirmando(null);
    setRecusa(motivo);
    applyServerFieldErrors(error, form.setError, CAMPOS_DO_SERVIDOR);
  }

  function confirmar() {
    if (!confirmando) return;
    emitirMutation.mutate(payloadDoFormulario(confirmando, chave), { onSuccess: concluida, onError: falhou });
  }

  const resumo: ResumoEmissao | null = confirmando && {
    tomador: tomador?.nome_razao_social ?? '',
    servico: servico?.descricao ?? '',
    competencia: confirmando.data_competencia,
    vencimento: confirmando.data_vencimento,
    valores: previa,
  };

  return (
    <form className="nfse-emissao" onSubmit={abrirConfirmacao} noValidate>
      {recusa && (
        <Notice onDismiss={() => setRecusa(null)}>
          <strong>A NFS-e não foi emitida.</strong>
          <p>{recusa}</p>
        </Notice>
      )}
      <div className="nfse-emissao__colunas">
        <div className="stack">
          <TomadorServicoFields {...estado} />
          <DiscriminacaoField form={form} />
          <RetencoesFields form={form} />
        </div>
        <div className="stack nfse-emissao__lateral">
          <PreviaValores valores={previa} aliquota={aliquotaIss} />
          <Button type="submit" className="nfse-emissao__emitir">
            Emitir NFS-e
          </Button>
        </div>
      </div>
      {resumo && (
        <ConfirmarEmissaoModal
          resumo={resumo}
          motivo={motivoNoModal}
          isEmitindo={emitirMutation.isPending}
          onConfirmar={confirmar}
          onClose={() => setConfirmando(null)}
        />
      )}
    </form>
  );
}
