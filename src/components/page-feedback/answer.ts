/**
 * The answers to 'Czy ta strona była pomocna?' (./PageFeedback.astro draws the question). Loaded only when a
 * visitor first presses 'Tak' or 'Nie': the page's starter (src/integrations/background-scripts) leaves the
 * pressed button in `pressed` and imports this module, which handles every later press itself.
 * 'Tak' is sent at once; 'Nie' opens an optional comment, sent with it as one answer.
 */
import { centre, telHref } from '../../domain/centre/centre.ts';
import type { FeedbackWords } from '../../i18n/languages.ts';
import { fill } from '../../i18n/message.ts';
import { loadStylesheet } from '../../browser/stylesheet.ts';
import formStylesheet from './page-feedback.scss?url';
import { COMMENT_MAX_LENGTH, sendPageAnswer, type SendOutcome } from '../../api/resident-answers.ts';

declare global {
  interface Window {
    pressed?: HTMLButtonElement | null;
  }
}

const page = window.location.pathname.replace(/\/$/, '') || '/';
/** The page's inline styles hold only what its HTML uses; the form, the alerts and the thanks need their own. */
const styled = loadStylesheet(formStylesheet);

/** Why an answer was not stored; the two refusals that last the day give the centre's phone. */
function failure(outcome: Exclude<SendOutcome, 'sent'>, words: FeedbackWords): string {
  return fill[words.lang](words[outcome], { phone: centre.phone });
}

function element(tag: string, attributes: Record<string, string> = {}, ...children: (Node | string)[]): HTMLElement {
  const created = document.createElement(tag);
  for (const [name, value] of Object.entries(attributes)) created.setAttribute(name, value);
  created.append(...children);
  return created;
}

/** Replaces the answer buttons (or the form) with `content`, and moves focus there: what was pressed is gone. */
function show(section: HTMLElement, content: HTMLElement, focus: HTMLElement = content): void {
  section.lastElementChild?.replaceWith(content);
  focus.focus();
}

function thank(section: HTMLElement, words: FeedbackWords): void {
  show(section, element('p', { role: 'status', tabindex: '-1' }, words.thanks));
}

/** An alert at the end of `container`, replacing the one before. */
function alertIn(container: Element, text: string): void {
  container.querySelector('[role="alert"]')?.remove();
  container.append(element('p', { class: 'alert alert--error', role: 'alert' }, text));
}

async function answerYes(section: HTMLElement, button: HTMLButtonElement, words: FeedbackWords): Promise<void> {
  button.disabled = true;
  const outcome = await sendPageAnswer({ page, lang: words.lang, helpful: true });
  button.disabled = false;
  if (outcome === 'sent') thank(section, words);
  else alertIn(button.parentElement!, failure(outcome, words));
}

function commentForm(section: HTMLElement, words: FeedbackWords): { form: HTMLElement; field: HTMLTextAreaElement } {
  const field = element('textarea', {
    id: 'page-feedback-comment',
    name: 'comment',
    rows: '5',
    class: 'input',
    'aria-describedby': 'page-feedback-warning page-feedback-reply',
  }) as HTMLTextAreaElement;
  const [before = '', after = ''] = fill[words.lang](words.noReply, { phone: '\u0000' }).split('\u0000');
  const send = element('button', { type: 'submit', class: 'button' }, words.send) as HTMLButtonElement;
  const form = element(
    'form',
    { novalidate: '' },
    element(
      'div',
      { class: 'field' },
      element('label', { for: field.id }, words.commentLabel),
      element('p', { id: 'page-feedback-warning', class: 'hint' }, words.warning),
      element(
        'p',
        { id: 'page-feedback-reply', class: 'hint' },
        before,
        element('a', { href: telHref(centre.phone) }, centre.phone),
        after,
      ),
      field,
    ),
    element('p', {}, send),
  );
  form.addEventListener('submit', (event) => {
    event.preventDefault();
    void sendComment(section, form, field, send, words);
  });
  return { form, field };
}

async function sendComment(
  section: HTMLElement,
  form: HTMLElement,
  field: HTMLTextAreaElement,
  send: HTMLButtonElement,
  words: FeedbackWords,
): Promise<void> {
  if (send.disabled) return;
  if (Array.from(field.value).length > COMMENT_MAX_LENGTH) {
    field.setAttribute('aria-invalid', 'true');
    alertIn(form, fill[words.lang](words.tooLong, { max: COMMENT_MAX_LENGTH }));
    field.focus();
    return;
  }
  field.removeAttribute('aria-invalid');
  send.disabled = true;
  send.textContent = words.sending;
  const outcome = await sendPageAnswer({ page, lang: words.lang, helpful: false, comment: field.value });
  send.disabled = false;
  send.textContent = words.send;
  if (outcome === 'sent') thank(section, words);
  else alertIn(form, failure(outcome, words));
}

async function press(button: HTMLButtonElement, words: FeedbackWords): Promise<void> {
  const section = button.closest<HTMLElement>('[data-on-press]');
  if (!section || button.disabled) return;
  await styled;
  if (button.value === 'yes') return answerYes(section, button, words);
  const { form, field } = commentForm(section, words);
  show(section, form, field);
}

/** Answers the presses of the question's buttons with `words`, the page's language's (./PageFeedback.astro). */
export function answerIn(words: FeedbackWords): void {
  document.addEventListener('click', (event) => {
    const button =
      event.target instanceof Element && event.target.closest<HTMLButtonElement>('[data-on-press] button[value]');
    if (button) void press(button, words);
  });

  // The press that loaded this module, which its listener above was too late to hear.
  if (window.pressed) void press(window.pressed, words);
  window.pressed = null;
}
