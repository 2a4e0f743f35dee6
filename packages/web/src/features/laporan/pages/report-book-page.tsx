import {
  firstIssueMessage,
  formatCell,
  formatRupiah,
  initialFilterValues,
  MSG,
  type ReportBookDef,
  type ReportBookPart,
  type ReportFileFormat,
  type ReportParams,
  todayJakarta,
} from '@emas/contract';
import { Card, Col, Empty, Row, Statistic, Typography } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { toast } from '../../../components/ui/notify.tsx';
import { PageFrame } from '../../../components/ui/page-frame.tsx';
import { ReportState, reportStatus } from '../../../components/ui/report-state.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { useSession } from '../../../lib/session.ts';
import { useBookAtShop } from '../api/head-office-report.ts';
import { downloadReport, useReportBook } from '../api/report-calls.ts';
import { FailedShopsAlert, failedInParts } from '../components/failed-shops-alert.tsx';
import { type FilterErrors, ReportFilters } from '../components/report-filters.tsx';
import { ReportTable } from '../components/report-table.tsx';

/** One part's table under its title; an empty part shows its empty text. */
function PartTable({ book, part }: { book: ReportBookDef; part: ReportBookPart }) {
  const def = book.parts.find((p) => p.key === part.key);
  if (!def) return null;
  return (
    <section key={part.key} data-testid={`laporan-part-${part.key}`} style={{ marginBottom: 24 }}>
      <Typography.Title level={5} style={{ marginBottom: 8 }}>
        {part.title}
      </Typography.Title>
      {part.count > 0 ? (
        <ReportTable def={def} data={part.data} count={part.count} />
      ) : (
        <>
          <FailedShopsAlert failed={part.data.failed} />
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={def.emptyText} />
        </>
      )}
    </section>
  );
}

/** The summary a book opens with: its key figures, then its summary tables side by side. */
function BookSummary({ book, parts }: { book: ReportBookDef; parts: readonly ReportBookPart[] }) {
  const figures = book.summary?.figures?.(parts) ?? [];
  return (
    <Card size="small" title="Ringkasan" style={{ marginBottom: 24 }} data-testid="laporan-ringkasan">
      {figures.length > 0 && (
        <Row gutter={[12, 12]} style={{ marginBottom: 12 }}>
          {figures.map((f) => (
            <Col key={f.label} xs={12} lg={6}>
              <Card size="small">
                <Statistic
                  title={f.label}
                  value={f.value}
                  formatter={(v) =>
                    f.format === 'rupiah' ? formatRupiah(Number(v)) : formatCell(f.format, Number(v))
                  }
                  styles={{ content: { fontSize: 18 } }}
                />
              </Card>
            </Col>
          ))}
        </Row>
      )}
      <Row gutter={[16, 0]}>
        {parts.map((p) => (
          <Col key={p.key} xs={24} xl={12}>
            <PartTable book={book} part={p} />
          </Col>
        ))}
      </Row>
    </Card>
  );
}

/**
 * A book of reports (e.g. Laporan Akhir Hari): one filter form, then its summary (when it has one) and
 * every part's table under its title (an empty part shows its empty text); export of the whole book as
 * one file.
 */
export function ReportBookScreen({ book: declared, title }: { book: ReportBookDef; title: string }) {
  const { user } = useSession();
  const book = useBookAtShop(declared);
  const businessDate = user?.tgl_system ?? todayJakarta();
  const [values, setValues] = useState<ReportParams>(() => initialFilterValues(book.filters, businessDate));
  const [errors, setErrors] = useState<FilterErrors>({});
  const [submitted, setSubmitted] = useState<ReportParams | null>(null);
  const [exporting, setExporting] = useState<ReportFileFormat | null>(null);
  const report = useReportBook(book, submitted);

  const toasted = useRef(0);
  useEffect(() => {
    if (!report.data || report.dataUpdatedAt === toasted.current) return;
    toasted.current = report.dataUpdatedAt;
    if (report.data.count > 0) toast.success(book.successToast);
    else toast.info(book.emptyToast);
  }, [report.data, report.dataUpdatedAt, book]);

  const submit = () => {
    const parsed = book.params.safeParse(values);
    if (!parsed.success) {
      const next: FilterErrors = {};
      for (const issue of parsed.error.issues) next[String(issue.path[0] ?? '')] ??= issue.message;
      setErrors(next);
      toast.error(firstIssueMessage(parsed.error));
      return;
    }
    setErrors({});
    setSubmitted({ ...(parsed.data as ReportParams) });
    if (submitted && JSON.stringify(submitted) === JSON.stringify(parsed.data)) void report.refetch();
  };

  const exportAs = (format: ReportFileFormat) => async () => {
    if (!submitted || exporting) return;
    setExporting(format);
    try {
      await downloadReport(book, format, submitted, report.data?.count ?? 0);
    } finally {
      setExporting(null);
    }
  };

  // The book has results when any part has rows; the empty state is the book's empty toast text.
  const status = reportStatus({
    requested: submitted !== null,
    isFetching: report.isFetching,
    isError: report.isError,
    data: report.data && report.data.count > 0 ? report.data.data.parts : [],
  });
  const errorText = report.error instanceof ApiError ? report.error.message : MSG.requestFailed;
  const offered = new Set(book.formats);
  // Head office over SEMUA: the shops that did not answer, named once above the whole book.
  const failed = status === 'loading' ? [] : failedInParts(report.data?.data.parts ?? []);

  return (
    <PageFrame title={title}>
      <ReportFilters
        def={book}
        values={values}
        errors={errors}
        loading={report.isFetching}
        submitLabel={book.submitLabel}
        loadingLabel={book.loadingLabel}
        onChange={(key, value) => {
          setValues((v) => ({ ...v, [key]: value }));
          setErrors((e) => ({ ...e, [key]: undefined }));
        }}
        onSubmit={submit}
      />
      <FailedShopsAlert failed={failed} testId="laporan-buku-gagal" />
      <ReportState
        status={status}
        message={status === 'error' ? errorText : book.emptyToast}
        exports={{
          pdf: offered.has('pdf') ? exportAs('pdf') : undefined,
          excel: offered.has('xlsx') ? exportAs('xlsx') : undefined,
          csv: offered.has('csv') ? exportAs('csv') : undefined,
        }}
      >
        {report.data && book.summary && (
          <BookSummary book={book} parts={report.data.data.parts.slice(0, book.summary.parts)} />
        )}
        {report.data?.data.parts.slice(book.summary?.parts ?? 0).map((part) => (
          <PartTable key={part.key} book={book} part={part} />
        ))}
      </ReportState>
    </PageFrame>
  );
}
