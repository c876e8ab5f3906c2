import { describe, expect, it } from 'vitest';
import { keys } from './segment-keys.ts';

/*
 * Patterns behind wrong readings of corpus batches 56 and 58 (a cancellation above the quoted
 * issuance, a remark after a flight's schedule, a waitlisted flight named again, a city and its
 * island), each in a text of its own.
 */

describe('batch 58: flights a newer message takes away', () => {
  it('a cancellation in a newer message names the flights by number: the quoted issuance below still lists them', () => {
    const text = [
      'Hola Marta, te reenvío la confirmación de la aerolínea. La ida sigue igual.',
      '',
      '-----Mensaje original-----',
      'De: Avianca <no-reply@avianca.example>',
      'Enviado: 10/02/2026 09:15',
      'Asunto: Cancelación confirmada',
      '',
      'Tramo cancelado: REGRESO - Cartagena (CTG) > Medellín (MDE)',
      'Vuelos cancelados: AV 9523',
      'Reembolso: 12.000 millas',
      '',
      '-----Mensaje original-----',
      'De: Avianca <no-reply@avianca.example>',
      'Enviado: 20/01/2026 18:40',
      'Asunto: Tu compra fue exitosa',
      '',
      'IDA | Medellín (MDE) > Cartagena (CTG)',
      'Vie, 06 mar 2026',
      'Vuelo AV 9520 - Economy',
      '07:10 MDE Medellín > 08:25 CTG Cartagena',
      '',
      'REGRESO | Cartagena (CTG) > Medellín (MDE)',
      'Dom, 08 mar 2026',
      'Vuelo AV 9523 - Economy',
      '19:30 CTG Cartagena > 20:45 MDE Medellín',
    ].join('\n');
    expect(keys(text, '2026-02-10')).toEqual(['AV9520 MDE-CTG 2026-03-06T07:10']);
  });
});

describe('batch 58: remarks beside a schedule', () => {
  it("a code in a remark in parentheses after the line's route and clocks is no third stop of the flight", () => {
    const text = [
      'Notas - família Prado, atualizado 03/03',
      'Pedido: BH -> Porto Seguro, ida 15/08',
      '- Azul CNF-SSA-BPS 15/08: pontos ok -> EMITI',
      'Emitidos (Azul):',
      '  AD4051  CNF-SSA  15/08  06:10 - 08:05',
      '  AD2460  SSA-BPS  15/08  10:40 - 11:35   (no hotel pedem o voucher ISS impresso, levar!)',
    ].join('\n');
    expect(keys(text, '2026-03-03')).toEqual([
      'AD4051 CNF-SSA 2026-08-15T06:10',
      'AD2460 SSA-BPS 2026-08-15T10:40',
    ]);
  });
});

describe('batch 58: a waitlisted flight named again', () => {
  it('a flight whose schedule line says it is on the waitlist, named again later with no clock of its own, reads no schedule from the lines around', () => {
    const text = [
      'Cliente: Sr. Heitor Campos - São Paulo -> Toronto, maio',
      'Atualizado 10/03/2026',
      '',
      '- 01/03: emitido tudo em econômica + pedido de upgrade em executiva na volta (AC 90)',
      '- VOLTA: o AC 90 YYZ-GRU 20/05 23:10 segue em lista de espera na executiva, NÃO confirmado.',
      '  O que vale (econômica, confirmado):',
      '   AC 96  YYZ-EZE  20/05  21:55 - 10:20',
      '   AR 1224  EZE-GRU  21/05  13:05 - 15:45',
      '  (se o AC 90 liberar, a cia cancela os trechos via Buenos Aires e a volta fica direta YYZ-GRU)',
      '',
      'PENDÊNCIAS',
      '[ ] seguro viagem',
      '[ ] avisar cliente que o voo de Toronto sai 21:55, chegar 3h antes',
    ].join('\n');
    expect(keys(text, '2026-03-10')).toEqual([
      'AC96 YYZ-EZE 2026-05-20T21:55',
      'AR1224 EZE-GRU 2026-05-21T13:05',
    ]);
  });
});

