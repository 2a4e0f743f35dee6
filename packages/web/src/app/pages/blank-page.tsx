/** The bare 404 page (/blank): no layout, no links. */
export function BlankPage() {
  return (
    <div
      style={{
        minHeight: '100vh',
        display: 'grid',
        placeItems: 'center',
        fontFamily: 'sans-serif',
        color: '#555',
      }}
    >
      <div style={{ textAlign: 'center' }}>
        <div style={{ fontSize: 64, fontWeight: 700 }}>404</div>
        <div>Halaman Tidak Ditemukan</div>
      </div>
    </div>
  );
}
