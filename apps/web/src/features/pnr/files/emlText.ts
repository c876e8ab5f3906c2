import PostalMime from 'postal-mime';
import { htmlToText } from './htmlText.ts';

/** The readable text of a saved e-mail (.eml): its text/plain part, else its HTML as text. */
export async function emlToText(bytes: ArrayBuffer): Promise<string> {
  const mail = await PostalMime.parse(bytes);
  const plain = mail.text?.trim() ?? '';
  // Some senders put a one-line "view this in your browser" in text/plain and the itinerary in HTML.
  const html = mail.html ? htmlToText(mail.html) : '';
  const body = html.length > plain.length * 2 ? html : plain || html;
  return [mail.subject ? `${mail.subject}` : '', body].filter(Boolean).join('\n\n');
}
