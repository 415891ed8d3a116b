import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { usarArvorePlantada } from './arvore-plantada';

const { arvore, conferir } = usarArvorePlantada(path.join(import.meta.dirname, 'conferir-exportacoes.mjs'));

const USADO = {
  'apps/web/src/lib/formatar.ts': 'export function formatar(v: string) {\n  return v;\n}\n',
  'apps/web/src/features/x/tela.tsx':
    "import { formatar } from '../../lib/formatar';\nexport const Tela = () => formatar('a');\n",
  'apps/web/src/app/rotas.tsx': "import { Tela } from '../features/x/tela';\nconsole.log(Tela);\n",
};

describe('npm run lint: no dead exports', () => {
  it('fails on an exported function and an exported type nobody uses, naming the file, the line and the name', async () => {
    const { code, stderr } = await conferir(
      arvore({
        ...USADO,
        'apps/web/src/components/pagina-vazia.tsx': 'export function PaginaVazia() {\n  return null;\n}\n',
        'packages/contracts/src/usuarios.ts':
          "import { z } from 'zod';\nexport const ZUsuario = z.object({});\n\nexport type TUsuarioNovo = z.input<typeof ZUsuario>;\n",
        'apps/api/src/usa-zusuario.ts':
          "import { ZUsuario } from '@erp/contracts/usuarios';\nZUsuario.parse({});\n",
      }),
    );
    expect(code).toBe(1);
    expect(stderr.trim().split('\n')).toEqual([
      "apps/web/src/components/pagina-vazia.tsx:1 exporta 'PaginaVazia', que ninguém usa: apague-o.",
      "packages/contracts/src/usuarios.ts:4 exporta 'TUsuarioNovo', que ninguém usa: apague-o.",
    ]);
  });

  it('passes exports used by another file or by their own module, and the Drizzle schema', async () => {
    const { code, stderr } = await conferir(
      arvore({
        ...USADO,
        'apps/api/src/lib/fila.ts':
          'export type Tarefa = { id: number };\nexport function fila(t: Tarefa) {\n  return t;\n}\n',
        'apps/api/src/usa-fila.ts': "import { fila } from './lib/fila';\nfila({ id: 1 });\n",
        'apps/api/src/db/schema/resumos.ts':
          "export const faturamentoMensal = 'tabela lida pelo drizzle-kit';\n",
      }),
    );
    expect(stderr).toBe('');
    expect(code).toBe(0);
  });
});
