import { Card, Descriptions, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { TextList } from '../components/text-list';
import { asStringList } from '../lib/as-string-list';
import '../components/public-page.css';

/** The ten sections of data-center-board-admin.md §2 "Privacy policy", in its order. */
const SECTIONS = [
  'items',
  'purposes',
  'retention',
  'refusal',
  'destruction',
  'thirdParty',
  'security',
  'rights',
  'officer',
  'changes',
] as const;
type Section = (typeof SECTIONS)[number];

/** Sub-headings stay smaller than the article titles (20 px). */
const SUBHEADING = { fontSize: 16 };

function useList(key: string): string[] {
  const { t } = useTranslation('privacy');
  return asStringList(t(key, { returnObjects: true }));
}

function Paragraphs({ listKey }: { listKey: string }) {
  return useList(listKey).map((text) => (
    <Typography.Paragraph key={text}>{text}</Typography.Paragraph>
  ));
}

function ItemsSection() {
  const { t } = useTranslation('privacy');
  return (
    <>
      <Typography.Paragraph>{t('items.intro')}</Typography.Paragraph>
      <Typography.Title level={3} style={SUBHEADING}>
        {t('items.requiredTitle')}
      </Typography.Title>
      <TextList items={useList('items.required')} />
      <Typography.Title level={3} style={SUBHEADING}>
        {t('items.optionalTitle')}
      </Typography.Title>
      <TextList items={useList('items.optional')} />
      <Typography.Title level={3} style={SUBHEADING}>
        {t('items.autoTitle')}
      </Typography.Title>
      <TextList items={useList('items.auto')} />
      <Typography.Paragraph>{t('items.cookie')}</Typography.Paragraph>
      <Typography.Title level={3} style={SUBHEADING}>
        {t('items.payrollTitle')}
      </Typography.Title>
      <Typography.Paragraph>{t('items.payrollIntro')}</Typography.Paragraph>
      <TextList items={useList('items.payroll')} />
      <Typography.Paragraph>{t('items.payrollNotStored')}</Typography.Paragraph>
    </>
  );
}

function IntroAndList({
  section,
  note,
}: {
  section: 'purposes' | 'retention' | 'security';
  note?: boolean;
}) {
  const { t } = useTranslation('privacy');
  return (
    <>
      <Typography.Paragraph>{t(`${section}.intro`)}</Typography.Paragraph>
      <TextList items={useList(`${section}.list`)} />
      {note && <Typography.Paragraph>{t(`${section}.note`)}</Typography.Paragraph>}
      {/* Payroll registers (ADR 0013): kept until deleted, not for a period a law sets. */}
      {section === 'retention' && (
        <Typography.Paragraph>{t('retention.payroll')}</Typography.Paragraph>
      )}
    </>
  );
}

function OfficerSection() {
  const { t } = useTranslation('privacy');
  return (
    <>
      <Typography.Paragraph>{t('officer.intro')}</Typography.Paragraph>
      <Descriptions
        bordered
        size="small"
        column={1}
        items={[
          { key: 'role', label: t('officer.roleLabel'), children: t('officer.role') },
          {
            key: 'contact',
            label: t('officer.contactLabel'),
            children: (
              <>
                {t('officer.contact')} <Link to="/board">{t('officer.board')}</Link>
              </>
            ),
          },
        ]}
      />
      <Typography.Paragraph style={{ marginTop: 16 }}>
        {t('officer.remediesIntro')}
      </Typography.Paragraph>
      <TextList items={useList('officer.remedies')} />
    </>
  );
}

function SectionBody({ section }: { section: Section }) {
  switch (section) {
    case 'items':
      return <ItemsSection />;
    case 'purposes':
    case 'security':
      return <IntroAndList section={section} />;
    case 'retention':
      return <IntroAndList section={section} note />;
    case 'officer':
      return <OfficerSection />;
    default:
      return <Paragraphs listKey={`${section}.paragraphs`} />;
  }
}

/** /privacy-policy: the 개인정보 처리방침 (data-center-board-admin.md §2, §3, §9). */
export function PrivacyPolicyPage() {
  const { t } = useTranslation('privacy');
  return (
    <article
      className="public-page"
      style={{
        maxWidth: 880,
        margin: '0 auto',
        padding: 'clamp(16px, 4vw, 40px) 16px',
        wordBreak: 'keep-all',
        overflowWrap: 'anywhere',
      }}
    >
      <Typography.Title level={1}>{t('title')}</Typography.Title>
      <Typography.Paragraph>{t('intro')}</Typography.Paragraph>
      <Card size="small" title={t('contents')} style={{ marginBottom: 32 }}>
        <Typography>
          {/* The titles carry their article numbers (제1조 …), so the list itself is unnumbered. */}
          <ul style={{ margin: 0, paddingLeft: 0, listStyle: 'none' }}>
            {SECTIONS.map((section) => (
              <li key={section}>
                <a href={`#privacy-${section}`}>{t(`${section}.title`)}</a>
              </li>
            ))}
          </ul>
        </Typography>
      </Card>
      {SECTIONS.map((section) => (
        <section
          key={section}
          id={`privacy-${section}`}
          aria-labelledby={`privacy-${section}-title`}
          style={{ scrollMarginTop: 80, marginBottom: 32 }}
        >
          <Typography.Title level={2} id={`privacy-${section}-title`} style={{ fontSize: 20 }}>
            {t(`${section}.title`)}
          </Typography.Title>
          <SectionBody section={section} />
        </section>
      ))}
    </article>
  );
}
