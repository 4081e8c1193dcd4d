import './search.scss';
import type { SearchHit } from '../../domain/search/engine.ts';

/** A search excerpt as text, with the matched words marked. */
export function Excerpt({ parts }: { parts: SearchHit['excerpt'] }) {
  return (
    <>
      {parts.map((part, index) =>
        part.marked ? <mark key={index}>{part.text}</mark> : <span key={index}>{part.text}</span>,
      )}
    </>
  );
}
