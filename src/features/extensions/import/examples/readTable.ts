/** What an imported file becomes: its header row and the rows under it, every cell as text. */
export type ImportedTable = { fileName: string; header: string[]; rows: string[][] };

export const MAX_BYTES = 512 * 1024;
export const MAX_ROWS = 500;

const cellText = (cell: unknown): string =>
  cell == null ? '' : cell instanceof Date ? cell.toISOString().slice(0, 10) : String(cell).trim();

/** A spreadsheet whose first row names its columns; everything else is a clear refusal. */
function toTable(fileName: string, cells: readonly (readonly unknown[])[]): ImportedTable {
  const lines = cells.map((row) => row.map(cellText)).filter((row) => row.some((cell) => cell !== ''));
  const [header, ...rows] = lines;
  if (!header) throw new Error(`${fileName} is empty: there is no row to import.`);
  if (header.some((title) => title === '') || new Set(header).size !== header.length)
    throw new Error(`The first row of ${fileName} must name every column once.`);
  if (rows.length === 0) throw new Error(`${fileName} has a header but no rows under it.`);
  if (rows.length > MAX_ROWS)
    throw new Error(`${fileName} has ${rows.length} rows; import at most ${MAX_ROWS} at a time.`);
  return { fileName, header, rows: rows.map((row) => header.map((_, index) => row[index] ?? '')) };
}

/** A CSV file read by papaparse (loaded on the first import), which finds the delimiter itself. */
async function readCsv(file: File): Promise<ImportedTable> {
  const { default: Papa } = await import('papaparse');
  const text = await file.text();
  const parsed = Papa.parse<string[]>(text.replace(/^\uFEFF/, ''), { skipEmptyLines: 'greedy' });
  const broken = parsed.errors.find((error) => error.type === 'Quotes');
  if (broken) throw new Error(`${file.name} is not valid CSV: a quote is left open on row ${(broken.row ?? 0) + 1}.`);
  return toTable(file.name, parsed.data);
}

/** An Excel workbook's first sheet, read by read-excel-file (loaded on the first import). */
async function readXlsx(file: File): Promise<ImportedTable> {
  const { readSheet } = await import('read-excel-file/browser');
  try {
    return toTable(file.name, await readSheet(file));
  } catch (error) {
    if (error instanceof Error && error.name === 'InvalidInputError')
      throw new Error(`${file.name} is not an Excel workbook (.xlsx) that can be read.`);
    throw error;
  }
}

/** Reads a dropped or picked file by its kind; the errors it throws are messages for the user. */
export function readTable(file: File): Promise<ImportedTable> {
  if (file.size > MAX_BYTES) return Promise.reject(new Error(`${file.name} is larger than 512 KB.`));
  return /\.xlsx$/i.test(file.name) ? readXlsx(file) : readCsv(file);
}
