import type { SavedSeriesSummary, SeriesInspection } from '@bus/domain';
import { useCallback, useState } from 'react';
import { type InspectRequest, useInspectSeries } from '../api/inspect-series';
import { filledRows, type GridRow } from '../lib/paste-grid';

/** Where the series comes from (issue 16 §2): a file, the grid, or a company's saved series. */
export type SeriesSource =
  | { kind: 'file'; file: File; dateColumn?: string; valueColumn?: string }
  | { kind: 'grid'; rows: GridRow[] }
  | { kind: 'saved'; series: SavedSeriesSummary; rows: GridRow[] };

function requestOf(source: SeriesSource, limit24Months: boolean): InspectRequest {
  if (source.kind === 'file') {
    return {
      kind: 'file',
      file: source.file,
      dateColumn: source.dateColumn,
      valueColumn: source.valueColumn,
      limit24Months,
    };
  }
  return { kind: 'rows', rows: filledRows(source.rows), limit24Months };
}

/**
 * The input step's series: the chosen source, read and checked by the server (POST …/inspect),
 * read again when the 24-month limit is switched (the server drops the older months).
 */
export function useSeriesInput() {
  const inspect = useInspectSeries();
  const [source, setSource] = useState<SeriesSource | null>(null);
  const [limit24Months, setLimit] = useState(false);
  const [inspection, setInspection] = useState<SeriesInspection | null>(null);
  const { mutate, reset } = inspect;

  const run = useCallback(
    (next: SeriesSource, limit: boolean) => {
      setSource(next);
      setInspection(null);
      mutate(requestOf(next, limit), { onSuccess: setInspection });
    },
    [mutate],
  );

  return {
    source,
    inspection,
    limit24Months,
    error: inspect.error,
    reading: inspect.isPending,
    read: (next: SeriesSource) => run(next, limit24Months),
    setLimit24Months: (limit: boolean) => {
      setLimit(limit);
      if (source) run(source, limit);
    },
    clear: () => {
      setSource(null);
      setInspection(null);
      reset();
    },
  };
}

export type SeriesInput = ReturnType<typeof useSeriesInput>;
