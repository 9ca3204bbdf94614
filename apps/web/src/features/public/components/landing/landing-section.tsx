import type { ReactNode } from 'react';
import './landing.css';

type LandingSectionProps = {
  id: string;
  title: ReactNode;
  intro?: ReactNode;
  tone?: 'plain' | 'muted';
  children: ReactNode;
};

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
      className={tone === 'muted' ? 'landing-section landing-section--muted' : 'landing-section'}
    >
      <div className="landing-section__inner">
        <h2 id={headingId} className="landing-section__title">
          {title}
        </h2>
        {intro && <p className="landing-section__intro landing-muted">{intro}</p>}
        {children}
      </div>
    </section>
  );
}
