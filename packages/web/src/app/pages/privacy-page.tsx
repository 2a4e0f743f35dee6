import { Typography } from 'antd';
import { LegalPage } from './legal-page.tsx';

const { Paragraph, Title } = Typography;

export function PrivacyPage() {
  return (
    <LegalPage title="Kebijakan Privasi">
      <Paragraph>
        Aplikasi menyimpan data pelanggan (nama, nomor telepon, alamat, data member dan poin) serta data
        transaksi hanya untuk keperluan operasional toko dan kantor pusat.
      </Paragraph>
      <Title level={4}>Data yang Disimpan di Perangkat</Title>
      <Paragraph>
        Setelah login, data sesi (user, toko, tanggal sistem dan hak akses) disimpan di browser dan dihapus
        saat logout, saat tanggal berganti, atau saat toko ditutup.
      </Paragraph>
      <Title level={4}>Berbagi Data</Title>
      <Paragraph>
        Data tidak dijual atau dibagikan kepada pihak ketiga. Nomor WhatsApp pelanggan hanya dipakai untuk
        mengirim nota dan informasi member bila pelanggan menyetujuinya.
      </Paragraph>
    </LegalPage>
  );
}
