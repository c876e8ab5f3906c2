/**
 * What the client reads (es): each alert kind's predefined message, and the wrapper a WhatsApp
 * template puts around a message the agent wrote. Apart from the catalogues so the alert composer
 * can show any client's language without loading the whole catalogue of each.
 * The WhatsApp templates registered at Meta carry these texts word for word (see docs/decisions.md).
 */
export const alertTextsEs = {
  templates: {
    vaccination: '¡Hola, {{customer}}! Su viaje {{trip}} comienza el {{date}}. Revise las vacunas exigidas en el destino y lleve su certificado internacional de vacunación.',
    online_checkin: '¡Hola, {{customer}}! El check-in online de su viaje {{trip}} ya está disponible. Hágalo antes del vuelo del {{date}} para elegir su asiento con tranquilidad.',
    passport_validity: '¡Hola, {{customer}}! Revise la vigencia de su pasaporte antes del viaje {{trip}} del {{date}}: muchos destinos exigen al menos 6 meses de validez.',
    card_release: '¡Hola, {{customer}}! Recuerde avisar a su banco sobre el viaje {{trip}} ({{date}}) y habilitar su tarjeta para uso en el exterior.',
    debit_authorisation: '¡Hola, {{customer}}! Necesitamos su autorización de débito para completar los pagos del viaje {{trip}}. Por favor, responda a este mensaje.',
    pcr_test: '¡Hola, {{customer}}! Su viaje {{trip}} comienza el {{date}}. Si el destino exige prueba PCR, hágala dentro de las 72 h anteriores al embarque y lleve el resultado.',
    travel_day: '¡Hola, {{customer}}! Hoy es el día de su viaje {{trip}}. Llegue al aeropuerto con anticipación y tenga sus documentos a mano. ¡Buen viaje!',
    return: '¡Hola, {{customer}}! Su regreso del viaje {{trip}} es el {{date}}. Revise el horario del vuelo y ¡buen viaje de vuelta!',
    vouchers_released: '¡Hola, {{customer}}! Los vouchers de su viaje {{trip}} ya están disponibles. Llévelos con usted durante el viaje.',
    travel_tomorrow: '¡Hola, {{customer}}! Mañana, {{date}}, comienza su viaje {{trip}}. Revise documentos, pasajes y vouchers. ¡Buen viaje!',
    tips: '¡Hola, {{customer}}! Preparamos algunos consejos para su viaje {{trip}} del {{date}}: revise el clima, el tipo de enchufe del destino y la moneda local.',
  },
  whatsappMessage: '¡Hola! Mensaje de la agencia {{agency}}:\n\n{{message}}\n\nPara responder, escriba aquí.',
};
