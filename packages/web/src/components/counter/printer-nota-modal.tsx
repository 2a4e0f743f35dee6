import { NOTA_PAPER_LABELS, NOTA_PAPERS, type NotaPaper } from '@emas/contract/nota-receipt';
import { Alert, Button, Form, Modal, Radio, Space } from 'antd';
import { useState } from 'react';
import {
  type CounterPrinter,
  PRINTER_LINK_LABELS,
  PRINTER_LINKS,
  type PrinterLink,
  readCounterPrinter,
  writeCounterPrinter,
} from '../../lib/counter-printer.ts';
import { connectDevice, deviceAvailable } from '../../lib/receipt-device.ts';
import { showError, toast } from '../ui/notify.tsx';

/**
 * 'Printer Nota' (issue 43): this counter's note printer, kept in this browser: A4 / plain paper or a
 * receipt printer of 58 or 80 mm; a receipt printer through the print dialog or straight over Serial
 * or USB (the port is chosen here, once). Mounted when opened: it reads the setting then.
 */
export function PrinterNotaModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const [value, setValue] = useState<CounterPrinter>(readCounterPrinter);
  const receipt = value.kertas !== 'A4';
  const direct = receipt && value.sambungan !== 'BROWSER';
  const save = () => {
    writeCounterPrinter(value);
    toast.success(`Printer Nota: ${NOTA_PAPER_LABELS[value.kertas]}`);
    onClose();
  };
  const connect = async () => {
    if (await connectDevice(value.sambungan)) toast.success('Printer Terhubung');
    else showError('Printer Tidak Terhubung');
  };
  return (
    <Modal open={open} title="Printer Nota" onCancel={onClose} onOk={save} okText="Simpan" cancelText="Batal">
      <Form layout="vertical">
        <Form.Item label="Kertas">
          <Radio.Group
            aria-label="Kertas"
            value={value.kertas}
            onChange={(e) => setValue({ ...value, kertas: e.target.value as NotaPaper })}
          >
            <Space direction="vertical">
              {NOTA_PAPERS.map((p) => (
                <Radio key={p} value={p}>
                  {NOTA_PAPER_LABELS[p]}
                </Radio>
              ))}
            </Space>
          </Radio.Group>
        </Form.Item>
        {receipt && (
          <Form.Item label="Sambungan">
            <Radio.Group
              aria-label="Sambungan"
              value={value.sambungan}
              onChange={(e) => setValue({ ...value, sambungan: e.target.value as PrinterLink })}
            >
              <Space direction="vertical">
                {PRINTER_LINKS.map((l) => (
                  <Radio key={l} value={l}>
                    {PRINTER_LINK_LABELS[l]}
                  </Radio>
                ))}
              </Space>
            </Radio.Group>
          </Form.Item>
        )}
        {direct &&
          (deviceAvailable(value.sambungan) ? (
            <Button onClick={() => void connect()}>Pilih Printer</Button>
          ) : (
            <Alert
              type="info"
              showIcon
              message="Browser ini tidak mendukung sambungan langsung; struk dicetak lewat dialog cetak."
            />
          ))}
      </Form>
    </Modal>
  );
}
