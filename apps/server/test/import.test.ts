import crypto from 'node:crypto';
import ExcelJS from 'exceljs';
import Papa from 'papaparse';
import { generateCpf } from '@brazilian-utils/brazilian-utils';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './harness.ts';
import { factories, tripFactories, type TestAgency } from './factories.ts';
import { pngBytes } from './images.ts';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.close();
});

type ImportResult = { created: number; skipped: number; errors: { row: number; field: string | null; message: string }[] };
type Customer = { id: number; first_name: string; last_name: string; phone: string | null; cpf: string | null; birth_date: string | null; email: string | null; [key: string]: unknown };
type Page<T> = { count: number; results: T[] };
type Errors = Record<string, string[]>;

const XLSX_MIME = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const PHONE_DUPLICATE =
  'Este número de telefone já está cadastrado com outro cliente. Para mais informações, por favor contate o suporte';

/** POST /agencies/accounts/import as the web sends it: multipart, the file under a random field name. */
async function upload(agency: TestAgency, data: Buffer | string, name: string, type: string, lang = 'pt-BR') {
  const form = new FormData();
  const bytes = typeof data === 'string' ? Buffer.from(data, 'utf8') : data;
  form.append(crypto.randomBytes(6).toString('hex'), new Blob([new Uint8Array(bytes)], { type }), name);
  const response = await fetch(`${server.baseUrl}/api/v1/agencies/accounts/import`, {
    method: 'POST',
    headers: { authorization: `Bearer ${agency.owner.token}`, 'accept-language': lang },
    body: form,
  });
  return { status: response.status, body: (await response.json()) as ImportResult & Errors };
}

async function customersOf(agency: TestAgency, query = '') {
  const res = await server.api<Page<Customer>>(`/api/v1/customers/all?limit=100&sortBy=first_name${query}`, { token: agency.owner.token });
  return res.body.results;
}

async function xlsxBuffer(rows: unknown[][]): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Planilha1');
  for (const row of rows) sheet.addRow(row);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

async function download(agency: TestAgency, query: string) {
  const response = await fetch(`${server.baseUrl}/api/v1/customers/export?${query}`, {
    headers: { authorization: `Bearer ${agency.owner.token}`, 'accept-language': 'pt-BR' },
  });
  return { status: response.status, headers: response.headers, data: Buffer.from(await response.arrayBuffer()) };
}

