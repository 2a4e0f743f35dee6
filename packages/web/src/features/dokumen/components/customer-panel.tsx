import { api, onlyDigits } from '@emas/contract';
import { Card, Form, Input } from 'antd';
import { useEffect, useRef } from 'react';
import { Field } from '../../../components/ui/form-field.tsx';
import { MasterSelect } from '../../../components/ui/master-select.tsx';
import { showError } from '../../../components/ui/notify.tsx';
import { useDebouncedValue } from '../../../components/ui/use-debounced-value.ts';
import type { PartyForm } from '../api/party-body.ts';
import { findMember } from '../api/party-calls.ts';

/** Member codes are 8 to 13 characters; only those are looked up (operations document section 5). */
const MEMBER_MIN = 8;
const MEMBER_MAX = 13;
const LOOKUP_AFTER_MS = 400;

/** The customer fields a counter document's form holds; `no_ktp` only where the panel asks it. */
export type CustomerValues = PartyForm & { no_ktp?: string };

type Props = {
  /** A walk-in customer's ID number (No KTP): pawn loans and deposits ask it. */
  idNumber?: 'required' | 'optional';
};

/**
 * The customer of a counter document (sale, repair, order, and the coming loan, deposit and
 * instalment screens): the sales code, a member looked up by code (8-13 characters fill name, address
 * and phone), or a walk-in typed by hand (UMUM when empty). Lives inside the page's Form.
 */
export function CustomerPanel({ idNumber }: Props) {
  const form = Form.useFormInstance<CustomerValues>();
  // Looked up once the code has stopped changing: a code typed key by key is not asked for (and
  // refused) at each of its lengths.
  const typed = Form.useWatch('kode_member', form);
  const kode = useDebouncedValue(
    String(typed ?? '')
      .trim()
      .toUpperCase(),
    LOOKUP_AFTER_MS,
  );
  // The member whose details fill the fields now: a code changed away from it clears them again.
  const filledBy = useRef<string | null>(null);

  useEffect(() => {
    if (filledBy.current && filledBy.current !== kode) {
      filledBy.current = null;
      form.setFieldsValue({ nama_customer: undefined, alamat_customer: undefined, no_hp: undefined });
    }
    if (kode.length < MEMBER_MIN || kode.length > MEMBER_MAX || filledBy.current === kode) return;
    let current = true;
    findMember(kode)
      .then(([m]) => {
        if (!m || !current) return;
        filledBy.current = kode;
        form.setFieldsValue({
          nama_customer: m.nama_customer,
          alamat_customer: m.alamat_customer,
          no_hp: m.no_hp,
        });
      })
      .catch(() => current && showError(api.TRANSAKSI_MSG.memberNotFound));
    return () => {
      current = false;
    };
  }, [kode, form]);

  return (
    <Card size="small" title="Customer">
      <Field name="kode_sales" label="Sales" required={api.TRANSAKSI_MSG.salesRequired}>
        <MasterSelect master="sales" />
      </Field>
      <Field name="kode_member" label="Kode Member">
        <Input maxLength={MEMBER_MAX} placeholder="8-13 karakter" />
      </Field>
      <Field name="nama_customer" label="Nama Customer">
        <Input placeholder="UMUM" />
      </Field>
      {idNumber && (
        <Field
          name="no_ktp"
          label="No KTP"
          normalize={onlyDigits}
          required={idNumber === 'required' ? 'No KTP Tidak Boleh Kosong' : undefined}
        >
          <Input maxLength={16} inputMode="numeric" />
        </Field>
      )}
      <Field name="alamat_customer" label="Alamat">
        <Input />
      </Field>
      <Field name="no_hp" label="No HP">
        <Input inputMode="tel" />
      </Field>
    </Card>
  );
}
