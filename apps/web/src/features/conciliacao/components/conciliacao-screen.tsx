import { useRef, useState } from 'react';
import { PageHeader } from '../../../components/layout/page-header';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Field } from '../../../components/ui/field';
import { Input, Select } from '../../../components/ui/field-controls';
import { Notice } from '../../../components/ui/notice';
import { useContasParaConciliar } from '../api/buscar-transacoes';
import { useImportarExtrato } from '../api/importar-extrato';
import { ListaDeTransacoes } from './lista-de-transacoes';
import { type Aviso, mensagemDe } from './mensagem-de-erro';
import { SaldosDaConta } from './saldos-da-conta';
import './conciliacao.css';

/** 'Financeiro > Conciliação': import a statement, confirm what each transaction paid, compare the balances. */
export function ConciliacaoScreen() {
  const contas = useContasParaConciliar().data ?? [];
  const [escolhida, setEscolhida] = useState<number>();
  const idConta = escolhida ?? (contas.find((c) => c.padrao) ?? contas[0])?.id;
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
            texto: `Extrato importado: ${importadas} transações novas, ${repetidas} já importadas antes.`,
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
          <Field label="Conta bancária">
            <Select value={idConta ?? ''} onChange={(e) => setEscolhida(Number(e.target.value))}>
              {contas.length === 0 && <option value="">Nenhuma conta cadastrada</option>}
              {contas.map((c) => (
                <option key={c.id} value={c.id}>
                  {c.descricao} ({c.banco} · ag. {c.agencia} · c/c {c.conta})
                </option>
              ))}
            </Select>
          </Field>
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