describe('import: POST /agencies/accounts/import', () => {
  it('imports the valid rows of a CSV and reports each bad row with its number, field and message', async () => {
    const agency = await factories(server.app).agency();
    await server.api('/api/v1/customers/', { method: 'POST', token: agency.owner.token, body: { first_name: 'Já', last_name: 'Existe', phone: '+55 11 97777-0000' } });
    const csv = [
      'Nome;Sobrenome;E-mail;Telefone;Data de nascimento;CPF;Gênero;Cidade;Estado',
      'Ana;Lima;ana@x.com;(11) 98765-4321;12/04/1990;529.982.247-25;Feminino;São Paulo;SP', // 2 ok
      'Bruno;;bruno@x.com;;;;;;', // 3 no last name
      'Carla;Dias;carla@;;31/02/1990;123.456.789-00;;;', // 4 three errors
      'Davi;Reis;;11 97777-0000;;;;;', // 5 phone already in the agency
      'Eva;Rocha;;+55 11 98765-4321;;;;;', // 6 repeats row 2's phone
      ';;;;;;;;', // empty line: ignored
      'Fábio;Nunes;;;1985-07-30;;masculino;Recife;PE', // 8 ok
    ].join('\r\n');
    const res = await upload(agency, `\uFEFF${csv}`, 'clientes.csv', 'text/csv');
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toEqual({
      created: 2,
      skipped: 4,
      errors: [
        { row: 3, field: 'last_name', message: 'Este campo é obrigatório' },
        { row: 4, field: 'email', message: 'Insira um endereço de e-mail válido.' },
        { row: 4, field: 'birth_date', message: 'Formato de data inválido.' },
        { row: 4, field: 'cpf', message: 'CPF inválido.' },
        { row: 5, field: 'phone', message: PHONE_DUPLICATE },
        { row: 6, field: 'phone', message: 'Este telefone já aparece na linha 2 da planilha.' },
      ],
    });
    const list = await customersOf(agency);
    expect(list.map((c) => c.first_name)).toEqual(['Ana', 'Fábio', 'Já']);
    expect(list[0]).toMatchObject({ phone: '+5511987654321', birth_date: '1990-04-12', cpf: '52998224725', gender: 'female', address: { city: 'São Paulo', state: 'SP' } });
    expect(list[1]).toMatchObject({ birth_date: '1985-07-30', gender: 'male', created_by: { id: agency.owner.id } });
  });

  it('imports an .xlsx with English headers, real date cells and numbers typed as numbers', async () => {
    const agency = await factories(server.app).agency();
    let cpf = generateCpf();
    while (!cpf.startsWith('0')) cpf = generateCpf();
    const data = await xlsxBuffer([
      ['first_name', 'last_name', 'email', 'phone', 'birth_date', 'cpf', 'trips_per_year', 'personality_tags'],
      ['Gabi', 'Moraes', 'GABI@X.COM', 5511912345678, new Date(Date.UTC(1992, 0, 31)), Number(cpf), 4, 'praia, luxo'],
      ['Hugo', 'Sá', null, '+1 212 555 0100', '1980-13-01', null, 'muitas', null],
      [],
      ['Íris', 'Prado', null, null, null, null, null, null],
    ]);
    const res = await upload(agency, data, 'clientes.xlsx', XLSX_MIME);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toEqual({
      created: 2,
      skipped: 1,
      errors: [
        { row: 3, field: 'birth_date', message: 'Formato de data inválido.' },
        { row: 3, field: 'trips_per_year', message: 'Tipo de valor inválido.' },
      ],
    });
    const [gabi, iris] = await customersOf(agency);
    expect(gabi).toMatchObject({ first_name: 'Gabi', email: 'gabi@x.com', phone: '+5511912345678', birth_date: '1992-01-31', cpf, trips_per_year: 4, personality_tags: ['praia', 'luxo'] });
    expect(iris).toMatchObject({ first_name: 'Íris', phone: null });
  });

  it('imports nothing twice: the same file again skips every row with a phone', async () => {
    const agency = await factories(server.app).agency();
    const csv = 'first_name,last_name,phone\nJoão,Silva,11 91111-2222\nKátia,Souza,11 93333-4444\n';
    expect((await upload(agency, csv, 'a.csv', 'text/csv')).body).toMatchObject({ created: 2, skipped: 0, errors: [] });
    const again = await upload(agency, csv, 'a.csv', 'text/csv');
    expect(again.body).toEqual({
      created: 0,
      skipped: 2,
      errors: [
        { row: 2, field: 'phone', message: PHONE_DUPLICATE },
        { row: 3, field: 'phone', message: PHONE_DUPLICATE },
      ],
    });
    expect(await customersOf(agency)).toHaveLength(2);
  });

  it('splits a single full-name column and reads Windows-1252 CSV', async () => {
    const agency = await factories(server.app).agency();
    const latin1 = Buffer.from('Nome completo;Cidade\r\nLúcia Helena Costa;Belém\r\n', 'latin1');
    const res = await upload(agency, latin1, 'export.csv', 'application/vnd.ms-excel');
    expect(res.body).toMatchObject({ created: 1, skipped: 0 });
    const [lucia] = await customersOf(agency);
    expect(lucia).toMatchObject({ first_name: 'Lúcia', last_name: 'Helena Costa', address: { city: 'Belém' } });
  });

  it('refuses anything but .xlsx and .csv with a clear localised message', async () => {
    const agency = await factories(server.app).agency();
    const png = await upload(agency, pngBytes(), 'clientes.png', 'image/png');
    expect(png.status).toBe(400);
    expect(png.body).toEqual({ file: ['Formato de arquivo inválido. Envie uma planilha .xlsx ou .csv.'] });
    const pdfAsCsv = await upload(agency, Buffer.from('%PDF-1.4\n%%EOF\n'), 'clientes.csv', 'text/csv');
    expect(pdfAsCsv.body).toEqual({ file: ['Formato de arquivo inválido. Envie uma planilha .xlsx ou .csv.'] });
    const docx = await upload(agency, 'Nome;Sobrenome\nA;B\n', 'clientes.docx', 'application/octet-stream');
    expect(docx.body).toEqual({ file: ['Formato de arquivo inválido. Envie uma planilha .xlsx ou .csv.'] });
    const es = await upload(agency, pngBytes(), 'clientes.png', 'image/png', 'es');
    expect(es.body).toEqual({ file: ['Formato de archivo inválido. Envíe una planilla .xlsx o .csv.'] });

    const noColumns = await upload(agency, 'email\na@b.com\n', 'c.csv', 'text/csv');
    expect(noColumns.status).toBe(400);
    expect(noColumns.body).toEqual({ file: ['Coluna obrigatória ausente: Nome.'] });
    const empty = await upload(agency, 'Nome;Sobrenome\n', 'c.csv', 'text/csv');
    expect(empty.body).toEqual({ file: ['A planilha não tem linhas de clientes.'] });
    const broken = await upload(agency, Buffer.concat([Buffer.from('PK\x03\x04'), crypto.randomBytes(200)]), 'c.xlsx', XLSX_MIME);
    expect(broken.status).toBe(400);
    const json = await server.api<Errors>('/api/v1/agencies/accounts/import', { method: 'POST', token: agency.owner.token, body: {} });
    expect(json.status).toBe(400);
    expect(json.body).toEqual({ file: ['Arquivo obrigatório'] });
    expect(await customersOf(agency)).toEqual([]);
  });

  it('imports only into the caller’s agency; another agency’s phones do not count as duplicates', async () => {
    const make = factories(server.app);
    const mine = await make.agency();
    const theirs = await make.agency();
    await server.api('/api/v1/customers/', { method: 'POST', token: theirs.owner.token, body: { first_name: 'Deles', last_name: 'X', phone: '11 96666-5555' } });
    const res = await upload(mine, 'Nome,Sobrenome,Telefone\nMeu,Cliente,11 96666-5555\n', 'c.csv', 'text/csv');
    expect(res.body).toMatchObject({ created: 1, skipped: 0 });
    expect((await customersOf(theirs)).map((c) => c.first_name)).toEqual(['Deles']);
    expect((await customersOf(mine)).map((c) => c.first_name)).toEqual(['Meu']);
    const unauthenticated = await fetch(`${server.baseUrl}/api/v1/agencies/accounts/import`, { method: 'POST', body: new FormData() });
    expect(unauthenticated.status).toBe(401);
  });
});

