import type { TContagemExportacaoContabil } from '@erp/contracts/contabilidade';
import { type FormEvent, useRef, useState } from 'react';
import { PageHeader } from '../../../components/layout/page-header';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Field } from '../../../components/ui/field';
import { Notice } from '../../../components/ui/notice';
import { salvarArquivo } from '../../../lib/arquivo-no-navegador';
import { serverErrorText } from '../../../lib/server-errors';
import {
  baixarExportacao,
  contarExportacao,
  type PedidoExportacao,
  type ProgressoExportacao,
} from '../api/exportacao-contabil';
import { formatarTamanho, mesAnterior } from '../utils/periodo-exportacao';
import { EnviarAoContador } from './enviar-ao-contador';
import './contabilidade.css';
import { DateInput } from '../../../components/ui/entrada-br';

type Estado =
  | { fase: 'parado' }
  | { fase: 'baixando'; contagem: TContagemExportacaoContabil; progresso: ProgressoExportacao }
  | { fase: 'concluido'; contagem: TContagemExportacaoContabil; bytes: number }
  | { fase: 'falhou'; mensagem: string };

const PERIODO_INVERTIDO = 'A data final não pode ser anterior à data inicial.';

function resumoDaContagem(c: TContagemExportacaoContabil) {
  return [
    `${c.nfe_emitidas} NF-e emitidas`,
    `${c.eventos_nfe} eventos de NF-e`,
    `${c.inutilizacoes} inutilizações`,
    `${c.nfse_emitidas} NFS-e emitidas`,
    `${c.nfe_recebidas} NF-e recebidas`,
  ].join(', ');
}

/**
 * Preferências > Contabilidade: the month's XML of every document issued and received, with events, as one .zip
 * for the accountant. The count comes first, then the download shows files and bytes as they arrive.
 */
export function ContabilidadeScreen() {
  const [pedido, setPedido] = useState<PedidoExportacao>({
    ...mesAnterior(),
    danfe: false,
    documentos: 'legais',
  });
  const [erroPeriodo, setErroPeriodo] = useState<string | undefined>();
  const [estado, setEstado] = useState<Estado>({ fase: 'parado' });
  const cancelar = useRef<AbortController | null>(null);

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!pedido.inicio || !pedido.fim || pedido.fim < pedido.inicio) {
      setErroPeriodo(PERIODO_INVERTIDO);
      return;
    }
    setErroPeriodo(undefined);
    const controle = new AbortController();
    cancelar.current = controle;
    try {
      const contagem = await contarExportacao(pedido);
      setEstado({ fase: 'baixando', contagem, progresso: { arquivos: 0, bytes: 0 } });
      const arquivo = await baixarExportacao(
        pedido,
        (progresso) => setEstado({ fase: 'baixando', contagem, progresso }),
        controle.signal,
      );
      salvarArquivo(arquivo, contagem.nome_arquivo);
      setEstado({ fase: 'concluido', contagem, bytes: arquivo.size });
    } catch (error) {
      if (error instanceof DOMException && error.name === 'AbortError') {
        setEstado({ fase: 'parado' });
        return;
      }
      setEstado({
        fase: 'falhou',
        mensagem: serverErrorText(error, 'Falha ao gerar o arquivo da contabilidade.'),
      });
    } finally {
      cancelar.current = null;
    }
  }

  const baixando = estado.fase === 'baixando';
  return (
    <div className="stack">
      <PageHeader
        title="Contabilidade"
        description="Os XML das NF-e e NFS-e com valor fiscal do período (emitidas em produção e recebidas com tpAmb 1), com cancelamentos, cartas de correção e inutilizações, num único arquivo .zip para o contador. Os documentos de teste só saem quando pedidos, num arquivo com TESTE no nome."
      />
      <Card title="Arquivos do período">
        <form className="exportacao-form" onSubmit={handleSubmit} noValidate>
          <Field label="De">
            <DateInput
              value={pedido.inicio}
              onValueChange={(valor) => setPedido((atual) => ({ ...atual, inicio: valor }))}
            />
          </Field>
          <Field label="Até" error={erroPeriodo}>
            <DateInput
              value={pedido.fim}
              onValueChange={(valor) => setPedido((atual) => ({ ...atual, fim: valor }))}
            />
          </Field>
          <label className="form-check">
            <input
              type="checkbox"
              checked={pedido.danfe}
              onChange={(e) => setPedido((atual) => ({ ...atual, danfe: e.target.checked }))}
            />
            Incluir DANFE e DANFSe (PDF)
          </label>
          <label className="form-check">
            <input
              type="checkbox"
              checked={pedido.documentos === 'teste'}
              onChange={(e) =>
                setPedido((atual) => ({ ...atual, documentos: e.target.checked ? 'teste' : 'legais' }))
              }
            />
            Somente documentos de teste (simulação ou homologação, sem valor fiscal)
          </label>
          <div className="exportacao-form__botoes">
            <Button type="submit" isLoading={baixando} loadingText="Gerando...">
              Baixar arquivo .zip
            </Button>
            {baixando && (
              <Button type="button" variant="secondary" onClick={() => cancelar.current?.abort()}>
                Cancelar
              </Button>
            )}
          </div>
        </form>
        {estado.fase === 'baixando' && (
          <div className="exportacao-progresso" role="status">
            <progress max={estado.contagem.arquivos} value={estado.progresso.arquivos} />
            <span>
              {`Baixando: ${estado.progresso.arquivos} de ${estado.contagem.arquivos} arquivos (${formatarTamanho(estado.progresso.bytes)})`}
            </span>
            <span>{resumoDaContagem(estado.contagem)}</span>
          </div>
        )}
        {estado.fase === 'concluido' && (
          <div className="exportacao-progresso">
            <Notice tone="info">
              {`Arquivo ${estado.contagem.nome_arquivo} gerado: ${estado.contagem.arquivos} arquivos (${formatarTamanho(estado.bytes)}). ${resumoDaContagem(estado.contagem)}.`}
            </Notice>
          </div>
        )}
        {estado.fase === 'falhou' && <Notice>{estado.mensagem}</Notice>}
      </Card>
      <EnviarAoContador pedido={pedido} />
    </div>
  );
}
