import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { withoutBlankFields, zodFormResolver } from './form-resolver';

describe('withoutBlankFields', () => {
  it('drops only the listed fields, and only when blank', () => {
    expect(withoutBlankFields({ a: ' ', b: '', c: '1' }, ['a', 'c'])).toEqual({ b: '', c: '1' });
  });
});

describe('zodFormResolver', () => {
  const schema = z.object({ preco: z.string('Campo obrigatório.').min(1), nome: z.string() });

  it('reports a blank listed field as missing', async () => {
    const resolve = zodFormResolver(schema, ['preco']);
    const result = await resolve({ preco: '', nome: 'x' }, undefined, {
      fields: {},
      shouldUseNativeValidation: false,
    });
    expect(result.errors.preco?.message).toBe('Campo obrigatório.');
  });

  it('passes the parsed values through', async () => {
    const resolve = zodFormResolver(schema, ['preco']);
    const result = await resolve({ preco: '1.50', nome: 'x' }, undefined, {
      fields: {},
      shouldUseNativeValidation: false,
    });
    expect(result.values).toEqual({ preco: '1.50', nome: 'x' });
  });
});
