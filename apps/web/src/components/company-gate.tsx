import type { Company } from '@bus/domain';
import { Spin, Typography } from 'antd';
import type { ReactNode } from 'react';
import { DataPrompt } from './data-prompt';
import { QueryError } from './query-error';
import { ReadOnlyTag } from './read-only-tag';

/**
 * The h1 of a costing screen with what stands beside it: the read-only tag when the caller may
 * only read the company's figures (issue 14 §8), or a screen's own tag (e.g. the demo's).
 */
export function CostingTitle({
  text,
  readOnly = false,
  children,
}: {
  text: string;
  readOnly?: boolean;
  children?: ReactNode;
}) {
  return (
    <div className="costing-title">
      <Typography.Title level={1}>{text}</Typography.Title>
      {readOnly ? <ReadOnlyTag /> : null}
      {children}
    </div>
  );
}

/**
 * What a costing screen shows before it has a company to work on: a spinner while the company
 * list loads, the failure with a retry, or the prompt to upload statements when there is no
 * company (platform.md §2.9). Only then does it render the screen for the picked company.
 */
export function CompanyGate({
  companies,
  company,
  header,
  errorTitle,
  emptyDescription,
  children,
}: {
  /** The company list's query (useCostingCompanies). */
  companies: {
    isPending: boolean;
    isError: boolean;
    error: unknown;
    refetch: () => Promise<unknown>;
  };
  /** The company picked from that list, if any. */
  company: Company | null | undefined;
  /** The title (and anything under it) shown above the failure or the prompt. */
  header: ReactNode;
  errorTitle: string;
  /** The screen's own wording of the upload prompt; the generic one when omitted. */
  emptyDescription?: ReactNode;
  children: (company: Company) => ReactNode;
}) {
  if (companies.isPending) return <Spin className="costing-spinner" />;
  if (companies.isError)
    return (
      <div className="costing-page">
        {header}
        <QueryError
          title={errorTitle}
          error={companies.error}
          onRetry={() => void companies.refetch()}
        />
      </div>
    );
  if (!company)
    return (
      <div className="costing-page">
        {header}
        <DataPrompt description={emptyDescription} />
      </div>
    );
  return children(company);
}
