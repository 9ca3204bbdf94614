import { Typography } from 'antd';
import type { CSSProperties, ReactNode } from 'react';

type LandingSectionProps = {
  id: string;
  title: ReactNode;
  intro?: ReactNode;
  tone?: 'plain' | 'muted';
  children: ReactNode;
};

const BACKGROUND: Record<NonNullable<LandingSectionProps['tone']>, string> = {
  plain: 'transparent',
  muted: 'rgba(0, 0, 0, 0.02)',
};

/** Korean text must wrap between words, never inside one, at every width (375 px up). */
export const KOREAN_WRAP: CSSProperties = { wordBreak: 'keep-all', overflowWrap: 'anywhere' };

/** One titled band of the landing page, centred with a readable maximum width. */
export function LandingSection({
  id,
  title,
  intro,
  tone = 'plain',
  children,
}: LandingSectionProps) {
  const headingId = `${id}-title`;
  return (
    <section
      id={id}
      aria-labelledby={headingId}
      style={{ background: BACKGROUND[tone], padding: 'clamp(32px, 6vw, 72px) 16px' }}
    >
      <div style={{ maxWidth: 1200, margin: '0 auto', ...KOREAN_WRAP }}>
        <Typography.Title level={2} id={headingId} style={{ textAlign: 'center', marginTop: 0 }}>
          {title}
        </Typography.Title>
        {intro && (
          <Typography.Paragraph
            type="secondary"
            style={{ textAlign: 'center', maxWidth: 720, margin: '0 auto 32px' }}
          >
            {intro}
          </Typography.Paragraph>
        )}
        {children}
      </div>
    </section>
  );
}
