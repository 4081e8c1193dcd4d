/** The contact form's message: it goes to the visitor's mail program and is never stored or sent to a server. */
export interface ContactMessage {
  name: string;
  email: string;
  subject: string;
  message: string;
}

/**
 * A mailto: link that opens the visitor's mail program addressed to the centre, with the subject and a body
 * holding the name, the e-mail and the message. Line breaks are CRLF as RFC 6068 asks.
 */
export function contactMailto(to: string, { name, email, subject, message }: ContactMessage): string {
  const body = [`Imię i nazwisko: ${name.trim()}`, `E-mail: ${email.trim()}`, '', message.trim()].join('\r\n');
  return `mailto:${to}?subject=${encodeURIComponent(subject.trim())}&body=${encodeURIComponent(body)}`;
}
