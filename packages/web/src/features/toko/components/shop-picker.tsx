import { ShopOutlined } from '@ant-design/icons';
import { Flex, Select, Typography } from 'antd';
import { queryClient } from '../../../lib/query-client.ts';
import { setPickedShop, useSession } from '../../../lib/session.ts';
import { masterTokoKey, useMasterToko } from '../api/get-master-toko.ts';

/**
 * Head-office mode: 'Pilih Toko' lists the shops by name with their portal as value; the picked
 * shop's portal becomes the API base of the whole app (stored, so it survives a reload).
 */
export function ShopPicker() {
  const { pickedShop } = useSession();
  const shops = useMasterToko();
  const pick = (portal: string | undefined) => {
    const shop = shops.data?.find((s) => s.portal === portal);
    setPickedShop(
      shop ? { kode_toko: shop.kode_toko, nama_toko: shop.nama_toko, portal: shop.portal } : null,
    );
    // Everything shown so far came from the previous shop.
    void queryClient.resetQueries({ predicate: (q) => q.queryKey[0] !== masterTokoKey[0] });
  };
  return (
    <Flex align="center" gap={6}>
      <Typography.Text strong style={{ whiteSpace: 'nowrap' }}>
        <label htmlFor="pilih-toko">Pilih Toko</label>
      </Typography.Text>
      <Select
        id="pilih-toko"
        data-testid="shop-picker"
        allowClear
        showSearch={{ optionFilterProp: 'label' }}
        placeholder="PILIH TOKO"
        suffixIcon={<ShopOutlined />}
        loading={shops.isFetching}
        value={pickedShop?.portal}
        onChange={pick}
        options={(shops.data ?? []).map((s) => ({ label: s.nama_toko, value: s.portal }))}
        style={{ minWidth: 180 }}
        popupMatchSelectWidth={false}
      />
    </Flex>
  );
}
