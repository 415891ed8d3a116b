import type { TCliente } from '@erp/contracts/clientes';
import type { TNfeListaItem } from '@erp/contracts/nfe-documento';
import type { TServico } from '@erp/contracts/servicos';
import { Card } from '../../../components/ui/card';
import { DateInput, DecimalInput } from '../../../components/ui/entrada-br';
import { Field } from '../../../components/ui/field';
import { Select } from '../../../components/ui/field-controls';
import { FormGrid } from '../../../components/ui/form-section';
import { formatBRL, formatDate, formatPercent } from '../../../lib/format';
import { formatCpfCnpj } from '../../../lib/masks';
import type { FormularioNfseState } from '../hooks/use-formulario-nfse';

type TomadorServicoFieldsProps = Pick<
  FormularioNfseState,
  | 'form'
  | 'tomadores'
  | 'servicos'
  | 'tomador'
  | 'servico'
  | 'nfesDoTomador'
  | 'isCarregandoListas'
  | 'isCarregandoNfes'
  | 'atualizarDiscriminacao'
  | 'escolherTomador'
>;

/** What the DPS takes from the client: document, address with the IBGE municipality, e-mail. */
function resumoDoTomador(c: TCliente): string {
  const endereco = [c.logradouro, c.numero, c.bairro].filter(Boolean).join(', ');
  const municipio = c.cidade ? `${c.cidade}/${c.uf ?? ''}` : 'Município não informado';
  const ibge = c.codigo_municipio ? ` (IBGE ${c.codigo_municipio})` : ' (sem código IBGE)';
  return [formatCpfCnpj(c.cpf_cnpj), endereco, `${municipio}${ibge}`, c.email_nfe ?? c.email]
    .filter(Boolean)
    .join(' · ');
}

function resumoDoServico(s: TServico): string {
  return `LC 116: ${s.codigo_lc_116} · ISS ${formatPercent(s.aliquota_iss)} · ${formatBRL(s.preco)}/kg`;
}

function rotuloDaNfe(n: TNfeListaItem): string {
  return `NF-e ${n.numero_nfe ?? 'N/A'}/${n.serie_nfe ?? ''} - ${formatDate(n.created_at)} - ${formatBRL(n.valor_total_nota)}`;
}

/** Tomador, service and how it is billed, the NF-e of the same processing, and the dates. */
export function TomadorServicoFields({
  form,
  tomadores,
  servicos,
  tomador,
  servico,
  nfesDoTomador,
  isCarregandoListas,
  isCarregandoNfes,
  atualizarDiscriminacao,
  escolherTomador,
}: TomadorServicoFieldsProps) {
  const {
    register,
    watch,
    formState: { errors },
  } = form;
  const cobranca = watch('cobranca');
  const placeholder = isCarregandoListas ? 'Carregando...' : 'Selecione...';
  const referenciaVazia = isCarregandoNfes
    ? 'Carregando...'
    : nfesDoTomador.length === 0
      ? 'Nenhuma NF-e autorizada'
      : 'Nenhuma (opcional)';

  return (
    <Card title="Tomador e Serviço">
      <FormGrid>
        <Field
          label="Tomador"
          error={errors.id_cliente?.message}
          hint={tomador ? resumoDoTomador(tomador) : undefined}
          isRequired
          className="form-grid__wide"
        >
          <Select {...register('id_cliente', { onChange: escolherTomador })}>
            <option value="">{placeholder}</option>
            {tomadores.map((c) => (
              <option key={c.id} value={c.id}>
                {c.nome_razao_social}
              </option>
            ))}
          </Select>
        </Field>
        <Field
          label="Serviço"
          error={errors.id_servico?.message}
          hint={servico ? resumoDoServico(servico) : undefined}
          isRequired
          className="form-grid__wide"
        >
          <Select {...register('id_servico', { onChange: atualizarDiscriminacao })}>
            <option value="">{placeholder}</option>
            {servicos.map((s) => (
              <option key={s.id} value={s.id}>
                {`${s.descricao} - ${formatBRL(s.preco)}/kg`}
              </option>
            ))}
          </Select>
        </Field>
        <fieldset className="nfse-cobranca form-grid__wide">
          <legend className="field__label">Cobrança</legend>
          <label className="form-check">
            <input
              type="radio"
              value="quantidade"
              {...register('cobranca', { onChange: atualizarDiscriminacao })}
            />
            Por quantidade (kg x preço do serviço)
          </label>
          <label className="form-check">
            <input
              type="radio"
              value="valor"
              {...register('cobranca', { onChange: atualizarDiscriminacao })}
            />
            Valor livre
          </label>
        </fieldset>
        {cobranca === 'quantidade' ? (
          <Field label="Quantidade (kg)" error={errors.quantidade?.message} isRequired>
            <DecimalInput {...register('quantidade', { onChange: atualizarDiscriminacao })} />
          </Field>
        ) : (
          <Field label="Valor do Serviço (R$)" error={errors.valor_servico?.message} isRequired>
            <DecimalInput {...register('valor_servico')} />
          </Field>
        )}
        <Field label="NF-e de Referência" error={errors.id_nfe_referencia?.message}>
          <Select {...register('id_nfe_referencia')} disabled={!tomador}>
            <option value="">{tomador ? referenciaVazia : 'Selecione antes o tomador'}</option>
            {nfesDoTomador.map((n) => (
              <option key={n.id} value={n.id}>
                {rotuloDaNfe(n)}
              </option>
            ))}
          </Select>
        </Field>
        <Field label="Data de Competência" error={errors.data_competencia?.message} isRequired>
          <DateInput {...register('data_competencia')} />
        </Field>
        <Field
          label="Data de Vencimento"
          error={errors.data_vencimento?.message}
          hint="Da conta a receber criada na autorização."
          isRequired
        >
          <DateInput {...register('data_vencimento')} />
        </Field>
      </FormGrid>
    </Card>
  );
}
