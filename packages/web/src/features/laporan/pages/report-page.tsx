import {
  activeModuleSet,
  firstIssueMessage,
  initialFilterValues,
  MSG,
  type ReportDef,
  type ReportFileFormat,
  type ReportParams,
  reportBookByRoute,
  reportByRoute,
  reportForModules,
  todayJakarta,
} from '@emas/contract';
import { type ReactNode, useEffect, useMemo, useRef, useState } from 'react';
import { useCurrentRoute } from '../../../app/routing/current-route.ts';
import { toast } from '../../../components/ui/notify.tsx';
import { PageFrame } from '../../../components/ui/page-frame.tsx';
import { ReportState, reportStatus } from '../../../components/ui/report-state.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { useSession } from '../../../lib/session.ts';
import { useReportAtShop } from '../api/head-office-report.ts';
import { downloadReport, useReport } from '../api/report-calls.ts';
import { FailedShopsAlert } from '../components/failed-shops-alert.tsx';
import { type FilterErrors, ReportFilters } from '../components/report-filters.tsx';
import { ReportTable } from '../components/report-table.tsx';
import { ReportBookScreen } from './report-book-page.tsx';

/** Every report of the contract's REPORTS: one page from its definition. */
export function ReportPage() {
  const route = useCurrentRoute();
  // A book's route shows all its parts; the parts share the route for their rights.
  const book = reportBookByRoute(route.path);
  if (book) return <ReportBookScreen key={book.key} book={book} title={route.title} />;
  const def = reportByRoute(route.path);
  if (!def) return null;
  return <ModuleReportScreen def={def} title={route.title} />;
}

/** A report as the shop's modules show it (a module's captions and filters). */
function ModuleReportScreen({ def, title }: { def: ReportDef; title: string }) {
  const { user } = useSession();
  const modules = useMemo(() => activeModuleSet(user?.module ?? []), [user?.module]);
  const shown = useMemo(() => reportForModules(def, modules), [def, modules]);
  return <ReportScreen key={def.key} def={shown} title={title} />;
}

/** One report's screen; `before` goes above its filters (e.g. a choice between related reports). */
export function ReportScreen({
  def: declared,
  title,
  before,
}: {
  def: ReportDef;
  title: string;
  before?: ReactNode;
}) {
  const { user } = useSession();
  const def = useReportAtShop(declared);
  const businessDate = user?.tgl_system ?? todayJakarta();
  const [values, setValues] = useState<ReportParams>(() => initialFilterValues(def.filters, businessDate));
  const [errors, setErrors] = useState<FilterErrors>({});
  const [submitted, setSubmitted] = useState<ReportParams | null>(null);
  const [exporting, setExporting] = useState<ReportFileFormat | null>(null);
  const report = useReport(def, submitted);

  // One toast per answer: the report's success text, or its empty text.
  const toasted = useRef(0);
  useEffect(() => {
    if (!report.data || report.dataUpdatedAt === toasted.current) return;
    toasted.current = report.dataUpdatedAt;
    if (report.data.count > 0) toast.success(def.successToast);
    else toast.info(def.emptyToast);
  }, [report.data, report.dataUpdatedAt, def]);

  const submit = () => {
    const parsed = def.params.safeParse(values);
    if (!parsed.success) {
      const next: FilterErrors = {};
      for (const issue of parsed.error.issues) {
        const key = String(issue.path[0] ?? '');
        next[key] ??= issue.message;
      }
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
      await downloadReport(def, format, submitted, report.data?.count ?? 0);
    } finally {
      setExporting(null);
    }
  };

  const status = reportStatus({
    requested: submitted !== null,
    isFetching: report.isFetching,
    isError: report.isError,
    data: report.data?.data.rows,
  });
  const errorText = report.error instanceof ApiError ? report.error.message : MSG.requestFailed;
  const offered = new Set(def.formats);

  return (
    <PageFrame title={title}>
      {before}
      <ReportFilters
        def={def}
        values={values}
        errors={errors}
        loading={report.isFetching}
        onChange={(key, value) => {
          setValues((v) => ({ ...v, [key]: value }));
          setErrors((e) => ({ ...e, [key]: undefined }));
        }}
        onSubmit={submit}
      />
      {/* With rows the table names them above itself; without, they are named here. */}
      {status === 'empty' && <FailedShopsAlert failed={report.data?.data.failed} />}
      <ReportState
        status={status}
        message={status === 'error' ? errorText : def.emptyText}
        exports={{
          pdf: offered.has('pdf') ? exportAs('pdf') : undefined,
          excel: offered.has('xlsx') ? exportAs('xlsx') : undefined,
          csv: offered.has('csv') ? exportAs('csv') : undefined,
        }}
      >
        {report.data && <ReportTable def={def} data={report.data.data} count={report.data.count} />}
      </ReportState>
    </PageFrame>
  );
}
