import { describe, expect, it } from 'vitest';
import { keys } from './segment-keys.ts';

/*
 * Wrong segments of batches 73 and 77: a contingency flight noted but not booked, days told by their
 * weekday alone in a chat, "24/7" taken for a day-first date, and a card whose number closes each block.
 */

describe('batches 73-77: wrong segments left out or read right', () => {
  it("'no está reservado' after a flight noted as a fallback: not booked", () => {
    const text = [
      'EMITIDO, PNR LA: ZQWMRT',
      ' LA2145  LIM-CUZ  vie 06/03  sale 07:10  llega 08:35',
      ' LA2154  CUZ-LIM  lun 09/03  sale 15:20  llega 16:45',
      'Pendiente:',
      ' - Si hay huelga, plan B es el LA2147 LIM-CUZ del sábado 07/03 09:40. No está reservado, sólo anotado.',
    ].join('\n');
    expect(keys(text, '2026-02-10')).toEqual([
      'LA2145 LIM-CUZ 2026-03-06T07:10',
      'LA2154 CUZ-LIM 2026-03-09T15:20',
    ]);
  });

  it("flights dated by a weekday alone ('this Friday', 'Mon', 'Thu') fall on the next such day after the chat's date", () => {
    const text = [
      'Tuesday, 9 March',
      '',
      'Priya Nair 10:02 AM',
      'All ticketed for the Okoro couple, PNR LMXQRT:',
      'NZ 103 AKL-SYD this Friday, dep 7:45am, arr 9:30am',
      'QF 401 SYD-MEL Mon dep 11:00am arr 12:35pm',
      'NZ 844 MEL-AKL Thu dep 6:50pm arr 11:55pm',
    ].join('\n');
    expect(keys(text, '2027-03-09')).toEqual([
      'NZ103 AKL-SYD 2027-03-12T07:45',
      'QF401 SYD-MEL 2027-03-15T11:00',
      'NZ844 MEL-AKL 2027-03-18T18:50',
    ]);
  });

  it("'24/7' (round the clock) does not make a month-first mail's '02/17/2027' day first", () => {
    const text = [
      'Trip Dates:   02/10/2027 - 02/17/2027',
      '',
      'AIR   Delta Air Lines   Flight 1822',
      'Date:      02/10/2027',
      'Depart:    Minneapolis, MN (MSP)       07:15 AM',
      'Arrive:    Salt Lake City, UT (SLC)    08:55 AM',
      '',
      'AIR   Delta Air Lines   Flight 2291',
      'Date:      Wed 02/17/2027',
      'Depart:    Salt Lake City, UT (SLC)    02:30 PM',
      'Arrive:    Minneapolis, MN (MSP)       06:05 PM',
      '',
      'Questions? Our travel desk is open 24/7.',
    ].join('\n');
    expect(keys(text, '2026-12-01')).toEqual([
      'DL1822 MSP-SLC 2027-02-10T07:15',
      'DL2291 SLC-MSP 2027-02-17T14:30',
    ]);
  });

  it("a card's number under its block ('CODE' / 'City' / 'Airport name' each end) flies that block", () => {
    const text = [
      'Vuelo 1 · Santiago a Buenos Aires',
      'jue., 12 nov. 2026',
      '07:50',
      'SCL',
      'Santiago',
      'Aeropuerto Arturo Merino Benítez',
      '2 h 05 min',
      '09:55',
      'AEP',
      'Buenos Aires',
      'Aeroparque Jorge Newbery',
      'JA 3011 · Operado por JetSMART · A320',
      '',
      'Vuelo 2 · Buenos Aires a Santiago',
      'dom., 15 nov. 2026',
      '18:30',
      'AEP',
      'Buenos Aires',
      'Aeroparque Jorge Newbery',
      '2 h 10 min',
      '20:40',
      'SCL',
      'Santiago',
      'Aeropuerto Arturo Merino Benítez',
      'JA 3012 · Operado por JetSMART · A320',
    ].join('\n');
    expect(keys(text, '2026-10-01')).toEqual([
      'JA3011 SCL-AEP 2026-11-12T07:50',
      'JA3012 AEP-SCL 2026-11-15T18:30',
    ]);
  });
});
