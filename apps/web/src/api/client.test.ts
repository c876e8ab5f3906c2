import { describe, expect, it } from 'vitest';
import { ApiError, isApiError, parseErrorBody } from './client.ts';

describe('parsing an API error body', () => {
  it('reads {field: [messages]} and names the error by its first message', () => {
    const error = parseErrorBody(400, { email: ['E-mail inválido'], name: 'Obrigatório' });
    expect(isApiError(error)).toBe(true);
    expect(error.fieldErrors).toEqual({ email: ['E-mail inválido'], name: ['Obrigatório'] });
    expect(error.nonFieldErrors).toEqual([]);
    expect(error.message).toBe('E-mail inválido');
  });

  it('prefers detail, then error, then non_field_errors for the message', () => {
    expect(parseErrorBody(404, { detail: 'Não encontrado' }).message).toBe('Não encontrado');
    expect(parseErrorBody(402, { error: 'Assinatura vencida' }).error).toBe('Assinatura vencida');
    const nonField = parseErrorBody(400, { non_field_errors: ['Datas invertidas'], going: ['x'] });
    expect(nonField.nonFieldErrors).toEqual(['Datas invertidas']);
    expect(nonField.message).toBe('Datas invertidas');
  });

  it('keeps only the status of shapes it does not know', () => {
    for (const body of ['<html>', ['a'], null, { nested: { a: 1 } }]) {
      const error = parseErrorBody(500, body);
      expect(error).toBeInstanceOf(ApiError);
      expect(error.status).toBe(500);
      expect(error.fieldErrors).toEqual({});
      expect(error.body).toEqual(body);
    }
  });
});
