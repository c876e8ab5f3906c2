import { describe, expect, it } from 'vitest';
import { keys } from './segment-keys.ts';

/*
 * Patterns behind wrong segments of corpus batch 64 (corporate requests, policy reports, invoices and
 * alerts), each in a text of its own.
 */

describe('batch 64: corporate numbers and flights not booked', () => {
  it("'CC 5120 - Marketing' is a cost centre, not airline CC's flight", () => {
    const text = [
      'Paralisação dos aeroviários em 15/10/2026, das 05h00 às 09h00, nos aeroportos de Recife (REC), Salvador (SSA) e Natal (NAT).',
      '',
      'Passageiro: SOUZA/PAULO MR',
      'Localizador GOL: TRQZLM | CC 5120 - Marketing',
      '',
      'Quinta, 15/10/2026 - GOL G3 1520',
      'Recife (REC) 06:15 > Salvador (SSA) 07:25',
      'Situação: CONFIRMADO',
    ].join('\n');
    expect(keys(text, '2026-10-01')).toEqual(['G31520 REC-SSA 2026-10-15T06:15']);
  });

  it("a policy report's lowest logical fare table prices flights against the booking: none of them is booked", () => {
    const text = [
      'Policy exception report - traveller SILVA/ANA MS - ticketed 02 MAR 2026',
      '',
      'BOOKED FLIGHTS',
      'Seg  Airline          Flight  From  Depart             To    Arrive',
      '1    Delta Air Lines  DL 104  GRU   Fri 20Mar26 23:05  ATL   Sat 21Mar26 06:40',
      '2    Delta Air Lines  DL 105  ATL   Sun 29Mar26 21:20  GRU   Mon 30Mar26 08:15',
      '',
      'LOWEST LOGICAL FARE AT TIME OF BOOKING',
      'Seg  Airline          Flight  From  Depart             To    Arrive',
      '1    Avianca          AV 86   GRU   Fri 20Mar26 09:20  BOG   Fri 20Mar26 13:10',
      '2    Avianca          AV 10   BOG   Fri 20Mar26 15:40  ATL   Fri 20Mar26 21:05',
      '',
      'Savings missed: USD 1,120.00',
    ].join('\n');
    expect(keys(text, '2026-03-02')).toEqual([
      'DL104 GRU-ATL 2026-03-20T23:05',
      'DL105 ATL-GRU 2026-03-29T21:20',
    ]);
  });

  it("a travel request's own legs ('VIAGEM SOLICITADA') above the booking made on it are no flights", () => {
    const text = [
      'Sua solicitação SV-1187 foi aprovada e as reservas foram feitas pela agência.',
      '',
      'VIAGEM SOLICITADA (preenchida pelo viajante)',
      '',
      'Trecho 1',
      'Origem\tPorto Alegre (POA)',
      'Destino\tSão Paulo - Guarulhos (GRU)',
      'Data\t14/04/2026',
      'Horário preferido\t06:00',
      'Observação\tDe preferência o G3 1150 das 6h',
      '',
      'Trecho 2',
      'Origem\tSão Paulo - Guarulhos (GRU)',
      'Destino\tPorto Alegre (POA)',
      'Data\t16/04/2026',
      'Horário preferido\tDepois das 17:00',
      '',
      'RESERVAS EMITIDAS',
      '',
      'Nota da agência: o G3 1150 estava lotado, reservamos LATAM no mesmo horário.',
      '',
      'LATAM - Voo LA 3071',
      'Terça-feira, 14 de abril de 2026',
      'Partida: 06:20 - Porto Alegre (POA)',
      'Chegada: 08:05 - São Paulo / Guarulhos (GRU)',
      '',
      'LATAM - Voo LA 3088',
      'Quinta-feira, 16 de abril de 2026',
      'Partida: 17:50 - São Paulo / Guarulhos (GRU)',
      'Chegada: 19:30 - Porto Alegre (POA)',
    ].join('\n');
    expect(keys(text, '2026-03-10')).toEqual([
      'LA3071 POA-GRU 2026-04-14T06:20',
      'LA3088 GRU-POA 2026-04-16T17:50',
    ]);
  });

  it("'1T26' is a quarter and its year, not flight 26 of airline 1T", () => {
    const text = [
      'Solicitação de viagem aprovada',
      'Projeto: Fechamento contábil 1T26',
      'Origem: Campinas (VCP)',
      'Destino: Curitiba (CWB)',
      'Data: 12/05/2026',
      'Horário: 08:00',
      '',
      'Reserva emitida:',
      'Azul AD 4092 - 12/05/2026 - Campinas (VCP) 08:05 > Curitiba (CWB) 09:10',
    ].join('\n');
    expect(keys(text, '2026-03-10')).toEqual(['AD4092 VCP-CWB 2026-05-12T08:05']);
  });

  it("a manifest's transfer codes ('TR-01 (van)') and change marks ('[CHG]') are no flight, van or airport", () => {
    const text = [
      'Arrival manifest - Andean Sales Kick-off, Lima',
      'Changes since v1 are marked [CHG].',
      '',
      'Arrival date\tPax\tName\tFlight\tFrom\tDep\tArr LIM\tTransfer',
      'Wed 21 Oct\t1\tNUNES/CARLOS MR\tLA 2474\tSCL\t08:05\t10:10\tTR-01 (van)',
      'Wed 21 Oct\t2\tROCHA/BEATRIZ MS\tLA 2474\tSCL\t08:05\t10:10\tTR-01 (van) [CHG]',
    ].join('\n');
    expect(keys(text, '2026-07-20').filter((k) => !k.startsWith('LA2474 SCL-LIM'))).toEqual([]);
  });

  it("a row of quotes split by bars, one marked 'selecionada': the others are offers, their 'via' no journey", () => {
    const text = [
      'Bilhetes emitidos - PCDP 000455/26',
      '',
      'Trecho 1',
      'Origem: Belém/PA (BEL)',
      'Destino: Brasília/DF (BSB)',
      'Data/Hora saída: 03/08/2026 06:10',
      'Cia: GOL',
      'Voo: 1641',
      '',
      'Cotações da agência',
      'Trecho 1 - LATAM LA 3351 BEL-BSB 03/08 07:40 via FOR (R$ 1.120,00) | GOL G3 1641 BEL-BSB 03/08 06:10 - selecionada',
    ].join('\n');
    expect(keys(text, '2026-07-20')).toEqual(['G31641 BEL-BSB 2026-08-03T06:10']);
  });
});
