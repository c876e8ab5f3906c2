/**
 * What the client reads (en): each alert kind's predefined message, and the wrapper a WhatsApp
 * template puts around a message the agent wrote. Apart from the catalogues so the alert composer
 * can show any client's language without loading the whole catalogue of each.
 * The WhatsApp templates registered at Meta carry these texts word for word (see docs/decisions.md).
 */
export const alertTextsEn = {
  templates: {
    vaccination: 'Hello, {{customer}}! Your trip {{trip}} starts on {{date}}. Please check the vaccinations required at your destination and bring your international vaccination certificate.',
    online_checkin: 'Hello, {{customer}}! Online check-in for your trip {{trip}} is now open. Check in before your flight on {{date}} to choose your seat at ease.',
    passport_validity: 'Hello, {{customer}}! Please check your passport expiry date before your trip {{trip}} on {{date}}: many destinations require at least 6 months of validity.',
    card_release: 'Hello, {{customer}}! Remember to tell your bank about your trip {{trip}} ({{date}}) and enable your card for use abroad.',
    debit_authorisation: 'Hello, {{customer}}! We need your debit authorisation to complete the payments of your trip {{trip}}. Please reply to this message.',
    pcr_test: 'Hello, {{customer}}! Your trip {{trip}} starts on {{date}}. If your destination requires a PCR test, take it within the 72 h before boarding and bring the result.',
    travel_day: 'Hello, {{customer}}! Today is the day of your trip {{trip}}. Arrive at the airport early and keep your documents at hand. Have a great trip!',
    return: 'Hello, {{customer}}! Your return from the trip {{trip}} is on {{date}}. Check your flight time and have a safe journey home!',
    vouchers_released: 'Hello, {{customer}}! The vouchers of your trip {{trip}} have been released. Keep them with you during the trip.',
    travel_tomorrow: 'Hello, {{customer}}! Your trip {{trip}} starts tomorrow, {{date}}. Check your documents, tickets and vouchers. Have a great trip!',
    tips: 'Hello, {{customer}}! Here are a few tips for your trip {{trip}} on {{date}}: check the weather, the plug type at your destination and the local currency.',
  },
  whatsappMessage: 'Hello! A message from {{agency}}:\n\n{{message}}\n\nTo reply, write here.',
};
