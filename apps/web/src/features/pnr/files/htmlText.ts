/**
 * An HTML e-mail as the text a mail client shows when copied: one line per block, table cells on
 * their own lines (the layout the itinerary reader expects), no scripts, styles or hidden preheaders.
 */
export function htmlToText(html: string): string {
  const doc = new DOMParser().parseFromString(html, 'text/html');
  doc.querySelectorAll('script, style, head, title, noscript, template').forEach((node) => node.remove());
  doc.querySelectorAll('[style*="display:none"], [style*="display: none"]').forEach((node) => node.remove());
  const lines: string[] = [];
  let current = '';
  const flush = () => {
    const line = current.replace(/[ \t\u00a0]+/g, ' ').trim();
    if (line) lines.push(line);
    current = '';
  };
  const BLOCK = /^(?:P|DIV|TR|TD|TH|LI|UL|OL|TABLE|TBODY|THEAD|H[1-6]|SECTION|ARTICLE|HEADER|FOOTER|BLOCKQUOTE|PRE|CENTER)$/;
  const walk = (node: Node) => {
    if (node.nodeType === Node.TEXT_NODE) {
      current += node.textContent ?? '';
      return;
    }
    if (node.nodeType !== Node.ELEMENT_NODE) return;
    const tag = (node as Element).tagName;
    if (tag === 'BR') return flush();
    const block = BLOCK.test(tag);
    if (block) flush();
    node.childNodes.forEach(walk);
    if (block) flush();
  };
  walk(doc.body ?? doc.documentElement);
  flush();
  return lines.join('\n');
}
