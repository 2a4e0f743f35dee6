import { firstIssueMessage, masterApi, masterByKey } from '@emas/contract';
import {
  folderOf,
  type KatalogKind,
  type KatalogVarian,
  KIND_BODY,
  KIND_CODE_PREFIX,
  KIND_KEY,
} from '@emas/contract/api/katalog';
import { useQuery } from '@tanstack/react-query';
import { ColorPicker, Form, Input, InputNumber, Select } from 'antd';
import { useEffect, useState } from 'react';
import { showError } from '../../../components/ui/notify.tsx';
import { SaveModal } from '../../../components/ui/save-modal.tsx';
import { callData } from '../../../lib/api-client.ts';
import { uploadKatalogImage, useKatalogList, useSaveKatalog } from '../api/katalog-calls.ts';
import { ImagePicker, type PickedImage, storedImages } from './image-picker.tsx';
import type { FormField, KindForm } from './katalog-forms.ts';

type Row = Record<string, unknown>;
type Props = {
  kind: Exclude<KatalogKind, 'SPLASH'>;
  varian: KatalogVarian;
  def: KindForm;
  open: boolean;
  editing: Row | null;
  onClose: () => void;
};

const asList = (v: unknown): string[] => (Array.isArray(v) ? v.map(String) : v ? [String(v)] : []);

function useGroupOptions(enabled: boolean) {
  const def = masterByKey('group');
  return useQuery({
    queryKey: ['master', 'group', 'options'],
    queryFn: ({ signal }) => {
      if (!def) throw new Error('master group is not declared');
      return callData(masterApi(def).options, { signal });
    },
    staleTime: 60_000,
    enabled: enabled && !!def,
  });
}

/**
 * Add or edit one catalogue entry (section 4): a record open in the modal means edit. The payload is
 * checked with the contract's schema first (the specification's messages), then new images are
 * uploaded (on edit only when the image changed), then the add or edit call is made.
 */
export function KatalogFormModal({ kind, varian, def, open, editing, onClose }: Props) {
  const [form] = Form.useForm<Row>();
  const [images, setImages] = useState<PickedImage[]>([]);
  const [uploading, setUploading] = useState(false);
  const save = useSaveKatalog(kind, varian);
  const needs = (k: FormField['kind']) => def.fields.some((f) => f.kind === k);
  const groups = useGroupOptions(open && needs('groups'));
  const banners = useKatalogList('BANNER', varian, open && needs('banners'));
  const infos = useKatalogList('INFO', varian, open && needs('infos'));
  const keyField = KIND_KEY[kind];

  useEffect(() => {
    if (!open) return;
    form.resetFields();
    if (editing) {
      form.setFieldsValue(editing);
      setImages(
        def.images
          ? storedImages(asList(editing.gambar_path), asList(editing.gambar_name), asList(editing.gambar_url))
          : [],
      );
    } else setImages([]);
  }, [open, editing, form, def.images]);

  const imageFields = (list: { path: string; name: string }[]) =>
    def.images === 0
      ? {}
      : def.images === 1
        ? { gambar_path: list[0]?.path ?? '', gambar_name: list[0]?.name ?? '' }
        : { gambar_path: list.map((i) => i.path), gambar_name: list.map((i) => i.name) };

  const submit = async () => {
    const values = form.getFieldsValue(true) as Row;
    const fields: Row = {};
    for (const f of def.fields) fields[f.name] = values[f.name];
    if (editing && !KIND_CODE_PREFIX[kind]) fields[keyField] = editing[keyField];
    // Check first, with a stand-in for images not uploaded yet: nothing is uploaded for a refused form.
    const pending = images.map((i) => ({ path: i.path ?? 'PENDING', name: i.name ?? 'PENDING' }));
    const checked = KIND_BODY[kind].safeParse({ ...fields, ...imageFields(pending) });
    if (!checked.success) {
      showError(firstIssueMessage(checked.error));
      return;
    }
    const folder = folderOf(kind, varian);
    setUploading(true);
    let stored: { path: string; name: string }[];
    try {
      stored = [];
      for (const img of images) {
        if (img.file && folder) {
          const up = await uploadKatalogImage(folder, img.file);
          stored.push({ path: up.gambar_path, name: up.gambar_name });
        } else stored.push({ path: img.path ?? '', name: img.name ?? '' });
      }
    } catch {
      return; // the upload's refusal was shown
    } finally {
      setUploading(false);
    }
    const kode = editing ? String(editing[keyField]) : null;
    await save.mutateAsync({ kode, body: { ...fields, ...imageFields(stored) } });
    onClose();
  };

  const input = (f: FormField) => {
    switch (f.kind) {
      case 'code':
        return <Input maxLength={30} disabled={!!editing} placeholder={f.placeholder} />;
      case 'textarea':
        return <Input.TextArea rows={3} maxLength={2000} />;
      case 'number':
        return <InputNumber min={0} precision={0} style={{ width: '100%' }} />;
      case 'phone':
        return <Input maxLength={20} inputMode="tel" placeholder="08xxxxxxxxxx" />;
      case 'color':
        return <ColorPicker format="hex" showText allowClear />;
      case 'groups':
        return (
          <Select
            mode="multiple"
            allowClear
            placeholder="Pilih Group"
            loading={groups.isFetching}
            options={(groups.data ?? []).map((o) => ({ value: o.value, label: o.label }))}
          />
        );
      case 'banners':
      case 'infos': {
        const rows = (f.kind === 'banners' ? banners.data : infos.data) ?? [];
        const key = f.kind === 'banners' ? 'kode_banner' : 'kode_info';
        return (
          <Select
            mode="multiple"
            allowClear
            options={rows.map((r) => {
              const row = r as unknown as Row;
              return { value: String(row[key]), label: `${row[key]} - ${row.title}` };
            })}
          />
        );
      }
      default:
        return <Input maxLength={300} placeholder={f.placeholder} />;
    }
  };

  return (
    <SaveModal
      open={open}
      title={editing ? `Edit ${def.noun} ${String(editing[keyField])}` : `Tambah ${def.noun}`}
      saving={uploading || save.isPending}
      onSave={submit}
      onClose={onClose}
    >
      <Form form={form} layout="vertical" autoComplete="off" data-testid="katalog-form">
        {def.fields.map((f) => (
          <Form.Item
            key={f.name}
            name={f.name}
            label={f.label}
            getValueFromEvent={
              f.kind === 'color'
                ? (c: { toHexString?: () => string } | null) => (c?.toHexString ? c.toHexString() : '')
                : undefined
            }
          >
            {input(f)}
          </Form.Item>
        ))}
        {def.images ? (
          <Form.Item label={def.images > 1 ? 'Gambar (maks. 10)' : 'Gambar'}>
            <ImagePicker value={images} onChange={setImages} max={def.images} />
          </Form.Item>
        ) : null}
      </Form>
    </SaveModal>
  );
}
