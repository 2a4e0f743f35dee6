import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

/** One piece of text on a PDF page: x and y in points from the page's top-left corner. */
export type PdfWord = { str: string; x: number; y: number };
export type PdfPage = { width: number; height: number; words: PdfWord[]; text: string };

/** The text of every page of a PDF with positions (pdf.js), for tests. */
export async function pdfPages(pdf: Uint8Array | Buffer): Promise<PdfPage[]> {
  const doc = await getDocument({ data: new Uint8Array(pdf), verbosity: 0, useSystemFonts: false }).promise;
  const pages: PdfPage[] = [];
  for (let n = 1; n <= doc.numPages; n++) {
    const page = await doc.getPage(n);
    const [, , width = 0, height = 0] = page.view;
    const content = await page.getTextContent();
    const words: PdfWord[] = [];
    for (const item of content.items) {
      if (!('str' in item) || !item.str.trim()) continue;
      const [, , , , x = 0, baseline = 0] = item.transform as number[];
      words.push({ str: item.str, x, y: height - baseline });
    }
    pages.push({ width, height, words, text: words.map((w) => w.str).join('\n') });
  }
  await doc.destroy();
  return pages;
}

/** The first word on the page whose text contains `part`. */
export const wordWith = (page: PdfPage, part: string): PdfWord | undefined =>
  page.words.find((w) => w.str.includes(part));
