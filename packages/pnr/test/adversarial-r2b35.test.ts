import { describe, expect, it } from 'vitest';
import { keys } from './segment-keys.ts';

/*
 * Patterns behind wrong segments of corpus batches 35 and 36 (agents' notes, GDS screens), each in a
 * text of its own: what a careful reader takes from it, and nothing where the text holds no seat.
 */

describe('batches 35 and 36: readings that must not become segments', () => {
  it('a spreadsheet row whose status says it is still awaiting approval holds no seat', () => {
    const text = [
      'Nome\tTrecho\tData\tVoo\tSaída\tStatus\tObs',
      'Marta Lins\tFOR-GRU\t04/11\tLA 3307\t06:10\tEMITIDO\t',
      'Marta Lins\tGRU-FOR\t07/11\tLA 3316\t20:15\tAGUARDANDO\tfalta aprovação do gestor',
    ].join('\n');
    expect(keys(text, '2025-10-01')).toEqual(['LA3307 FOR-GRU 2025-11-04T06:10']);
  });

  it('a flight the agent says she quoted ("cotei") was offered, not booked', () => {
    const text = [
      'Confirmados:',
      '12/12 LA3312 CGH-SSA 08h20 (Rita)',
      '',
      'Para a sogra cotei AD 4031 VCP-SSA 14/12 11h05, ela ainda vai decidir.',
    ].join('\n');
    expect(keys(text, '2025-11-20')).toEqual(['LA3312 CGH-SSA 2025-12-12T08:20']);
  });
  it('an earlier display of the same record (same locator in its header) is the booking before a change', () => {
    const text = [
      'Antes do remarque:',
      'RP/RIOG22110/RIOG22110            AB/SU  10JUN25/1201Z   Q7RT2K',
      '  1.SOUZA/ANA MRS',
      '  2  G3 1040 Y 02JUL 3 SDUCGH HK1  0700 0805  02JUL  E  G3/ZZ1QWE',
      '  3  G3 1047 Y 06JUL 7 CGHSDU HK1  2010 2115  06JUL  E  G3/ZZ1QWE',
      'Depois:',
      'RP/RIOG22110/RIOG22110            AB/SU  18JUN25/1433Z   Q7RT2K',
      '  1.SOUZA/ANA MRS',
      '  2  G3 1052 Y 03JUL 4 SDUCGH HK1  0910 1015  03JUL  E  G3/ZZ1QWE',
      '  3  G3 1061 Y 07JUL 1 CGHSDU HK1  1830 1935  07JUL  E  G3/ZZ1QWE',
    ].join('\n');
    expect(keys(text, '2025-06-20')).toEqual([
      'G31052 SDU-CGH 2025-07-03T09:10',
      'G31061 CGH-SDU 2025-07-07T18:30',
    ]);
  });

  it('a waitlist on another flight of the same day and route is a hoped-for swap, not a second flight', () => {
    const gds = [
      ' 1 G3 1720Y 14NOV FR CNFGIG HK1  1010A 1115A           E',
      ' 2 G3 1722Y 14NOV FR CNFGIG HL1   640A  745A',
      ' 3 G3 1731Y 18NOV TU GIGCNF HK1   730P  835P           E',
    ].join('\n');
    expect(keys(gds, '2025-10-01')).toEqual([
      'G31720 CNF-GIG 2025-11-14T10:10',
      'G31731 GIG-CNF 2025-11-18T19:30',
    ]);
    const note = [
      'Amadeus:',
      '  2  AR1305 Y 09MAR 1 EZEBRC HK1  0700 0920  09MAR  E  AR/KQ7MNB',
      '  3  AR1308 Y 14MAR 6 BRCAEP HL1  1610 1830  14MAR  E  AR/KQ7MNB',
      '',
      'Volta comprada na JetSMART: JA 3071 BRC-AEP 14/03/2026 19:05.',
    ].join('\n');
    expect(keys(note, '2026-02-01')).toEqual([
      'AR1305 EZE-BRC 2026-03-09T07:00',
      'JA3071 BRC-AEP 2026-03-14T19:05',
    ]);
  });

  it('a display flight named again in the notes under it is that flight, not one on the notes’ other dates', () => {
    const text = [
      'PNR WQ4ZTT:',
      '  2  AV 86 Y 05MAY 2 GRUBOG HK1  0135 0550  05MAY  E  AV/WQ4ZTT',
      '  3  AV 85 Y 12MAY 2 BOGGRU HK1  2340 0850+1 13MAY  E  AV/WQ4ZTT',
      '',
      'Notes: AV 86 GRU-BOG leaves after midnight; hotel check-out 28/04 at 11:00, so book a late one.',
    ].join('\n');
    expect(keys(text, '2026-04-01')).toEqual([
      'AV86 GRU-BOG 2026-05-05T01:35',
      'AV85 BOG-GRU 2026-05-12T23:40',
    ]);
  });

  it('a heading saying the flights under it are the ones that count ends the booking read above it', () => {
    const text = [
      '[03/03/2026 10:00] Rafa: emitido bilhete',
      '   10/03 G3 1414 POA-GRU 06h10',
      '',
      '[08/03/2026 16:20] Rafa: cliente pediu para mudar o dia.',
      '   Novo itinerário (o que vale):',
      '   12/03 G3 1420 POA-GRU 09h40',
    ].join('\n');
    expect(keys(text, '2026-03-08')).toEqual(['G31420 POA-GRU 2026-03-12T09:40']);
  });

  it('a flight the client only asked about is no booking', () => {
    const text = [
      'Reserva confirmada, loc KX7PQZ:',
      '21/08 AD 4102 CNF-REC 07h35',
      'Ele perguntou se tinha voo CNF-REC mais tarde (AD 4188 às 13h20), mas ficou com o da manhã.',
    ].join('\n');
    expect(keys(text, '2025-08-01')).toEqual(['AD4102 CNF-REC 2025-08-21T07:35']);
  });
});
