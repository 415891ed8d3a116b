import type { TFiltroDeCobranca, TRetornoImportado } from '@erp/contracts/cnab';
import { useRef, useState } from 'react';
import {
  SeletorDeContaBancaria,
  useContaBancariaEscolhida,
} from '../../../components/financeiro/seletor-de-conta-bancaria';
import { PageHeader } from '../../../components/layout/page-header';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Field } from '../../../components/ui/field';
import { Notice } from '../../../components/ui/notice';
import { serverErrorText } from '../../../lib/server-errors';
import { useGerarRemessa, useImportarRetorno } from '../api/cobranca';
import { RemessasDaConta } from './remessas-da-conta';
import { ResultadoDoRetorno } from './resultado-do-retorno';
import { TitulosDaCobranca } from './titulos-da-cobranca';
import './cobranca.css';

type Aviso = { tone: 'info' | 'danger'; texto: string };

/**
 * 'Financeiro > Cobrança': the account's receivables by boleto situation, ticked into a CNAB remessa (downloaded),
 * the remessas kept, and the bank's return file imported with what each ocorrência did.
 */
export function CobrancaScreen() {
  const { contas, idConta, escolher } = useContaBancariaEscolhida();
  const [filtro, setFiltro] = useState<TFiltroDeCobranca>('a enviar');
  const [page, setPage] = useState(1);
  const [selecionados, setSelecionados] = useState<Set<number>>(new Set());
  const [aviso, setAviso] = useState<Aviso>();
  const [retorno, setRetorno] = useState<TRetornoImportado>();
  const arquivo = useRef<HTMLInputElement>(null);
  const gerar = useGerarRemessa();
  const importar = useImportarRetorno();

  const limpar = () => {
    setSelecionados(new Set());
    setPage(1);
  };
  const selecionar = (id: number, marcado: boolean) =>
    setSelecionados((atual) => {
      const novo = new Set(atual);
      if (marcado) novo.add(id);
      else novo.delete(id);
      return novo;
    });
  const gerarRemessa = () => {
    if (!idConta || selecionados.size === 0) return;
    gerar.mutate(
      { idConta, lancamentos: [...selecionados] },
      {
        onSuccess: (remessa) => {
          setSelecionados(new Set());
          setAviso({
            tone: 'info',
            texto: `Remessa ${remessa?.sequencial ?? ''} gerada com ${remessa?.quantidade_titulos ?? 0} título(s): envie o arquivo ${remessa?.nome_arquivo ?? ''} ao banco.`,
          });
        },
        onError: (error) =>
          setAviso({ tone: 'danger', texto: serverErrorText(error, 'Falha ao gerar a remessa.') }),
      },
    );
  };
  const importarRetorno = () => {
    const file = arquivo.current?.files?.[0];
    if (!idConta || !file) {
      setAviso({ tone: 'danger', texto: 'Escolha a conta e o arquivo de retorno do banco.' });
      return;
    }
    importar.mutate(
      { idConta, arquivo: file },
      {
        onSuccess: (r) => {
          setRetorno(r);
          const aplicadas = r.ocorrencias.filter((o) => o.aplicada).length;
          setAviso({
            tone: 'info',
            texto: `Retorno importado: ${r.ocorrencias.length} ocorrência(s), ${aplicadas} aplicada(s).`,
          });
        },
        onError: (error) => {
          setRetorno(undefined);
          setAviso({ tone: 'danger', texto: serverErrorText(error, 'Falha ao importar o retorno.') });
        },
      },
    );
  };

  return (
    <div className="cobranca">
      <PageHeader
        title="Cobrança"
        description="Envie os boletos ao banco (remessa CNAB) e importe o retorno com o que foi pago."
      />
      {aviso && (
        <Notice tone={aviso.tone} onDismiss={() => setAviso(undefined)}>
          {aviso.texto}
        </Notice>
      )}
      <Card title="Conta">
        <SeletorDeContaBancaria
          contas={contas}
          idConta={idConta}
          onEscolher={(id) => {
            escolher(id);
            setRetorno(undefined);
            limpar();
          }}
        />
      </Card>
      <Card
        title="Contas a receber"
        actions={
          <Button
            onClick={gerarRemessa}
            disabled={!idConta || selecionados.size === 0}
            isLoading={gerar.isPending}
            loadingText="Gerando..."
          >
            Gerar remessa{selecionados.size > 0 ? ` (${selecionados.size})` : ''}
          </Button>
        }
      >
        <TitulosDaCobranca
          idConta={idConta}
          filtro={filtro}
          onFiltro={(f) => {
            setFiltro(f);
            limpar();
          }}
          page={page}
          onPage={setPage}
          selecionados={selecionados}
          onSelecionar={selecionar}
        />
      </Card>
      <Card title="Importar retorno">
        <div className="cobranca-importar">
          <Field label="Arquivo de retorno" id="cobranca-arquivo-retorno">
            <input
              id="cobranca-arquivo-retorno"
              ref={arquivo}
              type="file"
              accept=".ret,.RET,.txt,.TXT,text/plain"
            />
          </Field>
          <Button isLoading={importar.isPending} disabled={!idConta} onClick={importarRetorno}>
            Importar retorno
          </Button>
        </div>
        {retorno && <ResultadoDoRetorno retorno={retorno} />}
      </Card>
      <Card title="Remessas geradas">
        <RemessasDaConta idConta={idConta} />
      </Card>
    </div>
  );
}
