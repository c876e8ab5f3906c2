import { describe, expect, it } from 'vitest';
import { keys } from './segment-keys.ts';

/*
 * Patterns behind wrong segments of corpus batch 45 (GDS screens in their surroundings), each in a
 * text of its own: what a careful reader takes from it, and nothing where the text holds no seat.
 */

describe('batch 45: readings that must not become segments', () => {
  it('a display quoted with "> " in a reply below the current one is the booking before the change', () => {
    const text = [
      'Oi Paula, troquei a volta para o dia 9 como combinado. Tela nova:',
      '',
      ' 1 G31702Y 02MAR M CNFGRU HK2   710A  820A /DCG3*QWT5RB /E',
      ' 2 G31719Y 09MAR M GRUCNF HK2   530P  640P /DCG3*QWT5RB /E',
      '',
      'Em qua., 4 de fev. de 2026 às 09:12, Rafael escreveu:',
      '> Segue a reserva:',
      '>  1 G31702Y 02MAR M CNFGRU HK2   710A  820A /DCG3*QWT5RB /E',
      '>  2 G31711Y 07MAR M GRUCNF HK2   915P 1025P /DCG3*QWT5RB /E',
    ].join('\n');
    expect(keys(text, '2026-02-10')).toEqual([
      'G31702 CNF-GRU 2026-03-02T07:10',
      'G31719 GRU-CNF 2026-03-09T17:30',
    ]);
  });

  it('a display headed "(não é o nosso cliente)" is a namesake\'s booking, shown to tell them apart', () => {
    const text = [
      'Duas reservas com o mesmo nome no sistema:',
      '',
      '*1  (não é o nosso cliente - outra agência)',
      ' 1.1LIMA/JOSE MR',
      ' 1 AD4410Y 05MAY T VCPREC HK1   640A  955A /DCAD*HX2LPQ /E',
      ' 2 AD4417Y 09MAY S RECVCP HK1   820P 1135P /DCAD*HX2LPQ /E',
      '',
      '*2  (este é o nosso)',
      ' 1.1LIMA/JOSE ROBERTO MR',
      ' 1 LA3320Y 06MAY W GRUREC HK1   915A 1230P /DCLA*MR7TZA /E',
      ' 2 LA3327Y 12MAY T RECGRU HK1   140P  505P /DCLA*MR7TZA /E',
    ].join('\n');
    expect(keys(text, '2026-04-20')).toEqual([
      'LA3320 GRU-REC 2026-05-06T09:15',
      'LA3327 REC-GRU 2026-05-12T13:40',
    ]);
  });

  it('RH history entries whose action closes with a slash ("001 XS/IB3167 ...") are no flights', () => {
    const text = [
      'Hola Marta, te paso la reserva y su historial:',
      'RT',
      'RP/MADI22100/MADI22100            PL/SU  10ABR26/0930Z   7QKR2M',
      '  1.ROJAS/MARTA MRS',
      '  2  IB3169 Y 04MAY 1 MADLIS HK1  1645 1705   04MAY  E  IB/7QKR2M',
      'RH',
      '    000 OS/IB3167 Y 04MAY 1 MADLIS LK1  0945 1005/NN*1A/E*',
      '    001 XS/IB3167 Y 04MAY 1 MADLIS HK1  0945 1005/UN',
      '    001 AS/IB3169 Y 04MAY 1 MADLIS TK1  1645 1705',
    ].join('\n');
    expect(keys(text, '2026-04-10')).toEqual(['IB3169 MAD-LIS 2026-05-04T16:45']);
  });

  it('an e-mail address names no airport ("RENATA.MOURA.POA@GMAIL.COM")', () => {
    const text = [
      'Bom dia Renata,',
      '',
      'A LATAM também ofereceu o LA 3410 do dia 02/06 às 06h20, sem custo, se vocês quiserem ir antes.',
      '',
      'Contatos da reserva:',
      'APE RENATA.MOURA.POA@GMAIL.COM',
    ].join('\n');
    expect(keys(text, '2026-05-10')).toEqual([]);
  });

  it('availability rows with the flight number padded ("IB  3163 J4 C4 ...", "BA  458 Y9 B4  LHRMAD 1120") are offers', () => {
    const text = [
      'Hi Tom, these were the options I had for the 14th:',
      '',
      'A14MAYLHRMAD',
      '** AVAILABILITY **  TH 14MAY  LON/Z#0   MAD/#0',
      ' 1 IB  3163 J4 C4 Y9 B9 M9 K9        LHRMAD 0715  1040  0 320',
      ' 2 BA  458 Y9 B4                     LHRMAD 1120  1445  0 321',
      '',
      'Booked for you:',
      ' 1. IB 3167 Y  14MAY LHRMAD HK1  1705   2030  O*         TH  E  1',
    ].join('\n');
    expect(keys(text, '2026-05-01')).toEqual(['IB3167 LHR-MAD 2026-05-14T17:05']);
  });

  it('a waitlist on the same flight and route a day from the held leg is a hoped-for date change', () => {
    const text = [
      'Cliente quer voltar um dia antes; deixei na lista de espera:',
      '  2  IB6824 Y 10SEP 4 GRUMAD HK1  2350 1525   11SEP  E  IB/PL4Q7N',
      '  3  IB6825 Y 24SEP 4 MADGRU HK1  2355 0635   25SEP  E  IB/PL4Q7N',
      '  4  IB6825 Y 23SEP 3 MADGRU HL1  2355 0635   24SEP  E  IB/PL4Q7N',
    ].join('\n');
    expect(keys(text, '2026-08-01')).toEqual([
      'IB6824 GRU-MAD 2026-09-10T23:50',
      'IB6825 MAD-GRU 2026-09-24T23:55',
    ]);
  });

  it('a flight priced "but nothing booked for it" was considered, not booked', () => {
    const text = [
      'Hi Jen, your flights are confirmed:',
      '',
      'DL 1290  12 Jun 2026  ATL 08:15 - BOS 10:55',
      'DL 1291  19 Jun 2026  BOS 17:40 - ATL 20:35',
      '',
      'We also priced a side trip BOS-PHL (American AA 1834, 19 Jun 2026, 7:20 AM) but nothing booked for it.',
    ].join('\n');
    expect(keys(text, '2026-05-01')).toEqual([
      'DL1290 ATL-BOS 2026-06-12T08:15',
      'DL1291 BOS-ATL 2026-06-19T17:40',
    ]);
  });

  it('a line printing the flight\'s route and clock before "has seats" is its schedule, not a mention', () => {
    const text = [
      'Marcos Reis  9:02 AM',
      'if the waitlist fails, UX26 via MAD on the 3rd?',
      '',
      'Ana Prado  9:05 AM',
      'UX26 GRU-MAD 03JUN 21:10 has seats in Y, booked him on it.',
    ].join('\n');
    expect(keys(text, '2026-05-20')).toEqual(['UX26 GRU-MAD 2026-06-03T21:10']);
  });

  it('"Do not book it." under a flight\'s line: that flight was not to be booked', () => {
    const text = [
      'Ana Prado  9:05 AM',
      'UX26 GRU-MAD 03JUN 21:10 is open but he said no Air Europa.',
      'Do not book it.',
      '',
      'Marcos Reis  9:07 AM',
      'ok, keeping LA8064 GRU-MAD 04JUN 18:40 then.',
    ].join('\n');
    expect(keys(text, '2026-05-20')).toEqual(['LA8064 GRU-MAD 2026-06-04T18:40']);
  });

  it('a flight "comprado por outra agência" / "booked by their agency, not us" is someone else\'s booking', () => {
    const pt = [
      'Confirmado para a Júlia:',
      'LA 3102  15/10/2026  GRU 07:30 - POA 09:10',
      '',
      'O marido vai no G3 1290 CGH-POA 15/10 às 08:05, comprado por outra agência; só incluí ele no hotel.',
    ].join('\n');
    expect(keys(pt, '2026-09-20')).toEqual(['LA3102 GRU-POA 2026-10-15T07:30']);
    const en = [
      'Confirmed for Julia: LA 3102  15/10/2026  GRU 07:30 - POA 09:10',
      '',
      'Her husband is on G3 1290 CGH-POA 15/10 at 08:05, booked by his own agency, not us.',
    ].join('\n');
    expect(keys(en, '2026-09-20')).toEqual(['LA3102 GRU-POA 2026-10-15T07:30']);
  });
});
