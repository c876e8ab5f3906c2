import { strToU8, zipSync } from 'fflate';

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
