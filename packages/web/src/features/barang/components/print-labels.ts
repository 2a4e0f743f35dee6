import { MSG } from '@emas/contract';
import { LABEL_PDF_NAME } from '@emas/contract/api/cetak-barcode';
import { useState } from 'react';
import { showError, toast } from '../../../components/ui/notify.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { fetchLabelPdf } from '../api/barang-calls.ts';
import { BARANG_TEXT } from '../messages.ts';
import { openPdf } from './files.ts';

/** Prints barcode labels: the server lays them out as a PDF (and records the print), shown in a new window. */
export function usePrintLabels() {
  const [printing, setPrinting] = useState(false);
  const print = async (kodes: string[]): Promise<boolean> => {
    if (!kodes.length) {
      showError(BARANG_TEXT.noBarcode);
      return false;
    }
    setPrinting(true);
    const done = toast.loading(BARANG_TEXT.printing);
    try {
      openPdf(await fetchLabelPdf(kodes), LABEL_PDF_NAME);
      return true;
    } catch (e) {
      showError(e instanceof ApiError ? e.message : MSG.requestFailed);
      return false;
    } finally {
      done();
      setPrinting(false);
    }
  };
  return { print, printing };
}
