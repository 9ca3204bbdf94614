import { RightOutlined } from '@ant-design/icons';
import { Link } from 'react-router';

/** The way from a card to the screen that computes its figure, at the card's foot. */
export function CardLink({ to, label, testId }: { to: string; label: string; testId?: string }) {
  return (
    <Link to={to} className="dash-card-link" data-testid={testId}>
      {label}
      <RightOutlined aria-hidden />
    </Link>
  );
}
