import { describe, expect, it } from 'vitest';
import { decodePnr, isHeldStatus } from '../src/index.ts';

const REF = { referenceDate: '2025-01-10' };

describe('segment status: is the seat held?', () => {
  it('lists cancelled, refused and old schedule-change legs flagged, not as flights of the trip', () => {
    const r = decodePnr(
      [
        ' 1 CZ3203Y 23APR CANXIY HK1   915A 1145A *         SA   E',
        ' 2 CZ6896Y 24APR XIYDNH UN1   110P  340P *         SU   E',
        ' 3 CZ6885Y 04MAY KHGCAN WK1  1155A  735P *         WE   E',
        ' 4 CZ6885Y 04MAY KHGCAN TK1  1145A  735P *         WE   E',
        ' 5 ET 508L 30APR T LFWEWR HX1  1200N  715P /DCET*ZLHNJA /E',
        ' 6 ET 509Q 02MAY F EWRLFW UC1   915P 1135A  03MAY J',
        ' 7 KP  23L 05MAY M ACCLFW NO1  1050A 1140A /DCKP*NYS7V /E',
        ' 8 KP  21L 06MAY T ACCLFW HL1  1050A 1140A *',
        ' 9 KP  25L 07MAY T ACCLFW XX1  1050A 1140A *',
      ].join('\n'),
      REF,
    );
    expect(r.segments.map((s) => `${s.status} ${s.held}`)).toEqual([
      'HK true',
      'UN false',
      'WK false',
      'TK true',
      'HX false',
      'UC false',
      'NO false',
      'HL true',
      'XX false',
    ]);
    // Still read in full, so the agent sees which flight was cancelled or changed.
    expect(r.segments[1]).toMatchObject({
      airline: 'CZ',
      flight: '6896',
      from: 'XIY',
      to: 'DNH',
      dep: '1310',
    });
    expect(r.segments[1].status_text?.en).toBe('Unable, flight not operating');
  });

  it('decides per status code', () => {
    for (const code of ['HX', 'XX', 'XK', 'XL', 'UN', 'UC', 'NO', 'US', 'UU', 'WK', 'WL', 'un1', ' HX2 ']) {
      expect(isHeldStatus(code), code).toBe(false);
    }
    for (const code of [
      'HK',
      'KK',
      'KL',
      'TK',
      'RR',
      'HS',
      'SS',
      'GK',
      'HL',
      'LL',
      'TL',
      'NN',
      'HN',
      'DK',
      'SC',
      'FLWN',
      null,
      '',
      'ZZ',
    ]) {
      expect(isHeldStatus(code), String(code)).toBe(true);
    }
  });

  it('an e-mail leg whose own status says cancelled is left out; the confirmed one is read', () => {
    const text = [
      'Avianca',
      'Código de reserva: QWERTY',
      'Vuelo AV 8521',
      'lun., 18 de marzo de 2024',
      'Bogotá (BOG) 06:00 → Medellín (MDE) 07:02',
      'Estado: Cancelado',
      '',
      'Vuelo AV 8525',
      'lun., 18 de marzo de 2024',
      'Bogotá (BOG) 09:10 → Medellín (MDE) 10:12',
      'Estado: Confirmado',
    ].join('\n');
    const r = decodePnr(text, { referenceDate: '2024-03-01' });
    expect(r.segments.map((s) => `${s.airline}${s.flight} ${s.departure} ${s.held}`)).toEqual([
      'AV8525 2024-03-18T09:10 true',
    ]);
  });
});
