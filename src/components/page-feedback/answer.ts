/**
 * The answers to 'Czy ta strona była pomocna?' (./PageFeedback.astro draws the question). Loaded only when a
 * visitor first presses 'Tak' or 'Nie': the page's starter (src/integrations/background-scripts) leaves the
 * pressed button in `pressed` and imports this module, which handles every later press itself.
 * 'Tak' is sent at once; 'Nie' opens an optional comment, sent with it as one answer.
 */
import { centre, telHref } from '../../domain/centre/centre.ts';
import { feedbackWords, type FeedbackWords } from '../../i18n/feedback-words.ts';
import { loadStylesheet } from '../../browser/stylesheet.ts';
import formStylesheet from './page-feedback.scss?url';
import { COMMENT_MAX_LENGTH, sendPageAnswer, type Language, type SendOutcome } from '../../api/resident-answers.ts';

declare global {
  interface Window {
    pressed?: HTMLButtonElement | null;
  }
}

const language: Language = document.documentElement.lang === 'uk' ? 'uk' : 'pl';
const words: FeedbackWords = feedbackWords[language];
const page = window.location.pathname.replace(/\/$/, '') || '/';
/** The page's inline styles hold only what its HTML uses; the form, the alerts and the thanks need their own. */
const styled = loadStylesheet(formStylesheet);

const failure: Record<Exclude<SendOutcome, 'sent'>, string> = {
  busy: words.busy,
  limitToday: words.limitToday(centre.phone),
  fullToday: words.fullToday(centre.phone),
  offline: words.offline,
  refused: words.refused,
};

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

function thank(section: HTMLElement): void {
  show(section, element('p', { role: 'status', tabindex: '-1' }, words.thanks));
}

/** An alert at the end of `container`, replacing the one before. */
function alertIn(container: Element, text: string): void {
  container.querySelector('[role="alert"]')?.remove();
  container.append(element('p', { class: 'alert alert--error', role: 'alert' }, text));
}

async function answerYes(section: HTMLElement, button: HTMLButtonElement): Promise<void> {
  button.disabled = true;
  const outcome = await sendPageAnswer({ page, lang: language, helpful: true });
  button.disabled = false;
  if (outcome === 'sent') thank(section);
  else alertIn(button.parentElement!, failure[outcome]);
}

function commentForm(section: HTMLElement): { form: HTMLElement; field: HTMLTextAreaElement } {
  const field = element('textarea', {
    id: 'page-feedback-comment',
    name: 'comment',
    rows: '5',
    class: 'input',
    'aria-describedby': 'page-feedback-warning page-feedback-reply',
  }) as HTMLTextAreaElement;
  const [before = '', after = ''] = words.noReply('\u0000').split('\u0000');
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
    void sendComment(section, form, field, send);
  });
  return { form, field };
}

async function sendComment(
  section: HTMLElement,
  form: HTMLElement,
  field: HTMLTextAreaElement,
  send: HTMLButtonElement,
): Promise<void> {
  if (send.disabled) return;
  if (Array.from(field.value).length > COMMENT_MAX_LENGTH) {
    field.setAttribute('aria-invalid', 'true');
    alertIn(form, words.tooLong(COMMENT_MAX_LENGTH));
    field.focus();
    return;
  }
  field.removeAttribute('aria-invalid');
  send.disabled = true;
  send.textContent = words.sending;
  const outcome = await sendPageAnswer({ page, lang: language, helpful: false, comment: field.value });
  send.disabled = false;
  send.textContent = words.send;
  if (outcome === 'sent') thank(section);
  else alertIn(form, failure[outcome]);
}

async function press(button: HTMLButtonElement): Promise<void> {
  const section = button.closest<HTMLElement>('[data-on-press]');
  if (!section || button.disabled) return;
  await styled;
  if (button.value === 'yes') return answerYes(section, button);
  const { form, field } = commentForm(section);
  show(section, form, field);
}

document.addEventListener('click', (event) => {
  const button =
    event.target instanceof Element && event.target.closest<HTMLButtonElement>('[data-on-press] button[value]');
  if (button) void press(button);
});

// The press that loaded this module, which its listener above was too late to hear.
if (window.pressed) void press(window.pressed);
window.pressed = null;
