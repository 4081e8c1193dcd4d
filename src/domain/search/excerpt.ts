import { fold } from './text.ts';

/** An excerpt in plain-text parts; `marked` parts are words the query matched. */
export type Excerpt = { text: string; marked: boolean }[];

/** Words in an excerpt: a line or two under a title in the box, on a phone too. */
export const EXCERPT_WORDS = 24;

/** Words shown before the first match, so the excerpt does not start in the middle of its sentence's point. */
const LEAD_IN = 3;

/** A word with what stands around it: '(zasiłek,' is '(', 'zasiłek', ','. */
const PARTS = /^([^\p{L}\p{N}]*)(.*?)([^\p{L}\p{N}]*)$/su;

/**
 * The `EXCERPT_WORDS` words of `text` with the most words `matches` accepts (compared folded, text.ts), those
 * words marked; the beginning of the text when none matches.
 */
export function excerptOf(text: string, matches: (folded: string) => boolean): Excerpt {
  const tokens = text.split(/\s+/).filter(Boolean);
  const marked = tokens.map((token) => {
    const core = PARTS.exec(token)![2]!;
    return core !== '' && matches(fold(core));
  });
  const start = bestWindow(marked);
  const parts: Excerpt = [];
  const push = (part: string, isMarked: boolean) => {
    const last = parts[parts.length - 1];
    if (last && last.marked === isMarked && !isMarked) last.text += part;
    else parts.push({ text: part, marked: isMarked });
  };
  tokens.slice(start, start + EXCERPT_WORDS).forEach((token, index) => {
    const space = index > 0 ? ' ' : '';
    if (!marked[start + index]) return push(space + token, false);
    const [, before, core, after] = PARTS.exec(token)!;
    push(space + before, false);
    push(core!, true);
    if (after) push(after, false);
  });
  return parts.filter((part) => part.text !== '');
}

/** Where the window with the most marked words starts: a few words before its first mark, yet full when it can be. */
function bestWindow(marked: boolean[]): number {
  let best = { start: 0, count: 0 };
  marked.forEach((isMarked, position) => {
    if (!isMarked) return;
    const start = Math.max(0, Math.min(position - LEAD_IN, marked.length - EXCERPT_WORDS));
    const count = marked.slice(start, start + EXCERPT_WORDS).filter(Boolean).length;
    if (count > best.count) best = { start, count };
  });
  return best.start;
}
