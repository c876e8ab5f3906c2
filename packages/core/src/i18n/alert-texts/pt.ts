/**
 * What the client reads (pt): each alert kind's predefined message, and the wrapper a WhatsApp
 * template puts around a message the agent wrote. Apart from the catalogues so the alert composer
 * can show any client's language without loading the whole catalogue of each.
 * The WhatsApp templates registered at Meta carry these texts word for word (see docs/decisions.md).
 */
export const alertTextsPt = {
  templates: {
    vaccination: 'Olá, {{customer}}! Sua viagem {{trip}} começa em {{date}}. Confira as vacinas exigidas para o destino e leve o seu certificado internacional de vacinação.',
    online_checkin: 'Olá, {{customer}}! O check-in online da sua viagem {{trip}} já está disponível. Faça o check-in antes do voo de {{date}} para escolher seu assento com tranquilidade.',
    passport_validity: 'Olá, {{customer}}! Confira a validade do seu passaporte antes da viagem {{trip}} em {{date}}: muitos destinos exigem pelo menos 6 meses de validade.',
    card_release: 'Olá, {{customer}}! Lembre-se de avisar o seu banco sobre a viagem {{trip}} ({{date}}) e liberar o seu cartão para uso no exterior.',
    debit_authorisation: 'Olá, {{customer}}! Precisamos da sua autorização de débito para concluir os pagamentos da viagem {{trip}}. Por favor, responda a esta mensagem.',
    pcr_test: 'Olá, {{customer}}! Sua viagem {{trip}} começa em {{date}}. Se o destino exigir teste PCR, faça-o dentro das 72 h anteriores ao embarque e leve o resultado.',
    travel_day: 'Olá, {{customer}}! Hoje é o dia da sua viagem {{trip}}. Chegue ao aeroporto com antecedência e tenha seus documentos à mão. Boa viagem!',
    return: 'Olá, {{customer}}! Seu retorno da viagem {{trip}} é em {{date}}. Confira o horário do voo e faça uma ótima viagem de volta!',
    vouchers_released: 'Olá, {{customer}}! Os vouchers da sua viagem {{trip}} foram liberados. Guarde-os com você durante a viagem.',
    travel_tomorrow: 'Olá, {{customer}}! Amanhã, {{date}}, começa a sua viagem {{trip}}. Confira documentos, passagens e vouchers. Boa viagem!',
    tips: 'Olá, {{customer}}! Preparamos algumas dicas para a sua viagem {{trip}} em {{date}}: confira o clima, a tomada usada no destino e a moeda local.',
  },
  whatsappMessage: 'Olá! Mensagem da agência {{agency}}:\n\n{{message}}\n\nPara responder, escreva aqui.',
};
