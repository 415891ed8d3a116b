import type {
  TAnaliseEntrada,
  TConversaoEntrada,
  TDestinoEntrada,
  TRespostasImportacaoEntrada,
} from '@erp/contracts/entradas';
import { Decimal } from '@erp/fiscal/common/decimal';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { DecimalInput } from '../../../components/ui/entrada-br';
import { Input, Select } from '../../../components/ui/field-controls';
import { Notice } from '../../../components/ui/notice';
import { serverErrorText } from '../../../lib/server-errors';
import { useBuscarProdutos } from '../api/buscar-produtos';
import { useCadastrarProduto } from '../api/cadastrar-produto';
import type { ProdutoFaltante } from '../hooks/use-importacao-xml';
import { DestinosDosCfops } from './destinos-dos-cfops';

type Decisao =
  | { tipo: 'cadastrar' }
  | { tipo: 'cadastrado' }
  | { tipo: 'vincular'; idProduto: number; nome: string }
  | { tipo: 'ignorar' };

type LinhaProduto = { produto: ProdutoFaltante; ncm: string; decisao: Decisao; erro?: string };

type ModoKg = 'kg_por_unidade' | 'kg_total';
/** The items without kg of one code (a code may be on several items: then only the kg per unit fits all). */
type LinhaKg = {
  codigo: string;
  descricao: string;
  unidade: string;
  quantidade: string;
  itens: number;
  modo: ModoKg;
  valor: string;
};

const KG_VALIDO = /^\d{1,9}(\.\d{1,6})?$/;
/** The kg as the API takes it (the field already reads it the Brazilian way): up to 6 places, above zero. */
const kgInformado = (valor: string) => KG_VALIDO.test(valor) && new Decimal(valor).gt(0);

function linhasKg(analise: TAnaliseEntrada): LinhaKg[] {
  const porCodigo = new Map<string, LinhaKg>();
  for (const item of analise.itens_sem_kg) {
    const linha = porCodigo.get(item.codigo);
    if (linha) {
      linha.itens += 1;
      linha.modo = 'kg_por_unidade';
      linha.valor = '';
      continue;
    }
    porCodigo.set(item.codigo, {
      codigo: item.codigo,
      descricao: item.descricao,
      unidade: item.unidade,
      quantidade: item.quantidade,
      itens: 1,
      // The note's net weight, when it has one item, is the likely answer: offered, never sent unseen.
      modo: item.sugestao_kg_total ? 'kg_total' : 'kg_por_unidade',
      valor: item.sugestao_kg_total ?? '',
    });
  }
  return [...porCodigo.values()];
}

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

type VincularProdutoProps = {
  produto: ProdutoFaltante;
  onEscolher: (produto: { id: number; nome: string }) => void;
  onCancelar: () => void;
};

/** Picks one of our products for the client's code; the link is remembered for the client's next notes. */
function VincularProduto({ produto, onEscolher, onCancelar }: VincularProdutoProps) {
  const [busca, setBusca] = useState('');
  const produtos = useBuscarProdutos(busca.trim());
  return (
    <div className="pendencias__vincular">
      <Input
        type="search"
        aria-label={`Buscar produto para ${produto.codigo_interno}`}
        placeholder="Buscar por nome ou código"
        value={busca}
        onChange={(e) => setBusca(e.target.value)}
      />
      <Select
        aria-label={`Produto existente para ${produto.codigo_interno}`}
        value=""
        onChange={(e) => {
          const escolhido = produtos.data?.find((p) => String(p.id) === e.target.value);
          if (escolhido) onEscolher({ id: escolhido.id, nome: escolhido.nome });
        }}
      >
        <option value="">
          {produtos.isPending ? 'Carregando...' : `${produtos.data?.length ?? 0} produto(s) encontrado(s)`}
        </option>
        {produtos.data?.map((p) => (
          <option key={p.id} value={p.id}>
            {`${p.codigo_interno} — ${p.nome}`}
          </option>
        ))}
      </Select>
      <Button size="sm" variant="ghost" onClick={onCancelar}>
        Cancelar
      </Button>
    </div>
  );
}

type PendenciasImportacaoProps = {
  analise: TAnaliseEntrada;
  onImportar: (respostas: TRespostasImportacaoEntrada) => void;
  onCancelar: () => void;
};

