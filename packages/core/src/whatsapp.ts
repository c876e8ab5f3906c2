/**
 * WhatsApp click-to-chat: https://wa.me/<digits>?text=<message> opens a chat with the number and
 * the message filled in, in the app or WhatsApp Web; nothing to configure.
 */
export function whatsappChatUrl(phoneE164: string, text?: string): string {
  const digits = phoneE164.replace(/\D/g, '');
  return `https://wa.me/${digits}${text ? `?text=${encodeURIComponent(text)}` : ''}`;
}
