import { SearchOutlined } from '@ant-design/icons';
import { api, type DocumentKind, type DocumentRow } from '@emas/contract';
import { Alert, Button, Flex, Input, Spin } from 'antd';
import { type ReactNode, useState } from 'react';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { showError } from '../../../components/ui/notify.tsx';
import { useDocumentInvoice } from '../api/dokumen-calls.ts';

const rowsOf = (doc: DocumentRow, field: string) =>
  (Array.isArray(doc[field]) ? doc[field] : []) as DocumentRow[];

type Props = {
  kind: DocumentKind;
  /** Ids start with it: `{idPrefix}-no-faktur`. */
  idPrefix: string;
  /** A number to show at once (a link from another page). */
  initial?: string | null;
  /** What the page does with the document found (its invoice answer, its number, a reload). */
  children: (invoice: DocumentRow, number: string, reload: () => void) => ReactNode;
};

/**
 * Finds one document of a kind by its number (typed or scanned, Enter or Cari) and hands its invoice
 * to the page (cancel, redeem, reverse); empty, loading and not-found states shown alike everywhere.
 */
export function DocumentLookup({ kind, idPrefix, initial, children }: Props) {
  const [kode, setKode] = useState(initial ?? '');
  const [noFaktur, setNoFaktur] = useState<string | null>(initial ? initial.toUpperCase() : null);
  const invoice = useDocumentInvoice(kind, noFaktur);
  const inv = invoice.data;
  const main = kind.invoice.lines[0]?.source ?? '';

  const find = () => {
    const k = kode.trim().toUpperCase();
    if (!k) return showError('No Faktur Tidak Boleh Kosong');
    if (k === noFaktur) void invoice.refetch();
    else setNoFaktur(k);
  };

  return (
    <>
      <Flex gap={8} wrap style={{ marginBottom: 16 }}>
        <Input
          id={`${idPrefix}-no-faktur`}
          aria-label="No Faktur"
          placeholder={`No Faktur ${kind.title}`}
          prefix={<SearchOutlined />}
          autoFocus
          autoComplete="off"
          maxLength={40}
          value={kode}
          onChange={(e) => setKode(e.target.value.toUpperCase())}
          onPressEnter={(e) => {
            // No keypress: it would press the OK button of an error box opened by this Enter.
            e.preventDefault();
            find();
          }}
          style={{ maxWidth: 360 }}
        />
        <Button type="primary" icon={<SearchOutlined />} onClick={find}>
          Cari
        </Button>
      </Flex>
      {!noFaktur ? (
        <EmptyState text={`Masukkan No Faktur ${kind.title}`} />
      ) : invoice.isFetching && !inv ? (
        <Flex justify="center" style={{ padding: 32 }}>
          <Spin />
        </Flex>
      ) : !inv ? (
        <EmptyState />
      ) : !rowsOf(inv, main).length ? (
        <Alert type="error" showIcon title={kind.messages.notFound ?? api.TRANSAKSI_MSG.fakturNotFound} />
      ) : (
        children(inv, String(inv[kind.numberField]), () => void invoice.refetch())
      )}
    </>
  );
}
