import type { ReactNode } from 'react';
import { beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { keyError } from '@rumo/core';
import { initI18n } from '../app/i18n.ts';
import { parseErrorBody } from '../api/client.ts';
import { showFormErrors } from '../api/formErrors.ts';
import { zodValidate } from './zodForm.ts';

const schema = z.object({
  name: z.string().min(1, keyError('validation.required')),
  address: z.object({ cep: z.string().regex(/^\d{8}$/, keyError('validation.invalid')) }),
});

beforeAll(async () => {
  window.localStorage.setItem('rumo.locale', 'pt');
  await initI18n();
});

describe('form errors', () => {
  it('puts the first issue of each field under it, translated, at its dotted path', () => {
    const validate = zodValidate<z.input<typeof schema>>(schema);
    const errors = validate({ name: '', address: { cep: '123' } });
    expect(Object.keys(errors).sort()).toEqual(['address.cep', 'name']);
    expect(errors.name).toMatch(/obrigatório/i);
    expect(validate({ name: 'Ana', address: { cep: '01310100' } })).toEqual({});
  });

  it('lets extra checks win and maps a form that holds other shapes than the payload', () => {
    interface Values { title: string; confirm: string }
    const validate = zodValidate<Values>(
      schema,
      (values) => ({ confirm: values.confirm === values.title ? null : 'diferente' }),
      { toInput: (values) => ({ name: values.title, address: { cep: '01310100' } }), fieldOf: (path) => (path === 'name' ? 'title' : undefined) },
    );
    const errors = validate({ title: '', confirm: 'x' });
    expect(Object.keys(errors).sort()).toEqual(['confirm', 'title']);
    expect(errors.confirm).toBe('diferente');
  });

  it('shows the API 400 {field: [messages]} under the fields, first message each', () => {
    let shown: Record<string, ReactNode> = {};
    const form = { setErrors: (errors: Record<string, ReactNode>) => (shown = errors) };
    showFormErrors(form, parseErrorBody(400, { email: ['Já cadastrado', 'outro'], cpf: ['CPF inválido'] }));
    expect(shown).toEqual({ email: 'Já cadastrado', cpf: 'CPF inválido' });
  });
});
