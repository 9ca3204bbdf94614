import type { StatementSummary } from '@bus/domain';
import { useState } from 'react';
import { CompaniesTable } from './companies-table';
import { StatementEditModal } from './statement-edit-modal';
import { StatementsTable } from './statements-table';

type ManageTabProps = {
  companyId: string | null;
  onSelectCompany: (id: string | null) => void;
  onOpenDetails: (statementId: string) => void;
  onGoUpload: () => void;
};

/** Manage tab (§2): companies, the selected company's statements and their row actions. */
export function ManageTab({
  companyId,
  onSelectCompany,
  onOpenDetails,
  onGoUpload,
}: ManageTabProps) {
  const [editing, setEditing] = useState<StatementSummary | null>(null);
  return (
    <div className="fdc-manage">
      <CompaniesTable selectedId={companyId} onSelect={onSelectCompany} onGoUpload={onGoUpload} />
      {companyId && (
        <StatementsTable companyId={companyId} onOpenDetails={onOpenDetails} onEdit={setEditing} />
      )}
      <StatementEditModal statement={editing} onClose={() => setEditing(null)} />
    </div>
  );
}
