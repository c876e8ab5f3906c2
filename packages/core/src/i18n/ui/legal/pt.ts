/**
 * Terms of use and privacy policy (spec section 1). Numbers come from core's constants through
 * {{placeholders}}: trialDays, refundGuaranteeDays, refundPaidWithinDays,
 * accountDeletionBusinessDays, pcrReminderHours. es and en keep the same structure, section
 * by section and paragraph by paragraph.
 */
export const legalPt = {
  terms: {
    title: 'Termos de uso',
    intro: [
      'Estes Termos de uso regulam o acesso e o uso do Rumo, aplicativo web de gestão de viagens para agências de viagens e seus colaboradores. Ao criar uma conta ou usar o Rumo, a agência e cada usuário declaram que leram e aceitam estes termos e a Política de privacidade.',
    ],
    sections: [
      {
        heading: '1. O serviço',
        paragraphs: [
          'O Rumo permite à agência cadastrar clientes, dependentes e documentos, montar viagens com roteiro, vouchers, dados financeiros, alertas programados aos clientes e checklists de tarefas, além de decodificar códigos de reserva aérea (PNR).',
          'O Rumo é uma ferramenta de apoio: a agência continua responsável pelos serviços de viagem que vende e pelas informações que presta aos seus clientes.',
        ],
      },
      {
        heading: '2. Conta e usuários',
        paragraphs: [
          'Para usar o Rumo é preciso criar uma conta com dados verdadeiros e atualizados. O titular da conta (dono ou dona da agência) pode cadastrar colaboradores e responde pelos acessos que concede.',
          'Cada usuário deve manter sua senha em sigilo e avisar o suporte imediatamente se suspeitar de uso indevido da conta.',
        ],
      },
      {
        heading: '3. Período de teste gratuito e garantia de reembolso',
        paragraphs: [
          'Toda nova agência tem {{trialDays}} dias de teste gratuito.',
          'Durante esses {{refundGuaranteeDays}} dias vale a garantia incondicional de reembolso: se a agência tiver pago e desistir dentro desse período, devolvemos o valor pago integralmente, sem necessidade de justificativa.',
          'Ao fim do período de teste, o acesso continua somente com a contratação de um plano.',
        ],
      },
      {
        heading: '4. Planos, pagamento e renovação automática',
        paragraphs: [
          'Os planos são cobrados de forma recorrente no cartão cadastrado, por meio do nosso provedor de pagamentos. Os dados completos do cartão são tratados pelo provedor e não ficam armazenados no Rumo.',
          'O plano é renovado automaticamente ao fim de cada período contratado, pelo mesmo valor e forma de pagamento, até que a agência o cancele. O cancelamento pode ser feito a qualquer momento e impede as renovações seguintes.',
          'Se um pagamento não for aprovado, o acesso pode ficar suspenso até a regularização.',
        ],
      },
      {
        heading: '5. Cancelamento e reembolso',
        paragraphs: [
          'Quando houver direito a reembolso, total (como na garantia do período de teste) ou proporcional ao período pago e não utilizado, o valor será pago em até {{refundPaidWithinDays}} dias após a solicitação, sempre que possível pelo mesmo meio de pagamento usado na compra.',
          'O reembolso proporcional considera apenas dias inteiros: não há reembolso de dias parciais não utilizados.',
          'Para cancelar o plano ou pedir reembolso, use a página Pagamentos ou fale com o suporte.',
        ],
      },
      {
        heading: '6. Exclusão da conta',
        paragraphs: [
          'A agência pode pedir a exclusão da conta a qualquer momento pelo suporte. A conta e os dados vinculados a ela são excluídos em até {{accountDeletionBusinessDays}} dias úteis após a solicitação, ressalvados os dados que a lei obriga a guardar, como explica a Política de privacidade.',
          'Antes de pedir a exclusão, exporte as informações de que precisar: depois de excluídas, elas não podem ser recuperadas.',
        ],
      },
      {
        heading: '7. Alertas e lembretes aos viajantes',
        paragraphs: [
          'O Rumo envia os alertas programados pela agência, como lembretes de check-in on-line, de validade do passaporte e de vacinação. Entre eles está o lembrete do teste PCR, enviado {{pcrReminderHours}} horas antes da viagem.',
          'Os alertas são informativos. Cabe à agência e aos viajantes confirmar as exigências sanitárias, migratórias e das companhias de cada destino.',
        ],
      },
      {
        heading: '8. Responsabilidades da agência',
        paragraphs: ['A agência se compromete a:'],
        items: [
          'usar o Rumo de acordo com a lei e com estes termos;',
          'cadastrar apenas dados de clientes, dependentes e viajantes obtidos de forma legítima, informando-os sobre o tratamento, e obter o consentimento dos responsáveis legais quando se tratar de crianças e adolescentes;',
          'manter cópias próprias de documentos e vouchers importantes;',
          'não tentar acessar dados de outras agências, sobrecarregar o serviço ou contornar suas medidas de segurança.',
        ],
      },
      {
        heading: '9. Disponibilidade e limitação de responsabilidade',
        paragraphs: [
          'Trabalhamos para manter o Rumo disponível e seguro, mas podem ocorrer interrupções para manutenção ou por falhas de terceiros, como provedores de internet, de hospedagem ou de pagamento.',
          'Na medida permitida pela lei, o Rumo não responde por decisões tomadas com base em informações cadastradas pela agência, por mudanças feitas por companhias aéreas, hotéis e outros fornecedores, nem por danos indiretos.',
        ],
      },
      {
        heading: '10. Propriedade intelectual',
        paragraphs: [
          'O software, a marca e o conteúdo do Rumo pertencem aos seus titulares. Os dados cadastrados pela agência continuam sendo da agência.',
        ],
      },
      {
        heading: '11. Alterações destes termos',
        paragraphs: [
          'Podemos atualizar estes termos. Mudanças relevantes serão avisadas no aplicativo ou por e-mail com antecedência razoável; continuar usando o Rumo depois disso significa concordar com a nova versão.',
        ],
      },
      {
        heading: '12. Lei aplicável e contato',
        paragraphs: [
          'Estes termos são regidos pelas leis da República Federativa do Brasil. Dúvidas e solicitações podem ser enviadas pela página Suporte do aplicativo.',
        ],
      },
    ],
  },
  privacy: {
    title: 'Política de privacidade',
    intro: [
      'Esta política explica quais dados pessoais o Rumo trata, para quê, com quem os compartilha e como você exerce seus direitos, de acordo com a Lei Geral de Proteção de Dados Pessoais (LGPD, Lei nº 13.709/2018).',
    ],
    sections: [
      {
        heading: '1. Quem trata os dados',
        paragraphs: [
          'Para os dados das agências e de seus usuários (cadastro, acesso e cobrança), o Rumo é o controlador.',
          'Para os dados que a agência cadastra sobre seus clientes, dependentes e viajantes, a agência é a controladora e o Rumo atua como operador: tratamos esses dados somente para prestar o serviço e segundo as instruções da agência.',
        ],
      },
      {
        heading: '2. Dados que coletamos',
        paragraphs: ['Tratamos os seguintes dados:'],
        items: [
          'usuários da agência: nome, sobrenome, e-mail, foto de perfil, função, idioma preferido e senha, guardada apenas como hash criptográfico;',
          'agência: nome, dados de contato e endereço, plano, situação da assinatura e identificadores do provedor de pagamentos; os dados completos do cartão ficam somente com o provedor de pagamentos;',
          'clientes, dependentes e viajantes cadastrados pela agência: nome, contatos, data de nascimento, grau de parentesco, documentos (como passaporte, RG, CPF e vistos) e seus arquivos, viagens, roteiros, vouchers e dados financeiros das viagens;',
          'dados sensíveis, quando a agência os cadastra: informações de saúde ligadas à viagem, como comprovantes de vacinação e lembretes de teste PCR;',
          'dados técnicos: endereço IP, data e hora de acesso, navegador e registros necessários à segurança.',
        ],
      },
      {
        heading: '3. Para que usamos os dados',
        paragraphs: ['Usamos os dados para:'],
        items: [
          'prestar o serviço: autenticar usuários e organizar clientes, viagens, roteiros, vouchers, alertas e checklists;',
          'extrair dados de documentos enviados pela agência, quando ela usa esse recurso;',
          'enviar os alertas programados pela agência, avisos de tarefas e mensagens da conta, como a recuperação de senha;',
          'cobrar a assinatura e gerir o período de teste, as renovações e os reembolsos;',
          'prevenir fraudes, proteger a segurança do serviço e cumprir obrigações legais;',
          'prestar suporte e melhorar o produto com dados agregados.',
        ],
      },
      {
        heading: '4. Bases legais',
        paragraphs: [
          'Tratamos dados com base na execução do contrato com a agência (art. 7º, V, da LGPD), no cumprimento de obrigação legal ou regulatória (art. 7º, II), no exercício regular de direitos (art. 7º, VI), no legítimo interesse para a segurança e a melhoria do serviço (art. 7º, IX) e, quando necessário, no consentimento (art. 7º, I).',
          'Dados de saúde são tratados somente para a finalidade informada pela agência, com a base legal adequada do art. 11 da LGPD, como o consentimento específico do titular. Dados de crianças e adolescentes são tratados em seu melhor interesse, conforme o art. 14.',
        ],
      },
      {
        heading: '5. Compartilhamento',
        paragraphs: [
          'Não vendemos dados pessoais. Compartilhamos o mínimo necessário com operadores que tratam dados em nosso nome, sob contrato e com obrigações de confidencialidade e segurança, e com autoridades quando a lei exigir:',
        ],
        items: [
          'provedor de pagamentos, para as cobranças com cartão;',
          'provedores de envio de e-mails e mensagens, para alertas e notificações;',
          'provedores de hospedagem, banco de dados e armazenamento de arquivos;',
          'serviço de mapas e busca de endereços, para completar nomes de cidades e estabelecimentos;',
          'serviço de inteligência artificial, quando a agência usa a extração de dados de documentos;',
          'autoridades públicas, diante de obrigação legal ou ordem judicial.',
        ],
      },
      {
        heading: '6. Transferência internacional',
        paragraphs: [
          'Alguns operadores podem tratar dados fora do Brasil. Nesses casos, a transferência segue o art. 33 da LGPD, com cláusulas contratuais e garantias de proteção compatíveis com a lei brasileira.',
        ],
      },
      {
        heading: '7. Por quanto tempo guardamos',
        paragraphs: [
          'Mantemos os dados enquanto a conta estiver ativa. Após o pedido de exclusão, a conta e os dados são excluídos em até {{accountDeletionBusinessDays}} dias úteis.',
          'Guardamos por mais tempo somente o que a lei exige: registros de acesso ao aplicativo por 6 meses (Marco Civil da Internet) e documentos fiscais e de cobrança pelo prazo legal, em geral 5 anos. As cópias de segurança são sobrescritas em ciclos regulares.',
        ],
      },
      {
        heading: '8. Segurança',
        paragraphs: [
          'Usamos conexões criptografadas (HTTPS), senhas guardadas como hash, separação dos dados por agência e controle de acesso por usuário. Se ocorrer um incidente de segurança que possa causar risco ou dano relevante, comunicaremos os afetados e a Autoridade Nacional de Proteção de Dados (ANPD), como determina a lei.',
        ],
      },
      {
        heading: '9. Seus direitos',
        paragraphs: ['Como titular, você pode pedir a qualquer momento:'],
        items: [
          'confirmação de que tratamos seus dados e acesso a eles;',
          'correção de dados incompletos, inexatos ou desatualizados;',
          'anonimização, bloqueio ou eliminação de dados desnecessários, excessivos ou tratados em desacordo com a LGPD;',
          'portabilidade dos dados a outro fornecedor;',
          'eliminação dos dados tratados com base no consentimento e revogação desse consentimento;',
          'informação sobre com quem compartilhamos os dados e sobre a possibilidade de não consentir e suas consequências;',
          'revisão de decisões tomadas unicamente com base em tratamento automatizado;',
          'petição à ANPD.',
        ],
        closing: [
          'Clientes e viajantes de uma agência devem dirigir seus pedidos primeiro à própria agência, que é a controladora desses dados; nós a apoiamos no atendimento.',
        ],
      },
      {
        heading: '10. Cookies e armazenamento local',
        paragraphs: [
          'O Rumo não usa cookies de publicidade nem rastreadores de terceiros. Guardamos no seu navegador apenas o token de sessão e o idioma escolhido, necessários ao funcionamento do aplicativo; ao sair, o token é apagado.',
        ],
      },
      {
        heading: '11. Contato e encarregado',
        paragraphs: [
          'Para exercer seus direitos ou tirar dúvidas sobre privacidade, fale com o nosso encarregado pelo tratamento de dados pessoais pela página Suporte do aplicativo. Respondemos em até 15 dias.',
        ],
      },
      {
        heading: '12. Alterações desta política',
        paragraphs: [
          'Podemos atualizar esta política; a data da última atualização aparece no início da página. Mudanças relevantes serão comunicadas no aplicativo ou por e-mail.',
        ],
      },
    ],
  },
} as const;
