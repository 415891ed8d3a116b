import type { TTransacaoExtrato } from '@erp/contracts/conciliacao';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Field } from '../../../components/ui/field';
import { Input, Select } from '../../../components/ui/field-controls';
import { Modal } from '../../../components/ui/modal';
import { formatBRL, formatDate } from '../../../lib/format';
import { useCategoriasFinanceiras } from '../api/buscar-transacoes';

type NovoLancamentoModalProps = {
  transacao: TTransacaoExtrato;
  isSaving: boolean;
  error: string | undefined;
  onClose: () => void;
  onSalvar: (novo: { descricao: string; id_categoria: number }) => void;
};

/** 'Criar lançamento': a transaction nothing was waiting for becomes an entry already paid on its day. */
export function NovoLancamentoModal({
  transacao,
  isSaving,
  error,
  onClose,
  onSalvar,
}: NovoLancamentoModalProps) {
  const tipo = transacao.valor.startsWith('-') ? 'DESPESA' : 'RECEITA';
  const categorias = (useCategoriasFinanceiras().data ?? []).filter((c) => c.tipo === tipo);
  const [descricao, setDescricao] = useState(transacao.nome ?? transacao.memo ?? '');
  const [idCategoria, setIdCategoria] = useState('');
  const salvar = () => onSalvar({ descricao, id_categoria: Number(idCategoria) });

  return (
    <Modal
      isOpen
      title="Criar lançamento"
      onClose={onClose}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            Cancelar
          </Button>
          <Button isLoading={isSaving} disabled={!idCategoria || !descricao.trim()} onClick={salvar}>
            Salvar
          </Button>
        </>
      }
    >
      <p>
        {tipo === 'RECEITA' ? 'Receita recebida' : 'Despesa paga'} em {formatDate(transacao.data)} de{' '}
        {formatBRL(transacao.valor.replace(/^-/, ''))}.
      </p>
      <Field label="Descrição" isRequired>
        <Input value={descricao} maxLength={200} onChange={(e) => setDescricao(e.target.value)} />
      </Field>
      <Field label="Categoria" isRequired error={error}>
        <Select value={idCategoria} onChange={(e) => setIdCategoria(e.target.value)}>
          <option value="">Selecione...</option>
          {categorias.map((c) => (
            <option key={c.id} value={c.id}>
              {c.nome}
            </option>
          ))}
        </Select>
      </Field>
    </Modal>
  );
}
