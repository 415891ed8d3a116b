import type { TCliente } from '@erp/contracts/clientes';
import { SIGLAS_UF } from '@erp/contracts/fields';
import { MODALIDADES_FRETE, SEM_TRANSPORTE } from '@erp/contracts/nfe-transporte';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { DecimalInput } from '../../../components/ui/entrada-br';
import { Field } from '../../../components/ui/field';
import { Input, Select, Textarea } from '../../../components/ui/field-controls';
import { FormGrid, FormSection } from '../../../components/ui/form-section';
import { useFornecedoresOpcoes } from '../../../lib/api/buscar-fornecedores-opcoes';
import { maskCpfCnpj } from '../../../lib/masks';
import {
  type ErrosTransporte,
  indicesDosVolumesEnviados,
  type TransportadoraForm,
  type TransporteForm,
  transportadoraDoCliente,
  transportadoraDoFornecedor,
  type VolumeForm,
  volumeVazio,
} from '../utils/transporte-estado';

type TransporteNfeProps = {
  modalidade: string;
  transporte: TransporteForm;
  erros: ErrosTransporte;
  /** The client is in another UF than the company: the vehicle does not go on the NF-e (rejection 868). */
  isInterestadual: boolean;
  clientes: readonly TCliente[];
  onModalidade: (modalidade: string) => void;
  onChange: (transporte: TransporteForm) => void;
};

function OpcoesUf() {
  return SIGLAS_UF.map((uf) => (
    <option key={uf} value={uf}>
      {uf}
    </option>
  ));
}

/**
 * 'Transporte' of the draft screen: freight mode, the carrier (picked from the suppliers or clients, or typed),
 * the vehicle and the volumes. Without transport (modalidade 9) only volumes may be informed.
 */
