import {
  KATALOG_KINDS,
  type KatalogKind,
  type KatalogVarian,
  KIND_KEY,
  KIND_PAGE,
} from '@emas/contract/api/katalog';
import { Image, Tag } from 'antd';
import { useState } from 'react';
import { useCurrentRoute } from '../../../app/routing/current-route.ts';
import { type DataColumn, DataTable } from '../../../components/ui/data-table.tsx';
import { confirmDelete } from '../../../components/ui/notify.tsx';
import { PageFrame } from '../../../components/ui/page-frame.tsx';
import { EditDeleteActions } from '../../../components/ui/row-actions.tsx';
import { useDeleteKatalog, useKatalogList } from '../api/katalog-calls.ts';
import { KatalogFormModal } from '../components/katalog-form-modal.tsx';
import { KIND_FORMS } from '../components/katalog-forms.ts';
import { SplashScreens } from '../components/splash-screens.tsx';

type Row = Record<string, unknown>;

/** The kind and variant of a catalogue route: /{page} or /diamond/{page}. */
export function katalogOfPath(path: string): { kind: KatalogKind; varian: KatalogVarian } | null {
  const varian: KatalogVarian = path.startsWith('/diamond/') ? 'DIAMOND' : 'REGULER';
  const slug = path.replace(/^\/(diamond\/)?/, '');
  const kind = KATALOG_KINDS.find((k) => KIND_PAGE[k] === slug);
  return kind ? { kind, varian } : null;
}

/** Every catalogue screen, regular and diamond: a list and an add/edit modal (section 2). */
export function KatalogPage() {
  const route = useCurrentRoute();
  const what = katalogOfPath(route.path);
  if (!what) return null;
  if (what.kind === 'SPLASH')
    return (
      <PageFrame title={route.title}>
        <SplashScreens key={what.varian} varian={what.varian} />
      </PageFrame>
    );
  return <KatalogScreen key={route.path} kind={what.kind} varian={what.varian} title={route.title} />;
}

function KatalogScreen({
  kind,
  varian,
  title,
}: {
  kind: Exclude<KatalogKind, 'SPLASH'>;
  varian: KatalogVarian;
  title: string;
}) {
  const def = KIND_FORMS[kind];
  const list = useKatalogList(kind, varian);
  const remove = useDeleteKatalog(kind, varian);
  const [modal, setModal] = useState<{ open: boolean; editing: Row | null }>({ open: false, editing: null });
  const key = KIND_KEY[kind];

  const onDelete = async (row: Row) => {
    const kode = String(row[key]);
    if (await confirmDelete(kode)) remove.mutate(kode);
  };

  const thumb = (row: Row) => {
    const url = Array.isArray(row.gambar_url) ? row.gambar_url[0] : row.gambar_url;
    return url ? (
      <Image
        src={`${url}?w=120`}
        preview={{ src: String(url) }}
        width={48}
        height={64}
        style={{ objectFit: 'cover' }}
      />
    ) : null;
  };

  const columns: DataColumn<Row>[] = [
    ...(def.images ? [{ key: 'gambar', title: 'Gambar', noExport: true, width: 72, render: thumb }] : []),
    ...def.columns.map((c) => ({
      key: c.field,
      title: c.title,
      exportValue: (r: Row) => (Array.isArray(r[c.field]) ? (r[c.field] as string[]).join(', ') : r[c.field]),
      render: (r: Row) => {
        const v = r[c.field];
        if (Array.isArray(v)) return v.map((g) => <Tag key={String(g)}>{String(g)}</Tag>);
        if (c.field === 'warna') return <Tag color={String(v)}>{String(v)}</Tag>;
        return String(v ?? '');
      },
    })),
    {
      key: 'aksi',
      title: 'Aksi',
      noExport: true,
      render: (r) => (
        <EditDeleteActions
          kode={String(r[key])}
          onEdit={() => setModal({ open: true, editing: r })}
          onDelete={() => void onDelete(r)}
        />
      ),
    },
  ];

  return (
    <PageFrame title={title} onRefresh={() => void list.refetch()}>
      <DataTable<Row>
        testId="katalog-table"
        rows={list.data as Row[] | undefined}
        loading={list.isFetching}
        columns={columns}
        rowKey={(r) => String(r[key])}
        onAdd={() => setModal({ open: true, editing: null })}
        exportCsv
        cardTitle={(r) => String(r[key])}
      />
      <KatalogFormModal
        kind={kind}
        varian={varian}
        def={def}
        open={modal.open}
        editing={modal.editing}
        onClose={() => setModal({ open: false, editing: null })}
      />
    </PageFrame>
  );
}