describe('export: GET /customers/export', () => {
  async function agencyWithCustomers() {
    const agency = await factories(server.app).agency();
    const post = (body: Record<string, unknown>) => server.api('/api/v1/customers/', { method: 'POST', token: agency.owner.token, body });
    await post({ first_name: 'Ana', last_name: 'Lima', email: 'ana@x.com', phone: '11987654321', birth_date: '1990-04-12', cpf: '52998224725', gender: 'female', address: { city: 'Recife', state: 'PE' }, personality_tags: ['praia'] });
    await post({ first_name: 'Bruno', last_name: 'Reis', phone: '+351 912 345 678', notes: '=HYPERLINK("x")' });
    await post({ first_name: 'Carla', last_name: 'Dias' });
    return agency;
  }

  it('answers a real .xlsx (read back with exceljs) with the list’s search and sort', async () => {
    const agency = await agencyWithCustomers();
    const other = await factories(server.app).agency();
    await server.api('/api/v1/customers/', { method: 'POST', token: other.owner.token, body: { first_name: 'Alheio', last_name: 'Lima' } });
    const [ana] = await customersOf(agency);
    await tripFactories(server.app).travel(agency.id, ana!.id, { name: 'Japão', going: '2030-07-01', back: '2030-07-15' });

    const res = await download(agency, 'format=xlsx&sortBy=first_name&sortOrder=desc');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe(XLSX_MIME);
    expect(res.headers.get('content-disposition')).toMatch(/^attachment; filename="clientes-\d{4}-\d{2}-\d{2}\.xlsx"$/);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(res.data as unknown as ArrayBuffer);
    const sheet = workbook.getWorksheet('Clientes')!;
    expect(sheet).toBeDefined();
    const header = (sheet.getRow(1).values as unknown[]).slice(1);
    expect(header.slice(0, 8)).toEqual(['Nome', 'Sobrenome', 'E-mail', 'Telefone', 'Data de nascimento', 'CPF', 'Gênero', 'Nacionalidade']);
    expect(header).toContain('Próxima viagem');
    expect(sheet.actualRowCount).toBe(4);
    const col = (name: string) => header.indexOf(name) + 1;
    expect([2, 3, 4].map((r) => sheet.getRow(r).getCell(1).value)).toEqual(['Carla', 'Bruno', 'Ana']);
    const anaRow = sheet.getRow(4);
    expect(anaRow.getCell(col('Telefone')).value).toBe('+5511987654321');
    expect(anaRow.getCell(col('Data de nascimento')).value).toEqual(new Date(Date.UTC(1990, 3, 12)));
    expect(anaRow.getCell(col('Gênero')).value).toBe('Feminino');
    expect(anaRow.getCell(col('Cidade')).value).toBe('Recife');
    expect(anaRow.getCell(col('Viagens cadastradas')).value).toBe(1);
    expect(anaRow.getCell(col('Próxima viagem')).value).toBe('Japão (01/07/2030)');
    expect(anaRow.getCell(col('Criado por')).value).toMatch(/^Dona Teste/);
    expect(sheet.getRow(3).getCell(col('Observações')).value).toBe('=HYPERLINK("x")'); // text, not a formula

    const filtered = await download(agency, 'format=xlsx&search=lima');
    const filteredBook = new ExcelJS.Workbook();
    await filteredBook.xlsx.load(filtered.data as unknown as ArrayBuffer);
    expect(filteredBook.worksheets[0]!.actualRowCount).toBe(2);
    expect(filteredBook.worksheets[0]!.getRow(2).getCell(1).value).toBe('Ana');

    // the export imports back into another agency
    const target = await factories(server.app).agency();
    const back = await upload(target, res.data, 'clientes.xlsx', XLSX_MIME);
    expect(back.body).toEqual({ created: 3, skipped: 0, errors: [] });
    expect((await customersOf(target)).find((c) => c.first_name === 'Ana')).toMatchObject({ phone: '+5511987654321', birth_date: '1990-04-12', cpf: '52998224725', gender: 'female' });
  });

  it('answers CSV (papaparse) with a BOM, ; separated, formulas escaped, and it imports back', async () => {
    const agency = await agencyWithCustomers();
    const res = await download(agency, 'format=csv');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(res.headers.get('content-disposition')).toMatch(/filename="clientes-.*\.csv"/);
    const text = res.data.toString('utf8');
    expect(text.startsWith('\uFEFF')).toBe(true);
    const parsed = Papa.parse<string[]>(text.slice(1), { delimiter: ';', skipEmptyLines: true });
    expect(parsed.data[0]!.slice(0, 4)).toEqual(['Nome', 'Sobrenome', 'E-mail', 'Telefone']);
    expect(parsed.data.slice(1).map((r) => r[0])).toEqual(['Ana', 'Bruno', 'Carla']);
    expect(parsed.data[1]![3]).toBe("'+5511987654321");
    expect(parsed.data[1]![4]).toBe('12/04/1990');
    expect(parsed.data[2]![parsed.data[0]!.indexOf('Observações')]).toBe(`'=HYPERLINK("x")`);

    const target = await factories(server.app).agency();
    const back = await upload(target, res.data, 'clientes.csv', 'text/csv');
    expect(back.body).toEqual({ created: 3, skipped: 0, errors: [] });
    const bruno = (await customersOf(target)).find((c) => c.first_name === 'Bruno');
    expect(bruno).toMatchObject({ phone: '+351912345678', notes: '=HYPERLINK("x")' });
  });

  it('exports only the caller’s agency and checks the format', async () => {
    const mine = await factories(server.app).agency();
    const theirs = await agencyWithCustomers();
    const res = await download(mine, 'format=csv');
    const rows = Papa.parse<string[]>(res.data.toString('utf8').slice(1), { delimiter: ';', skipEmptyLines: true }).data;
    expect(rows).toHaveLength(1); // the header only
    expect((await download(theirs, 'format=csv')).data.toString('utf8')).toContain('Ana');
    const bad = await server.api<Errors>('/api/v1/customers/export?format=pdf', { token: mine.owner.token });
    expect(bad.status).toBe(400);
    expect(bad.body).toEqual({ format: ['Escolha uma opção válida.'] });
    expect((await server.api('/api/v1/customers/export')).status).toBe(401);
    const defaultFormat = await download(mine, '');
    expect(defaultFormat.headers.get('content-type')).toBe(XLSX_MIME);
  });
});
