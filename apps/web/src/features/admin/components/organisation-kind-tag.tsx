import type { OrganisationKind } from '@bus/domain';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';

/** 운수사 in blue; 기관 and 협회 (the overseers) in purple. */
const KIND_COLORS: Record<OrganisationKind, string> = {
  operator: 'blue',
  authority: 'purple',
  association: 'purple',
};

export function OrganisationKindTag({ kind }: { kind: OrganisationKind }) {
  const { t } = useTranslation('admin');
  return (
    <Tag color={KIND_COLORS[kind]} data-kind={kind}>
      {t(`admin:organisations.kinds.${kind}`)}
    </Tag>
  );
}
