import type { EntityImportProblem, EntityProblemView } from '@bus/domain';
import { Alert } from 'antd';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { i18n } from '../../../lib/i18n';
import type { DraftCheck, EntityDraft } from '../lib/entity-draft';
import { useDriverLabel } from './driver-label';

/** At most this many problems are listed; the count says how many there are. */
const MAX_LISTED = 20;

/** A problem code's message from the error catalogue (every entity/* code has one). */
function codeMessage(code: string, t: TFunction): string {
  const key = `errors:codes.${code}`;
  return i18n.exists(key) ? t(key) : t('costAllocation:problems.invalid');
}

/** The domain's custom driver problems as the table words them. */
const DRIVER_PROBLEMS: Record<string, string> = {
  'custom-driver/invalid-key': 'problems.driverKey',
  'custom-driver/duplicate-key': 'problems.driverKeyTaken',
  'custom-driver/empty-name': 'problems.driverName',
};

function ProblemList({ title, lines }: { title: string; lines: string[] }) {
  const { t } = useTranslation('costAllocation');
  if (lines.length === 0) return null;
  return (
    <Alert
      className="costing-block"
      type="error"
      showIcon
      role="alert"
      title={title}
      description={
        <ul className="al-problem-list">
          {lines.slice(0, MAX_LISTED).map((line) => (
            <li key={line}>{line}</li>
          ))}
          {lines.length > MAX_LISTED ? (
            <li>{t('problems.more', { count: lines.length - MAX_LISTED })}</li>
          ) : null}
        </ul>
      }
    />
  );
}

/** What the table's own check found, one line per cell or row: "3행 R-101 · 운행거리: …". */
export function DraftProblems({ draft, check }: { draft: EntityDraft; check: DraftCheck }) {
  const { t } = useTranslation('costAllocation');
  const driverLabel = useDriverLabel(draft.customDrivers);
  const column = (key: string) =>
    key === 'name' || key === 'id' ? t(`entities.columns.${key}`) : driverLabel(key);
  const lines: string[] = [];
  if (check.tooMany) lines.push(t('problems.tooMany'));
  draft.rows.forEach((row, index) => {
    const where = t('problems.where', { row: index + 1, name: row.name.trim() || '-' });
    for (const [key, problem] of Object.entries(check.cells[row.key] ?? {})) {
      lines.push(`${where} · ${column(key)}: ${t(`problems.${problem}`)}`);
    }
    for (const problem of check.rows[row.key] ?? []) {
      lines.push(`${where}: ${t(`problems.${problem}`)}`);
    }
  });
  for (const [key, codes] of Object.entries(check.drivers)) {
    for (const code of codes)
      lines.push(`${key}: ${t(DRIVER_PROBLEMS[code] ?? 'problems.invalid')}`);
  }
  return <ProblemList title={t('problems.title', { count: lines.length })} lines={lines} />;
}

function serverLine(problem: EntityProblemView, t: TFunction): string {
  const message = codeMessage(problem.code, t);
  const where =
    problem.index === undefined
      ? (problem.entity ?? problem.key ?? '')
      : t('problems.where', { row: problem.index + 1, name: problem.entity || '-' });
  const driver = problem.driver ? ` · ${problem.driver}` : '';
  return where ? `${where}${driver}: ${message}` : message;
}

/** The problems the server listed with `entity/invalid` (the save was refused as a whole). */
export function ServerEntityProblems({ problems }: { problems: readonly EntityProblemView[] }) {
  const { t } = useTranslation(['costAllocation', 'errors']);
  return (
    <ProblemList
      title={t('errors:codes.entity/invalid')}
      lines={problems.map((problem) => serverLine(problem, t))}
    />
  );
}

/** The problems of an import file, by row and column (nothing was saved). */
export function ImportProblems({ problems }: { problems: readonly EntityImportProblem[] }) {
  const { t } = useTranslation(['costAllocation', 'errors']);
  const lines = problems.map((problem) => {
    const where = problem.column
      ? t('importProblems.cell', { row: problem.row, column: problem.column })
      : t('importProblems.row', { row: problem.row });
    const value = problem.value ? ` (${problem.value})` : '';
    return `${where}: ${codeMessage(problem.code, t)}${value}`;
  });
  return <ProblemList title={t('errors:codes.entity/import-invalid')} lines={lines} />;
}
