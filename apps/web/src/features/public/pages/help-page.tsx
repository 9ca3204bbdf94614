import { Collapse, type CollapseProps, ConfigProvider, Typography } from 'antd';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { HelpParamsSection } from '../components/help/help-params-section';
import {
  HelpDataSection,
  HelpForecastSection,
  HelpResultsSection,
  HelpTipsSection,
} from '../components/help/help-sections';
import '../components/public-page.css';

/** The five sections, addressable by URL hash (platform.md §2.8). */
export const HELP_SECTIONS = ['data', 'forecast', 'params', 'results', 'tips'] as const;
export type HelpSection = (typeof HELP_SECTIONS)[number];

const SECTION_CONTENT: Record<HelpSection, () => ReactNode> = {
  data: () => <HelpDataSection />,
  forecast: () => <HelpForecastSection />,
  params: () => <HelpParamsSection />,
  results: () => <HelpResultsSection />,
  tips: () => <HelpTipsSection />,
};

/** Room for the sticky top bar when a section is scrolled to the top of the window. */
const SCROLL_MARGIN_PX = 80;

function isHelpSection(value: string): value is HelpSection {
  return (HELP_SECTIONS as readonly string[]).includes(value);
}

export function sectionFromHash(hash: string): HelpSection | undefined {
  const key = decodeURIComponent(hash.replace(/^#/, ''));
  return isHelpSection(key) ? key : undefined;
}

export function HelpPage() {
  const { t } = useTranslation('help');
  const location = useLocation();
  const navigate = useNavigate();
  const hashSection = sectionFromHash(location.hash);
  // Without a hash the first section is open, so the page never starts as a wall of closed panels.
  const [openKeys, setOpenKeys] = useState<string[]>(() => [hashSection ?? 'data']);
  // Set when the hash changes because the user opened a section here: no scroll jump then.
  const changedByClick = useRef(false);

  useEffect(() => {
    if (!hashSection) return;
    setOpenKeys((keys) => (keys.includes(hashSection) ? keys : [...keys, hashSection]));
    if (changedByClick.current) {
      changedByClick.current = false;
      return;
    }
    document.getElementById(hashSection)?.scrollIntoView?.({ behavior: 'smooth', block: 'start' });
  }, [hashSection]);

  const onChange = (keys: string[]) => {
    const opened = keys.find((key) => !openKeys.includes(key));
    setOpenKeys(keys);
    if (opened && opened !== hashSection) {
      changedByClick.current = true;
      // replace: opening panels should not fill the back button's history.
      navigate({ search: location.search, hash: opened }, { replace: true });
    }
  };

  const items: CollapseProps['items'] = HELP_SECTIONS.map((key) => ({
    key,
    id: key,
    label: t(`sections.${key}`),
    children: SECTION_CONTENT[key](),
    style: { scrollMarginTop: SCROLL_MARGIN_PX },
  }));

  return (
    <div
      className="public-page"
      style={{ maxWidth: 1100, margin: '0 auto', padding: 'clamp(16px, 4vw, 40px) 16px' }}
    >
      <Typography.Title level={1} style={{ wordBreak: 'keep-all' }}>
        {t('title')}
      </Typography.Title>
      <Typography.Paragraph type="secondary">{t('intro')}</Typography.Paragraph>
      {/* No open animation: a panel that grows after the scroll has started leaves the section
          short of the top (the page is not yet tall enough to scroll that far). */}
      <ConfigProvider theme={{ token: { motion: false } }}>
        <Collapse size="large" activeKey={openKeys} onChange={onChange} items={items} />
      </ConfigProvider>
    </div>
  );
}
