import type { TCliente } from '@erp/contracts/clientes';
import { NATUREZAS_OPERACAO, type TNaturezaOperacao } from '@erp/contracts/nfe-operacao';
import type { Dispatch } from 'react';
import { Card } from '../../../components/ui/card';
import { DateInput } from '../../../components/ui/entrada-br';
import { Field } from '../../../components/ui/field';
import { Input, Select } from '../../../components/ui/field-controls';
import { FormGrid } from '../../../components/ui/form-section';
import type { RascunhoAcao, RascunhoEstado } from '../utils/rascunho-estado';

type DadosGeraisProps = {
  estado: RascunhoEstado;
  dispatch: Dispatch<RascunhoAcao>;
  clientes: readonly TCliente[];
  cliente: TCliente | undefined;
  erroVencimento: string | undefined;
};

/** SPEC §2 'Dados Gerais': client, its reference type (read-only), operation and the required due date. */
export function DadosGerais({ estado, dispatch, clientes, cliente, erroVencimento }: DadosGeraisProps) {
  return (
    <Card title="Dados Gerais">
      <FormGrid>
        <Field label="Cliente" isRequired className="form-grid__double">
          <Select
            value={estado.id_cliente ?? ''}
            onChange={(event) => {
              const escolhido = clientes.find((c) => String(c.id) === event.target.value) ?? null;
              dispatch({ tipo: 'cliente', cliente: escolhido });
            }}
          >
            <option value="">Selecione...</option>
            {clientes.map((c) => (
              <option key={c.id} value={c.id}>
                {c.nome_razao_social}
              </option>
            ))}
          </Select>
        </Field>
        <Field label="Tipo de Referenciação">
          <Input readOnly value={cliente?.tipo_referenciacao ?? 'Selecione um cliente'} />
        </Field>
        <Field label="Natureza da Operação" className="form-grid__double">
          <Select
            value={estado.natureza_operacao}
            onChange={(event) =>
              dispatch({ tipo: 'natureza', natureza: event.target.value as TNaturezaOperacao })
            }
          >
            {NATUREZAS_OPERACAO.map((natureza) => (
              <option key={natureza} value={natureza}>
                {natureza}
              </option>
            ))}
          </Select>
        </Field>
        <Field label="Data de Vencimento" error={erroVencimento} isRequired>
          <DateInput
            value={estado.data_vencimento}
            onValueChange={(valor) => dispatch({ tipo: 'vencimento', data: valor })}
          />
        </Field>
      </FormGrid>
    </Card>
  );
}