/**
 * Every question of a note in one place instead of a dialog per product: the unknown products (register them
 * all, link one to an existing product, or ignore it), the kg of the items the note does not weigh, and the path
 * of the CFOPs the table does not settle (the client's material or a purchase).
 */
export function PendenciasImportacao({ analise, onImportar, onCancelar }: PendenciasImportacaoProps) {
  const cadastrar = useCadastrarProduto();
  const [produtos, setProdutos] = useState<LinhaProduto[]>(() =>
    analise.produtos.map((produto) => ({ produto, ncm: produto.ncm, decisao: { tipo: 'cadastrar' } })),
  );
  const [kgs, setKgs] = useState<LinhaKg[]>(() => linhasKg(analise));
  const [destinos, setDestinos] = useState<Record<string, TDestinoEntrada | ''>>({});
  const [vinculando, setVinculando] = useState<string | null>(null);
  const [isCadastrando, setIsCadastrando] = useState(false);
  const [aviso, setAviso] = useState<string | null>(null);

  const alterarProduto = (codigo: string, mudanca: Partial<LinhaProduto>) =>
    setProdutos((atual) =>
      atual.map((l) => (l.produto.codigo_interno === codigo ? { ...l, ...mudanca } : l)),
    );
  const alterarKg = (codigo: string, mudanca: Partial<LinhaKg>) =>
    setKgs((atual) => atual.map((l) => (l.codigo === codigo ? { ...l, ...mudanca } : l)));

  const ignorados = new Set(
    produtos.filter((l) => l.decisao.tipo === 'ignorar').map((l) => l.produto.codigo_interno),
  );
  // An ignored product's kg is not needed: it moves no stock.
  const kgsPedidos = kgs.filter((l) => !ignorados.has(l.codigo));
  const aCadastrar = produtos.filter((l) => l.decisao.tipo === 'cadastrar');
  const kgsEmFalta = kgsPedidos.filter((l) => !kgInformado(l.valor));
  const destinosEmFalta = analise.cfops_sem_destino.filter((c) => !destinos[c.cfop]);
  const podeImportar = aCadastrar.length === 0 && kgsEmFalta.length === 0 && destinosEmFalta.length === 0;

  async function cadastrarTodos() {
    setIsCadastrando(true);
    setAviso(null);
    let cadastrados = 0;
    for (const linha of aCadastrar) {
      const { produto } = linha;
      try {
        await cadastrar.mutateAsync({
          nome: produto.nome,
          codigo_interno: produto.codigo_interno,
          ncm: linha.ncm,
        });
        alterarProduto(produto.codigo_interno, { decisao: { tipo: 'cadastrado' }, erro: undefined });
        cadastrados += 1;
      } catch (error) {
        alterarProduto(produto.codigo_interno, {
          erro: serverErrorText(error, 'Erro ao cadastrar produto.'),
        });
      }
    }
    setIsCadastrando(false);
    if (cadastrados > 0) setAviso(`${cadastrados} produto(s) cadastrado(s) com sucesso!`);
  }

  function importar() {
    const conversoes: TConversaoEntrada[] = kgsPedidos.map((l) =>
      l.modo === 'kg_total'
        ? { codigo: l.codigo, kg_total: l.valor }
        : { codigo: l.codigo, kg_por_unidade: l.valor },
    );
    const vinculos = produtos.flatMap((l) =>
      l.decisao.tipo === 'vincular'
        ? [{ codigo: l.produto.codigo_interno, id_produto: l.decisao.idProduto }]
        : [],
    );
    const escolhidos = analise.cfops_sem_destino.flatMap((c) => {
      const destino = destinos[c.cfop];
      return destino ? [{ cfop: c.cfop, destino }] : [];
    });
    onImportar({ conversoes, vinculos, ignorar: [...ignorados], destinos: escolhidos });
  }

  return (
    <Card title={`NF-e ${analise.numero_nf} — ${analise.emitente}`} className="no-print pendencias">
      <div className="stack">
        <p>Responda abaixo e importe a nota: nada é importado antes disso.</p>
        {aviso && (
          <Notice tone="info" onDismiss={() => setAviso(null)}>
            {aviso}
          </Notice>
        )}
        {produtos.length > 0 && (
          // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be focusable to scroll without a mouse.
          <section className="data-table" aria-labelledby="pendencias-produtos" tabIndex={0}>
            <table>
              <caption id="pendencias-produtos" className="data-table__caption">
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
                {produtos.map((linha) => {
                  const { produto, decisao } = linha;
                  const codigo = produto.codigo_interno;
                  return (
                    <tr key={codigo}>
                      <td>{produto.nome}</td>
                      <td>{codigo}</td>
                      <td>
                        {decisao.tipo === 'cadastrar' ? (
                          <Input
                            aria-label={`NCM de ${codigo}`}
                            inputMode="numeric"
                            maxLength={10}
                            value={linha.ncm}
                            aria-invalid={linha.erro ? true : undefined}
                            onChange={(e) => alterarProduto(codigo, { ncm: e.target.value })}
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
                            onEscolher={(p) => {
                              alterarProduto(codigo, {
                                decisao: { tipo: 'vincular', idProduto: p.id, nome: p.nome },
                                erro: undefined,
                              });
                              setVinculando(null);
                            }}
                            onCancelar={() => setVinculando(null)}
                          />
                        ) : (
                          decisao.tipo !== 'cadastrado' && (
                            <div className="pendencias__acoes">
                              {decisao.tipo === 'cadastrar' ? (
                                <>
                                  <Button size="sm" variant="secondary" onClick={() => setVinculando(codigo)}>
                                    Vincular a produto existente
                                  </Button>
                                  <Button
                                    size="sm"
                                    variant="ghost"
                                    onClick={() => alterarProduto(codigo, { decisao: { tipo: 'ignorar' } })}
                                  >
                                    Ignorar
                                  </Button>
                                </>
                              ) : (
                                <Button
                                  size="sm"
                                  variant="ghost"
                                  onClick={() => alterarProduto(codigo, { decisao: { tipo: 'cadastrar' } })}
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
        )}
        {kgsPedidos.length > 0 && (
          // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be focusable to scroll without a mouse.
          <section className="data-table" aria-labelledby="pendencias-kg" tabIndex={0}>
            <table>
              <caption id="pendencias-kg" className="data-table__caption">
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
                {kgsPedidos.map((linha) => (
                  <tr key={linha.codigo}>
                    <td>{linha.codigo}</td>
                    <td>{linha.descricao}</td>
                    <td className="num">{`${linha.quantidade} ${linha.unidade}`}</td>
                    <td>
                      <Select
                        aria-label={`Como informar o peso de ${linha.codigo}`}
                        value={linha.modo}
                        disabled={linha.itens > 1}
                        onChange={(e) => alterarKg(linha.codigo, { modo: e.target.value as ModoKg })}
                      >
                        <option value="kg_por_unidade">{`kg por ${linha.unidade}`}</option>
                        <option value="kg_total">kg total do item</option>
                      </Select>
                    </td>
                    <td>
                      <DecimalInput
                        aria-label={`Peso em kg de ${linha.codigo}`}
                        value={linha.valor}
                        onValueChange={(valor) => alterarKg(linha.codigo, { valor })}
                      />
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
            <p className="entrada-nota">
              O peso por unidade fica guardado para as próximas notas deste cliente com o mesmo código e
              unidade.
            </p>
          </section>
        )}
        {analise.cfops_sem_destino.length > 0 && (
          <DestinosDosCfops
            cfops={analise.cfops_sem_destino}
            destinos={destinos}
            onEscolher={(cfop, destino) => setDestinos((atual) => ({ ...atual, [cfop]: destino }))}
          />
        )}
        <div className="pendencias__botoes">
          <Button variant="secondary" onClick={onCancelar}>
            Cancelar
          </Button>
          {aCadastrar.length > 0 && (
            <Button
              variant="secondary"
              onClick={() => void cadastrarTodos()}
              isLoading={isCadastrando}
              loadingText="Cadastrando..."
            >
              Cadastrar todos
            </Button>
          )}
          <Button onClick={importar} disabled={!podeImportar || isCadastrando}>
            Importar Nota
          </Button>
        </div>
        {!podeImportar && (
          <p className="entrada-nota" role="status">
            {aCadastrar.length > 0
              ? `Cadastre, vincule ou ignore ${aCadastrar.length} produto(s) antes de importar.`
              : kgsEmFalta.length > 0
                ? `Informe o peso em kg de ${kgsEmFalta.map((l) => l.codigo).join(', ')}.`
                : `Escolha o destino dos itens do CFOP ${destinosEmFalta.map((c) => c.cfop).join(', ')}.`}
          </p>
        )}
      </div>
    </Card>
  );
}
