import { ZEnviarAoContador } from '@erp/contracts/contabilidade';
import { PageHeader } from '../../../components/layout/page-header';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { DateInput } from '../../../components/ui/entrada-br';
import { Field } from '../../../components/ui/field';
import { Notice } from '../../../components/ui/notice';
import { mesAnterior } from '../../../lib/dates';
import { useFormulario } from '../../../lib/use-formulario';
import type { PedidoExportacao } from '../api/exportacao-contabil';
import { useExportacaoContabil } from '../hooks/use-exportacao-contabil';
import {
  type EstadoExportacao,
  resumoDaContagem,
  textoDaConclusao,
  textoDoProgresso,
} from '../utils/exportacao-estado';
import { EnviarAoContador } from './enviar-ao-contador';
import './contabilidade.css';

/**
 * Preferências > Contabilidade: the month's XML of every document issued and received, with events, as one .zip
 * for the accountant. The count comes first, then the download shows files and bytes as they arrive.
 */
export function ContabilidadeScreen() {
  const form = useFormulario({
    // The same period rules as the server's (inverted, longer than a year), under 'Até'.
    schema: ZEnviarAoContador,
    defaultValues: { ...mesAnterior(), danfe: false, documentos: 'legais' },
  });
  const exportacao = useExportacaoContabil();
  const valores = form.watch();
  const pedido: PedidoExportacao = {
    inicio: valores.inicio,
    fim: valores.fim,
    danfe: valores.danfe ?? false,
    documentos: valores.documentos ?? 'legais',
  };
  const onSubmit = form.handleSubmit((lido) => exportacao.baixar(lido));
  const baixando = exportacao.estado.fase === 'baixando';
  const errors = form.formState.errors;

  return (
    <div className="stack">
      <PageHeader
        title="Contabilidade"
        description="Os XML das NF-e e NFS-e com valor fiscal do período (emitidas em produção e recebidas com tpAmb 1), com cancelamentos, cartas de correção e inutilizações, num único arquivo .zip para o contador. Os documentos de teste só saem quando pedidos, num arquivo com TESTE no nome."
      />
      <Card title="Arquivos do período">
        <form className="exportacao-form" onSubmit={onSubmit} noValidate>
          <Field label="De" error={errors.inicio?.message}>
            <DateInput {...form.register('inicio')} />
          </Field>
          <Field label="Até" error={errors.fim?.message}>
            <DateInput {...form.register('fim')} />
          </Field>
          <label className="form-check">
            <input type="checkbox" {...form.register('danfe')} />
            Incluir DANFE e DANFSe (PDF)
          </label>
          <label className="form-check">
            <input
              type="checkbox"
              checked={pedido.documentos === 'teste'}
              onChange={(e) => form.setValue('documentos', e.target.checked ? 'teste' : 'legais')}
            />
            Somente documentos de teste (simulação ou homologação, sem valor fiscal)
          </label>
          <div className="exportacao-form__botoes">
            <Button type="submit" isLoading={baixando} loadingText="Gerando...">
              Baixar arquivo .zip
            </Button>
            {baixando && (
              <Button type="button" variant="secondary" onClick={exportacao.cancelar}>
                Cancelar
              </Button>
            )}
          </div>
        </form>
        <SituacaoDaExportacao estado={exportacao.estado} />
      </Card>
      <EnviarAoContador pedido={pedido} />
    </div>
  );
}

/** The progress of the download under way, or how the last one ended. */
function SituacaoDaExportacao({ estado }: { estado: EstadoExportacao }) {
  switch (estado.fase) {
    case 'parado':
      return null;
    case 'baixando':
      return (
        <div className="exportacao-progresso" role="status">
          <progress max={estado.contagem.arquivos} value={estado.progresso.arquivos} />
          <span>{textoDoProgresso(estado.contagem, estado.progresso)}</span>
          <span>{resumoDaContagem(estado.contagem)}</span>
        </div>
      );
    case 'concluido':
      return (
        <div className="exportacao-progresso">
          <Notice tone="info">{textoDaConclusao(estado.contagem, estado.bytes)}</Notice>
        </div>
      );
    case 'falhou':
      return <Notice>{estado.mensagem}</Notice>;
  }
}