describe('batch 56: a city and its region', () => {
  it('"Cascavel-Paraná": a town and a state that the data knows as a town of another country are one place', () => {
    const text = [
      'Your booking is confirmed',
      '',
      'Campinas to Cascavel-Paraná',
      'AD 4224  |  Economy  |  ATR 72-600',
      'Departs  Fri 12 Jun 2026  06:05',
      'Viracopos International Airport (VCP)',
      'Arrives  Fri 12 Jun 2026  07:50',
      'Cascavel Adalberto Mendes da Silva Airport (CAC)',
      '',
      'Cascavel-Paraná to Campinas',
      'AD 4221  |  Economy  |  ATR 72-600',
      'Departs  Sun 14 Jun 2026  19:10',
      'Cascavel Adalberto Mendes da Silva Airport (CAC)',
      'Arrives  Sun 14 Jun 2026  20:55',
      'Viracopos International Airport (VCP)',
    ].join('\n');
    expect(keys(text, '2026-05-01')).toEqual([
      'AD4224 VCP-CAC 2026-06-12T06:05',
      'AD4221 CAC-VCP 2026-06-14T19:10',
    ]);
  });
});

describe('batch 58: codes that are also calendar words', () => {
  it('"VIE-ZRH": Vienna\'s code joined to another code is a route\'s end, and no weekday of the date after it; "LUN-VIE" stays a range of days', () => {
    const text = [
      'Notas - Sra. Beatriz Olmos (Zúrich / Viena), actualizado 12/05/2026',
      'Emitidos con Swiss:',
      '  LX 1577  VIE-ZRH  03/09  07:00 - 08:25',
      '  LX 1580  ZRH-VIE  10/09  18:40 - 20:05',
      'Atención de la agencia LUN-VIE 09:00 - 18:00',
    ].join('\n');
    expect(keys(text, '2026-05-12')).toEqual([
      'LX1577 VIE-ZRH 2026-09-03T07:00',
      'LX1580 ZRH-VIE 2026-09-10T18:40',
    ]);
  });
});

describe('batch 58: a flight named in a sentence, then printed with its schedule', () => {
  it('the mention whose line holds the route and clocks reads the flight, not a log date between the two', () => {
    const text = [
      'Histórico - Sr. Paulo Antunes, loc. Air France QHX2LM',
      '- 05/03: emitida só a ida em econômica (AF 443), volta em aberto',
      '- 09/03: cliente pediu assento na janela, marcado 32A. Trecho:',
      '   AF 443  São Paulo (GRU) - Paris (CDG)   20.05.2026  18:20 - 10:05 (+1)',
    ].join('\n');
    expect(keys(text, '2026-03-09')).toEqual(['AF443 GRU-CDG 2026-05-20T18:20']);
  });
});

describe('batch 58: a waitlist cleared', () => {
  it('"Status: Confirmed (cleared from waitlist)": the flight left the waitlist and holds its seat', () => {
    const text = [
      'Booking notes - Mr. & Mrs. Tanaka, updated 02/05/2026',
      '- 20/04: economy issued, business waitlist requested on the long flight',
      '- 02/05: the waitlist cleared, reissued in business:',
      '  JL 7    Chicago (ORD) - Tokyo (NRT)   14.06.2026  12:15 - 15:20 (+1)   Business   Status: Confirmed (cleared from waitlist)',
      '  JL 225  Tokyo (HND) - Osaka (ITM)     15.06.2026  18:00 - 19:10        Economy    Status: Confirmed',
    ].join('\n');
    expect(keys(text, '2026-05-02')).toEqual([
      'JL7 ORD-NRT 2026-06-14T12:15',
      'JL225 HND-ITM 2026-06-15T18:00',
    ]);
  });
});
