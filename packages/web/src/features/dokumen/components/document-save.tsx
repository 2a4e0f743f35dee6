import { PrinterOutlined, SaveOutlined } from '@ant-design/icons';
import { type DocumentKind, type DocumentRow, formatMoney } from '@emas/contract';
import { Alert, Button, Flex, type FormInstance } from 'antd';
import { useState } from 'react';
import { showSuccess } from '../../../components/ui/notify.tsx';
import { printDocumentNota, refreshDocuments } from '../api/dokumen-calls.ts';

/**
 * Saving a new document of a transaksi page's form (Simpan, or Enter in a field): the call, the
 * success box, the form emptied, the kind's lists asked again and the invoice printed in a window
 * opened inside the key press or click (so pop-up blockers let it through).
 */
export function useDocumentSave<V, D extends DocumentRow>(
  kind: DocumentKind,
  form: FormInstance<V>,
  save: (values: V) => Promise<{ message?: string; data: D }>,
  successMessage: string,
) {
  const [saving, setSaving] = useState(false);
  const [last, setLast] = useState<D | null>(null);
  const onFinish = async (values: V) => {
    if (saving) return;
    const win = kind.api.nota ? window.open('', '_blank') : null;
    setSaving(true);
    try {
      const res = await save(values);
      showSuccess(res.message ?? successMessage);
      setLast(res.data);
      form.resetFields();
      void refreshDocuments(kind);
      void printDocumentNota(kind, [String(res.data[kind.numberField])], false, win);
    } catch {
      // The client showed the server's message.
      win?.close();
    } finally {
      setSaving(false);
    }
  };
  return { saving, last, onFinish };
}

/** What the saved document amounts to: its total, the down payment and the rest. */
export type SavedAmounts = { total: number; dp: number; sisa: number };

/**
 * Simpan (the form's submit button: Enter in a field saves too) and, once a document is saved, its
 * number with total, down payment and rest, and Cetak Ulang.
 */
export function SaveButtons({
  kind,
  saving,
  last,
}: {
  kind: DocumentKind;
  saving: boolean;
  last: { no: string; amounts: SavedAmounts } | null;
}) {
  return (
    <Flex vertical gap={12}>
      <Flex gap={8} wrap>
        <Button type="primary" htmlType="submit" icon={<SaveOutlined />} loading={saving}>
          Simpan
        </Button>
        {last && (
          <Button icon={<PrinterOutlined />} onClick={() => void printDocumentNota(kind, [last.no], true)}>
            Cetak Ulang {last.no}
          </Button>
        )}
      </Flex>
      {last && (
        <Alert
          type="success"
          showIcon
          data-testid={`${kind.short}-saved`}
          title={`${last.no}: Total ${formatMoney(last.amounts.total)}, DP ${formatMoney(last.amounts.dp)}, Sisa ${formatMoney(last.amounts.sisa)}`}
        />
      )}
    </Flex>
  );
}
