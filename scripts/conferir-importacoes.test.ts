import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { usarArvorePlantada } from './arvore-plantada';

const { arvore, conferir } = usarArvorePlantada(path.join(import.meta.dirname, 'conferir-importacoes.mjs'));

describe('npm run lint: the import rules', () => {
  it('fails on drizzle-orm planted in an operation, naming the file, the line and the rule', async () => {
    const pasta = arvore({
      'apps/api/src/modules/clientes/listar-clientes.ts':
        "import type { Database } from '../../db/client.ts';\nimport { eq } from 'drizzle-orm';\nexport { eq };\n",
      'apps/api/src/modules/clientes/clientes.repository.ts':
        "import { eq } from 'drizzle-orm';\nexport { eq };\n",
      'apps/api/src/db/search.ts': "import { sql } from 'drizzle-orm/sql';\nexport { sql };\n",
    });

    const { code, stderr } = await conferir(pasta);

    expect(code).toBe(1);
    expect(stderr.split('\n').filter((l) => l.includes('['))).toEqual([
      "apps/api/src/modules/clientes/listar-clientes.ts:2 [drizzle-so-em-repositorios] 'drizzle-orm' importa drizzle-orm fora de um repositório: as consultas ficam em *.repository.ts (ou em apps/api/src/db/**), e a rota/operação chama o repositório.",
    ]);
  });

  it('fails on @erp/sefaz-sim outside modules/fiscal, type-only and re-exports included', async () => {
    const pasta = arvore({
      'apps/api/src/config.ts':
        "import type { ConfigSimulador } from '@erp/sefaz-sim/config';\nexport type { ConfigSimulador };\n",
      'apps/api/src/lib/simulador.ts': "export { createSimulator } from '@erp/sefaz-sim/create-simulator';\n",
      'apps/api/src/modules/fiscal/conexao-simulacao.ts':
        "import { createSimulator } from '@erp/sefaz-sim/create-simulator';\nexport { createSimulator };\n",
    });

    const { code, stderr } = await conferir(pasta);

    expect(code).toBe(1);
    expect(stderr).toContain(
      "apps/api/src/config.ts:1 [sefaz-sim-so-no-modulo-fiscal] '@erp/sefaz-sim/config'",
    );
    expect(stderr).toContain(
      "apps/api/src/lib/simulador.ts:1 [sefaz-sim-so-no-modulo-fiscal] '@erp/sefaz-sim/create-simulator'",
    );
    expect(stderr).not.toContain('modules/fiscal/conexao-simulacao.ts');
    expect(stderr).toContain('2 importação(ões) fora das regras');
  });

  it('fails on a web feature importing another feature at any depth, not on its own files or lib', async () => {
    const pasta = arvore({
      'apps/web/src/features/nfe/components/rascunho/dados.tsx':
        "import { useEmpresa } from '../../../empresa/api/buscar-empresa';\nimport { x } from '../../api/salvar-rascunho';\nimport { y } from '../../../../lib/api/buscar-empresa';\nexport { useEmpresa, x, y };\n",
      'apps/web/src/features/usuarios/usuarios-screen.tsx':
        "import { useSession } from '../auth/hooks/use-session';\nexport { useSession };\n",
      'apps/web/src/routes/nfe.tsx':
        "import { NfeScreen } from '../features/nfe/components/nfe-screen';\nexport { NfeScreen };\n",
    });

    const { code, stderr } = await conferir(pasta);

    expect(code).toBe(1);
    expect(stderr).toContain(
      "apps/web/src/features/nfe/components/rascunho/dados.tsx:1 [sem-importacao-entre-features-web] '../../../empresa/api/buscar-empresa'",
    );
    expect(stderr).toContain(
      "apps/web/src/features/usuarios/usuarios-screen.tsx:1 [sem-importacao-entre-features-web] '../auth/hooks/use-session'",
    );
    expect(stderr).toContain('2 importação(ões) fora das regras');
  });

  it('fails on raw decimal.js outside the configured Decimal, in the API, the web and the contracts', async () => {
    const pasta = arvore({
      'apps/api/src/modules/relatorios/relatorio-estoque.ts':
        "import type { TEstoque } from '@erp/contracts/relatorios';\nimport Decimal from 'decimal.js';\nexport { Decimal };\n",
      'apps/web/src/features/financeiro/utils/baixa.ts': "export { default as Decimal } from 'decimal.js';\n",
      'packages/contracts/src/nfse.ts':
        "import { Decimal } from '@erp/fiscal/decimal';\nexport { Decimal };\n",
      'packages/fiscal/src/common/decimal.ts': "import DecimalJs from 'decimal.js';\nexport { DecimalJs };\n",
      'packages/fiscal/src/common/decimal.test.ts':
        "import DecimalJs from 'decimal.js';\nexport { DecimalJs };\n",
    });

    const { code, stderr } = await conferir(pasta);

    expect(code).toBe(1);
    expect(stderr).toContain(
      "apps/api/src/modules/relatorios/relatorio-estoque.ts:2 [decimal-js-so-no-decimal-configurado] 'decimal.js' importa decimal.js cru: use o Decimal configurado (e arredondarCentavos) de '@erp/fiscal/decimal'.",
    );
    expect(stderr).toContain(
      "apps/web/src/features/financeiro/utils/baixa.ts:1 [decimal-js-so-no-decimal-configurado] 'decimal.js'",
    );
    expect(
      stderr
        .split('\n')
        .filter((l) => l.includes('['))
        .map((l) => l.split(' [')[0]),
    ).toEqual([
      'apps/api/src/modules/relatorios/relatorio-estoque.ts:2',
      'apps/web/src/features/financeiro/utils/baixa.ts:1',
    ]);
  });

  it('fails on the zone literal outside the time module, in SQL, Intl and the web alike', async () => {
    const pasta = arvore({
      'apps/api/src/modules/dashboard/dashboard.repository.ts':
        "import { sql } from 'drizzle-orm';\n\nexport const mes = sql`date_trunc('month', created_at at time zone 'America/Sao_Paulo')`;\n",
      'apps/api/src/modules/relatorios/fluxo-caixa.ts':
        'export const dia = new Intl.DateTimeFormat(\'en-CA\', { timeZone: "America/Sao_Paulo" });\n',
      'apps/web/src/features/auditoria/components/auditoria-table.tsx':
        'const FUSO = `America/Sao_Paulo`;\nexport { FUSO };\n',
      'apps/api/src/db/fuso.ts':
        "import { FUSO_DA_EMPRESA } from '@erp/fiscal/data-hora';\nimport { sql } from 'drizzle-orm';\nexport const FUSO_SQL = sql.raw(FUSO_DA_EMPRESA);\n",
      'packages/fiscal/src/common/data-hora.ts': "export const FUSO_DA_EMPRESA = 'America/Sao_Paulo';\n",
      'apps/api/test/relatorios/resumos.test.ts': "export const z = 'America/Sao_Paulo';\n",
    });

    const { code, stderr } = await conferir(pasta);

    expect(code).toBe(1);
    expect(stderr).toContain(
      "apps/api/src/modules/dashboard/dashboard.repository.ts:3 [fuso-so-em-data-hora] 'America/Sao_Paulo' escreve o fuso da empresa fora de packages/fiscal/src/common/data-hora.ts",
    );
    expect(stderr).toContain('apps/api/src/modules/relatorios/fluxo-caixa.ts:1 [fuso-so-em-data-hora]');
    expect(stderr).toContain(
      'apps/web/src/features/auditoria/components/auditoria-table.tsx:1 [fuso-so-em-data-hora]',
    );
    // The home, the SQL constant built from it and the tests outside the sources are not flagged.
    expect(
      stderr
        .split('\n')
        .filter((l) => l.includes('['))
        .map((l) => l.split(' [')[0]),
    ).toEqual([
      'apps/api/src/modules/dashboard/dashboard.repository.ts:3',
      'apps/api/src/modules/relatorios/fluxo-caixa.ts:1',
      'apps/web/src/features/auditoria/components/auditoria-table.tsx:1',
    ]);
    expect(stderr).toContain('3 importação(ões) fora das regras');
  });

  it('fails on two API areas importing each other, type-only included, naming both sides; one way is fine', async () => {
    const pasta = arvore({
      // The planted pair: the outbox reaching back into the NFS-e area that enqueues into it.
      'apps/api/src/modules/email/enviar-emails-pendentes.ts':
        "import { danfseDaNfse } from '../nfse/documentos-nfse.ts';\nexport { danfseDaNfse };\n",
      'apps/api/src/modules/nfse/concluir-emissao-nfse.ts':
        "import { x } from './nfse.repository.ts';\nimport type { Fila } from '../email/enfileirar-email-nfse.ts';\nexport type { Fila, x };\n",
      // One way only, and through a shared home: not a cycle.
      'apps/api/src/modules/clientes/salvar-cliente.ts':
        "import { auditarAlteracao } from '../auditoria/auditar.ts';\nimport { requireAdmin } from '../../plugins/require-admin.ts';\nexport { auditarAlteracao, requireAdmin };\n",
      'apps/api/src/plugins/require-admin.ts':
        "import { auditarEvento } from '../modules/auditoria/auditar.ts';\nexport { auditarEvento };\n",
      'apps/api/src/modules/auditoria/auditar.ts': 'export const auditarEvento = 1;\n',
      // Two areas below a third: the NF-e and production both reach the orders of a note, neither reaches back.
      'apps/api/src/modules/nfe/registrar-nfe.ts':
        "import { y } from '../ordens-da-nota/ordens-da-nota.ts';\nexport { y };\n",
      'apps/api/src/modules/producao/gerar-nfe-retorno.ts':
        "import { z } from '../nfe/rascunho-nfe.ts';\nimport { w } from '../ordens-da-nota/auditar-ordem.ts';\nexport { w, z };\n",
      // A unit test beside the code may reach anywhere.
      'apps/api/src/modules/auditoria/auditar.test.ts':
        "import { x } from '../clientes/salvar-cliente.ts';\nexport { x };\n",
    });

    const { code, stderr } = await conferir(pasta);

    expect(code).toBe(1);
    expect(stderr.split('\n').filter((l) => l.includes('['))).toEqual([
      "apps/api/src/modules/email/enviar-emails-pendentes.ts:1 [sem-areas-em-ciclo] '../nfse/documentos-nfse.ts' a área email importa nfse, que importa email de volta (apps/api/src/modules/nfse/concluir-emissao-nfse.ts): uma das duas direções tem de sair — o que as duas usam desce para uma terceira área, lib/ ou plugins/, ou é entregue por app.ts.",
      "apps/api/src/modules/nfse/concluir-emissao-nfse.ts:2 [sem-areas-em-ciclo] '../email/enfileirar-email-nfse.ts' a área nfse importa email, que importa nfse de volta (apps/api/src/modules/email/enviar-emails-pendentes.ts): uma das duas direções tem de sair — o que as duas usam desce para uma terceira área, lib/ ou plugins/, ou é entregue por app.ts.",
    ]);
    expect(stderr).toContain('2 importação(ões) fora das regras');
  });

  it('passes a tree that keeps the rules (tests may reach the database and the simulator)', async () => {
    const pasta = arvore({
      'apps/api/src/modules/health/health.repository.ts':
        "import { sql } from 'drizzle-orm';\nexport { sql };\n",
      'apps/api/test/nfe/venda.test.ts':
        "import { eq } from 'drizzle-orm';\nimport '@erp/sefaz-sim/config';\nexport { eq };\n",
    });

    expect(await conferir(pasta)).toEqual({ code: 0, stderr: '' });
  });
});
