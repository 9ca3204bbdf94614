import { Typography } from 'antd';

type TextListProps = {
  items: string[];
  ordered?: boolean;
};

/** A plain bullet (or numbered) list of translated sentences inside antd typography. */
export function TextList({ items, ordered = false }: TextListProps) {
  const children = items.map((item) => <li key={item}>{item}</li>);
  return <Typography>{ordered ? <ol>{children}</ol> : <ul>{children}</ul>}</Typography>;
}
