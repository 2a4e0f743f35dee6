import { SaveOutlined } from '@ant-design/icons';
import { SEE_ALL_LEVELS } from '@emas/contract';
import { Alert, Button, Col, Empty, Flex, Input, Row, Select, Spin, Tree, Typography } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { PageFrame } from '../../../components/ui/page-frame.tsx';
import { useAllUsers } from '../api/get-users.ts';
import { type AksesScope, useSaveUserAkses, useUserAkses } from '../api/user-akses.ts';
import { applyChecks, countShown, shownLeafKeys, toTreeItems } from '../components/akses-tree.ts';

/**
 * hak-akses-users: pick a user, tick the menu entries the user may see, save. hak-akses-news is the
 * same screen over the news part only (the member catalogue's content), saved without the rest.
 */
export const HakAksesNewsPage = () => <HakAksesUsersPage scope="news" />;

export function HakAksesUsersPage({ scope = 'all' }: { scope?: AksesScope }) {
  const users = useAllUsers();
  const [userId, setUserId] = useState<string>();
  const akses = useUserAkses(userId, scope);
  const save = useSaveUserAkses(scope);
  const [checked, setChecked] = useState<string[]>([]);
  const [filter, setFilter] = useState('');

  useEffect(() => {
    setChecked(akses.data ? shownLeafKeys(akses.data) : []);
  }, [akses.data]);

  const items = useMemo(() => toTreeItems(akses.data ?? []), [akses.data]);
  const picked = users.data?.find((u) => u.user_id === userId);
  const seesAll = !!picked && SEE_ALL_LEVELS.includes(picked.level);
  const allLeaves = useMemo(() => (akses.data ? shownLeafKeys(markAll(akses.data)) : []), [akses.data]);

  const q = filter.trim().toLowerCase();
  const visibleItems = useMemo(() => (q ? filterItems(items, q) : items), [items, q]);

  const onSave = () => {
    if (!userId || !akses.data) return;
    save.mutate({ user_id: userId, akses: applyChecks(akses.data, new Set(checked)) });
  };

  return (
    <PageFrame
      title={scope === 'news' ? 'Hak Akses News' : 'Hak Akses Users'}
      onRefresh={() => void akses.refetch()}
    >
      <Row gutter={[16, 16]}>
        <Col xs={24} md={8}>
          <Typography.Text strong>
            <label htmlFor="pilih-user">Pilih User</label>
          </Typography.Text>
          <Select
            id="pilih-user"
            showSearch={{ optionFilterProp: 'label' }}
            placeholder="Pilih User"
            loading={users.isFetching}
            value={userId}
            onChange={setUserId}
            options={(users.data ?? []).map((u) => ({
              value: u.user_id,
              label: `${u.user_id} - ${u.user_name} (${u.level})`,
            }))}
            style={{ width: '100%', marginTop: 6 }}
          />
          {seesAll && (
            <Alert
              style={{ marginTop: 12 }}
              type="info"
              showIcon
              title={`Level ${picked?.level} selalu melihat semua menu; hak akses di bawah tidak membatasinya.`}
            />
          )}
          {scope === 'news' && (
            <Typography.Paragraph type="secondary" style={{ marginTop: 12 }}>
              Menu berita dan konten aplikasi katalog member (banner, info, kategori, item, harga, hadiah,
              kontak admin, splash screen). Menu lain user ini tidak berubah.
            </Typography.Paragraph>
          )}
          {akses.data && (
            <Typography.Paragraph type="secondary" style={{ marginTop: 12 }}>
              {countShown(applyChecks(akses.data, new Set(checked)))} menu dipilih
            </Typography.Paragraph>
          )}
        </Col>
        <Col xs={24} md={16}>
          {!userId ? (
            <Empty description="Silahkan Pilih User" />
          ) : akses.isFetching && !akses.data ? (
            <Flex justify="center" style={{ padding: 32 }}>
              <Spin />
            </Flex>
          ) : (
            <>
              <Flex gap={8} wrap style={{ marginBottom: 8 }}>
                <Input.Search
                  allowClear
                  placeholder="Cari Menu"
                  value={filter}
                  onChange={(e) => setFilter(e.target.value)}
                  style={{ maxWidth: 260 }}
                />
                <Button onClick={() => setChecked(allLeaves)}>Pilih Semua</Button>
                <Button onClick={() => setChecked([])}>Hapus Semua</Button>
                <Button
                  type="primary"
                  icon={<SaveOutlined />}
                  loading={save.isPending}
                  onClick={onSave}
                  style={{ marginInlineStart: 'auto' }}
                >
                  Simpan
                </Button>
              </Flex>
              <div
                style={{
                  maxHeight: '60vh',
                  overflow: 'auto',
                  border: '1px solid #eee',
                  borderRadius: 6,
                  padding: 8,
                }}
              >
                <Tree
                  checkable
                  selectable={false}
                  defaultExpandAll={!!q}
                  key={q ? `f:${q}` : 'all'}
                  treeData={visibleItems}
                  checkedKeys={checked}
                  onCheck={(keys) => {
                    const next = (Array.isArray(keys) ? keys : keys.checked).map(String);
                    // Keys hidden by the filter keep their state.
                    if (!q) return setChecked(next);
                    const shown = new Set(leafKeys(visibleItems));
                    setChecked([
                      ...checked.filter((k) => !shown.has(k)),
                      ...next.filter((k) => shown.has(k)),
                    ]);
                  }}
                />
              </div>
            </>
          )}
        </Col>
      </Row>
    </PageFrame>
  );
}

type Item = ReturnType<typeof toTreeItems>[number];

function filterItems(items: Item[], q: string): Item[] {
  return items.flatMap((it) => {
    if (it.title.toLowerCase().includes(q)) return [it];
    const children = filterItems(it.children, q);
    return children.length ? [{ ...it, children }] : [];
  });
}

const leafKeys = (items: Item[]): string[] =>
  items.flatMap((it) => (it.children.length ? leafKeys(it.children) : [it.key]));

function markAll<T extends { is_show: boolean; children: T[] }>(nodes: T[]): T[] {
  return nodes.map((n) => ({ ...n, is_show: true, children: markAll(n.children) }));
}
