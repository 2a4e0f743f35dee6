import { api } from '@emas/contract';
import { Col, Form } from 'antd';
import { Field } from '../../../components/ui/form-field.tsx';
import { MasterSelect } from '../../../components/ui/master-select.tsx';
import { optionText } from '../../../lib/master-options.ts';

const MSG = api.BARANG_MANUAL_MSG;

/** The warehouse and its tray (the tray is `kode_toko` in the calls); `suffix` names a second pair. */
export function TrayFields({ suffix = '', label = '' }: { suffix?: string; label?: string }) {
  const form = Form.useFormInstance();
  const gudang = Form.useWatch<string | undefined>(`kode_gudang${suffix}`);
  return (
    <>
      <Col xs={12} md={4}>
        <Field
          name={`kode_gudang${suffix}`}
          label={`Gudang${label}`}
          required="Mohon Untuk Pilih Kode Gudang"
        >
          <MasterSelect
            master="gudang"
            onSelect={() => form.setFieldValue(`kode_toko${suffix}`, undefined)}
          />
        </Field>
      </Col>
      <Col xs={12} md={4}>
        <Field name={`kode_toko${suffix}`} label={`Baki${label}`} required="Mohon Untuk Pilih Kode Baki">
          <MasterSelect master="baki" filter={(o) => !gudang || optionText(o, 'kode_gudang') === gudang} />
        </Field>
      </Col>
    </>
  );
}

/** The category (group) and the type (jenis) of the chosen group. */
export function GroupDeptFields() {
  const form = Form.useFormInstance();
  const group = Form.useWatch<string | undefined>('kode_group');
  return (
    <>
      <Col xs={12} md={4}>
        <Field name="kode_group" label="Kategori" required={MSG.categoryRequired}>
          <MasterSelect master="group" onSelect={() => form.setFieldValue('kode_dept', undefined)} />
        </Field>
      </Col>
      <Col xs={12} md={4}>
        <Field name="kode_dept" label="Jenis" required={MSG.deptRequired}>
          <MasterSelect master="jenis" filter={(o) => !group || optionText(o, 'kode_group') === group} />
        </Field>
      </Col>
    </>
  );
}
