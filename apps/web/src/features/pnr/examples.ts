/**
 * Invented bookings for the example buttons: realistic layouts, made-up names and locators. Dated
 * by their own creation stamp (Amadeus header, Sabre received-from line) or with explicit years,
 * so they decode the same whatever the day.
 */
export const PNR_EXAMPLES = {
  amadeus: [
    'RP/SAOB28100/SAOB28100            AA/SU   3NOV26/1532Z   K7MZ4Q',
    '  1.OLIVEIRA/ANA MRS   2.OLIVEIRA/PEDRO MR',
    '  2  LA8084 Y 18JAN 1 GRULHR HK2  2335 1425+1 789 E0 M',
    '     DEPARTURE TERMINAL 3',
    '     ARRIVAL TERMINAL 4',
    '  3  BA 432 Y 23JAN 6 LHRAMS HK2  0805 1030   320 E0',
    '  4  ARNK',
    '  5  KL 792 Y 02FEB 2 AMSGRU HK2  2155 0540+1 772 E0 M',
    '     OPERATED BY DELTA AIR LINES',
    '  6  AP SAO 11 3456-7890 - RUMO VIAGENS - A',
    '  7  TK TL20NOV/SAOB28100',
  ].join('\n'),
  sabre: [
    ' 1.1PEREIRA/CARLOS MR  2.1PEREIRA/LUCIA MRS',
    ' 1 AD4410Y 12DEC 6 VCPREC HK2  0600  0905  /DCAD*HQWZTR /E',
    ' 2 AD2621Y 12DEC 6 RECFEN HK2  1040  1245  /DCAD*HQWZTR /E',
    ' 3 OTH YY 16DEC GK1 FEN/POUSADA MAR DE DENTRO 4 NOITES',
    ' 4 AD2622Y 16DEC 3 FENREC HL2  1315  1330  /DCAD*HQWZTR /E',
    ' 5 AD4411Y 16DEC 3 RECVCP HK2  1830  2140  /DCAD*HQWZTR /E',
    ' 6 G31601Y 16DEC 3 REC',
    'TKT/TIME LIMIT',
    '  1.TAW/20NOV',
    'RECEIVED FROM - LUCIA',
    'A1B2.A1B2*AGT 1520/05NOV26 HQWZTR H',
  ].join('\n'),
  email: [
    'Sua reserva está confirmada!',
    'Código da reserva: VTR8QP',
    'Passageiro: Beatriz Santos Almeida',
    'Ida — segunda-feira, 8 de março de 2027',
    'Voo TP 82',
    'São Paulo (GRU) 16:55 → Lisboa (LIS) 06:35 (+1)',
    'Classe: K',
    'Aeronave: Airbus A330-900',
    'Volta — 22 de março de 2027',
    'Voo TP 83',
    'Lisboa (LIS) 23:50 → São Paulo (GRU) 06:25 (+1)',
    'Classe: K',
  ].join('\n'),
} as const;

export type PnrExampleKey = keyof typeof PNR_EXAMPLES;