export function TransporteNfe({
  modalidade,
  transporte,
  erros,
  isInterestadual,
  clientes,
  onModalidade,
  onChange,
}: TransporteNfeProps) {
  const comTransporte = modalidade !== SEM_TRANSPORTE;
  const fornecedoresQuery = useFornecedoresOpcoes(comTransporte);
  const fornecedores = (fornecedoresQuery.data ?? []).filter((f) => f.cpf_cnpj);
  const { transportadora, veiculo, volumes } = transporte;
  const indices = indicesDosVolumesEnviados(volumes);

  const alterarTransportadora = (campo: keyof TransportadoraForm, valor: string) =>
    onChange({ ...transporte, transportadora: { ...transportadora, [campo]: valor } });
  const alterarVolume = (chave: number, campo: keyof Omit<VolumeForm, 'chave'>, valor: string) =>
    onChange({
      ...transporte,
      volumes: volumes.map((v) => (v.chave === chave ? { ...v, [campo]: valor } : v)),
    });
  const proximaChave = Math.max(0, ...volumes.map((v) => v.chave)) + 1;

  function preencherDoCadastro(valor: string) {
    const [tipo, id] = valor.split(':');
    const cliente = tipo === 'cliente' ? clientes.find((c) => String(c.id) === id) : undefined;
    const fornecedor = tipo === 'fornecedor' ? fornecedores.find((f) => String(f.id) === id) : undefined;
    if (cliente) onChange({ ...transporte, transportadora: transportadoraDoCliente(cliente) });
    else if (fornecedor) onChange({ ...transporte, transportadora: transportadoraDoFornecedor(fornecedor) });
  }

  const campoTransportadora = (
    campo: keyof TransportadoraForm,
    label: string,
    props: { maxLength?: number; mascara?: (v: string) => string; isRequired?: boolean } = {},
  ) => (
    <Field label={label} error={erros[`transportadora.${campo}`]} isRequired={props.isRequired}>
      <Input
        value={transportadora[campo]}
        maxLength={props.maxLength}
        onChange={(event) =>
          alterarTransportadora(campo, props.mascara ? props.mascara(event.target.value) : event.target.value)
        }
      />
    </Field>
  );

  return (
    <Card title="Transporte">
      <FormGrid>
        <Field label="Modalidade do Frete" error={erros.modalidade_frete} className="form-grid__wide">
          <Select value={modalidade} onChange={(event) => onModalidade(event.target.value)}>
            {MODALIDADES_FRETE.map((m) => (
              <option key={m.value} value={m.value}>
                {m.label}
              </option>
            ))}
          </Select>
        </Field>
      </FormGrid>
      {comTransporte && (
        <>
          <FormSection title="Transportadora">
            <Field
              label="Preencher com o Cadastro"
              hint="Um fornecedor ou cliente; os campos continuam editáveis."
              error={erros.transportadora}
              className="form-grid__wide"
            >
              <Select value="" onChange={(event) => preencherDoCadastro(event.target.value)}>
                <option value="">Selecione um fornecedor ou cliente...</option>
                <optgroup label="Fornecedores">
                  {fornecedores.map((f) => (
                    <option key={`f${f.id}`} value={`fornecedor:${f.id}`}>
                      {f.nome_razao_social}
                    </option>
                  ))}
                </optgroup>
                <optgroup label="Clientes">
                  {clientes.map((c) => (
                    <option key={`c${c.id}`} value={`cliente:${c.id}`}>
                      {c.nome_razao_social}
                    </option>
                  ))}
                </optgroup>
              </Select>
            </Field>
            {campoTransportadora('cpf_cnpj', 'CNPJ/CPF da Transportadora', { mascara: maskCpfCnpj })}
            {campoTransportadora('nome', 'Razão Social da Transportadora', { maxLength: 60 })}
            {campoTransportadora('ie', 'Inscrição Estadual da Transportadora', { maxLength: 20 })}
            {campoTransportadora('endereco', 'Endereço da Transportadora', { maxLength: 60 })}
            {campoTransportadora('municipio', 'Município da Transportadora', { maxLength: 60 })}
            <Field label="UF da Transportadora" error={erros['transportadora.uf']}>
              <Select
                value={transportadora.uf}
                onChange={(event) => alterarTransportadora('uf', event.target.value)}
              >
                <option value="">Selecione...</option>
                <OpcoesUf />
              </Select>
            </Field>
          </FormSection>
          <FormSection title="Veículo">
            <Field
              label="Placa do Veículo"
              error={erros['veiculo.placa'] ?? erros.veiculo}
              hint={
                isInterestadual
                  ? 'Em operação interestadual o veículo não vai na NF-e: ele consta do MDF-e.'
                  : 'AAA9999 ou padrão Mercosul AAA9A99.'
              }
            >
              <Input
                value={veiculo.placa}
                maxLength={8}
                disabled={isInterestadual && !veiculo.placa}
                onChange={(event) =>
                  onChange({
                    ...transporte,
                    veiculo: { ...veiculo, placa: event.target.value.toUpperCase() },
                  })
                }
              />
            </Field>
            <Field label="UF do Veículo" error={erros['veiculo.uf']}>
              <Select
                value={veiculo.uf}
                disabled={isInterestadual && !veiculo.uf}
                onChange={(event) =>
                  onChange({ ...transporte, veiculo: { ...veiculo, uf: event.target.value } })
                }
              >
                <option value="">Selecione...</option>
                <OpcoesUf />
              </Select>
            </Field>
          </FormSection>
        </>
      )}
      {volumes.map((volume, linha) => {
        const erro = (campo: string) => {
          const enviado = indices.get(linha);
          return enviado === undefined ? undefined : erros[`volumes.${enviado}.${campo}`];
        };
        const campo = (nome: keyof Omit<VolumeForm, 'chave'>, label: string, props: object = {}) => (
          <Field label={label} error={erro(nome)}>
            <Input
              value={volume[nome]}
              onChange={(event) => alterarVolume(volume.chave, nome, event.target.value)}
              {...props}
            />
          </Field>
        );
        // Weights typed the Brazilian way ('1.260,5') reach the API as '1260.5'.
        const peso = (nome: 'pesoL' | 'pesoB', label: string) => (
          <Field label={label} error={erro(nome)}>
            <DecimalInput
              value={volume[nome]}
              onValueChange={(valor) => alterarVolume(volume.chave, nome, valor)}
            />
          </Field>
        );
        return (
          <FormSection key={volume.chave} title={`Volume ${linha + 1}`}>
            {campo('qVol', 'Quantidade', { inputMode: 'numeric', maxLength: 15 })}
            {campo('esp', 'Espécie', { maxLength: 60 })}
            {campo('marca', 'Marca', { maxLength: 60 })}
            {campo('nVol', 'Numeração', { maxLength: 60 })}
            {peso('pesoL', 'Peso Líquido (kg)')}
            {peso('pesoB', 'Peso Bruto (kg)')}
            <div className="item-form__acao">
              <Button
                variant="danger"
                size="sm"
                onClick={() =>
                  onChange({ ...transporte, volumes: volumes.filter((v) => v.chave !== volume.chave) })
                }
              >
                Remover Volume
              </Button>
            </div>
          </FormSection>
        );
      })}
      <div className="transporte-nfe__acoes">
        <Button
          variant="secondary"
          onClick={() => onChange({ ...transporte, volumes: [...volumes, volumeVazio(proximaChave)] })}
        >
          Adicionar Volume
        </Button>
      </div>
    </Card>
  );
}

type InformacoesComplementaresProps = {
  valor: string;
  erro: string | undefined;
  onChange: (valor: string) => void;
};

/** Z03 infCpl: the user's text; the legal texts of the lines' rules are added to it when the XML is built. */
export function InformacoesComplementares({ valor, erro, onChange }: InformacoesComplementaresProps) {
  return (
    <Card title="Informações Complementares">
      <Field
        label="Informações Complementares"
        error={erro}
        hint="Vão no campo de informações complementares da NF-e, depois dos textos legais gerados pelo sistema."
      >
        <Textarea
          value={valor}
          rows={3}
          maxLength={5000}
          onChange={(event) => onChange(event.target.value)}
        />
      </Field>
    </Card>
  );
}
