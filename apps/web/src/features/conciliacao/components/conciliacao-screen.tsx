import { useRef, useState } from 'react';
import {
  SeletorDeContaBancaria,
  useContaBancariaEscolhida,
} from '../../../components/financeiro/seletor-de-conta-bancaria';
import { PageHeader } from '../../../components/layout/page-header';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Field } from '../../../components/ui/field';
import { Input } from '../../../components/ui/field-controls';
import { Notice } from '../../../components/ui/notice';
import { useImportarExtrato } from '../api/importar-extrato';
import { ListaDeTransacoes } from './lista-de-transacoes';
import { type Aviso, mensagemDe } from './mensagem-de-erro';
import { SaldosDaConta } from './saldos-da-conta';
import './conciliacao.css';

/** "1 transação nova", "3 transações novas". */
const contagem = (n: number, um: string, varios: string) => (n === 1 ? `1 ${um}` : `${n} ${varios}`);

/** 'Financeiro > Conciliação': import a statement, confirm what each transaction paid, compare the balances. */
export function ConciliacaoScreen() {
  const { contas, idConta, escolher } = useContaBancariaEscolhida();
  const [aviso, setAviso] = useState<Aviso>();
  const arquivo = useRef<HTMLInputElement>(null);
  const importar = useImportarExtrato();

  const enviar = () => {
    const file = arquivo.current?.files?.[0];
    if (!idConta || !file) {
      setAviso({ tone: 'danger', texto: 'Escolha a conta e o arquivo OFX do extrato.' });
      return;
    }
    importar.mutate(
      { idConta, arquivo: file },
      {
        onSuccess: ({ importadas, repetidas }) =>
          setAviso({
            tone: 'info',
            texto: `Extrato importado: ${contagem(importadas, 'transação nova', 'transações novas')}, ${contagem(repetidas, 'já importada', 'já importadas')} antes.`,
          }),
        onError: (error) => setAviso({ tone: 'danger', texto: mensagemDe(error) }),
      },
    );
  };

  return (
    <div className="conciliacao">
      <PageHeader
        title="Conciliação bancária"
        description="Importe o extrato OFX da conta e confirme o que cada transação pagou."
      />
      {aviso && (
        <Notice tone={aviso.tone} onDismiss={() => setAviso(undefined)}>
          {aviso.texto}
        </Notice>
      )}
      <Card title="Conta e extrato">
        <div className="conciliacao-importar">
          <SeletorDeContaBancaria contas={contas} idConta={idConta} onEscolher={escolher} />
          <Field label="Arquivo OFX">
            <Input ref={arquivo} type="file" accept=".ofx,.OFX,application/x-ofx" />
          </Field>
          <Button isLoading={importar.isPending} disabled={!idConta} onClick={enviar}>
            Importar extrato
          </Button>
        </div>
      </Card>
      {idConta !== undefined && <SaldosDaConta idConta={idConta} />}
      {idConta !== undefined && <ListaDeTransacoes key={idConta} idConta={idConta} onAviso={setAviso} />}
    </div>
  );
}
