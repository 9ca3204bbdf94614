import { highlightParts } from '@bus/domain';

/** A title or preview with the search words marked (<mark>), as the list shows them. */
export function HighlightedText({ text, query }: { text: string; query: string | undefined }) {
  const parts = highlightParts(text, query ?? '');
  return (
    <>
      {parts.map((part, index) =>
        part.match ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: parts are fixed for a given text and query
          <mark key={index} className="board-highlight">
            {part.text}
          </mark>
        ) : (
          part.text
        ),
      )}
    </>
  );
}
