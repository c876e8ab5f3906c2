import { describe, expect, it } from 'vitest';
import { decodePnr } from '../src/index.ts';
import { keys } from './segment-keys.ts';

/*
 * Patterns behind wrong segments found in the eleventh session (tune batches 30-34 left over, and
 * batches 37-44 on arrival), each in a text of its own.
 */

describe('eleventh session: readings that must not become segments', () => {
  it('"DOB 14 Apr 1986" on a traveller line is a date of birth, not the airport of that code', () => {
    const text = [
      'RETURN FLIGHT · Sun 19 Oct 2025',
      'Porto OPO · 07:00',
      '  TAP Air Portugal TP1951 · Economy · 55m',
      'Lisbon LIS · 07:55',
      '  Layover 2h 35m in Lisbon',
      'Lisbon LIS · 10:30',
      '  TAP Air Portugal TP101 · Economy · 10h 00m',
      'São Paulo GRU · 16:30',
      '',
      'All times are local.',
      '',
      'Travellers',
      'Rafael Prado · Adult · DOB 14 Apr 1986 · Passport FX482019 (exp. 03 Feb 2031)',
    ].join('\n');
    expect(keys(text, '2025-08-09').filter((k) => k.includes('DOB'))).toEqual([]);
  });

  it('a place line printed twice with its clock ("CUN Cancún  18:05") is no chat author: its clock is the flight\'s', () => {
    const text = [
      'Ida - 02 OUT 2025 (quinta-feira)',
      '  Copa Airlines · CM 150',
      '  PTY Cidade do Panamá, Tocumen   15:48',
      '  CUN Cancún                      18:05',
      '',
      'Volta - 12 OUT 2025 (domingo)',
      '  Copa Airlines · CM 151',
      '  CUN Cancún                      12:40',
      '  PTY Cidade do Panamá, Tocumen   14:58',
    ].join('\n');
    expect(keys(text, '2025-07-14')).toEqual([
      'CM150 PTY-CUN 2025-10-02T15:48',
      'CM151 CUN-PTY 2025-10-12T12:40',
    ]);
  });
  it("an older mail quoted under Outlook's underscore rule is the trip before the change the newer one prints", () => {
    const block = (sent: string, legs: string[]) => [
      '________________________________',
      'From: Turkish Airlines <noreply@thy.com>',
      `Sent: ${sent}`,
      'Subject: PNR SK4R9M',
      '',
      ...legs,
      '',
    ];
    const text = [
      'De: Sérgio <sergio@uol.com.br>',
      'Assunto: ENC: Your reservation has been changed',
      '',
      'A Turkish mudou: agora vamos por Kayseri e não mais Nevşehir.',
      '',
      ...block('Thursday, February 19, 2026 23:02', [
        '16 April 2026 Thursday',
        'TK16',
        '23:55 Sao Paulo (GRU) Guarulhos International Airport',
        '21:35 (+1) Istanbul (IST) Istanbul Airport',
        '',
        '18 April 2026 Saturday',
        'TK2014',
        '07:30 Istanbul (IST) Istanbul Airport',
        '09:00 Kayseri (ASR) Erkilet Airport',
        '',
        '25 April 2026 Saturday',
        'TK2019',
        '10:15 Kayseri (ASR) Erkilet Airport',
        '11:45 Istanbul (IST) Istanbul Airport',
      ]),
      ...block('Monday, December 8, 2025 15:40', [
        '14 April 2026 Tuesday',
        'TK16',
        '23:55 Sao Paulo (GRU) Guarulhos International Airport',
        '21:35 (+1) Istanbul (IST) Istanbul Airport',
        '',
        '16 April 2026 Thursday',
        'TK2010',
        '08:45 Istanbul (IST) Istanbul Airport',
        '10:05 Nevsehir (NAV) Kapadokya Airport',
      ]),
    ].join('\n');
    expect(keys(text, '2026-02-20')).toEqual([
      'TK16 GRU-IST 2026-04-16T23:55',
      'TK2014 IST-ASR 2026-04-18T07:30',
      'TK2019 ASR-IST 2026-04-25T10:15',
    ]);
  });
  it('flights a note says were flown ("AF 457 / AF 7703 FLOWN") are history where the pasted confirmation prints them', () => {
    const text = [
      'Status: pax is in Nice since 03MAR (outbound AF 457 / AF 7703 FLOWN, shown below only as history).',
      '',
      'Outbound - Mon, Mar 2, 2026',
      'AF 457   Sao Paulo - Guarulhos (GRU) T3   5:10 PM  ->  Paris - Charles de Gaulle (CDG) 2E   8:45 AM +1',
      "AF 7703  Paris - Charles de Gaulle (CDG) 2F   11:50 AM  ->  Nice - Côte d'Azur (NCE) T2   1:25 PM",
      '',
      'Return - Sat, Mar 14, 2026',
      "AF 7707  Nice - Côte d'Azur (NCE) T2   3:25 PM  ->  Paris - Charles de Gaulle (CDG) 2F   5:00 PM",
    ].join('\n');
    expect(keys(text, '2026-03-09')).toEqual(['AF7707 NCE-CDG 2026-03-14T15:25']);
  });
  it('a leg cancelled by its own status line stays cancelled in the "original purchase" summary below', () => {
    const text = [
      'O trecho abaixo foi CANCELADO a pedido do cliente:',
      '  VOLTA - sexta-feira, 21/11/2025',
      '  GOL G3 1659',
      '  Salvador (SSA) 16:50  ->  São Paulo - Guarulhos (GRU) 19:15',
      '  Situação: CANCELADO',
      '',
      'O trecho abaixo permanece CONFIRMADO:',
      '  IDA - sexta-feira, 14/11/2025',
      '  GOL G3 1650',
      '  São Paulo - Guarulhos (GRU) 10:20  ->  Salvador (SSA) 12:45',
      '  Situação: CONFIRMADO',
      '',
      'Resumo original da sua compra (04/08/2025):',
      '  14/11 GRU 10:20 - SSA 12:45  G3 1650',
      '  21/11 SSA 16:50 - GRU 19:15  G3 1659',
    ].join('\n');
    expect(keys(text, '2025-09-09')).toEqual(['G31650 GRU-SSA 2025-11-14T10:20']);
  });
  it('a flight that left before the day the text was pasted is listed as flown, not held', () => {
    const text = [
      'Lembrete: sua volta é amanhã!',
      'IDA (utilizada) - 15/05/2026  G3 1416  São Paulo (GRU) 06:50 -> Brasília (BSB) 08:35',
      'VOLTA - 19/05/2026  G3 1421  Brasília (BSB) 18:40 -> São Paulo (GRU) 20:25',
    ].join('\n');
    const segs = decodePnr(text, { referenceDate: '2026-05-18' }).segments;
    expect(segs.filter((s) => s.held).map((s) => `${s.airline}${s.flight}`)).toEqual(['G31421']);
    const flown = segs.find((s) => s.flight === '1416');
    if (flown)
      expect([flown.held, flown.status, flown.status_text?.en]).toEqual([
        false,
        null,
        'flight before the reference date, already flown',
      ]);
    // Without a reference date from the caller, nothing is judged past.
    expect(decodePnr(text).segments.some((s) => s.flight === '1421' && s.held)).toBe(true);
  });
  it('a flight offered while asking the client whether to hold or issue it ("confirma que eu seguro", "shall I book it?") is no booking', () => {
    const pt = [
      '[02/09/2025 10:01] Carla (Agência): Emitido ✅',
      'sáb. 15 nov. · São Paulo (GRU) 08:10 → Recife (REC) 11:05 · LA 3306',
      '[03/09/2025 09:30] Carla (Agência): Pro seu pai achei AD 4415 VCP > REC no dia 16/11 às 07:40, R$ 980. Me confirma que eu seguro.',
    ].join('\n');
    expect(keys(pt, '2025-09-03')).toEqual(['LA3306 GRU-REC 2025-11-15T08:10']);
    const en = [
      'Booked: AA 930 GRU-MIA 10/12/2025 23:35',
      'For your sister there is AA 906 GRU-MIA 11/12/2025 at 22:10, USD 740 - shall I book it?',
    ].join('\n');
    expect(keys(en, '2025-09-03')).toEqual(['AA930 GRU-MIA 2025-12-10T23:35']);
  });
  it('options abbreviated "Opc 1:" keep only the one marked chosen', () => {
    const text = [
      'Opc 1: UX 60 GRU-MAD mié 23/4 sal 23:55 - descartada',
      'Opc 2: UX 58 GRU-MAD jue 24/4 sal 18:40 lleg 09:30 (+1)  <<< ELEGIDA',
      'Opc 3: IB 6826 GRU-MAD jue 24/4 sal 15:10 - más cara USD 380 p/p',
    ].join('\n');
    expect(keys(text, '2025-02-10')).toEqual(['UX58 GRU-MAD 2025-04-24T18:40']);
  });

  it('a retyped GDS row whose status after the clocks is XX holds no seat', () => {
    const text = [
      'Tramos internos (Air Europa):',
      ' 2  UX 6095  28ABR  MAD PMI  1215  1335     HK',
      ' x  UX 6101  28ABR  MAD PMI  0730  0850     XX  (cambiado por el de las 12:15)',
    ].join('\n');
    expect(keys(text, '2025-02-10')).toEqual(['UX6095 MAD-PMI 2025-04-28T12:15']);
  });
  it("a Sabre availability display, its line number against the carrier ('1G3 2002 Y9 B9 M9 H7'), offers seats and books none", () => {
    const text = [
      'Cotação CGH-SDU só para ter ideia de valor:',
      ' 15APR  WED   CGH/Z-3 SDU/-0',
      '1G3 2002 Y9 B9 M9 H7  CGHSDU  700A  805A 7M8 0 DCA /E',
      '2LA3910 Y9 B9 H9 K4  CGHSDU  730A  835A 320 0 DCA /E',
      '3AD4961 Y9 T7 U4     CGHSDU  815A  925A E95 0 DCA /E',
    ].join('\n');
    expect(keys(text, '2026-03-12')).toEqual([]);
  });
  it('a sentence closed by a colon saying the flight below was cancelled makes that paragraph its status', () => {
    const text = [
      'Lamentamos informar que o voo abaixo foi CANCELADO por motivos operacionais:',
      '',
      '  ZP 500  Assunção (ASU) - São Paulo/Guarulhos (GRU)',
      '  18/02/2026  saída 07:50  chegada 09:55',
      '',
      'Você foi reacomodado no seguinte voo:',
      '',
      '  ZP 504  Assunção (ASU) - São Paulo/Guarulhos (GRU)',
      '  19/02/2026  saída 13:30  chegada 15:35',
    ].join('\n');
    expect(keys(text, '2026-02-01')).toEqual(['ZP504 ASU-GRU 2026-02-19T13:30']);
  });
});
