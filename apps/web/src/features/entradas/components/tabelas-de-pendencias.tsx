import { Button } from '../../../components/ui/button';
import { DecimalInput } from '../../../components/ui/entrada-br';
import { Input, Select } from '../../../components/ui/field-controls';
import type { Decisao, LinhaKg, LinhaProduto, ModoKg } from '../utils/pendencias-estado';
import { VincularProduto } from './vincular-produto';

function situacao(decisao: Decisao): string {
  switch (decisao.tipo) {
    case 'cadastrar':
      return 'A cadastrar';
    case 'cadastrado':
      return 'Cadastrado';
    case 'vincular':
      return `Vinculado a ${decisao.nome}`;
    case 'ignorar':
      return 'Ignorado (sem estoque nem saldo)';
  }
}

type ProdutosNaoEncontradosProps = {
  linhas: LinhaProduto[];
  /** The caption's id, unique on the page; `sufixo` tells the fields of one emitente from another's. */
  idDaLegenda: string;
  sufixo: string;
  /** The code whose link is being chosen, if any. */
  vinculando: string | null;
  onVincular: (codigo: string | null) => void;
  onAlterar: (codigo: string, mudanca: Partial<LinhaProduto>) => void;
};

/** 'Produtos Não Encontrados': register (NCM editable), link to an existing product, or ignore each one. */
export function ProdutosNaoEncontrados({
  linhas,
  idDaLegenda,
  sufixo,
  vinculando,
  onVincular,
  onAlterar,
}: ProdutosNaoEncontradosProps) {
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be focusable to scroll without a mouse.
    <section className="data-table" aria-labelledby={idDaLegenda} tabIndex={0}>
      <table>
        <caption id={idDaLegenda} className="data-table__caption">
          Produtos Não Encontrados
        </caption>
        <thead>
          <tr>
            <th scope="col">Nome</th>
            <th scope="col">Código Interno</th>
            <th scope="col">NCM</th>
            <th scope="col">Unidade</th>
            <th scope="col">Situação</th>
            <th scope="col">Ações</th>
          </tr>
        </thead>
        <tbody>
          {linhas.map((linha) => {
            const { produto, decisao } = linha;
            const codigo = produto.codigo_interno;
            return (
              <tr key={codigo}>
                <td>{produto.nome}</td>
                <td>{codigo}</td>
                <td>
                  {decisao.tipo === 'cadastrar' ? (
                    <Input
                      aria-label={`NCM de ${codigo}${sufixo}`}
                      inputMode="numeric"
                      maxLength={10}
                      value={linha.ncm}
                      aria-invalid={linha.erro ? true : undefined}
                      onChange={(e) => onAlterar(codigo, { ncm: e.target.value })}
                    />
                  ) : (
                    linha.ncm
                  )}
                  {linha.erro && <p className="field__error">{linha.erro}</p>}
                </td>
                <td>{produto.unidade}</td>
                <td>{situacao(decisao)}</td>
                <td>
                  {vinculando === codigo ? (
                    <VincularProduto
                      produto={produto}
                      sufixo={sufixo}
                      onEscolher={(p) => {
                        onAlterar(codigo, {
                          decisao: { tipo: 'vincular', idProduto: p.id, nome: p.nome },
                          erro: undefined,
                        });
                        onVincular(null);
                      }}
                      onCancelar={() => onVincular(null)}
                    />
                  ) : (
                    decisao.tipo !== 'cadastrado' && (
                      <div className="pendencias__acoes">
                        {decisao.tipo === 'cadastrar' ? (
                          <>
                            <Button size="sm" variant="secondary" onClick={() => onVincular(codigo)}>
                              Vincular a produto existente
                            </Button>
                            <Button
                              size="sm"
                              variant="ghost"
                              onClick={() => onAlterar(codigo, { decisao: { tipo: 'ignorar' } })}
                            >
                              Ignorar
                            </Button>
                          </>
                        ) : (
                          <Button
                            size="sm"
                            variant="ghost"
                            onClick={() => onAlterar(codigo, { decisao: { tipo: 'cadastrar' } })}
                          >
                            Desfazer
                          </Button>
                        )}
                      </div>
                    )
                  )}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </section>
  );
}

type ItensSemPesoProps = {
  linhas: LinhaKg[];
  idDaLegenda: string;
  sufixo: string;
  onAlterar: (codigo: string, mudanca: Partial<LinhaKg>) => void;
};

/** 'Itens sem Peso em kg': the kg per unit (remembered) or, for a code on one item, the item's total. */
export function ItensSemPeso({ linhas, idDaLegenda, sufixo, onAlterar }: ItensSemPesoProps) {
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be focusable to scroll without a mouse.
    <section className="data-table" aria-labelledby={idDaLegenda} tabIndex={0}>
      <table>
        <caption id={idDaLegenda} className="data-table__caption">
          Itens sem Peso em kg
        </caption>
        <thead>
          <tr>
            <th scope="col">Código</th>
            <th scope="col">Descrição</th>
            <th scope="col" className="num">
              Quantidade
            </th>
            <th scope="col">Informar</th>
            <th scope="col">Peso (kg)</th>
          </tr>
        </thead>
        <tbody>
          {linhas.map((linha) => (
            <tr key={linha.codigo}>
              <td>{linha.codigo}</td>
              <td>{linha.descricao}</td>
              <td className="num">
                {`${linha.quantidade} ${linha.unidade}${linha.itens > 1 ? ` em ${linha.itens} itens` : ''}`}
              </td>
              <td>
                <Select
                  aria-label={`Como informar o peso de ${linha.codigo}${sufixo}`}
                  value={linha.modo}
                  disabled={linha.itens > 1 || linha.soPorUnidade}
                  onChange={(e) => onAlterar(linha.codigo, { modo: e.target.value as ModoKg })}
                >
                  <option value="kg_por_unidade">{`kg por ${linha.unidade}`}</option>
                  <option value="kg_total">kg total do item</option>
                </Select>
              </td>
              <td>
                <DecimalInput
                  aria-label={`Peso em kg de ${linha.codigo}${sufixo}`}
                  value={linha.valor}
                  onValueChange={(valor) => onAlterar(linha.codigo, { valor })}
                />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <p className="entrada-nota">
        O peso por unidade fica guardado para as próximas notas deste cliente com o mesmo código e unidade.
      </p>
    </section>
  );
}
