import { Typography } from 'antd';
import { LegalPage } from './legal-page.tsx';

const { Paragraph, Title } = Typography;

export function TermsPage() {
  return (
    <LegalPage title="Syarat dan Ketentuan">
      <Paragraph>
        Aplikasi ini dipakai oleh karyawan toko emas dan kantor pusat untuk mencatat penjualan, pembelian,
        service, pesanan, hutang, titipan, kas dan stok. Dengan masuk ke aplikasi, Anda menyetujui ketentuan
        berikut.
      </Paragraph>
      <Title level={4}>Akun dan Hak Akses</Title>
      <Paragraph>
        Setiap akun bersifat pribadi. Jangan memberikan password kepada orang lain. Hak akses menu ditentukan
        oleh admin toko sesuai level Anda (Kasir, Supervisor, Owner). Semua transaksi tercatat atas nama akun
        yang memakainya.
      </Paragraph>
      <Title level={4}>Transaksi</Title>
      <Paragraph>
        Harga, berat dan kadar pada nota adalah data yang tersimpan saat transaksi dibuat. Transaksi di bawah
        harga modal, lelang dan pembatalan memerlukan otorisasi Supervisor atau Owner. Tutup toko mengakhiri
        hari transaksi dan semua sesi login toko tersebut.
      </Paragraph>
      <Title level={4}>Pembelian Kembali</Title>
      <Paragraph>
        Ketentuan pembelian kembali (buy-back) dalam 3 bulan mengikuti yang tercetak pada nota asli dan
        kebijakan toko.
      </Paragraph>
    </LegalPage>
  );
}
