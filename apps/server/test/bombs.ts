import { strToU8, zipSync } from 'fflate';
import { deflateSync } from 'node:zlib';

/**
 * An .xlsx-shaped zip whose sheet inflates to `inflatedMb` megabytes of XML from a few hundred
 * kilobytes: the decompression bomb of issue 14 (820 KB -> 206 MB). file-type takes it for xlsx.
 */
export function bombXlsx(inflatedMb = 206): Buffer {
  const row = '<row><c t="inlineStr"><is><t>aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa</t></is></c></row>';
  const sheet = Buffer.alloc(inflatedMb * 1024 * 1024, row);
  return Buffer.from(
    zipSync(
      {
        '[Content_Types].xml': strToU8(
          '<?xml version="1.0"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/></Types>',
        ),
        'xl/workbook.xml': strToU8('<workbook><sheets><sheet name="a" sheetId="1"/></sheets></workbook>'),
        'xl/worksheets/sheet1.xml': sheet,
      },
      { level: 6 },
    ),
  );
}

/**
 * A one-page PDF of a few kilobytes whose content stream is Flate inside Flate: 100 MB of spaces
 * once both are undone (pdf.js would hold them outside its heap limit).
 */
export function bombPdf(inflatedMb = 100): Buffer {
  const inner = deflateSync(Buffer.alloc(inflatedMb * 1024 * 1024, ' '), { level: 9 });
  const stream = deflateSync(inner, { level: 9 });
  const objects = [
    '<</Type/Catalog/Pages 2 0 R>>',
    '<</Type/Pages/Kids[3 0 R]/Count 1>>',
    '<</Type/Page/Parent 2 0 R/MediaBox[0 0 595 842]/Contents 4 0 R>>',
  ];
  const head = objects.map((body, i) => `${i + 1} 0 obj\n${body}\nendobj\n`).join('');
  return Buffer.concat([
    Buffer.from(`%PDF-1.7\n${head}4 0 obj\n<</Length ${stream.length}/Filter[/FlateDecode/FlateDecode]>>\nstream\n`, 'latin1'),
    stream,
    Buffer.from('\nendstream\nendobj\ntrailer\n<</Root 1 0 R/Size 5>>\n%%EOF\n', 'latin1'),
  ]);
}
