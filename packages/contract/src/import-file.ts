/**
 * A spreadsheet (CSV or xlsx) sent to an import: the limits every import reader keeps and what it
 * answers when a file breaks them. An xlsx is a zip: a few hundred KB can unpack to hundreds of MB,
 * so what it unpacks to is limited too, checked as it unpacks, not only as its headers declare.
 */
export const IMPORT_FILE_MSG = {
  empty: 'File Kosong',
  broken: 'File Tidak Dapat Dibaca',
  tooBig: 'File Terlalu Besar',
  tooMany: (maxRows: number) => `Maksimal ${maxRows} Baris Per File`,
} as const;

/** At most this many bytes of XML unpacked from one xlsx (a 5,000-row sheet is a few MB). */
export const IMPORT_MAX_UNPACKED_BYTES = 20_000_000;
/** Cells of a row beyond this column are not read (no import has this many columns). */
export const IMPORT_MAX_COLUMNS = 64;
