import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  checklistSendEmailSchema,
  checklistTaskCreateSchema,
  checklistTaskSchema,
  standardChecklistFormSchema,
} from './checklist.ts';

const messages = (result: { success: boolean; error?: z.ZodError }) =>
  result.error?.issues.map((i) => i.message) ?? [];

describe('checklist task', () => {
  it('reads scheduled_to "dd/mm/yyyy HH:MM:SS" in the trip zone', () => {
    const task = checklistTaskCreateSchema.parse({
      name: 'Visto',
      user_id: 3,
      travel_id: 9,
      scheduled_to: '10/03/2025 23:59:00',
    });
    expect(task.scheduled_to.toISOString()).toBe('2025-03-11T02:59:00.000Z');
  });
  it('rejects a malformed or impossible scheduled_to with "Formato de data inválido."', () => {
    for (const value of ['2025-03-10 23:59:00', '31/02/2025 10:00:00', '10/03/2025 24:00:00']) {
      expect(
        messages(checklistTaskCreateSchema.safeParse({ name: 'x', user_id: 1, scheduled_to: value })),
      ).toEqual(['validation.dateInvalid']);
    }
  });
  it('asks for the agent and the date when missing', () => {
    expect(messages(checklistTaskCreateSchema.safeParse({ name: 'x', scheduled_to: '' }))).toEqual([
      'validation.agentRequired',
      'validation.dateRequired',
    ]);
  });
  it('answers scheduled_to in the same format', () => {
    const wire = z.encode(checklistTaskSchema, {
      id: 1,
      name: 'Visto',
      user_id: 3,
      travel_id: null,
      scheduled_to: new Date('2025-03-11T02:59:00.000Z'),
      checked: false,
      travel: null,
      user: { id: 3, name: 'Ana Lima' },
    });
    expect(wire.scheduled_to).toBe('10/03/2025 23:59:00');
  });
});

describe('standard checklist form', () => {
  it('accepts dd/mm/yyyy and yyyy-mm-dd final dates', () => {
    expect(standardChecklistFormSchema.parse({ user_id: 1, final_date: '05/06/2025' }).final_date).toBe(
      '2025-06-05',
    );
    expect(standardChecklistFormSchema.parse({ user_id: 1, final_date: '2025-06-05' }).final_date).toBe(
      '2025-06-05',
    );
  });
  it('uses the spec messages', () => {
    expect(messages(standardChecklistFormSchema.safeParse({}))).toEqual([
      'validation.agentRequired',
      'validation.finalDateRequired',
    ]);
    expect(messages(standardChecklistFormSchema.safeParse({ user_id: 1, final_date: '32/01/2025' }))).toEqual(
      ['validation.dateInvalid'],
    );
  });
});

describe('checklist e-mail', () => {
  it('says "Email do destinatário não fornecido." without an address', () => {
    expect(messages(checklistSendEmailSchema.safeParse({}))).toEqual(['validation.recipientEmailMissing']);
    expect(messages(checklistSendEmailSchema.safeParse({ recipient_email: ' ' }))).toEqual([
      'validation.recipientEmailMissing',
    ]);
    expect(messages(checklistSendEmailSchema.safeParse({ recipient_email: 'x@' }))).toEqual([
      'validation.email',
    ]);
  });
});
