import './page-loading.css';

/** While a page's code loads: a plain spinner (no antd code on the first page). */
export function PageLoading() {
  return (
    <div className="page-loading" role="status" aria-label="Memuat">
      <span className="page-loading-dot" />
    </div>
  );
}
