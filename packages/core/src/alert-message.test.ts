import { describe, expect, it } from 'vitest';
import { alertTemplateText, alertValues, renderAlert, templateParameterText } from './alert-message.ts';
import { messagesEs } from './i18n/messages/es.ts';

const values = { customer: 'Marina', trip: 'Carnaval em Salvador', date: '01/05/2030', agency: 'Boa Viagem' };

describe('renderAlert: what the client reads', () => {
  it('fills {{customer}}, {{trip}} and {{date}} for e-mail and click-to-chat, text as typed', () => {
    const message = 'Oi {{customer}}, a {{trip}} sai em {{date}}.\nAté lá!';
    for (const delivery of ['email', 'click_to_chat'] as const)
      expect(renderAlert({ kind: 'custom', message, locale: 'pt', values, delivery })).toEqual({
        text: 'Oi Marina, a Carnaval em Salvador sai em 01/05/2030.\nAté lá!',
        template: null,
      });
  });

  it("sends the kind's predefined message as the kind's template in the client's language, with named parameters", () => {
    const rendered = renderAlert({
      kind: 'travel_tomorrow',
      message: alertTemplateText('es', 'travel_tomorrow'),
      locale: 'es',
      values,
      delivery: 'whatsapp_template',
    });
    expect(rendered.text).toBe(
      '¡Hola, Marina! Mañana, 01/05/2030, comienza su viaje Carnaval em Salvador. Revise documentos, pasajes y vouchers. ¡Buen viaje!',
    );
    expect(rendered.template).toEqual({
      name: 'rumo_travel_tomorrow',
      language: 'es',
      parameters: [
        { name: 'customer', value: 'Marina' },
        { name: 'date', value: '01/05/2030' },
        { name: 'trip', value: 'Carnaval em Salvador' },
      ],
    });
  });

  it('recognises the predefined message once filled in (the stored alert) and sends only the parameters it uses', () => {
    const stored =
      'Olá, Marina! Precisamos da sua autorização de débito para concluir os pagamentos da viagem Carnaval em Salvador. Por favor, responda a esta mensagem.';
    const rendered = renderAlert({
      kind: 'debit_authorisation',
      message: stored,
      locale: 'pt',
      values,
      delivery: 'whatsapp_template',
      templatePrefix: 'agencia_',
    });
    expect(rendered.template).toEqual({
      name: 'agencia_debit_authorisation',
      language: 'pt_BR',
      parameters: [
        { name: 'customer', value: 'Marina' },
        { name: 'trip', value: 'Carnaval em Salvador' },
      ],
    });
    expect(rendered.text).toBe(stored);
  });

  it("wraps the agent's own words in the message template, on one line as Meta requires", () => {
    const rendered = renderAlert({
      kind: 'tips',
      message: 'Oi {{customer}}!\n\nLeve    casaco\tpara {{trip}}.',
      locale: 'en',
      values,
      delivery: 'whatsapp_template',
    });
    expect(rendered.template).toEqual({
      name: 'rumo_message',
      language: 'en_US',
      parameters: [
        { name: 'agency', value: 'Boa Viagem' },
        { name: 'message', value: 'Oi Marina! Leve   casaco para Carnaval em Salvador.' },
      ],
    });
    expect(rendered.text).toBe(
      'Hello! A message from Boa Viagem:\n\nOi Marina! Leve   casaco para Carnaval em Salvador.\n\nTo reply, write here.',
    );
  });

  it('keeps the catalogue and the alert texts one and the same', () => {
    expect(alertTemplateText('es', 'tips')).toBe(messagesEs.alertTemplates.tips);
    expect(alertTemplateText('pt', 'custom')).toBe('');
  });

  it("dates a return alert by the trip's back, others by its going, on the agency's clock", () => {
    const trip = {
      customer: 'Marina',
      trip: 'X',
      agency: 'A',
      going: '2030-05-01T02:00:00Z',
      back: '2030-05-10T15:00:00Z',
    };
    expect(alertValues('return', trip, 'America/Sao_Paulo').date).toBe('10/05/2030');
    expect(alertValues('tips', trip, 'America/Sao_Paulo').date).toBe('30/04/2030');
    expect(templateParameterText(' a\r\nb ')).toBe('a b');
  });
});
